// intake/fastify against a real Fastify 5 app over HTTP: the example app, body and query
// sources, problem+json failures that stop the route, and intake routes mounted in Fastify.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../examples/adapters/fastify.js';
import { placedOrder, validOrder } from './support/orders.js';

describe('intake/fastify — the example app', () => {
  let app: FastifyInstance;
  let base: string;
  before(async () => {
    app = await createApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('maps a valid order in preValidation, typed through dtoOf()', async () => {
    const ok = await post('/shops/7/orders', validOrder);
    assert.equal(ok.status, 201);
    assert.deepEqual(await ok.json(), placedOrder);
  });

  it('answers an invalid order 422 problem+json, and the handler does not run', async () => {
    const bad = await post('/shops/x/orders', { email: 'nope', lines: [] });
    assert.equal(bad.status, 422);
    assert.equal(bad.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const problem = (await bad.json()) as { errors: Record<string, unknown> };
    assert.deepEqual(Object.keys(problem.errors), ['shopId', 'email', 'lines']);
  });

  it("reads the query with intake's rules (Fastify's parser would keep tags[] flat)", async () => {
    const found = await fetch(`${base}/orders?status=shipped&tags[]=a&tags[]=b`);
    assert.deepEqual(await found.json(), { status: 'shipped', tags: ['a', 'b'], page: 1 });
    assert.equal((await fetch(`${base}/orders?status=lost`)).status, 422);
  });

  it("serves the mounted intake routes under /v2 with the kernel's own body reading and answers", async () => {
    const placed = await post('/v2/shops/7/orders', {
      email: 'ada@example.com',
      lines: [{ sku: 'B', qty: 1 }],
    });
    assert.equal(placed.status, 200, await placed.clone().text());
    assert.deepEqual(await placed.json(), {
      placed: { shopId: 7, customer: 'ada', email: 'ada@example.com', lines: [{ sku: 'B', qty: 1 }] },
    });
    const invalid = await post('/v2/shops/7/orders', { email: 'ada@example.com', lines: [] });
    assert.equal(invalid.status, 422);
    const unknown = await fetch(`${base}/v2/nothing-here`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const form = await fetch(`${base}/v2/shops/7/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com&lines[0][sku]=C&lines[0][qty]=3',
    });
    assert.deepEqual(await form.json(), {
      placed: { shopId: 7, customer: 'ada', email: 'ada@example.com', lines: [{ sku: 'C', qty: 3 }] },
    });
  });

  it('leaves routes outside the prefix to Fastify', async () => {
    const outside = await fetch(`${base}/elsewhere`);
    assert.equal(outside.status, 404);
    assert.match(outside.headers.get('content-type') ?? '', /^application\/json/);
  });
});
