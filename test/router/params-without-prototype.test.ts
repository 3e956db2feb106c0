// Pins that route parameter objects have no prototype: a parameter named `constructor`,
// `__proto__` or `toString` is an ordinary own property and nothing is inherited.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';

describe('route params have no prototype', () => {
  it('a parameter named constructor, __proto__ or toString is an own data property', () => {
    const routes = new RouteCollector();
    routes.get('/a/{constructor}/{__proto__}/{toString}', () => 1);
    const params = routes.match('GET', '/a/x/y/z')?.params;
    assert.ok(params);
    assert.deepEqual(Object.keys(params), ['constructor', '__proto__', 'toString']);
    assert.equal(params.constructor, 'x');
    assert.equal(Object.getOwnPropertyDescriptor(params, '__proto__')?.value, 'y');
    assert.equal(params.toString, 'z');
    assert.equal(({} as Record<string, unknown>).y, undefined);
  });

  it('nothing from Object.prototype is reachable on params', () => {
    const routes = new RouteCollector();
    routes.get('/a/{id}', () => 1);
    routes.get('/s', () => 1);
    for (const path of ['/a/1', '/s']) {
      const params = routes.match('GET', path)?.params as Record<string, unknown>;
      assert.equal(params.hasOwnProperty, undefined);
      assert.equal(params.constructor, undefined);
      assert.equal('toString' in params, false);
    }
  });
});
