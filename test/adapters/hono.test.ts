// Hono with intake: a request class straight into @hono/standard-validator, and intake/hono's
// dto() for route params and context; answers checked through Hono's own request handling.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createApp } from '../../examples/adapters/hono.js';

const app = createApp();
const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Hono — the example app', () => {
  it('sValidator takes the class: valid bodies reach the handler as the DTO, invalid ones are 400 with issues', async () => {
    const ok = await post('/quotes', {
      lines: [
        { sku: 'A', qty: '2' },
        { sku: 'B', qty: 3 },
      ],
    });
    assert.deepEqual(await ok.json(), { items: 5 });
    const bad = await post('/quotes', { lines: [{ sku: 'A', qty: 0 }] });
    assert.equal(bad.status, 400);
    const answer = (await bad.json()) as { error: Array<{ path: unknown[]; message: string }> };
    assert.deepEqual(answer.error, [
      { message: 'The qty field must be at least 1.', path: ['lines', 0, 'qty'] },
    ]);
  });

  it('dto() adds the route params and the context; failures are 422 problem+json', async () => {
    const ok = await post('/shops/7/orders', { email: 'ada@example.com', lines: [{ sku: 'A', qty: '1' }] });
    assert.equal(ok.status, 201);
    assert.deepEqual(await ok.json(), {
      shopId: 7,
      customer: 'ada',
      email: 'ada@example.com',
      lines: [{ sku: 'A', qty: 1 }],
    });
    const bad = await post('/shops/7/orders', { email: 'nope', lines: [] });
    assert.equal(bad.status, 422);
    assert.equal(bad.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    assert.deepEqual(Object.keys(((await bad.json()) as { errors: object }).errors), ['email', 'lines']);
    const malformed = await app.request('/shops/7/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    assert.equal(malformed.status, 400);
  });

  it("dto('query') reads the URL with intake's rules", async () => {
    const found = await app.request('/orders?status=shipped&tags[]=a&tags[]=b');
    assert.deepEqual(await found.json(), { status: 'shipped', tags: ['a', 'b'], page: 1 });
    assert.equal((await app.request('/orders?status=lost')).status, 422);
  });
});
