// Attack class 4 — resource limits through both front doors (the Node listener over a real
// loopback socket, and the Fetch handler): oversized, lying, compressed, too-wide and
// too-deep bodies and queries, broken paths, hostile methods, clients that vanish or crawl.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { serve } from '../../src/index.js';
import { orderKernel, unexpected } from './support/app.js';
import { channels, jsonAttempt, multipartFilesAttempt } from './support/channels.js';
import { assertNotPolluted } from './support/pollution.js';
import { assertBoth, LoopbackKernel, statusOf } from './support/server.js';

const limit = 64 * 1024;
// A small body limit and timeout for the size and speed tests; the defaults for the rest.
let app: LoopbackKernel;
let defaults: LoopbackKernel;
before(async () => {
  app = await LoopbackKernel.start(orderKernel({ maxBodyBytes: limit, requestTimeoutMs: 400 }));
  defaults = await LoopbackKernel.start(orderKernel());
});
after(async () => {
  await app.close();
  await defaults.close();
  assert.deepEqual(unexpected, [], 'no request may end in a 500');
});

/** A JSON body of exactly `bytes` bytes: `{"note":"xxx…"}`. */
function jsonOfSize(bytes: number): string {
  return `{"note":"${'x'.repeat(bytes - 11)}"}`;
}

/** A Fetch POST whose body is a stream of `chunk`-byte pieces; `pulled()` says how many bytes were taken. */
function streamedRequest(total: number, chunk: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) {
        controller.close();
        return;
      }
      const size = Math.min(chunk, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  const request = new globalThis.Request('http://app.test/shops/1/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('body size', () => {
  test('a body of exactly the limit is read; limit + 1 bytes is 413 on both doors', async () => {
    const fits = await app.both(jsonAttempt(jsonOfSize(limit)));
    assertBoth(fits, 200);
    const over = await app.both(jsonAttempt(jsonOfSize(limit + 1)));
    assertBoth(over, 413, 'bodyTooLarge');
  });

  test('Node door: a chunked body without Content-Length stops being read past limit + one chunk', async () => {
    const chunk = 16 * 1024;
    const socket = app.socket();
    let status = 0;
    socket.on('data', (data: Buffer) => {
      status ||= statusOf(data.toString('latin1'));
    });
    socket.write(
      'POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n',
    );
    const piece = `${chunk.toString(16)}\r\n${' '.repeat(chunk)}\r\n`;
    let sent = 0;
    // Keep sending (10× the limit) until the server answers; it must answer long before.
    while (status === 0 && sent < 10 * limit && !socket.destroyed) {
      await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
      sent += chunk;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    assert.equal(status, 413);
    assert.ok(sent <= limit + 4 * chunk, `the client could send ${sent} bytes before the 413`);
  });

  test('Fetch door: a streamed body is pulled no further than limit + one chunk', async () => {
    const chunk = 8 * 1024;
    const { request, pulled } = streamedRequest(10 * limit, chunk);
    const response = await app.kernel.fetch(request);
    assert.equal(response.status, 413);
    // The stream may have queued one chunk ahead of the reader (its high-water mark).
    assert.ok(pulled() <= limit + 2 * chunk, `pulled ${pulled()} bytes`);
  });

  test('a Content-Length over the limit is refused before any of the body is read', async () => {
    const { request, pulled } = streamedRequest(limit + 1, 1024, { 'content-length': String(limit + 1) });
    const response = await app.kernel.fetch(request);
    assert.equal(response.status, 413);
    assert.ok(pulled() <= 1024, `pulled ${pulled()} bytes`);
    const raw = await app.raw(
      `POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${100 * limit}\r\n\r\n{`,
    );
    assert.equal(statusOf(raw), 413, raw);
  });
});

describe('wrong Content-Length', () => {
  for (const value of ['abc', '-1', '1e3', '0x10', '99999999999999999999']) {
    test(`Content-Length: ${value} is 400 on the Fetch door and refused on the Node door`, async () => {
      const response = await app.kernel.fetch(
        new globalThis.Request('http://app.test/shops/1/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': value },
          body: '{}',
        }),
      );
      assert.ok(response.status === 400 || response.status === 413, String(response.status));
      // node:http's own parser refuses a malformed length before the kernel sees it.
      const raw = await app.raw(
        `POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${value}\r\n\r\n{}`,
      );
      const status = statusOf(raw);
      assert.ok(status === 400 || status === 413, raw);
    });
  }

  test('a body longer than its Content-Length is refused (Fetch door: 400 contentLengthMismatch)', async () => {
    const response = await app.kernel.fetch(
      new globalThis.Request('http://app.test/shops/1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '2' },
        body: '{"quantity":1}',
      }),
    );
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { code: string }).code, 'contentLengthMismatch');
  });

  test('Node door: bytes past Content-Length are not read as body; they are refused as a request', async () => {
    const raw = await app.raw(
      'POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{"quantity":1}',
      500,
    );
    const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    // The two announced bytes `{"` are malformed JSON (400); the rest is no HTTP request, which
    // node:http answers with 400 and a closed connection — sometimes before the kernel's answer.
    assert.ok(statuses.length >= 1 && statuses.every((status) => status === 400), raw);
  });

  test('Node door: a body shorter than its Content-Length is not mapped; the server keeps serving', async () => {
    const raw = await app.raw(
      'POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"quantity":1}',
      300,
    );
    assert.equal(statusOf(raw), 0, 'no answer may be given to an incomplete body');
    const next = await app.viaNode(jsonAttempt('{"quantity":2}'));
    assert.equal(next.status, 200);
  });
});

describe('request smuggling shapes', () => {
  // node:http's parser owns framing on the Node door; these pin that it still refuses the
  // ambiguous shapes before the kernel reads a byte (a Node upgrade must not loosen them).
  const head = 'POST /shops/1/orders HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n';
  const shapes: Array<[string, string]> = [
    [
      'Content-Length and Transfer-Encoding',
      `${head}content-length: 4\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['two different Content-Lengths', `${head}content-length: 2\r\ncontent-length: 14\r\n\r\n{}`],
    ['a Content-Length list', `${head}content-length: 2, 2\r\n\r\n{}`],
    ['an unknown transfer coding', `${head}transfer-encoding: xchunked\r\n\r\n{}`],
    ['a malformed chunk size', `${head}transfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    ['an obsolete folded header', `${head}x-a: 1\r\n b\r\ncontent-length: 2\r\n\r\n{}`],
    ['a space before the colon', `${head}content-length : 2\r\n\r\n{}`],
    ['bare LF line ends', `${head.replaceAll('\r\n', '\n')}content-length: 2\n\n{}`],
  ];
  for (const [name, raw] of shapes) {
    test(`${name} is refused with 400 and nothing is mapped`, async () => {
      const answer = await app.raw(raw, 800);
      const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
      assert.deepEqual(statuses, [400], answer);
    });
  }
});

describe('compressed bodies', () => {
  const bomb = Buffer.from(jsonOfSize(20 * limit));
  for (const [encoding, compress] of [
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const) {
    test(`a ${encoding} body that inflates past the limit is 413 on both doors`, async () => {
      const compressed = compress(bomb);
      assert.ok(compressed.byteLength < limit, 'the compressed body itself is within the limit');
      assertBoth(
        await app.both({
          method: 'POST',
          path: '/shops/1/orders',
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          body: compressed,
        }),
        413,
        'bodyTooLarge',
      );
    });

    test(`a small ${encoding} body is inflated and mapped`, async () => {
      const { node, fetch } = await app.both({
        method: 'POST',
        path: '/shops/1/orders',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: compress(Buffer.from('{"quantity":"3"}')),
      });
      for (const answer of [node, fetch]) {
        assert.equal(answer.status, 200, answer.text);
        assert.equal(answer.json.order.quantity, 3);
      }
    });
  }

  test('an unknown or corrupt encoding is refused with 4xx', async () => {
    for (const [encoding, body] of [
      ['compress', 'abc'],
      ['gzip', 'not gzip at all'],
    ]) {
      const { node, fetch } = await app.both({
        method: 'POST',
        path: '/shops/1/orders',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding! },
        body: body!,
      });
      for (const answer of [node, fetch]) {
        assert.ok(
          answer.status >= 400 && answer.status < 500,
          `${encoding}: ${answer.status} ${answer.text}`,
        );
      }
    }
  });
});

describe('parameter counts', () => {
  const pairs = (count: number) => Array.from({ length: count }, (_, i) => [`p${i}`, '1'] as const);

  for (const channel of channels.filter((c) => c.name !== 'json')) {
    test(`1,000 ${channel.name} parameters are read; 1,001 are refused`, async () => {
      const fits = await defaults.both(channel.attempt(pairs(1000)));
      assertBoth(fits, 200);
      const over = await defaults.both(channel.attempt(pairs(1001)));
      const expected = channel.name === 'query' ? 400 : 413;
      assertBoth(over, expected, 'tooManyParameters');
    });
  }

  test('an array index past maxArrayLength is refused, not allocated', async () => {
    assertBoth(await defaults.both({ path: '/shops/1/orders?lines[99999999][sku]=a' }), 400);
  });
});

describe('multipart files', () => {
  const file = (i: number) => [`file${i}`, `f${i}.txt`, 'x'] as const;

  test('10 files are read; the 11th is refused with 413 tooManyFiles', async () => {
    const fits = await defaults.both(multipartFilesAttempt(Array.from({ length: 10 }, (_, i) => file(i))));
    assertBoth(fits, 200);
    const over = await defaults.both(multipartFilesAttempt(Array.from({ length: 11 }, (_, i) => file(i))));
    assertBoth(over, 413, 'tooManyFiles');
  });

  test('a file over maxFileBytes is refused with 413 fileTooLarge', async () => {
    const small = await LoopbackKernel.start(orderKernel({ maxFileBytes: 1024 }));
    try {
      assertBoth(
        await small.both(multipartFilesAttempt([['upload', 'big.txt', 'x'.repeat(1025)]])),
        413,
        'fileTooLarge',
      );
    } finally {
      await small.close();
    }
  });

  test('file parts named with prototype keys are refused with 400', async () => {
    for (const name of [
      '__proto__',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'a[__proto__]',
    ]) {
      const { node, fetch } = await defaults.both(multipartFilesAttempt([[name, 'x.txt', 'x']]));
      for (const answer of [node, fetch]) {
        assert.equal(answer.status, 400, `${name}: ${answer.text}`);
        assert.equal(answer.json.code, 'prototypeKey');
      }
      assertNotPolluted();
    }
  });
});

describe('nesting depth', () => {
  test('JSON nested 100,000 levels deep is 400, not a stack overflow', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ]) {
      const body = `{"lines":${open!.repeat(100_000)}1${close!.repeat(100_000)}}`;
      const started = performance.now();
      assertBoth(await defaults.both(jsonAttempt(body)), 400, 'tooDeep');
      assert.ok(performance.now() - started < 2000, 'refusing a deep body is quick');
    }
  });

  test('bracket keys nested past maxDepth (32) are 400 in the query and in both kinds of form', async () => {
    const key = `a${'[b]'.repeat(1000)}`;
    for (const channel of channels.filter((c) => c.name !== 'json')) {
      assertBoth(await defaults.both(channel.attempt([[key, '1']])), 400, 'tooDeep');
    }
  });

  test("a JSON array string nested 10,000 deep for @Cast('array') is a 422, not a stack overflow", async () => {
    const tags = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const channel of channels.filter((c) => c.name !== 'query')) {
      const { node, fetch } = await defaults.both(channel.attempt([['tags', tags]]));
      for (const answer of [node, fetch]) {
        assert.equal(answer.status, 422, `${channel.name}: ${answer.text.slice(0, 200)}`);
        assert.equal(answer.json.errors.tags[0].rule, 'array');
      }
    }
  });

  // Known gap (SECURITY.md): @Items has no count limit and reports one error per element, so
  // a 40 KB body becomes a 2 MB answer (800 KB → 40 MB). A todo until the mapping caps it.
  test('a bad @Items array of 20,000 elements gets a bounded 422', {
    todo: '@Items has no count limit; every bad element is one error',
  }, async () => {
    const answer = await defaults.viaFetch(jsonAttempt(`{"lines":[${'0,'.repeat(19_999)}0]}`));
    assert.equal(answer.status, 422);
    assert.ok(answer.text.length < 64 * 1024, `the 422 has ${answer.text.length} characters`);
  });

  test('a million-item Items array is refused by the body limit (413)', async () => {
    const body = `{"lines":[${'0,'.repeat(999_999)}0]}`;
    assertBoth(await defaults.both(jsonAttempt(body)), 413);
  });
});

describe('request target and method', () => {
  for (const path of ['/%', '/%zz', '/shops/%/orders', '/shops/%E0%A4%A/orders', '/shops/1/orders%']) {
    test(`malformed escape ${path} is 400 or 404 on both doors`, async () => {
      const { node, fetch } = await app.both({ path });
      for (const answer of [node, fetch]) assert.ok([400, 404].includes(answer.status), answer.text);
    });
  }

  test('an over-long request target is 414 on both doors', async () => {
    const { node, fetch } = await app.both({ path: `/shops/1/orders?q=${'a'.repeat(9000)}` });
    assert.equal(node.status, 414);
    assert.equal(fetch.status, 414);
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
      await new Promise((resolve) => setTimeout(resolve, 5));
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
      await new Promise((resolve) => setTimeout(resolve, 50));
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
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
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
