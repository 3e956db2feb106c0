// Bodies node:http's parser refuses after the headers were read (finding 1 of issue 26): the
// handler that reads the body gets a 400 `malformedFraming` at once and the connection closes,
// with no deadline involved (`requestTimeoutMs: 0` here) — not an answer that never comes.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerClientError, HttpKernel, RouteCollector, type RunningServer, serve } from '../../src/index.js';

function kernel(): HttpKernel {
  const routes = new RouteCollector();
  routes.post('/echo', async (ctx) => ({ got: await ctx.body() }));
  routes.post('/reads-later', async (ctx) => {
    await sleep(20);
    return { got: await ctx.body() };
  });
  routes.post('/ignores-body', () => 'answered without reading');
  routes.get('/now', () => 'now');
  return new HttpKernel(routes, { limits: { requestTimeoutMs: 0 }, logger: { error: () => {} } });
}

interface Outcome {
  raw: string;
  /** True when the server closed the connection; false when the client gave up waiting. */
  closedByServer: boolean;
}

/** Sends `bytes` (then a FIN when `halfClose`) and collects the answer until the server closes or 5 s pass. */
function exchange(port: number, bytes: string, halfClose = false): Promise<Outcome> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => {});
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  if (halfClose) socket.end();
  return new Promise((resolve) => {
    let closedByServer = false;
    const timer = setTimeout(() => socket.destroy(), 5000);
    // A half-open client sees the server's FIN as 'end' and closes its own side only then.
    socket.on('end', () => {
      closedByServer = true;
      socket.destroy();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ raw: Buffer.concat(chunks).toString('latin1'), closedByServer });
    });
  });
}

const post = (path: string, framing: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
const chunked = (path = '/echo'): string => post(path, 'Transfer-Encoding: chunked');

function statuses(raw: string): string[] {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]!);
}

function lastProblem(raw: string): { status: number; code: string } {
  return JSON.parse(raw.slice(raw.lastIndexOf('\r\n\r\n') + 4)) as { status: number; code: string };
}

describe('serve(): a body the HTTP parser refuses', () => {
  let running: RunningServer;
  let port: number;
  before(async () => {
    running = await serve(kernel(), { port: 0 });
    port = Number(new URL(running.url).port);
  });
  after(() => running.close());

  const cases: Array<[name: string, bytes: string]> = [
    ['a chunk size that is not hexadecimal', `${chunked()}zz\r\n{}\r\n0\r\n\r\n`],
    ['Transfer-Encoding: identity', `${post('/echo', 'Transfer-Encoding: identity')}{}`],
    ['Transfer-Encoding: xchunked', `${post('/echo', 'Transfer-Encoding: xchunked')}{}`],
    ['Transfer-Encoding: "chunked" (quoted)', `${post('/echo', 'Transfer-Encoding: "chunked"')}{}`],
    ['a 100 KB chunk extension', `${chunked()}2;${'a'.repeat(100_000)}\r\n{}\r\n0\r\n\r\n`],
    ['chunks ended by a bare LF', `${chunked()}2\n{}\n0\n\n`],
    ['a Content-Length trailer', `${chunked()}2\r\n{}\r\n0\r\nContent-Length: 5\r\n\r\n`],
    ['the same, on a handler that awaits before reading', `${chunked('/reads-later')}zz\r\n{}\r\n`],
  ];
  for (const [name, bytes] of cases) {
    it(`answers 400 malformedFraming at once and closes: ${name}`, async () => {
      const { raw, closedByServer } = await exchange(port, bytes);
      assert.deepEqual(statuses(raw), ['400'], raw);
      assert.match(raw, /\r\nconnection: close\r\n/i);
      assert.equal(lastProblem(raw).code, 'malformedFraming');
      assert.equal(closedByServer, true);
    });
  }

  it('answers 400 when the client half-closes mid-body', async () => {
    const { raw, closedByServer } = await exchange(port, `${post('/echo', 'Content-Length: 10')}{"a"`, true);
    assert.deepEqual(statuses(raw), ['400'], raw);
    assert.equal(lastProblem(raw).code, 'malformedFraming');
    assert.equal(closedByServer, true);
  });

  it('delivers the answers owed to pipelined requests before the refused one first', async () => {
    const bytes = `GET /now HTTP/1.1\r\nHost: x\r\n\r\n${chunked()}zz\r\n`;
    const { raw, closedByServer } = await exchange(port, bytes);
    assert.deepEqual(statuses(raw), ['200', '400'], raw);
    assert.match(raw, /\r\n\r\nnowHTTP\/1\.1 400/);
    assert.equal(closedByServer, true);
  });

  it("keeps a handler's own answer when it does not read the body, then closes", async () => {
    const { raw, closedByServer } = await exchange(port, `${chunked('/ignores-body')}zz\r\n`);
    assert.deepEqual(statuses(raw), ['200'], raw);
    assert.match(raw, /answered without reading$/);
    assert.equal(closedByServer, true);
  });

  it('frees every one of many such connections', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => exchange(port, `${chunked()}zz\r\n{}\r\n`)),
    );
    assert.equal(outcomes.filter((outcome) => outcome.closedByServer).length, 200);
    assert.equal(outcomes.filter((outcome) => statuses(outcome.raw)[0] === '400').length, 200);
  });
});

describe('createServer(kernel.listener) without answerClientError', () => {
  it("gets Node's own 400 and a closed connection for the same bodies", async () => {
    const server = createServer(kernel().listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const own = (server.address() as AddressInfo).port;
      for (const bytes of [`${chunked()}zz\r\n{}\r\n`, `${post('/echo', 'Transfer-Encoding: identity')}{}`]) {
        const { raw, closedByServer } = await exchange(own, bytes);
        assert.deepEqual(statuses(raw), ['400'], raw);
        assert.equal(closedByServer, true);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("Node's requestTimeout on a body that never finishes", () => {
  it('fails the body read with 400 requestAborted and closes, rather than holding the connection', async () => {
    const server = createServer({ requestTimeout: 300, connectionsCheckingInterval: 50 }, kernel().listener);
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const own = (server.address() as AddressInfo).port;
      const { raw, closedByServer } = await exchange(own, `${post('/echo', 'Content-Length: 10')}{"a"`);
      assert.deepEqual(statuses(raw), ['400'], raw);
      assert.equal(lastProblem(raw).code, 'requestAborted');
      assert.equal(closedByServer, true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
