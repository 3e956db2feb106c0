// What users coming from FastRoute, SoloPHP, Express, Fastify, Hono, Laravel or Adonis expect
// of the router: names are strings, routes that could never answer and foreign syntaxes are
// refused at registration, `{ id }` is read as FastRoute reads it, `any()` answers every
// method, and `url()` writes unused values into the query string.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteDefinitionError, UrlGenerationError } from '../../src/index.js';

function refusal(register: () => unknown): RouteDefinitionError {
  try {
    register();
  } catch (error) {
    assert.ok(error instanceof RouteDefinitionError, String(error));
    return error;
  }
  assert.fail('expected a RouteDefinitionError');
}

describe('route names', () => {
  it('refuses an empty name and every non-string, and match().name is a string or null', () => {
    const routes = new RouteCollector();
    const route = routes.get('/a', () => 1);
    for (const bad of ['', false, 0, null, undefined, {}, Symbol('x')]) {
      const error = refusal(() => route.name(bad as never));
      assert.equal(error.code, 'invalidName');
      assert.match(error.message, /^Route "\/a": needs a non-empty string/);
    }
    assert.equal(routes.match('GET', '/a')?.name, null);
    route.name('a.show');
    assert.equal(routes.match('GET', '/a')?.name, 'a.show');
  });
});

describe('routes of one shape', () => {
  it('refuses /user/{name} after /user/{id} for the same method, quoting both', () => {
    const routes = new RouteCollector();
    routes.get('/user/{id}', () => 1);
    const error = refusal(() => routes.get('/user/{name}', () => 2));
    assert.equal(error.code, 'duplicateRoute');
    assert.match(error.message, /"\/user\/\{name\}".*"\/user\/\{id\}"/);
  });

  it('refuses the same regexes under other names, also inside optional segments and groups', () => {
    const routes = new RouteCollector();
    routes.get('/o/{id:\\d+}[/{tab}]', () => 1);
    assert.equal(refusal(() => routes.get('/o/{n:\\d+}[/{t}]', () => 2)).code, 'duplicateRoute');
    routes.group('/o', (group) => {
      assert.equal(refusal(() => group.get('/{x:\\d+}[/{y}]', () => 3)).code, 'duplicateRoute');
    });
  });

  it('accepts the same shape for another method, or with another regex', () => {
    const routes = new RouteCollector();
    routes.get('/user/{id}', () => 1);
    routes.post('/user/{name}', () => 2);
    routes.get('/user/{id:\\d+}', () => 3);
    assert.equal(routes.routes.length, 3);
  });
});

describe('{ name } with spaces', () => {
  it('reads { param } and { param : \\d{1,9} } as FastRoute does', () => {
    const routes = new RouteCollector();
    routes.get('/a/{ param }', () => 1);
    routes.get('/b/{ param : \\d{1,9} }', () => 2);
    assert.deepStrictEqual({ ...routes.match('GET', '/a/x')?.params }, { param: 'x' });
    assert.deepStrictEqual({ ...routes.match('GET', '/b/123')?.params }, { param: '123' });
    assert.equal(routes.match('GET', '/b/x'), null);
  });
});

describe('foreign syntax', () => {
  const cases: Array<[string, RegExp]> = [
    ['/e/:id', /uses ":id"; intake writes a parameter as "\{id\}"/],
    ['/users/:userId/posts', /uses ":userId"; intake writes a parameter as "\{userId\}"/],
    [':id', /uses ":id"/],
    ['*', /write a catch-all parameter as "\{path:\.\+\}"/],
    ['/files/*', /write a catch-all parameter as "\{path:\.\+\}"/],
    ['/files/(.*)', /outside braces; write a parameter with a regex as "\{name:regex\}"/],
  ];
  for (const [path, message] of cases) {
    it(`refuses ${path} with the intake form`, () => {
      const error = refusal(() => new RouteCollector().get(path, () => 1));
      assert.equal(error.code, 'foreignSyntax');
      assert.match(error.message, message);
    });
  }

  it('keeps a colon inside a segment literal (/v1/files:upload) and regexes with * or ( inside braces', () => {
    const routes = new RouteCollector();
    routes.post('/v1/files:upload', () => 1);
    routes.get('/f/{rest:(?:a|b).*}', () => 2);
    assert.ok(routes.match('POST', '/v1/files:upload'));
    assert.deepStrictEqual({ ...routes.match('GET', '/f/a/c')?.params }, { rest: 'a/c' });
  });
});

for (const jitless of [false, true]) {
  describe(`any() (${jitless ? 'jitless' : 'generated matcher'})`, () => {
    it('answers every method; a route of the exact method wins wherever it was registered', () => {
      const routes = new RouteCollector({ jitless });
      const fallback = routes.any('/hooks/{source}', () => 'any');
      const get = routes.get('/hooks/{source:github}', () => 'get');
      const star = routes.addRoute('*', '/ping', () => 'ping');
      for (const method of ['GET', 'POST', 'DELETE', 'PURGE', 'OPTIONS']) {
        assert.equal(routes.match(method, '/hooks/stripe')?.route, fallback, method);
        assert.equal(routes.match(method, '/ping')?.route, star, method);
      }
      assert.equal(routes.match('GET', '/hooks/github')?.route, get);
      assert.equal(routes.match('HEAD', '/hooks/github')?.route, get);
      assert.equal(routes.match('POST', '/hooks/github')?.route, fallback);
    });

    it('allowedMethods lists every common method where any() answers, and stays exact elsewhere', () => {
      const routes = new RouteCollector({ jitless });
      routes.any('/all', () => 1);
      routes.get('/only-get', () => 2);
      assert.deepEqual(routes.allowedMethods('/all'), [
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
      ]);
      assert.deepEqual(routes.allowedMethods('/only-get'), ['GET', 'HEAD']);
      assert.equal(routes.match('POST', '/only-get'), null);
    });
  });
}

describe('url() with values the pattern does not use', () => {
  const routes = new RouteCollector();
  routes.get('/users/{id}[/{tab}]', () => 1).name('users.show');

  it('writes them into the query string, nested values in bracket form', () => {
    assert.equal(routes.url('users.show', { id: 5, page: 2 }), '/users/5?page=2');
    assert.equal(
      routes.url('users.show', {
        id: 5,
        tab: 'orders',
        sort: 'date desc',
        tags: ['a', 'b'],
        filter: { status: 'open' },
      }),
      '/users/5/orders?sort=date%20desc&tags[0]=a&tags[1]=b&filter[status]=open',
    );
    assert.equal(routes.url('users.show', { id: 5, skip: null, also: undefined }), '/users/5');
  });

  it('round-trips through the query parser', async () => {
    const { parseQuery } = await import('../../src/index.js');
    const url = routes.url('users.show', { id: 5, tags: ['a&b', 'c'], filter: { 'a=b': 'x y' } });
    assert.deepEqual(parseQuery(url.slice(url.indexOf('?'))), {
      tags: ['a&b', 'c'],
      filter: { 'a=b': 'x y' },
    });
  });

  it('refuses a list or a record for a path parameter', () => {
    assert.throws(
      () => routes.url('users.show', { id: ['1', '2'] }),
      (error: unknown) => error instanceof UrlGenerationError && error.code === 'invalidParameter',
    );
  });
});
