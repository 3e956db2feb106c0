// Pins the find-my-way advisory of 2024 (GHSA-rrr8-f88r-h8q6): two parameters in one segment,
// `/:a-:b-`, compiled to a regex that backtracks quadratically on `'/' + '-'.repeat(n) + 'a'`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteMatchError } from '../../src/index.js';
import { plain } from './fixtures.js';
import { growthRatios, looksLinear } from './support/linear-time.js';

const hostile = (size: number): string => `/${'-'.repeat(size)}a`;

function collector(jitless: boolean): RouteCollector {
  const routes = new RouteCollector({ maxPathLength: 1 << 20, maxParameterLength: 1 << 20, jitless });
  routes.get('/{a}-{b}-', () => 1);
  routes.get('/static', () => 2);
  return routes;
}

describe('ReDoS: find-my-way 2024, two parameters in one segment', () => {
  for (const jitless of [false, true]) {
    const mode = jitless ? 'combined regex' : 'generated code';
    it(`still matches ordinary paths (${mode})`, () => {
      assert.deepEqual(plain(collector(jitless).match('GET', '/x-y-')?.params), { a: 'x', b: 'y' });
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

  it('with default limits, refuses the hostile path as too long (414) at once', () => {
    const routes = new RouteCollector();
    routes.get('/{a}-{b}-', () => 1);
    assert.throws(
      () => routes.match('GET', hostile(16_000)),
      (error: unknown) =>
        error instanceof RouteMatchError && error.status === 414 && error.code === 'pathTooLong',
    );
  });
});
