// Request timeouts on both doors, with requests finishing in and out of order around a
// hanging one (the in-flight list must unlink from its middle and its ends).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpKernel, RouteCollector } from '../../src/index.js';
import { doorFactories } from './support/doors.js';

function timeoutKernel(requestTimeoutMs: number): HttpKernel {
  const routes = new RouteCollector();
  routes.get('/hang', () => new Promise(() => {}));
  routes.get('/after/{ms}', async (ctx) => {
    await sleep(Number(ctx.params.ms));
    return { waited: Number(ctx.params.ms) };
  });
  return new HttpKernel(routes, { limits: { requestTimeoutMs } });
}

for (const door of doorFactories) {
  describe(`request timeout — ${door.name} door`, () => {
    it('answers 503 for the hanging request and 200 for the ones that finish in time, in any order', async () => {
      const client = await door.open(timeoutKernel(150));
      try {
        const results = await Promise.all([
          client.send('/after/40'),
          client.send('/hang'),
          client.send('/after/5'),
          client.send('/after/80'),
          client.send('/hang'),
        ]);
        assert.deepEqual(
          results.map((r) => r.status),
          [200, 503, 200, 200, 503],
        );
        assert.deepEqual(JSON.parse(results[3]!.text), { waited: 80 });
        assert.equal(JSON.parse(results[1]!.text).code, 'requestTimeout');
        // The watch is empty again: a later request is not timed out by stale state.
        assert.equal((await client.send('/after/1')).status, 200);
      } finally {
        await client.close();
      }
    });

    it('never times out when requestTimeoutMs is 0', async () => {
      const client = await door.open(timeoutKernel(0));
      try {
        assert.equal((await client.send('/after/30')).status, 200);
      } finally {
        await client.close();
      }
    });
  });
}

describe('request timeout precision — node door', () => {
  it('answers 503 on its deadline, not up to a quarter period later', async () => {
    const timeoutMs = 2000;
    const client = await doorFactories.find((door) => door.name === 'node')!.open(timeoutKernel(timeoutMs));
    try {
      const started = performance.now();
      // A timer of the same length in this process: a busy machine delays it as much as the
      // kernel's deadline, so the comparison holds however loaded the machine is.
      const reference = new Promise<number>((resolve) =>
        setTimeout(() => resolve(performance.now() - started), timeoutMs),
      );
      // Not before its deadline: a timer of 95 % of it, started alongside, fires first.
      let earlyTimerFired = false;
      const early = setTimeout(() => {
        earlyTimerFired = true;
      }, timeoutMs * 0.95);
      const answer = await client.send('/hang');
      const elapsed = performance.now() - started;
      clearTimeout(early);
      assert.equal(answer.status, 503);
      assert.ok(earlyTimerFired, `answered before a timer of 95 % of the deadline (${elapsed} ms)`);
      // The deadline is a bound users configure: at most 5 % later than a plain timer would
      // fire (a sweep every quarter period would be up to 25 % late).
      const referenceMs = await reference;
      assert.ok(
        elapsed <= referenceMs + timeoutMs * 0.05,
        `answered after ${elapsed} ms, a timer after ${referenceMs} ms`,
      );
    } finally {
      await client.close();
    }
  });
});
