// The behaviour both front doors share: return values, errors as problem+json, DTOs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contractKernel, MemoryLogger } from './support/app.js';
import { type Door, doorFactories, type Received, type Sent } from './support/doors.js';

const json = { 'content-type': 'application/json' };

interface Case {
  name: string;
  path: string;
  sent?: Sent;
  status: number;
  type?: string | null;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

const cases: Case[] = [
  { name: 'a string is text', path: '/text', status: 200, type: 'text/plain; charset=utf-8', text: 'hello' },
  {
    name: 'an object is JSON',
    path: '/object',
    status: 200,
    type: 'application/json; charset=utf-8',
    body: { a: 1, nested: { b: [true, null] } },
  },
  { name: 'an array is JSON', path: '/array', status: 200, body: [1, 'two'] },
  { name: 'undefined is 204', path: '/nothing', status: 204, type: null, text: '' },
  { name: 'null is JSON null', path: '/null', status: 200, body: null },
  {
    name: 'bytes are octet-stream',
    path: '/bytes',
    status: 200,
    type: 'application/octet-stream',
    text: 'hi',
  },
  { name: 'a web stream is streamed', path: '/web-stream', status: 200, text: 'streamed' },
  { name: 'a Node stream is streamed', path: '/node-stream', status: 200, text: 'node stream' },
  {
    name: 'a Fetch Response goes as is',
    path: '/fetch-response',
    status: 418,
    text: 'teapot',
    headers: { 'x-from': 'fetch' },
  },
  {
    name: 'Reply.created sets Location',
    path: '/created',
    status: 201,
    body: { id: 7 },
    headers: { location: '/items/7' },
  },
  { name: 'Reply.redirect', path: '/redirect', status: 307, headers: { location: '/text' } },
  {
    name: 'ctx.status and ctx.setHeader',
    path: '/status',
    status: 202,
    body: { accepted: true },
    headers: { 'x-extra': 'yes' },
  },
  { name: 'an async handler', path: '/async', status: 200, body: { late: true } },
  {
    name: 'headers and cookies',
    path: '/headers',
    sent: { headers: { 'x-agent': 'test', cookie: 'a=1; b=x%20y; a=2' } },
    status: 200,
    body: { agent: 'test', cookies: { a: '1', b: 'x y' } },
  },
  {
    name: 'the parsed query',
    path: '/query?a=1&tags[]=x&tags[]=y&f[s]=o',
    status: 200,
    body: { a: '1', tags: ['x', 'y'], f: { s: 'o' } },
  },
  {
    name: 'a query DTO with the Route bag',
    path: '/lists/5/items?status=done&limit=3',
    status: 200,
    body: { listId: 5, status: 'done', limit: 3 },
  },
  {
    name: 'a body DTO with the Route and Context bags',
    path: '/lists/9/items',
    sent: { method: 'POST', headers: json, body: '{"title":"milk","quantity":"2"}' },
    status: 201,
    body: { listId: 9, ownerId: 'u-1', title: 'milk', quantity: 2 },
  },
  {
    name: 'an urlencoded body',
    path: '/echo',
    sent: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b[c]=2',
    },
    status: 200,
    body: { a: '1', b: { c: '2' } },
  },
  // errors
  {
    name: '404 for an unknown path',
    path: '/missing',
    status: 404,
    type: 'application/problem+json; charset=utf-8',
    body: {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No route matches GET /missing',
      code: 'routeNotFound',
    },
  },
  {
    name: '405 with Allow',
    path: '/text',
    sent: { method: 'DELETE' },
    status: 405,
    headers: { allow: 'GET, HEAD, OPTIONS' },
  },
  {
    name: 'automatic OPTIONS',
    path: '/echo',
    sent: { method: 'OPTIONS' },
    status: 204,
    text: '',
    headers: { allow: 'POST, PUT, OPTIONS' },
  },
  {
    name: 'HEAD runs GET without a body',
    path: '/object',
    sent: { method: 'HEAD' },
    status: 200,
    text: '',
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '34' },
  },
  {
    name: 'an HttpError keeps its status and message',
    path: '/conflict',
    status: 409,
    body: {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Item 3 was changed meanwhile',
      code: 'editConflict',
    },
  },
  {
    name: 'any other error is a generic 500',
    path: '/boom',
    status: 500,
    body: { type: 'about:blank', title: 'Internal Server Error', status: 500 },
  },
  {
    name: 'an async error is a generic 500',
    path: '/async-boom',
    status: 500,
    body: { type: 'about:blank', title: 'Internal Server Error', status: 500 },
  },
  { name: 'an unserialisable value is a 500', path: '/circular', status: 500 },
  {
    name: 'malformed JSON is 400',
    path: '/echo',
    sent: { method: 'POST', headers: json, body: '{"a":' },
    status: 400,
  },
  {
    name: 'an unsupported media type is 415',
    path: '/echo',
    sent: { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' },
    status: 415,
  },
  {
    name: 'a prototype key is refused with 400',
    path: '/echo',
    sent: { method: 'POST', headers: json, body: '{"__proto__":{"polluted":true}}' },
    status: 400,
  },
  {
    name: 'a body over the limit is 413',
    path: '/echo',
    sent: { method: 'PUT', headers: json, body: JSON.stringify({ big: 'x'.repeat(2048) }) },
    status: 413,
  },
  { name: 'a malformed query is 400', path: '/query?a[__proto__][x]=1', status: 400 },
  { name: 'a URL over the limit is 414', path: `/text?${'q'.repeat(600)}`, status: 414 },
];

for (const door of doorFactories) {
  describe(`${door.name} front door`, () => {
    const logger = new MemoryLogger();
    let client: Door;
    before(async () => {
      client = await door.open(contractKernel({ logger, limits: { maxBodyBytes: 1024, maxUrlLength: 512 } }));
    });
    after(() => client.close());

    for (const c of cases) {
      it(c.name, async () => {
        const received = await client.send(c.path, c.sent);
        assertReceived(received, c);
      });
    }

    it('answers 422 with structured errors and English messages', async () => {
      const received = await client.send('/lists/1/items', {
        method: 'POST',
        headers: json,
        body: '{"title":"a very long title indeed, too long","quantity":0}',
      });
      assert.equal(received.status, 422);
      assert.equal(received.headers['content-type'], 'application/problem+json; charset=utf-8');
      const problem = JSON.parse(received.text);
      assert.equal(problem.code, 'validationFailed');
      assert.deepEqual(problem.errors, {
        title: [
          {
            rule: 'max',
            params: ['20'],
            message: 'The title field must be at most 20 characters.',
            in: 'body',
            pointer: '#/title',
          },
        ],
        quantity: [
          {
            rule: 'min_value',
            params: ['1'],
            message: 'The quantity field must be at least 1.',
            in: 'body',
            pointer: '#/quantity',
          },
        ],
      });
    });

    it('keeps prototype-named cookies and headers as own data, polluting nothing', async () => {
      const received = await client.send('/headers', {
        headers: { cookie: '__proto__=x; constructor=y; prototype=z', 'x-agent': 'a' },
      });
      const body = JSON.parse(received.text);
      assert.deepEqual(Object.keys(body.cookies), ['__proto__', 'constructor', 'prototype']);
      assert.equal(body.cookies.constructor, 'y');
      assert.equal(({} as Record<string, unknown>).x, undefined);
      assert.equal(Object.hasOwn(Object.prototype, 'x'), false);
    });

    it('reads uploaded files of a multipart body', async () => {
      const form = new FormData();
      form.append('title', 'report');
      form.append('attachment', new File(['a,b\n1,2'], 'data.csv', { type: 'text/csv' }));
      const encoded = new Response(form);
      const received = await client.send('/upload', {
        method: 'POST',
        headers: { 'content-type': encoded.headers.get('content-type')! },
        body: new Uint8Array(await encoded.arrayBuffer()),
      });
      assert.equal(received.status, 200, received.text);
      assert.deepEqual(JSON.parse(received.text), {
        files: { attachment: [{ name: 'data.csv', type: 'text/csv', text: 'a,b\n1,2' }] },
        title: 'report',
      });
    });

    it('logs the errors that became 500s, and does not leak them', async () => {
      const before = logger.entries.length;
      const received = await client.send('/boom');
      assert.doesNotMatch(received.text, /hunter2|at .*\.js/);
      assert.equal(logger.entries.length, before + 1);
      assert.match(String((logger.entries.at(-1)!.error as Error).message), /hunter2/);
    });
  });
}

function assertReceived(received: Received, expected: Case): void {
  assert.equal(received.status, expected.status, received.text);
  if (expected.type !== undefined) assert.equal(received.headers['content-type'], expected.type ?? undefined);
  if (expected.body !== undefined) assert.deepEqual(JSON.parse(received.text), expected.body);
  if (expected.text !== undefined) assert.equal(received.text, expected.text);
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    assert.equal(received.headers[name], value, `header ${name}`);
  }
}
