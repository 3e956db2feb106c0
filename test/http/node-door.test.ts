// What only the Node front door does: raw sockets, disconnects, 413 without reading the body,
// lazy Fetch requests, timeouts, and Express mounting.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { HttpKernel, RouteCollector, type RunningServer, serve } from '../../src/index.js';
import { rawExchange } from '../support/sockets.js';
import { until } from '../support/wait.js';
import { MemoryLogger } from './support/app.js';
import { sendHttp } from './support/doors.js';

/** Writes raw bytes to the server and collects whatever comes back until it closes or 500 ms pass. */
function raw(running: RunningServer, bytes: string): Promise<string> {
  return rawExchange(Number(new URL(running.url).port), bytes, 500);
}

describe('Node front door', () => {
  const logger = new MemoryLogger();
  let running: RunningServer;
  let bodiesRead = 0;
  let fetchRequestSeen: string | undefined;

  before(async () => {
    const routes = new RouteCollector();
    routes.post('/upload', async (ctx) => {
      const body = await ctx.body();
      bodiesRead++;
      return body;
    });
    routes.post('/as-fetch', async (ctx) => {
      const request = ctx.request;
      fetchRequestSeen = `${request.method} ${new URL(request.url).pathname}`;
      return { text: await request.text() };
    });
    routes.get('/raw', (ctx) => ({
      nodeRequest: ctx.req !== undefined,
      nodeResponse: ctx.res !== undefined,
    }));
    routes.post('/body-then-fetch', async (ctx) => {
      const parsed = await ctx.body();
      const request = ctx.request;
      const error = await request.text().then(
        () => 'no error',
        (failure: Error) => `${failure.name}: ${failure.message}`,
      );
      return { parsed, method: request.method, type: request.headers.get('content-type'), error };
    });
    routes.get('/hang', () => new Promise(() => {}));
    const kernel = new HttpKernel(routes, { logger, limits: { maxBodyBytes: 1024, requestTimeoutMs: 100 } });
    running = await serve(kernel, { port: 0 });
  });
  after(() => running.close());

  it('gives handlers the raw req/res and builds no Fetch Request unless asked', async () => {
    const original = globalThis.Request;
    let built = 0;
    globalThis.Request = class extends original {
      constructor(...args: ConstructorParameters<typeof Request>) {
        super(...args);
        built++;
      }
    };
    try {
      const received = await sendHttp(running, '/raw');
      assert.deepEqual(JSON.parse(received.text), { nodeRequest: true, nodeResponse: true });
      assert.equal(built, 0);
      const posted = await sendHttp(running, '/as-fetch', { method: 'POST', body: 'plain words' });
      assert.deepEqual(JSON.parse(posted.text), { text: 'plain words' });
      assert.equal(built, 1, 'ctx.request builds one Fetch Request on demand');
      assert.equal(fetchRequestSeen, 'POST /as-fetch');
    } finally {
      globalThis.Request = original;
    }
  });

  it('makes ctx.request fail loudly on a body ctx.body() already read, keeping its headers', async () => {
    const received = await sendHttp(running, '/body-then-fetch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"kept":true}',
    });
    const answer = JSON.parse(received.text);
    assert.deepEqual(answer.parsed, { kept: true });
    assert.equal(answer.method, 'POST');
    assert.equal(answer.type, 'application/json');
    assert.match(answer.error, /^TypeError: The request body was already read by ctx\.body\(\)/);
  });

  it('answers 413 from Content-Length alone, without reading the body, and closes the connection', async () => {
    const before = bodiesRead;
    const answer = await raw(
      running,
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{"a":',
    );
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.match(answer, /connection: close/i);
    assert.equal(bodiesRead, before);
  });

  it('stops reading a chunked body at the limit with 413', async () => {
    const pieces = [`{"a":"${'x'.repeat(600)}`, `${'x'.repeat(600)}"}`];
    const body = `${pieces.map((piece) => `${piece.length.toString(16)}\r\n${piece}\r\n`).join('')}0\r\n\r\n`;
    const answer = await raw(
      running,
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
    );
    assert.match(answer, /^HTTP\/1\.1 413 /);
  });

  it('survives a client that disconnects mid-body, and keeps serving', async () => {
    const socket = connect(Number(new URL(running.url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":"',
    );
    await sleep(20);
    socket.destroy();
    await sleep(50);
    const next = await sendHttp(running, '/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ok":true}',
    });
    assert.deepEqual(JSON.parse(next.text), { ok: true });
    assert.equal(running.server.listening, true);
  });

  it('writes nothing for a client that has gone, even a pipelined response queued behind another', async () => {
    // Two pipelined requests: the second response is queued behind the first, and Node does
    // not destroy a queued response when the connection closes. Both handlers finish only
    // after the client has left; neither may write (bytes parked on a dead connection
    // outlive it, see BENCHMARKS.md).
    const release = new Map<string, () => void>();
    const routes = new RouteCollector();
    routes.get(
      '/wait/{name}',
      (ctx) => new Promise((resolve) => release.set(ctx.params.name!, () => resolve({}))),
    );
    const kernel = new HttpKernel(routes);
    const written: string[] = [];
    const server = createServer((req, res) => {
      // 'finish' would not tell: a response parked on a dead connection never finishes.
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      res.end = ((...args: unknown[]) => {
        written.push(req.url ?? '');
        return end(...args);
      }) as typeof res.end;
      kernel.listener(req, res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    try {
      const leaving = connect(port, '127.0.0.1');
      await once(leaving, 'connect');
      leaving.write(
        'GET /wait/first HTTP/1.1\r\nHost: x\r\n\r\nGET /wait/second HTTP/1.1\r\nHost: x\r\n\r\n',
      );
      await until(() => release.has('first') && release.has('second'));
      leaving.destroy();
      await sleep(30);
      release.get('second')!();
      release.get('first')!();
      await sleep(30);
      assert.deepEqual(written, []);

      const staying = connect(port, '127.0.0.1');
      await once(staying, 'connect');
      let answer = '';
      staying.on('data', (chunk) => {
        answer += String(chunk);
      });
      staying.write('GET /wait/third HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await until(() => release.has('third'));
      release.get('third')!();
      await once(staying, 'close');
      assert.match(answer, /^HTTP\/1\.1 200 /);
      assert.deepEqual(written, ['/wait/third']);
    } finally {
      server.close();
    }
  });

  it('answers 503 when a handler does not finish within the request timeout', async () => {
    const received = await sendHttp(running, '/hang');
    assert.equal(received.status, 503);
    assert.equal(JSON.parse(received.text).code, 'requestTimeout');
  });

  it('refuses a malformed percent escape in a route parameter with 400', async () => {
    const routes = new RouteCollector();
    routes.get('/items/{id}', (ctx) => ctx.params);
    const local = await serve(new HttpKernel(routes), { port: 0 });
    try {
      assert.equal((await sendHttp(local, '/items/%E0%A4%A')).status, 400);
      assert.deepEqual(JSON.parse((await sendHttp(local, '/items/a%20b')).text), { id: 'a b' });
    } finally {
      await local.close();
    }
  });
});

describe('as Express middleware', () => {
  let running: { close(): Promise<void>; url: string };

  before(async () => {
    const routes = new RouteCollector();
    routes.get('/intake/hello', () => ({ from: 'intake' }));
    routes.post('/intake/echo', (ctx) => ctx.body());
    const app = express();
    app.use(express.json());
    app.use(new HttpKernel(routes).listener);
    app.get('/express', (_req, res) => {
      res.json({ from: 'express' });
    });
    app.use((_req, res) => {
      res.status(404).json({ from: 'express 404' });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as { port: number }).port;
    running = {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  });
  after(() => running.close());

  it('serves its own routes, reusing a body Express already parsed', async () => {
    const hello = await fetch(`${running.url}/intake/hello`);
    assert.deepEqual(await hello.json(), { from: 'intake' });
    const echo = await fetch(`${running.url}/intake/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"parsed":"by express"}',
    });
    assert.deepEqual(await echo.json(), { parsed: 'by express' });
  });

  it('passes requests it has no route for to next()', async () => {
    assert.deepEqual(await (await fetch(`${running.url}/express`)).json(), { from: 'express' });
    assert.deepEqual(await (await fetch(`${running.url}/elsewhere`)).json(), { from: 'express 404' });
  });
});
