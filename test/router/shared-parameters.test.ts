// One collector reads a parameter written alike in many routes once and shares it, and the
// trie shares a segment with parameters among the forms that write it alike. Sharing must not
// leak anything from one route into another: names, the character a default parameter stops
// at, a regex against no regex, the checks every pattern gets. Tables of 16 or more resources
// are static tables, searched apart per member, so both sizes run in both modes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathFormsOf, RouteCollector, RouteDefinitionError } from '../../src/index.js';

function answer(routes: RouteCollector, path: string): [string, Record<string, string>] | null {
  const found = routes.match('GET', path);
  return found === null ? null : [(found.handler as () => string)(), { ...found.params }];
}

for (const jitless of [false, true]) {
  const mode = jitless ? 'jitless' : 'generated code';
  for (const resources of [3, 40]) {
    describe(`parameters written alike in many routes (${resources} resources, ${mode})`, () => {
      const routes = new RouteCollector({ jitless });
      for (let i = 0; i < resources; i++) {
        routes.get(`/plain${i}/{id}`, () => `plain ${i}`);
        routes.get(`/digits${i}/{id:[0-9]+}`, () => `digits ${i}`);
        routes.get(`/class${i}/{id:[^/]+}`, () => `class ${i}`);
        routes.get(`/named${i}/{key}`, () => `named ${i}`);
        routes.get(`/dash${i}/{id}-{rev}`, () => `dash ${i}`);
        routes.get(`/dot${i}/{id}.{ext}`, () => `dot ${i}`);
        routes.get(`/opt${i}[/{id}]`, () => `opt ${i}`);
      }

      it('answers each route with its own names and values', () => {
        for (let i = 0; i < resources; i++) {
          assert.deepEqual(answer(routes, `/plain${i}/a-b.c`), [`plain ${i}`, { id: 'a-b.c' }]);
          assert.deepEqual(answer(routes, `/digits${i}/42`), [`digits ${i}`, { id: '42' }]);
          assert.deepEqual(answer(routes, `/class${i}/x`), [`class ${i}`, { id: 'x' }]);
          assert.deepEqual(answer(routes, `/named${i}/x`), [`named ${i}`, { key: 'x' }]);
          assert.deepEqual(answer(routes, `/opt${i}/7`), [`opt ${i}`, { id: '7' }]);
          assert.deepEqual(answer(routes, `/opt${i}`), [`opt ${i}`, {}]);
        }
      });

      it('keeps the regex and the stop character of each route', () => {
        for (let i = 0; i < resources; i++) {
          assert.equal(answer(routes, `/digits${i}/x`), null);
          // `{id}` before `-` stops at `-`; the same name before `.` stops at `.`.
          assert.deepEqual(answer(routes, `/dash${i}/a.b-c`), [`dash ${i}`, { id: 'a.b', rev: 'c' }]);
          assert.deepEqual(answer(routes, `/dot${i}/a-b.c`), [`dot ${i}`, { id: 'a-b', ext: 'c' }]);
          assert.deepEqual(answer(routes, `/dash${i}/a-b-c`), [`dash ${i}`, { id: 'a', rev: 'b-c' }]);
        }
      });
    });
  }
}

describe('a parameter already read elsewhere', () => {
  it('is still checked in every pattern that writes it', () => {
    const routes = new RouteCollector();
    routes.get('/a/{id}', () => 'a');
    routes.get('/b/{id:[0-9]+}', () => 'b');
    assert.throws(
      () => routes.get('/c/{id}/{id}', () => 'c'),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'duplicateParameter',
    );
    assert.throws(
      () => routes.get('/d/{id:[0-9]+}/{id:[0-9]+}', () => 'd'),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'duplicateParameter',
    );
    assert.throws(
      () => routes.get('/e/{id:(a+)+}', () => 'e'),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'unsafeRegex',
    );
    assert.throws(
      () => routes.get('/b/{other:[0-9]+}', () => 'same shape'),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'duplicateRoute',
    );
  });

  it('quotes the route that fails, not the first one that wrote it', () => {
    const routes = new RouteCollector();
    routes.get('/first/{id}', () => 'first');
    assert.throws(() => routes.get('/second/{id}{x}', () => 'second'), /\/second\/\{id\}\{x\}/);
  });

  it('builds URLs and path forms per route', () => {
    const routes = new RouteCollector();
    routes.get('/a/{id:[0-9]+}', () => 'a').name('a');
    routes.get('/b/{id:[0-9]+}[/{tab}]', () => 'b').name('b');
    assert.equal(routes.url('a', { id: 5 }), '/a/5');
    assert.equal(routes.url('b', { id: 5, tab: 'x' }), '/b/5/x');
    assert.throws(() => routes.url('a', { id: 'x' }));
    assert.deepEqual(
      pathFormsOf('/b/{id:[0-9]+}[/{tab}]').map((form) => form.template),
      ['/b/{id}/{tab}', '/b/{id}'],
    );
  });
});
