// Bad request paths: length caps, huge parameters, malformed escapes — each a typed error or a
// no-match, in linear time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteMatchError } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';

function collector(options = {}): RouteCollector {
  const routes = new RouteCollector(options);
  routes.get('/users/{id}', () => 1);
  routes.get('/files/{path:.+}', () => 1);
  routes.get('/{a}/{b}/{c}', () => 1);
  return routes;
}

const isError = (status: number, code: string) => (error: unknown) =>
  error instanceof RouteMatchError && error.status === status && error.code === code;

describe('hostile paths', () => {
  it('refuses a path over maxPathLength with 414', () => {
    const routes = collector({ maxPathLength: 100 });
    assert.ok(routes.match('GET', `/users/${'x'.repeat(90)}`));
    assert.throws(() => routes.match('GET', `/users/${'x'.repeat(100)}`), isError(414, 'pathTooLong'));
  });

  it('refuses a parameter over maxParameterLength with 414', () => {
    const routes = collector({ maxParameterLength: 10 });
    assert.ok(routes.match('GET', '/users/0123456789'));
    assert.throws(() => routes.match('GET', '/users/0123456789a'), isError(414, 'parameterTooLong'));
  });

  it('answers 60k-character paths of many shapes in linear time', async () => {
    const routes = collector({ maxPathLength: 1 << 17, maxParameterLength: 1 << 17 });
    const shapes: Array<[string, (size: number) => string]> = [
      ['slashes', (size) => '/'.repeat(size)],
      ['percent signs', (size) => `/users/${'%'.repeat(size)}x`],
      ['segments under a wildcard', (size) => `/files/${'a/'.repeat(size / 2)}`],
      ['segments', (size) => `/${'a/'.repeat(size / 2)}`],
      ['one long segment', (size) => `/${'x'.repeat(size)}`],
    ];
    for (const [name, path] of shapes) {
      await assertLinearGrowth(
        name,
        (size) => {
          try {
            routes.match('GET', path(size));
          } catch (error) {
            assert.ok(error instanceof RouteMatchError);
          }
        },
        3750,
      );
    }
  });

  it('never lets a malformed escape escape as a URIError', () => {
    const routes = collector();
    for (const path of ['/users/%', '/users/%C3', '/users/%C3%28', '/files/a/%ZZ/b']) {
      assert.throws(() => routes.match('GET', path), isError(400, 'malformedPathEncoding'));
    }
  });
});
