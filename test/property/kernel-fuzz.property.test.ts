// The whole stack behind the Fetch front door: random paths, query strings, content types and
// bodies (well-formed, broken and hostile) never get a 5xx, and never pollute a prototype.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { orderKernel, unexpected } from '../security/support/app.js';
import { assertNoPoisoning, hostileKeys, runs } from './settings.js';

const kernel = orderKernel({ maxBodyBytes: 64 * 1024, requestTimeoutMs: 0 });

const token = fc.oneof(
  fc.constantFrom(...hostileKeys, 'quantity', 'price', 'gift', 'lines', 'tags', 'address', 'city', 'note'),
  fc.constantFrom(
    '[',
    ']',
    '[]',
    '[0]',
    '[x]',
    '=',
    '&',
    '%',
    '%5B',
    '%00',
    '%E0%A4',
    '+',
    '.',
    '"',
    '{',
    '}',
    ':',
    ',',
  ),
  fc.constantFrom(
    '1',
    '-1',
    '1e400',
    'NaN',
    'true',
    'off',
    '',
    ' ',
    '2026-11-21',
    '[1,2]',
    '[{"__proto__":{}}]',
  ),
  fc.string({ maxLength: 4 }),
);
const text = fc.array(token, { maxLength: 24 }).map((tokens) => tokens.join(''));

// Structured JSON with hostile keys, and arbitrary text that only sometimes parses.
const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('null', 'true', '0', '1e400', '"x"', '"[1]"', '""'),
    fc.string({ maxLength: 6 }).map((value) => JSON.stringify(value)),
    fc
      .array(fc.tuple(token, tie('json')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
    fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  ),
}));

const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=b',
  'multipart/form-data',
  'text/plain',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
];

const request = fc.record({
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constant('POST') },
    { weight: 3, arbitrary: fc.constant('GET') },
    { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PROPFIND', 'constructor') },
  ),
  path: fc.oneof(
    { weight: 6, arbitrary: fc.constant('/shops/1/orders') },
    text.map((shop) => `/shops/${encodeURIComponent(shop)}/orders`),
    text.map((rest) => `/${rest.replaceAll('?', '').replaceAll('#', '')}`),
    fc.constant('/echo/a/b'),
  ),
  query: text,
  contentType: fc.constantFrom(...contentTypes),
  body: fc.oneof(
    json,
    text,
    text.map((value) => `--b\r\ncontent-disposition: form-data; name="${value}"\r\n\r\nx\r\n--b--\r\n`),
  ),
});

test('no request made of random and hostile pieces gets a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(request, async ({ method, path, query, contentType, body }) => {
      let url: URL;
      try {
        url = new URL(`http://app.test${path}?${query.replaceAll('#', '%23')}`);
      } catch {
        return; // not a URL any client could send
      }
      const init: RequestInit = { method, headers: { 'content-type': contentType } };
      if (method !== 'GET') init.body = body;
      const response = await kernel.fetch(new globalThis.Request(url, init));
      assert.ok(response.status < 500, `${method} ${url.pathname}${url.search} → ${response.status}`);
      await response.arrayBuffer();
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('kernel/fuzz', 1500),
  );
  assert.deepEqual(unexpected, []);
  assertNoPoisoning();
});
