// Attack class 4 — resource limits, requests and connections: broken or over-long targets,
// hostile method names, and clients that disconnect, trickle their body or crawl their headers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '../../src/index.js';
import { orderKernel, unexpected } from './support/app.js';
import { jsonAttempt } from './support/channels.js';
import { assertNotPolluted } from './support/pollution.js';
import { assertBoth, LoopbackKernel, statusOf } from './support/server.js';

// A small body limit and a short handler timeout, so slow clients meet it quickly.
let app: LoopbackKernel;
before(async () => {
  app = await LoopbackKernel.start(orderKernel({ maxBodyBytes: 64 * 1024, requestTimeoutMs: 400 }));
});
after(async () => {
  await app.close();
  assert.deepEqual(unexpected, [], 'no request may end in a 500');
});

describe('request target and method', () => {
  for (const path of ['/%', '/%zz', '/shops/%/orders', '/shops/%E0%A4%A/orders', '/shops/1/orders%']) {
    test(`malformed escape ${path} is 400 or 404 on both doors`, async () => {
      const { node, fetch } = await app.both({ path });
      for (const answer of [node, fetch]) assert.ok([400, 404].includes(answer.status), answer.text);
    });
  }

  test('an over-long request target is 414 on both doors', async () => {
    assertBoth(await app.both({ path: `/shops/1/orders?q=${'a'.repeat(9000)}` }), 414, 'uriTooLong');
  });

  for (const method of [
    'PROPFIND',
    'FOO',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'X'.repeat(300),
  ]) {
    test(`method ${method.slice(0, 20)} is refused with 4xx on both doors, never a 500`, async () => {
      const raw = await app.raw(`${method} /shops/1/orders HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);
      const nodeStatus = statusOf(raw);
      assert.ok(nodeStatus >= 400 && nodeStatus < 500, raw.slice(0, 200));
      const response = await app.kernel.fetch(
        new globalThis.Request('http://app.test/shops/1/orders', { method }),
      );
      assert.ok([404, 405].includes(response.status), String(response.status));
      assertNotPolluted();
    });
  }
});

describe('clients that vanish or crawl', () => {
  test('serve() keeps finite Node timeouts for slow headers and slow requests', async () => {
    const running = await serve(orderKernel(), { port: 0 });
    try {
      assert.ok(running.server.headersTimeout > 0 && running.server.headersTimeout <= 60_000);
      assert.ok(running.server.requestTimeout > 0 && running.server.requestTimeout <= 300_000);
    } finally {
      await running.close();
    }
  });

  test('a client that disconnects mid-body leaves the server serving', async () => {
    for (let i = 0; i < 20; i++) {
      const socket = app.socket();
      socket.write(
        'POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"quan',
      );
      await sleep(5);
      socket.destroy();
    }
    const next = await app.viaNode(jsonAttempt('{"quantity":5}'));
    assert.equal(next.status, 200);
    assert.equal(next.json.order.quantity, 5);
  });

  test('Node door: a body that trickles past requestTimeoutMs gets 503 and the request ends', async () => {
    const socket = app.socket();
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
    });
    socket.write(
      'POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n',
    );
    const started = performance.now();
    while (answer === '' && performance.now() - started < 3000) {
      socket.write(' ');
      await sleep(50);
    }
    socket.destroy();
    assert.equal(statusOf(answer), 503, answer);
  });

  test('Fetch door: a body stream that fails mid-way is a 400 requestAborted', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          controller.error(new Error('connection reset'));
          return;
        }
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"quan'));
      },
    });
    const response = await app.kernel.fetch(
      new globalThis.Request('http://app.test/shops/1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { code: string }).code, 'requestAborted');
  });

  test("Node door: headers sent a byte at a time are cut off by the server's headersTimeout (408)", async () => {
    // serve() keeps Node's defaults (60 s); an application lowers them on the server it creates.
    const guarded = await LoopbackKernel.start(orderKernel(), {
      headersTimeout: 300,
      requestTimeout: 600,
      connectionsCheckingInterval: 50,
    });
    try {
      const socket = guarded.socket();
      let answer = '';
      socket.on('data', (data: Buffer) => {
        answer += data.toString('latin1');
      });
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write('GET /shops/1/orders HTTP/1.1\r\nhost: x\r\n');
      const trickle = setInterval(() => socket.write('x'), 50);
      await Promise.race([closed, sleep(3000)]);
      clearInterval(trickle);
      socket.destroy();
      assert.equal(statusOf(answer), 408, answer);
    } finally {
      await guarded.close();
    }
  });

  test('Fetch door: a body stream that never ends gets 503', async () => {
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const response = await app.kernel.fetch(
      new globalThis.Request('http://app.test/shops/1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(response.status, 503);
  });
});
