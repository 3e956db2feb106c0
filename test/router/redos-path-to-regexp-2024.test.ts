// Pins the path-to-regexp advisory of 2024 (CVE-2024-45296): `/:a-:b-:c-:d` backtracks
// catastrophically on `'/' + 'a-'.repeat(n) + '/z'`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';
import { plain } from './fixtures.js';
import { growthRatios, looksLinear } from './support/linear-time.js';

const hostile = (size: number): string => `/${'a-'.repeat(size / 2)}/z`;

function collector(jitless: boolean): RouteCollector {
  const routes = new RouteCollector({ maxPathLength: 1 << 20, maxParameterLength: 1 << 20, jitless });
  routes.get('/{a}-{b}-{c}-{d}', () => 1);
  routes.get('/{a}-{b}-{c}-{d}/x', () => 2);
  return routes;
}

describe('ReDoS: path-to-regexp 2024, four parameters in one segment', () => {
  for (const jitless of [false, true]) {
    const mode = jitless ? 'combined regex' : 'generated code';
    it(`still matches ordinary paths (${mode})`, () => {
      assert.deepEqual(plain(collector(jitless).match('GET', '/1-2-3-4')?.params), {
        a: '1',
        b: '2',
        c: '3',
        d: '4',
      });
    });

    it(`answers a 16k-character hostile path with no match (${mode})`, () => {
      const routes = collector(jitless);
      assert.equal(routes.match('GET', hostile(16_000)), null);
    });

    it(`grows linearly from 1k to 64k characters (${mode})`, () => {
      const routes = collector(jitless);
      const ratios = growthRatios(hostile, (path) => routes.match('GET', path));
      assert.ok(looksLinear(ratios), `time(4N)/time(N) = ${ratios.join(', ')}`);
    });
  }
});
