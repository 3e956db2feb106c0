// Tables of 10,000 routes answer every route with its own parameters, 404 what they do not
// hold, keep registration order around their static tables, and agree between generated code
// and the jitless walker.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';

const SIZE = 10_000;

function table(jitless: boolean): RouteCollector {
  const routes = new RouteCollector({ jitless });
  // Registered before the resources: wins for every path it matches, table or not.
  routes.get('/t/{tenant}/{kind:res1[0-9]}/{id}', () => 'kind before');
  for (let i = 0; i < SIZE; i++) {
    routes.get(`/t/{tenant}/res${i}/{id}`, () => `tenant ${i}`);
    routes.get(`/res${i}/{id:[0-9]+}[/{format:json|xml}]`, () => `flat ${i}`);
    routes.get(`/static${i}/list`, () => `static ${i}`);
  }
  // Registered after: answers only where no resource does.
  routes.get('/t/{tenant}/{any}/{id}', () => 'any after');
  routes.get('/{any}/{id}', () => 'flat any after');
  return routes;
}

function answer(routes: RouteCollector, path: string): [string, Record<string, string>] | null {
  const found = routes.match('GET', path);
  return found === null ? null : [(found.handler as () => string)(), { ...found.params }];
}

describe(`a table of ${SIZE.toLocaleString('en-US')} routes per shape`, () => {
  const generated = table(false);
  const jitless = table(true);
  for (const routes of [generated, jitless]) {
    const mode = routes === jitless ? 'jitless' : 'generated code';

    it(`answers every route with its own parameters (${mode})`, () => {
      for (let i = 0; i < SIZE; i++) {
        const kindBefore = i >= 10 && i <= 19;
        assert.deepEqual(
          answer(routes, `/t/acme/res${i}/${i}`),
          kindBefore
            ? ['kind before', { tenant: 'acme', kind: `res${i}`, id: `${i}` }]
            : [`tenant ${i}`, { tenant: 'acme', id: `${i}` }],
        );
        assert.deepEqual(answer(routes, `/res${i}/${i}`), [`flat ${i}`, { id: `${i}` }]);
        assert.deepEqual(answer(routes, `/res${i}/7/xml`), [`flat ${i}`, { id: '7', format: 'xml' }]);
        assert.deepEqual(answer(routes, `/static${i}/list`), [`static ${i}`, {}]);
      }
    });

    it(`falls through to later routes and 404s what no route holds (${mode})`, () => {
      assert.deepEqual(answer(routes, '/t/acme/res10000/5'), [
        'any after',
        { tenant: 'acme', any: 'res10000', id: '5' },
      ]);
      assert.deepEqual(answer(routes, '/res5/abc'), ['flat any after', { any: 'res5', id: 'abc' }]);
      assert.deepEqual(answer(routes, '/res5/7/yaml'), null);
      assert.deepEqual(answer(routes, '/t/acme/res5'), null);
      assert.deepEqual(answer(routes, '/t/acme/res5/1/2'), null);
      assert.deepEqual(answer(routes, '/static5/lists'), ['flat any after', { any: 'static5', id: 'lists' }]);
      assert.deepEqual(answer(routes, '/static5/list/x'), null);
      assert.deepEqual(answer(routes, '/res%35/1'), ['flat any after', { any: 'res5', id: '1' }]);
    });
  }

  it('answers alike with generated code and jitless, for every route and near-miss', () => {
    for (let i = 0; i < SIZE; i += 7) {
      for (const path of [`/t/x/res${i}/1`, `/t/x/res${i}x/1`, `/res${i}/1/json`, `/res${i}/a`, `/res${i}`]) {
        assert.deepEqual(answer(generated, path), answer(jitless, path), path);
      }
    }
  });
});
