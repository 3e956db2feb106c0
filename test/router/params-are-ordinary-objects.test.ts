// Route parameters are ordinary objects — `assert.deepStrictEqual(match.params, { id: '42' })`
// holds, as users test routes — and names that are prototype slots (`constructor`,
// `__proto__`, `toString`) are own data properties that never reach a prototype. Both
// matchers (generated code and jitless) and static forms of optional segments agree.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';

for (const jitless of [false, true]) {
  describe(`route params are ordinary objects (${jitless ? 'jitless' : 'generated matcher'})`, () => {
    it('deepStrictEqual against an object literal holds', () => {
      const routes = new RouteCollector({ jitless });
      routes.get('/users/{id}', () => 1);
      routes.get('/files/{path:.+}', () => 2);
      routes.get('/about', () => 3);
      assert.deepStrictEqual(routes.match('GET', '/users/42')?.params, { id: '42' });
      assert.deepStrictEqual(routes.match('GET', '/files/a/b%20c')?.params, { path: 'a/b c' });
      assert.deepStrictEqual(routes.match('GET', '/about')?.params, {});
      assert.equal(Object.getPrototypeOf(routes.match('GET', '/users/42')!.params), Object.prototype);
    });

    it('a parameter named constructor, __proto__ or toString is an own data property', () => {
      const routes = new RouteCollector({ jitless });
      routes.get('/a/{constructor}/{__proto__}/{toString}', () => 1);
      const params = routes.match('GET', '/a/x/y/z')?.params;
      assert.ok(params);
      assert.deepEqual(Object.keys(params), ['constructor', '__proto__', 'toString']);
      assert.equal(params.constructor, 'x');
      assert.equal(Object.getOwnPropertyDescriptor(params, '__proto__')?.value, 'y');
      assert.equal(Object.getPrototypeOf(params), Object.prototype);
      assert.equal(params.toString, 'z');
      assert.equal(({} as Record<string, unknown>).y, undefined);
    });

    it('a __proto__ parameter of an optional segment is own data in every concrete form', () => {
      const routes = new RouteCollector({ jitless });
      routes.get('/b[/{__proto__}]', () => 1);
      const present = routes.match('GET', '/b/x')!.params;
      assert.equal(Object.getOwnPropertyDescriptor(present, '__proto__')?.value, 'x');
      assert.equal(Object.getPrototypeOf(present), Object.prototype);
      assert.deepStrictEqual(routes.match('GET', '/b')!.params, {});
    });
  });
}
