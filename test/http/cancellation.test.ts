// ctx.signal: aborted when the client leaves or the request times out, never after an answer.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ClientClosedError,
  HttpKernel,
  RequestTimeoutError,
  RouteCollector,
  serve,
} from '../../src/index.js';
import { until } from '../support/wait.js';
import { doorFactories } from './support/doors.js';

/** Routes that record what their signal saw, by route parameter. */
function watchingKernel(requestTimeoutMs: number) {
  const signals = new Map<string, AbortSignal>();
  const routes = new RouteCollector();
  routes.get('/hang/{name}', (ctx) => {
    signals.set(ctx.params.name!, ctx.signal);
    return new Promise(() => {});
  });
  routes.get('/answer/{name}', (ctx) => {
    signals.set(ctx.params.name!, ctx.signal);
    return { answered: true };
  });
  const kernel = new HttpKernel(routes, { limits: { requestTimeoutMs } });
  return { kernel, signals };
}

for (const door of doorFactories) {
  describe(`ctx.signal — ${door.name} door`, () => {
    it('aborts with a RequestTimeoutError when the request times out', async () => {
      const { kernel, signals } = watchingKernel(60);
      const client = await door.open(kernel);
      try {
        const received = await client.send('/hang/slow');
        assert.equal(received.status, 503);
        const signal = signals.get('slow')!;
        assert.equal(signal.aborted, true);
        assert.ok(signal.reason instanceof RequestTimeoutError);
      } finally {
        await client.close();
      }
    });

    it('stays unaborted once the answer was sent, also after the connection closes', async () => {
      const { kernel, signals } = watchingKernel(60);
      const client = await door.open(kernel);
      try {
        assert.equal((await client.send('/answer/quick')).status, 200);
      } finally {
        await client.close();
      }
      await sleep(100);
      assert.equal(signals.get('quick')!.aborted, false);
    });
  });
}

describe('ctx.signal — client leaves', () => {
  it('Node door: aborts with a ClientClosedError, also for a pipelined request queued behind another', async () => {
    const { kernel, signals } = watchingKernel(0);
    const running = await serve(kernel, { port: 0 });
    try {
      const socket = connect((running.server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('GET /hang/first HTTP/1.1\r\nHost: x\r\n\r\nGET /hang/second HTTP/1.1\r\nHost: x\r\n\r\n');
      await until(() => signals.size === 2);
      assert.equal(signals.get('first')!.aborted, false);
      socket.destroy();
      await sleep(50);
      for (const name of ['first', 'second']) {
        const signal = signals.get(name)!;
        assert.equal(signal.aborted, true, name);
        assert.ok(signal.reason instanceof ClientClosedError, name);
        assert.equal(signal.reason.code, 'clientClosed');
      }
    } finally {
      await running.close();
    }
  });

  it('Fetch door: follows the request’s own signal, keeping its reason as the cause', async () => {
    const { kernel, signals } = watchingKernel(0);
    const client = new AbortController();
    void kernel.fetch(new Request('http://localhost/hang/fetched', { signal: client.signal }));
    await until(() => signals.has('fetched'));
    const signal = signals.get('fetched')!;
    assert.equal(signal.aborted, false);
    client.abort(new Error('tab closed'));
    assert.equal(signal.aborted, true);
    assert.ok(signal.reason instanceof ClientClosedError);
    assert.equal((signal.reason.cause as Error).message, 'tab closed');
  });
});
