// A malformed request among pipelined ones: the well-formed requests before it are answered,
// in order, then a 400 problem closes the connection — not a silent close, and not a 400
// that overtakes the answers still owed.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerClientError, HttpKernel, RouteCollector, type RunningServer, serve } from '../../src/index.js';
import { rawExchange } from '../support/sockets.js';

function kernel(): HttpKernel {
  const routes = new RouteCollector();
  routes.get('/now/{tag}', (ctx) => `now ${ctx.params.tag}`);
  routes.get('/later/{tag}', async (ctx) => {
    await sleep(30);
    return `later ${ctx.params.tag}`;
  });
  return new HttpKernel(routes);
}

const get = (path: string): string => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

/** Status lines and bodies of the answers, in the order they came. */
function answers(raw: string): Array<{ status: string; body: string }> {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.length > 0)
    .map((part) => ({ status: part.slice(9, 12), body: part.slice(part.indexOf('\r\n\r\n') + 4) }));
}

describe('a malformed request after pipelined ones', () => {
  let running: RunningServer;
  let port: number;
  before(async () => {
    running = await serve(kernel(), { port: 0 });
    port = Number(new URL(running.url).port);
  });
  after(() => running.close());

  for (const [label, first] of [
    ['answered at once', '/now/1'],
    ['answered after an await', '/later/1'],
  ]) {
    it(`answers every request before it, then 400 problem+json, when the first is ${label}`, async () => {
      const raw = await rawExchange(
        port,
        `${get(first!)}${get('/now/2')}BROKEN\u0001 / HTTP/1.1\r\n\r\n`,
        2000,
      );
      const got = answers(raw);
      assert.deepEqual(
        got.map((answer) => answer.status),
        ['200', '200', '400'],
        raw,
      );
      assert.equal(got[0]!.body, first === '/now/1' ? 'now 1' : 'later 1');
      assert.equal(got[1]!.body, 'now 2');
      assert.deepEqual(JSON.parse(got[2]!.body), { type: 'about:blank', title: 'Bad Request', status: 400 });
      assert.match(raw, /400 Bad Request\r\nConnection: close\r\n/);
    });
  }

  it('answers 431 for oversized headers', async () => {
    const raw = await rawExchange(
      port,
      `GET /now/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      2000,
    );
    assert.equal(answers(raw)[0]?.status, '431', raw);
  });

  it('works on a server made with createServer(kernel.listener) and answerClientError', async () => {
    const server = createServer(kernel().listener);
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port: own } = server.address() as { port: number };
      const raw = await rawExchange(own, `${get('/later/a')}GARBAGE\r\n\r\n`, 2000);
      assert.deepEqual(
        answers(raw).map((answer) => answer.status),
        ['200', '400'],
      );
    } finally {
      server.close();
    }
  });
});
