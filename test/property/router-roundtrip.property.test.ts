// Router round trip: for random parameter values that satisfy their patterns,
// `match(url(name, params))` gives back the same route and the same (decoded) parameters;
// and random request paths never make the matcher throw anything but a RouteMatchError.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RouteCollector, RouteMatchError, UrlGenerationError } from '../../src/index.js';
import { runs } from './settings.js';

const routes = new RouteCollector();
routes.get('/users/{id:[0-9]+}', () => 'user').name('user');
routes.get('/users/{id:[0-9]+}/posts/{slug:[a-z0-9-]+}', () => 'post').name('post');
routes.get('/names/{name}', () => 'name').name('name');
routes.get('/names/{first}/{last}', () => 'full').name('full');
routes.get('/files/{path:.+}', () => 'file').name('file');
routes.get('/days/{year:[0-9]{4}}-{month:[0-9]{2}}', () => 'day').name('day');
routes.get('/maybe[/{extra}]', () => 'maybe').name('maybe');
routes.group('/api[/{version:v[0-9]{1,3}}]', (api) => {
  api.get('/items/{item}', () => 'item').name('item');
});

/** Any text (whole Unicode code points, no lone surrogates), never empty. */
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });

const cases = fc.oneof(
  fc.record({ name: fc.constant('user'), params: fc.record({ id: fc.stringMatching(/^[0-9]{1,12}$/) }) }),
  fc.record({
    name: fc.constant('post'),
    params: fc.record({
      id: fc.stringMatching(/^[0-9]{1,6}$/),
      slug: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    }),
  }),
  fc.record({ name: fc.constant('name'), params: fc.record({ name: text }) }),
  fc.record({ name: fc.constant('full'), params: fc.record({ first: text, last: text }) }),
  fc.record({
    name: fc.constant('file'),
    params: fc.record({
      path: fc.array(text, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')),
    }),
  }),
  fc.record({
    name: fc.constant('day'),
    params: fc.record({ year: fc.stringMatching(/^[0-9]{4}$/), month: fc.stringMatching(/^[0-9]{2}$/) }),
  }),
  fc.record({ name: fc.constant('maybe'), params: fc.record({ extra: text }, { requiredKeys: [] }) }),
  fc.record({
    name: fc.constant('item'),
    params: fc.record(
      { version: fc.stringMatching(/^v[0-9]{1,3}$/), item: text },
      { requiredKeys: ['item'] },
    ),
  }),
);

test('match(url(name, params)) returns the same route and parameters', () => {
  fc.assert(
    fc.property(cases, ({ name, params }) => {
      const path = routes.url(name, params);
      const match = routes.match('GET', path);
      assert.ok(match !== null, `${path} did not match`);
      assert.equal(match.name, name, path);
      assert.deepEqual({ ...match.params }, { ...params }, path);
    }),
    runs('router/roundtrip', 2000),
  );
});

test('url() with any string either round-trips or throws UrlGenerationError', () => {
  // Any UTF-16 code units, lone surrogates included: no URL can carry those.
  const codeUnit = fc.nat(0xffff).map((code) => String.fromCharCode(code));
  const anyText = fc.string({ unit: codeUnit, minLength: 1, maxLength: 12 });
  fc.assert(
    fc.property(fc.constantFrom('name', 'full', 'user'), anyText, anyText, (name, first, second) => {
      const params =
        name === 'name' ? { name: first } : name === 'full' ? { first, last: second } : { id: first };
      let path: string;
      try {
        path = routes.url(name, params);
      } catch (error) {
        assert.ok(error instanceof UrlGenerationError, `${JSON.stringify(params)}: ${String(error)}`);
        return;
      }
      const match = routes.match('GET', path);
      assert.equal(match?.name, name, path);
      assert.deepEqual({ ...match!.params }, params, path);
    }),
    runs('router/url-any-string', 2000),
  );
});

test('random request paths give a match, null or a RouteMatchError — nothing else', () => {
  const anyPath = fc.oneof(
    fc.webPath(),
    fc.string({ unit: 'binary', maxLength: 40 }).map((rest) => `/${rest}`),
    fc
      .array(
        fc.constantFrom('users', 'names', 'files', 'api', 'v1', 'items', '%', '%2F', '%E0%A4', '..', '', '1'),
        {
          maxLength: 6,
        },
      )
      .map((parts) => `/${parts.join('/')}`),
  );
  fc.assert(
    fc.property(
      anyPath,
      fc.constantFrom('GET', 'HEAD', 'POST', 'constructor', '__proto__'),
      (path, method) => {
        try {
          const match = routes.match(method, path);
          if (match !== null) {
            // Objects that inherit nothing, whose every own value is a string: no key reached a prototype.
            assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(match.params)), null);
            for (const key in match.params) assert.ok(Object.hasOwn(match.params, key), key);
            for (const value of Object.values(match.params)) assert.equal(typeof value, 'string');
          }
          assert.ok(Array.isArray(routes.allowedMethods(path)));
        } catch (error) {
          assert.ok(error instanceof RouteMatchError, `${path}: ${String(error)}`);
          assert.ok(error.status === 400 || error.status === 414);
        }
      },
    ),
    runs('router/random-paths', 2000),
  );
});
