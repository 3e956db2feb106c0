import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteDefinitionError } from '../../src/index.js';
import { Audit, Auth, Deprecated, Json, plain, timing, UserController } from './fixtures.js';

// Spec §4.3 rules 1–7 and §9 (API versions).
describe('route groups', () => {
  it('concatenates nested prefixes outermost first (rule 1, 5)', () => {
    const routes = new RouteCollector();
    routes.group('/a', (r) => {
      r.group('/b', (r) => {
        r.group('/c', (r) => {
          r.get('/d', [UserController, 'index']);
        });
      });
    });
    assert.equal(routes.routes[0]?.path, '/a/b/c/d');
    assert.ok(routes.match('GET', '/a/b/c/d'));
    assert.equal(routes.match('GET', '/d'), null);
  });

  it('an empty prefix adds nothing (rule 4)', () => {
    const routes = new RouteCollector();
    routes.group('', (r) => r.get('/users', () => 1), [Auth]);
    assert.deepEqual(routes.match('GET', '/users')?.middleware, [Auth]);
  });

  it('a route path of "" inside a group answers the prefix itself', () => {
    const routes = new RouteCollector();
    routes.group('/users', (r) => r.get('', () => 1));
    assert.ok(routes.match('GET', '/users'));
  });

  it('orders middleware: outer groups, inner groups, route; each list as given (rule 6)', () => {
    const routes = new RouteCollector();
    routes.group(
      '/api',
      (r) => {
        r.group('/v1', (r) => r.get('/users', () => 1).middleware(Audit, timing), [Deprecated, Json]);
      },
      [Auth, Json],
    );
    assert.deepEqual(routes.match('GET', '/api/v1/users')?.middleware, [
      Auth,
      Json,
      Deprecated,
      Json,
      Audit,
      timing,
    ]);
  });

  it('a group without a list inherits its parents (rule 7)', () => {
    const routes = new RouteCollector();
    routes.group('/api', (r) => r.group('/inner', (r) => r.get('/x', () => 1)), [Auth]);
    assert.deepEqual(routes.match('GET', '/api/inner/x')?.middleware, [Auth]);
  });

  it('group middleware does not leak to routes registered after the group', () => {
    const routes = new RouteCollector();
    routes.group('/api', (r) => r.get('/x', () => 1), [Auth]);
    routes.get('/after', () => 1);
    assert.deepEqual(routes.match('GET', '/after')?.middleware, []);
    assert.equal(routes.routes[1]?.path, '/after');
  });

  it('a prefix with an optional pattern segment applies to every route of the group (rule 3)', () => {
    const routes = new RouteCollector();
    routes.group('[/{lang:en|de}]', (r) => {
      r.get('/users', () => 1).name('users');
      r.get('/users/{id:[0-9]+}', () => 2).name('user');
    });
    assert.deepEqual(plain(routes.match('GET', '/users')?.params), {});
    assert.deepEqual(plain(routes.match('GET', '/de/users')?.params), { lang: 'de' });
    assert.deepEqual(plain(routes.match('GET', '/en/users/7')?.params), { lang: 'en', id: '7' });
    assert.deepEqual(plain(routes.match('GET', '/users/7')?.params), { id: '7' });
    assert.equal(routes.match('GET', '/fr/users'), null);
    assert.equal(routes.url('user', { id: 7, lang: 'de' }), '/de/users/7');
    assert.equal(routes.url('user', { id: 7 }), '/users/7');
  });

  it('expresses API versions as nested groups, each with its own middleware (§9)', () => {
    const routes = new RouteCollector();
    routes.group(
      '/api',
      (r) => {
        r.group('/v1', (r) => r.get('/users', [UserController, 'index']).name('v1.users'), [Deprecated]);
        r.group('/v2', (r) => r.get('/users', [UserController, 'show']).name('v2.users'));
      },
      [Auth],
    );
    assert.deepEqual(routes.match('GET', '/api/v1/users')?.middleware, [Auth, Deprecated]);
    assert.deepEqual(routes.match('GET', '/api/v2/users')?.middleware, [Auth]);
    assert.equal(routes.match('GET', '/api/v2/users')?.name, 'v2.users');
  });

  it('refuses a malformed prefix at group() and registers nothing', () => {
    const routes = new RouteCollector();
    let called = false;
    assert.throws(
      () =>
        routes.group('/api[', () => {
          called = true;
        }),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'unbalancedBracket',
    );
    assert.equal(called, false);
  });

  it('a duplicate parameter across prefix and route is refused, quoting the full path', () => {
    const routes = new RouteCollector();
    assert.throws(
      () => routes.group('/users/{id}', (r) => r.get('/posts/{id}', () => 1)),
      (error: unknown) =>
        error instanceof RouteDefinitionError &&
        error.code === 'duplicateParameter' &&
        error.message.includes('/users/{id}/posts/{id}'),
    );
  });

  it('a group callback that throws leaves no route, name or prefix behind', () => {
    const routes = new RouteCollector();
    routes.get('/keep', () => 1);
    assert.throws(() =>
      routes.group(
        '/api',
        (r) => {
          r.get('/a', () => 1).name('a');
          throw new Error('boom');
        },
        [Auth],
      ),
    );
    assert.equal(routes.routes.length, 1);
    assert.equal(routes.match('GET', '/api/a'), null);
    routes.get('/a', () => 1).name('a');
    assert.deepEqual(routes.match('GET', '/a')?.middleware, []);
  });
});
