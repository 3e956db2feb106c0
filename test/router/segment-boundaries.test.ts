// Where one segment ends and the next begins. Generated finders read a segment's leading `/`
// only at the path's start and trust the test that found each later position (an
// `indexOf('/')` or a closed-segment check); these paths put something other than a `/`, or
// the path's end, right where such a position falls, and both backends must answer alike.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';

function table(jitless: boolean): RouteCollector {
  const routes = new RouteCollector({ jitless });
  // Enough resources that their first segments form a static table, each member's search a
  // function of its own that receives the position after `/resN`.
  for (let r = 0; r < 24; r++) {
    routes.get(`/res${r}`, () => r).name(`res${r}.index`);
    routes.get(`/res${r}/{id:[0-9]+}`, () => r).name(`res${r}.show`);
    routes.get(`/res${r}/{id}/items/{item}`, () => r).name(`res${r}.item`);
    routes.get(`/res${r}/{id}/files/{path:.+}`, () => r).name(`res${r}.file`);
    routes.get(`/res${r}/code/{code:[A-Z]{3}}/info`, () => r).name(`res${r}.code`);
  }
  routes.get('/users', () => 0).name('users');
  routes.get('/users/{id}/posts', () => 0).name('users.posts');
  return routes;
}

const cases: Array<[path: string, name: string | null]> = [
  ['/res3', 'res3.index'],
  ['/res3/', null],
  ['/res3x/5', null],
  ['/res3/5', 'res3.show'],
  ['/res3/5/', null],
  ['/res3//5', null],
  ['/res3/5/items/x', 'res3.item'],
  ['/res3/5/items', null],
  ['/res3/5/items/', null],
  ['/res3/5/itemsx/x', null],
  ['/res3/5/item/x', null],
  ['/res3/5//items/x', null],
  ['/res3/5/items//x', null],
  ['/res3/5/files/a/b.txt', 'res3.file'],
  ['/res3/5/files/', null],
  ['/res3/5/files', null],
  ['/res3/5/filesa/b', null],
  ['/res3/code/ABC/info', 'res3.code'],
  ['/res3/code/ABCD/info', null],
  ['/res3/code/AB/info', null],
  ['/res3/code/ABC/infox', null],
  ['/res3/code/ABC', null],
  ['/res23/7/items/y', 'res23.item'],
  ['/res24/7/items/y', null],
  ['/users', 'users'],
  ['/users/', null],
  ['/usersx', null],
  ['/users/9/posts', 'users.posts'],
  ['/users/9/postsx', null],
  ['/users/9posts', null],
  ['/users//posts', null],
  ['', null],
  ['/', null],
  ['res3/5', null],
  ['xres3/5', null],
  ['xres3/5/items/x', null],
];

describe('segment boundaries', () => {
  for (const jitless of [false, true]) {
    it(`answers each path with its route or none (${jitless ? 'jitless' : 'generated code'})`, () => {
      const routes = table(jitless);
      for (const [path, name] of cases) {
        assert.equal(routes.match('GET', path)?.name ?? null, name, path);
      }
    });
  }

  it('gives the same answer with and without generated code, after a longer path was matched', () => {
    const generated = table(false);
    const jitless = table(true);
    // A long path first, so that anything a finder kept of it would show in the shorter ones.
    const long = `/res3/5/files/${'a/'.repeat(200)}end`;
    assert.equal(generated.match('GET', long)?.name, 'res3.file');
    for (const [path] of cases) {
      const a = generated.match('GET', path);
      const b = jitless.match('GET', path);
      assert.equal(a?.name ?? null, b?.name ?? null, path);
      assert.deepEqual({ ...a?.params }, { ...b?.params }, path);
    }
  });
});
