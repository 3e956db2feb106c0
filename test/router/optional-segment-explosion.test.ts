// Pins the optional-segment explosion: n sequential optional segments expand into 2^n forms.
// path-to-regexp caps them at 256; intake refuses more than `maxAlternatives` (default 256)
// before expanding anything.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteDefinitionError } from '../../src/index.js';
import { plain } from './fixtures.js';

const optionals = (count: number): string =>
  Array.from({ length: count }, (_, i) => `[/s${i}/{p${i}}]`).join('');

describe('optional-segment explosion', () => {
  it('refuses a dozen optional segments (4096 forms) quickly and clearly', () => {
    const routes = new RouteCollector();
    let error: unknown;
    try {
      routes.get(`/x${optionals(12)}`, () => 1);
    } catch (caught) {
      error = caught;
    }
    assert.ok(error instanceof RouteDefinitionError && error.code === 'tooManyAlternatives', String(error));
    assert.match((error as Error).message, /more than 256 alternatives/);
    assert.equal(routes.routes.length, 0);
  });

  it('refuses deeply nested optionals counted without expansion', () => {
    const nested = `/x${'[/a'.repeat(300)}${']'.repeat(300)}`;
    assert.throws(() => new RouteCollector().get(`${nested}${optionals(8)}`, () => 1), RouteDefinitionError);
  });

  it('accepts eight optional segments (256 forms) and matches any of them', () => {
    const routes = new RouteCollector();
    routes.get(`/x${optionals(8)}`, () => 1);
    assert.deepEqual(plain(routes.match('GET', '/x/s3/c/s7/d')?.params), { p3: 'c', p7: 'd' });
    assert.deepEqual(plain(routes.match('GET', '/x')?.params), {});
  });

  it('raising maxAlternatives accepts more', () => {
    const routes = new RouteCollector({ maxAlternatives: 1024 });
    routes.get(`/x${optionals(10)}`, () => 1);
    assert.ok(routes.match('GET', '/x/s9/z'));
  });
});
