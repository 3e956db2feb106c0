// Pins parameter regexes whose `{n}` / `{n,m}` quantifiers contain braces: the parameter ends
// at its own closing brace, not at the quantifier's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';
import { plain } from './fixtures.js';

describe('parameter regexes with {n} quantifiers', () => {
  const cases: Array<[string, string, Record<string, string>]> = [
    ['/archive/{year:[0-9]{4}}/{slug}', '/archive/2024/hello', { year: '2024', slug: 'hello' }],
    ['/t/{h:[0-9]{2}}:{m:[0-9]{2}}', '/t/09:30', { h: '09', m: '30' }],
    ['/c/{hex:[0-9a-f]{3}(?:[0-9a-f]{3})?}', '/c/a1b2c3', { hex: 'a1b2c3' }],
    ['/r/{n:x{1,2}}[/{m:y{2,}}]', '/r/xx/yyy', { n: 'xx', m: 'yyy' }],
  ];
  for (const [pattern, path, params] of cases) {
    it(`${pattern} matches ${path}`, () => {
      const routes = new RouteCollector();
      routes.get(pattern, () => 1).name('r');
      assert.deepEqual(plain(routes.match('GET', path)?.params), params);
      assert.equal(routes.url('r', params), path);
    });
  }
});
