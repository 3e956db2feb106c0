import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteDefinitionError, RouteMatchError } from '../../src/index.js';
import { plain } from './fixtures.js';

describe('match()', () => {
  it('returns route, handler, params, middleware and name', () => {
    const routes = new RouteCollector();
    const handler = () => 1;
    const route = routes.get('/users/{id}', handler).name('user');
    const match = routes.match('GET', '/users/5');
    assert.deepEqual(Object.keys(match ?? {}), ['route', 'handler', 'params', 'middleware', 'name']);
    assert.equal(match?.route, route);
    assert.equal(match?.handler, handler);
    assert.equal(match?.name, 'user');
    assert.deepEqual(match?.middleware, []);
  });

  it('returns null for an unknown path or method', () => {
    const routes = new RouteCollector();
    routes.get('/a', () => 1);
    assert.equal(routes.match('GET', '/b'), null);
    assert.equal(routes.match('POST', '/a'), null);
    assert.equal(new RouteCollector().match('GET', '/'), null);
  });

  it('leaves parameters of unmatched optional segments absent', () => {
    const routes = new RouteCollector();
    routes.get('/blog[/{year:[0-9]{4}}[/{month:[0-9]{2}}]]', () => 1);
    const params = routes.match('GET', '/blog/2024')?.params;
    assert.deepEqual(plain(params), { year: '2024' });
    assert.equal(Object.hasOwn(params ?? {}, 'month'), false);
  });

  it('percent-decodes parameter values', () => {
    const routes = new RouteCollector();
    routes.get('/u/{name}', () => 1);
    assert.equal(routes.match('GET', '/u/J%C3%BCrgen%20M')?.params.name, 'Jürgen M');
    assert.equal(routes.match('GET', '/u/a%2Fb')?.params.name, 'a/b');
  });

  it('a malformed escape in a parameter is a 400 RouteMatchError, not a crash', () => {
    const routes = new RouteCollector();
    routes.get('/u/{name}', () => 1);
    for (const path of ['/u/%E0%A4%A', '/u/%zz', '/u/%']) {
      assert.throws(
        () => routes.match('GET', path),
        (error: unknown) =>
          error instanceof RouteMatchError && error.status === 400 && error.code === 'malformedPathEncoding',
      );
    }
  });

  it('HEAD falls back to GET; an explicit HEAD route wins', () => {
    const routes = new RouteCollector();
    const get = routes.get('/a', () => 1);
    const head = routes.head('/b', () => 2);
    routes.get('/b', () => 3);
    assert.equal(routes.match('HEAD', '/a')?.route, get);
    assert.equal(routes.match('HEAD', '/b')?.route, head);
    assert.equal(routes.match('HEAD', '/c'), null);
  });

  it('static paths beat dynamic ones registered earlier', () => {
    const routes = new RouteCollector();
    const dynamic = routes.get('/users/{id}', () => 1);
    const fixed = routes.get('/users/me', () => 2);
    assert.equal(routes.match('GET', '/users/me')?.route, fixed);
    assert.equal(routes.match('GET', '/users/you')?.route, dynamic);
  });

  it('among dynamic routes, registration order decides', () => {
    const routes = new RouteCollector();
    const first = routes.get('/{section}/new', () => 1);
    const second = routes.get('/users/{id}', () => 2);
    assert.equal(routes.match('GET', '/users/new')?.route, first);
    const other = new RouteCollector();
    const a = other.get('/users/{id}', () => 2);
    other.get('/{section}/new', () => 1);
    assert.equal(other.match('GET', '/users/new')?.route, a);
    assert.equal(routes.match('GET', '/users/7')?.route, second);
  });

  it('keeps registration order when a later route shares a prefix with an earlier one', () => {
    const routes = new RouteCollector();
    routes.get('/users/{x}/a', () => 0);
    const middle = routes.get('/{a}/{b}/b', () => 1);
    routes.get('/users/{y}/b', () => 2);
    assert.equal(routes.match('GET', '/users/q/b')?.route, middle);
  });

  it('a second route of the same shape could never answer: refused, quoting both patterns', () => {
    const routes = new RouteCollector();
    const first = routes.get('/a/{x}', () => 1);
    assert.throws(
      () => routes.get('/a/{y}', () => 2),
      (error: unknown) =>
        error instanceof RouteDefinitionError &&
        error.code === 'duplicateRoute' &&
        error.message.includes('"/a/{y}"') &&
        error.message.includes('"/a/{x}"'),
    );
    assert.equal(routes.match('GET', '/a/1')?.route, first);
    assert.deepEqual(plain(routes.match('GET', '/a/1')?.params), { x: '1' });
  });

  it('static matches are shared and frozen; dynamic matches are fresh', () => {
    const routes = new RouteCollector();
    routes.get('/s', () => 1);
    routes.get('/d/{x}', () => 1);
    const s = routes.match('GET', '/s');
    assert.equal(routes.match('GET', '/s'), s);
    assert.ok(Object.isFrozen(s) && Object.isFrozen(s?.params));
    assert.notEqual(routes.match('GET', '/d/1'), routes.match('GET', '/d/1'));
  });

  it('is case-sensitive and matches the path as given (no query string handling)', () => {
    const routes = new RouteCollector();
    routes.get('/Users', () => 1);
    assert.equal(routes.match('GET', '/users'), null);
    assert.equal(routes.match('GET', '/Users?x=1'), null);
  });
});

describe('allowedMethods()', () => {
  it('lists the methods of every route for a path, HEAD with GET', () => {
    const routes = new RouteCollector();
    routes.get('/users', () => 1);
    routes.post('/users', () => 1);
    routes.delete('/users/{id}', () => 1);
    routes.addRoute('PURGE', '/users', () => 1);
    assert.deepEqual(routes.allowedMethods('/users'), ['GET', 'HEAD', 'POST', 'PURGE']);
    assert.deepEqual(routes.allowedMethods('/users/1'), ['DELETE']);
    assert.deepEqual(routes.allowedMethods('/nothing'), []);
  });
});

describe('trailing slash policy', () => {
  it("'strict' (default): /users and /users/ are different paths", () => {
    const routes = new RouteCollector();
    routes.get('/users', () => 1);
    routes.get('/posts/', () => 1);
    routes.get('/users/{id}', () => 1);
    assert.ok(routes.match('GET', '/users'));
    assert.equal(routes.match('GET', '/users/'), null);
    assert.equal(routes.match('GET', '/posts'), null);
    assert.equal(routes.match('GET', '/users/1/'), null);
  });

  it("'ignore': both forms match, static and dynamic, root unchanged", () => {
    const routes = new RouteCollector({ trailingSlash: 'ignore' });
    routes.get('/', () => 0);
    routes.get('/users', () => 1);
    routes.get('/posts/', () => 1);
    routes.get('/users/{id}', () => 1);
    routes.get('/files/{name}.txt', () => 1);
    for (const path of [
      '/',
      '/users',
      '/users/',
      '/posts',
      '/posts/',
      '/users/1',
      '/users/1/',
      '/files/a.txt/',
    ]) {
      assert.ok(routes.match('GET', path), path);
    }
    assert.equal(routes.match('GET', '//'), null);
    assert.equal(routes.match('GET', '/users/1/x'), null);
    assert.equal(routes.match('GET', '/users/1/')?.params.id, '1');
  });
});
