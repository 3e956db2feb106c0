// Static paths are found by generated comparisons grouped by length (a Map past eight paths of
// one length, and always under jitless); every mode must find exactly the registered paths.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';

const sameLength = Array.from({ length: 20 }, (_, i) => `/p${String(i).padStart(2, '0')}`);
const odd = ['/', '/ü', '/a b', '/"quoted"', '/back\\slash', '/\u2028', '/emoji/😀', '/café/menu', '/x/y/z/'];
const paths = [...sameLength, ...odd, '/user', '/user/comments'];

for (const jitless of [false, true]) {
  describe(`static paths (${jitless ? 'jitless' : 'generated'})`, () => {
    const routes = new RouteCollector({ jitless });
    paths.forEach((path, i) => {
      routes.get(path, () => i);
    });
    /** What the matched route's handler answers, or null when nothing matches. */
    const answer = (method: string, path: string): unknown => {
      const found = routes.match(method, path);
      return found === null ? null : (found.handler as () => unknown)();
    };
    routes.post('/user', () => 'post');
    routes.get('/user/{id}', () => 'dynamic');

    it('finds every registered path, whatever its length or characters', () => {
      paths.forEach((path, i) => {
        assert.equal(answer('GET', path), i, path);
      });
      assert.equal(answer('POST', '/user'), 'post');
    });

    it('misses paths of the same length that differ in one character, and other methods', () => {
      for (const path of ['/p20', '/p0', '/p000', '/u', '/a c', '/usEr', '/x/y/z']) {
        assert.equal(routes.match('GET', path), null, path);
      }
      assert.equal(routes.match('POST', '/p01'), null);
    });

    it('a static path still outranks a dynamic one, and a miss falls through to it', () => {
      assert.equal(answer('GET', '/user/comments'), paths.length - 1);
      assert.equal(answer('GET', '/user/42'), 'dynamic');
    });
  });
}
