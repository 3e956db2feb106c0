// The Node listener on a node:http2 server (compatibility API), over a real h2c connection.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { type ClientHttp2Session, connect, constants, createServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ClientClosedError, HttpKernel, RouteCollector } from '../../src/index.js';
import { h2Send } from '../support/h2-client.js';
import { until } from '../support/wait.js';

describe('Node listener on node:http2', () => {
  let server: Http2Server;
  let client: ClientHttp2Session;
  let waiting: AbortSignal | undefined;

  before(async () => {
    const routes = new RouteCollector();
    routes.get('/items/{id}', (ctx) => ({ id: ctx.params.id, query: ctx.query() }));
    routes.post('/echo', (ctx) => ctx.body());
    routes.get('/wait', (ctx) => {
      waiting = ctx.signal;
      return new Promise(() => {});
    });
    server = createServer(new HttpKernel(routes, { limits: { maxBodyBytes: 1024 } }).listener);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  after(async () => {
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** One request (no Content-Length unless given). */
  const send = (headers: Record<string, string>, body?: string | string[]) => h2Send(client, headers, body);

  it('routes, parses the query and answers JSON', async () => {
    const received = await send({ ':path': '/items/7?a=1', ':method': 'GET' });
    assert.equal(received.status, 200);
    assert.equal(received.type, 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(received.text), { id: '7', query: { a: '1' } });
  });

  it('reads a JSON body that announces its length', async () => {
    const body = '{"b":[1,2]}';
    const received = await send(
      {
        ':path': '/echo',
        ':method': 'POST',
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
      body,
    );
    assert.deepEqual(JSON.parse(received.text), { b: [1, 2] });
  });

  it('reads a body sent without Content-Length, in several DATA frames', async () => {
    const received = await send({ ':path': '/echo', ':method': 'POST', 'content-type': 'application/json' }, [
      '{"pieces":',
      '[1,',
      '2]}',
    ]);
    assert.equal(received.status, 200);
    assert.deepEqual(JSON.parse(received.text), { pieces: [1, 2] });
  });

  it('reads a request whose HEADERS frame ended the stream as an empty body', async () => {
    const received = await send({ ':path': '/echo', ':method': 'POST', 'content-type': 'application/json' });
    assert.deepEqual(JSON.parse(received.text), {});
  });

  it('stops a body without Content-Length at the limit with 413', async () => {
    const received = await send({ ':path': '/echo', ':method': 'POST', 'content-type': 'application/json' }, [
      `{"a":"${'x'.repeat(700)}`,
      `${'x'.repeat(700)}"}`,
    ]);
    assert.equal(received.status, 413);
    assert.equal(received.type, 'application/problem+json; charset=utf-8');
  });

  it('aborts ctx.signal with a ClientClosedError when the client cancels its stream', async () => {
    const stream = client.request({ ':path': '/wait', ':method': 'GET' });
    stream.on('error', () => {});
    stream.end();
    await until(() => waiting !== undefined);
    const signal = waiting!;
    assert.equal(signal.aborted, false);
    stream.close(constants.NGHTTP2_CANCEL);
    await once(signal, 'abort');
    assert.ok(signal.reason instanceof ClientClosedError);
  });

  it('answers errors as problem+json', async () => {
    const received = await send({ ':path': '/missing', ':method': 'GET' });
    assert.equal(received.status, 404);
    assert.equal(received.type, 'application/problem+json; charset=utf-8');
  });
});
