// RFC 9112 §3.2.2: a server must accept a request target in absolute form
// (`GET http://host/path HTTP/1.1`) and route it exactly as its origin form.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpKernel, RouteCollector, type RunningServer, serve } from '../../src/index.js';
import { rawExchange } from '../support/sockets.js';

describe('absolute-form request targets', () => {
  let running: RunningServer;
  let port: number;
  before(async () => {
    const routes = new RouteCollector();
    routes.get('/users/{id}', (ctx) => ({
      id: ctx.params.id,
      path: ctx.path,
      query: ctx.query(),
      url: ctx.request.url,
    }));
    running = await serve(new HttpKernel(routes), { port: 0 });
    port = Number(new URL(running.url).port);
  });
  after(() => running.close());

  async function bodyOf(target: string): Promise<{ status: string; json: unknown }> {
    const answer = await rawExchange(
      port,
      `GET ${target} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`,
      2000,
    );
    const status = answer.slice(9, 12);
    return {
      status,
      json: status === '200' ? JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) : null,
    };
  }

  it('routes http://host/users/12?tab=orders like /users/12?tab=orders', async () => {
    const origin = await bodyOf('/users/12?tab=orders');
    const absolute = await bodyOf('http://shop.example/users/12?tab=orders');
    assert.equal(absolute.status, '200');
    assert.deepEqual(absolute.json, origin.json);
    assert.deepEqual(absolute.json, {
      id: '12',
      path: '/users/12',
      query: { tab: 'orders' },
      url: 'http://shop.example/users/12?tab=orders',
    });
  });

  it('accepts any scheme case and a port in the authority', async () => {
    const answer = await bodyOf('HTTP://shop.example:8080/users/7');
    assert.equal(answer.status, '200');
    assert.equal((answer.json as { id: string }).id, '7');
  });

  it('reads an authority without a path as the root path', async () => {
    const answer = await bodyOf('http://shop.example?x=1');
    assert.equal(answer.status, '404');
  });
});
