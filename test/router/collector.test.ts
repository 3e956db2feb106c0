import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Route, RouteCollector, RouteDefinitionError } from '../../src/index.js';
import { Audit, Auth, UserController } from './fixtures.js';

describe('RouteCollector registration', () => {
  const verbs = [
    ['get', 'GET'],
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['delete', 'DELETE'],
    ['head', 'HEAD'],
    ['options', 'OPTIONS'],
  ] as const;
  for (const [verb, method] of verbs) {
    it(`${verb}() registers a ${method} route with a controller handler`, () => {
      const routes = new RouteCollector();
      const route = routes[verb]('/users', [UserController, 'index']);
      assert.ok(route instanceof Route);
      assert.deepEqual(route.methods, [method]);
      const match = routes.match(method, '/users');
      assert.equal(match?.route, route);
      assert.deepEqual(match?.handler, [UserController, 'index']);
    });
  }

  it('accepts plain function handlers', () => {
    const routes = new RouteCollector();
    const handler = () => 'ok';
    routes.get('/ping', handler);
    assert.equal(routes.match('GET', '/ping')?.handler, handler);
  });

  it('type-checks controller method names', () => {
    const routes = new RouteCollector();
    // @ts-expect-error — 'missing' is not a method of UserController
    assert.throws(() => routes.get('/x', [UserController, 'missing', 'extra']), RouteDefinitionError);
    // @ts-expect-error — 'missing' is not a method of UserController
    routes.get('/y', [UserController, 'missing']);
    routes.get('/z', [UserController, 'show']);
  });

  it('chains name() and middleware() and returns the route', () => {
    const routes = new RouteCollector();
    const route = routes.get('/users', [UserController, 'index']).name('users.index').middleware(Auth, Audit);
    assert.equal(route.routeName, 'users.index');
    assert.deepEqual(route.middlewareStack, [Auth, Audit]);
    const match = routes.match('GET', '/users');
    assert.equal(match?.name, 'users.index');
    assert.deepEqual(match?.middleware, [Auth, Audit]);
  });

  it('addRoute() registers several methods and custom tokens', () => {
    const routes = new RouteCollector();
    routes.addRoute(['GET', 'POST', 'PURGE'], '/cache', () => 1);
    for (const method of ['GET', 'POST', 'PURGE']) assert.ok(routes.match(method, '/cache'));
    assert.equal(routes.match('PUT', '/cache'), null);
  });

  it('lists every route in registration order', () => {
    const routes = new RouteCollector();
    const a = routes.get('/a', () => 1);
    const b = routes.post('/b', () => 2);
    const c = routes.group('/g', (r) => r.get('/c', () => 3)).routes[2];
    assert.deepEqual(routes.routes, [a, b, c]);
    assert.equal(c?.path, '/g/c');
  });

  const refused: Array<[string, () => void, string]> = [
    [
      'a duplicate name',
      () => {
        const routes = new RouteCollector();
        routes.get('/a', () => 1).name('same');
        routes.get('/b', () => 1).name('same');
      },
      'duplicateName',
    ],
    [
      'a duplicate method and path',
      () => {
        const routes = new RouteCollector();
        routes.get('/a/{id}', () => 1);
        routes.addRoute(['POST', 'GET'], '/a/{id}', () => 1);
      },
      'duplicateRoute',
    ],
    ['a lower-case method', () => new RouteCollector().addRoute('get', '/a', () => 1), 'invalidMethod'],
    ['an empty method list', () => new RouteCollector().addRoute([], '/a', () => 1), 'invalidMethod'],
    [
      'a handler that is neither a pair nor a function',
      () => new RouteCollector().get('/a', 'nope' as never),
      'invalidHandler',
    ],
  ];
  for (const [what, register, code] of refused) {
    it(`refuses ${what} with code ${code}`, () => {
      assert.throws(
        register,
        (error: unknown) => error instanceof RouteDefinitionError && error.code === code,
      );
    });
  }

  it('keeps a refused route out of the table', () => {
    const routes = new RouteCollector();
    routes.get('/a', () => 1);
    assert.throws(() => routes.post('/b/{x', () => 1), RouteDefinitionError);
    assert.equal(routes.routes.length, 1);
    assert.equal(routes.match('POST', '/b/{x'), null);
  });

  it('renaming a route frees its old name', () => {
    const routes = new RouteCollector();
    routes
      .get('/a', () => 1)
      .name('old')
      .name('new');
    routes.get('/b', () => 1).name('old');
    assert.equal(routes.url('new'), '/a');
    assert.equal(routes.url('old'), '/b');
  });

  it('middleware added after the first match is seen by later matches', () => {
    const routes = new RouteCollector();
    const route = routes.get('/a', () => 1);
    assert.deepEqual(routes.match('GET', '/a')?.middleware, []);
    route.middleware(Audit);
    assert.deepEqual(routes.match('GET', '/a')?.middleware, [Audit]);
  });

  it('rejects invalid options', () => {
    assert.throws(() => new RouteCollector({ maxPathLength: 0 }), TypeError);
    assert.throws(() => new RouteCollector({ trailingSlash: 'sometimes' as never }), TypeError);
  });
});
