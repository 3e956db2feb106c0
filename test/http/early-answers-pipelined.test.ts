// An answer decided before the body was read (404, 405, 401, 415, a handler that ignores the
// body) keeps the connection when the whole announced body has already arrived (issue 26,
// item 6): the requests pipelined behind it are answered too. A body still on its way keeps
// the bounded drain and `Connection: close` of early-answers.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpError, HttpKernel, RouteCollector, type RunningServer, serve } from '../../src/index.js';
import { rawExchange } from '../support/sockets.js';

function kernel(): HttpKernel {
  const routes = new RouteCollector();
  routes.post('/orders', async (ctx) => ({ got: await ctx.body() }));
  routes.get('/now', () => 'now');
  routes
    .post('/guarded', () => 'never')
    .middleware(() => {
      throw new HttpError(401, 'Sign in first');
    });
  routes
    .post('/guarded-async', () => 'never')
    .middleware(async () => {
      throw new HttpError(401, 'Sign in first');
    });
  routes.post('/ignores-body', () => 'answered without reading');
  return new HttpKernel(routes, { logger: { error: () => {} } });
}

const post = (path: string, contentType = 'application/json', method = 'POST'): string =>
  `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 9\r\n\r\n{"a":"b"}`;
const getNow = 'GET /now HTTP/1.1\r\nHost: x\r\n\r\n';
// The last request asks to close, so the exchange ends as soon as it is answered.
const getNowAndClose = 'GET /now HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

/** Status line and headers of each answer, in order. */
function heads(raw: string): Array<{ status: string; closes: boolean }> {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3}) [\s\S]*?\r\n\r\n/g)].map((match) => ({
    status: match[1]!,
    closes: /\r\nconnection: close\r\n/i.test(match[0]),
  }));
}

describe('early answers with the whole body already arrived', () => {
  let running: RunningServer;
  let port: number;
  before(async () => {
    running = await serve(kernel(), { port: 0 });
    port = Number(new URL(running.url).port);
  });
  after(() => running.close());

  const cases: Array<[label: string, request: string, status: string]> = [
    ['404, no route', post('/missing'), '404'],
    ['405, another method', post('/now', 'application/json', 'PUT'), '405'],
    ['401 from a middleware', post('/guarded'), '401'],
    ['401 from an async middleware', post('/guarded-async'), '401'],
    ['415 from the body read', post('/orders', 'text/plain'), '415'],
    ['200 from a handler that ignores the body', post('/ignores-body'), '200'],
  ];
  for (const [label, request, status] of cases) {
    it(`${label}: keeps the connection and answers the pipelined request behind it`, async () => {
      const raw = await rawExchange(port, `${request}${getNow}${getNowAndClose}`, 5000);
      assert.deepEqual(heads(raw), [
        { status, closes: false },
        { status: '200', closes: false },
        { status: '200', closes: true },
      ]);
      assert.match(raw, /nowHTTP\/1\.1 200 OK[\s\S]*now$/);
    });
  }

  it('still closes after a bounded drain when the body has not all arrived', async () => {
    const partial = 'POST /missing HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a":';
    const raw = await rawExchange(port, partial, 3000);
    assert.deepEqual(heads(raw), [{ status: '404', closes: true }]);
  });
});
