// Route parameters are own data properties of an object that inherits nothing, on both matchers
// (generated code and jitless) and every concrete form of optional segments: a name the
// template declares but the path left out reads `undefined`, as its type says — never
// `Object.prototype.constructor` or `toString` (Hono's "reserved words" case) — and names that
// are prototype slots (`constructor`, `__proto__`, `toString`) are keys like any other.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HttpKernel, RouteCollector } from '../../src/index.js';

const prototypeNames = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

for (const jitless of [false, true]) {
  describe(`route params inherit nothing (${jitless ? 'jitless' : 'generated matcher'})`, () => {
    it('an optional parameter named after an Object.prototype member is undefined when left out', () => {
      for (const name of prototypeNames) {
        const routes = new RouteCollector({ jitless });
        routes.get(`/api/animals[/{${name}}]`, () => 1);
        const absent = routes.match('GET', '/api/animals')!.params as Record<string, unknown>;
        assert.equal(absent[name], undefined, name);
        assert.equal(name in absent, false, name);
        const present = routes.match('GET', '/api/animals/cat')!.params as Record<string, unknown>;
        assert.equal(Object.getOwnPropertyDescriptor(present, name)?.value, 'cat', name);
      }
    });

    it('has no inherited keys at all, in static, dynamic and wildcard routes', () => {
      const routes = new RouteCollector({ jitless });
      routes.get('/users/{id}', () => 1);
      routes.get('/files/{path:.+}', () => 2);
      routes.get('/about', () => 3);
      for (const path of ['/users/42', '/files/a/b%20c', '/about']) {
        const params = routes.match('GET', path)!.params;
        const inherited: string[] = [];
        for (const key in params) if (!Object.hasOwn(params, key)) inherited.push(key);
        assert.deepEqual(inherited, [], path);
        assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(params)), null, path);
        assert.equal((params as Record<string, unknown>).constructor, undefined, path);
      }
      // Compared with a plain object after a spread (a strict comparison also compares prototypes).
      assert.deepStrictEqual({ ...routes.match('GET', '/users/42')!.params }, { id: '42' });
      assert.deepStrictEqual({ ...routes.match('GET', '/files/a/b%20c')!.params }, { path: 'a/b c' });
      assert.equal(JSON.stringify(routes.match('GET', '/users/42')!.params), '{"id":"42"}');
    });

    it('a parameter named constructor, __proto__ or toString is an own data property', () => {
      const routes = new RouteCollector({ jitless });
      routes.get('/a/{constructor}/{__proto__}/{toString}', () => 1);
      const params = routes.match('GET', '/a/x/y/z')?.params;
      assert.ok(params);
      assert.deepEqual(Object.keys(params), ['constructor', '__proto__', 'toString']);
      assert.equal(params.constructor, 'x');
      assert.equal(Object.getOwnPropertyDescriptor(params, '__proto__')?.value, 'y');
      assert.equal(params.toString, 'z');
      assert.equal(({} as Record<string, unknown>).y, undefined);
    });
  });
}

describe('bags in the kernel', () => {
  it('reads undefined for a left-out optional parameter named constructor, on both doors', async () => {
    const routes = new RouteCollector();
    routes.get('/api/animals[/{constructor}]', (ctx) => ({ kind: typeof ctx.params.constructor }));
    const kernel = new HttpKernel(routes);
    const answer = await kernel.fetch(new globalThis.Request('http://localhost/api/animals'));
    assert.deepEqual(await answer.json(), { kind: 'undefined' });
  });

  it('ctx.state, the Context bag, inherits nothing either', async () => {
    const routes = new RouteCollector();
    routes.get('/state', (ctx) => ({ toString: typeof ctx.state.toString, keys: Object.keys(ctx.state) }));
    const answer = await new HttpKernel(routes).fetch(new globalThis.Request('http://localhost/state'));
    assert.deepEqual(await answer.json(), { toString: 'undefined', keys: [] });
  });
});
