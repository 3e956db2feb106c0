// The headers a route declares for a status (`responds(201, View, { headers })`) reach a call's
// result as `headers`, read from the answer by their lower-case names, each optional: a header
// the answer lacks (or a browser hides across origins) is left out, never a crash.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createClient } from '../../src/client/index.js';

interface Api {
  create: {
    method: 'POST';
    path: '/items';
    input: { body: { name: string } };
    args: [input: { body: { name: string } }];
    data: { 201: { id: string } };
    errors: { 409: { code: 'taken' } };
    headers: { 201: { location?: string; 'x-request-id'?: string } };
  };
  list: {
    method: 'GET';
    path: '/items';
    input: {};
    args: [input?: {}];
    data: { 200: { id: string }[] };
    errors: {};
  };
}

function clientAnswering(status: number, headers: Record<string, string>) {
  return createClient<Api>(
    {
      create: ['POST', '/items', [201, 409], { 201: ['location', 'x-request-id'] }],
      list: ['GET', '/items', [200]],
    },
    {
      baseUrl: 'http://localhost',
      fetch: async () =>
        new Response(status === 201 ? '{"id":"7"}' : '{"code":"taken"}', {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    },
  );
}

describe('declared answer headers', () => {
  it('are read into the result, typed by status', async () => {
    const client = clientAnswering(201, { Location: '/items/7', 'X-Request-Id': 'abc' });
    const result = await client.call('create', { body: { name: 'a' } });
    assert.equal(result.status, 201);
    if (result.status === 201) {
      const location: string | undefined = result.headers.location;
      const requestId: string | undefined = result.headers['x-request-id'];
      assert.equal(location, '/items/7');
      assert.equal(requestId, 'abc');
      // @ts-expect-error: the 201 declares no such header
      assert.equal(result.headers.etag, undefined);
    }
  });

  it('leave an optional header out when the answer lacks it, and give {} where none is declared', async () => {
    const created = await clientAnswering(201, { location: '/items/7' }).call('create', {
      body: { name: 'a' },
    });
    assert.deepEqual(created.headers, { location: '/items/7' });
    const taken = await clientAnswering(409, {}).call('create', { body: { name: 'a' } });
    assert.equal(taken.status, 409);
    assert.deepEqual(taken.headers, {});
  });

  it('leave a declared header out when the answer lacks it', async () => {
    const result = await clientAnswering(201, {}).call('create', { body: { name: 'a' } });
    assert.equal(result.status, 201);
    assert.deepEqual(result.headers, {});
  });
});
