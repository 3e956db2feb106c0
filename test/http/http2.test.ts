// The Node listener on a node:http2 server (compatibility API), over a real h2c connection.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { type ClientHttp2Session, connect, createServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type HttpContext, HttpKernel, RouteCollector } from '../../src/index.js';

describe('Node listener on node:http2', () => {
  let server: Http2Server;
  let client: ClientHttp2Session;

  before(async () => {
    const routes = new RouteCollector<HttpContext>();
    routes.get('/items/{id}', (ctx) => ({ id: ctx.params.id, query: ctx.query() }));
    routes.post('/echo', (ctx) => ctx.body());
    server = createServer(new HttpKernel(routes).listener);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  after(async () => {
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  function send(
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; type: string; text: string }> {
    return new Promise((resolve, reject) => {
      const stream = client.request(headers);
      let status = 0;
      let type = '';
      let text = '';
      stream.on('response', (received) => {
        status = Number(received[':status']);
        type = String(received['content-type']);
      });
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        text += chunk;
      });
      stream.on('end', () => resolve({ status, type, text }));
      stream.on('error', reject);
      stream.end(body);
    });
  }

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

  it('answers errors as problem+json', async () => {
    const received = await send({ ':path': '/missing', ':method': 'GET' });
    assert.equal(received.status, 404);
    assert.equal(received.type, 'application/problem+json; charset=utf-8');
  });
});
