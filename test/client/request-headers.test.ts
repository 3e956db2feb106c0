// The headers a call sends: the client's (fixed, or asked per call), the call's own over them,
// `accept` and `content-type` unless given, and every header name taken as a name — including
// `__proto__`, which must neither be lost nor reach an object's prototype.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createClient } from '../../src/client/index.js';

interface Sent {
  headers: Headers;
  signal: AbortSignal;
}

function clientSending(options: { headers?: HeadersInit | (() => HeadersInit) } = {}) {
  const sent: Sent[] = [];
  const client = createClient<Record<string, never>>(
    { create: ['POST', '/items', [201]] },
    {
      baseUrl: 'http://localhost',
      headers: options.headers as never,
      fetch: async (request) => {
        sent.push({ headers: request.headers, signal: request.signal });
        return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
      },
    },
  );
  return { call: (input: object) => (client as any).call('create', input), sent };
}

describe('request headers', () => {
  it("merges the call's headers over the client's, and adds accept and content-type unless given", async () => {
    const { call, sent } = clientSending({ headers: { Authorization: 'Bearer a', 'X-Trace': '1' } });
    await call({ body: { a: 1 }, headers: [['x-trace', '2']] });
    await call({
      body: { a: 1 },
      headers: { accept: 'application/json', 'content-type': 'application/merge-patch+json' },
    });
    assert.equal(sent[0]!.headers.get('authorization'), 'Bearer a');
    assert.equal(sent[0]!.headers.get('x-trace'), '2');
    assert.equal(sent[0]!.headers.get('accept'), 'application/json, application/problem+json');
    assert.equal(sent[0]!.headers.get('content-type'), 'application/json');
    assert.equal(sent[1]!.headers.get('accept'), 'application/json');
    assert.equal(sent[1]!.headers.get('content-type'), 'application/merge-patch+json');
  });

  it('asks a header function on every call', async () => {
    let token = 0;
    const { call, sent } = clientSending({ headers: () => ({ authorization: `Bearer ${++token}` }) });
    await call({ body: {} });
    await call({ body: {} });
    assert.deepEqual(
      sent.map((request) => request.headers.get('authorization')),
      ['Bearer 1', 'Bearer 2'],
    );
  });

  it('sends a header named __proto__ as a header, and pollutes nothing', async () => {
    const { call, sent } = clientSending({ headers: [['__proto__', 'client']] });
    await call({ body: {}, headers: [['__proto__', 'call']] });
    assert.equal(sent[0]!.headers.get('__proto__'), 'call');
    assert.equal(({} as Record<string, unknown>).call, undefined);
    assert.equal(Object.getPrototypeOf({}), Object.prototype);
  });

  it("passes the call's signal to the request", async () => {
    const { call, sent } = clientSending();
    const controller = new AbortController();
    await call({ body: {}, signal: controller.signal });
    controller.abort();
    assert.equal(sent[0]!.signal.aborted, true);
  });
});
