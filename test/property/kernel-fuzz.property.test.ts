// The whole stack behind the Fetch front door: random paths, query strings, content types and
// bodies (well-formed, broken and hostile) never get a 5xx, and never pollute a prototype.
import assert from 'node:assert/strict';
import { METHODS } from 'node:http';
import { test } from 'node:test';
import fc from 'fast-check';
import { orderKernel, unexpected } from '../security/support/app.js';
import { LoopbackKernel } from '../security/support/server.js';
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

interface Pieces {
  method: string;
  path: string;
  query: string;
  contentType: string;
  body: string;
}

const request: fc.Arbitrary<Pieces> = fc.record({
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

/** The request as a URL and init, or null when no client could send it. */
function toFetch({ method, path, query, contentType, body }: Pieces): [URL, RequestInit] | null {
  let url: URL;
  try {
    url = new URL(`http://app.test${path}?${query.replaceAll('#', '%23')}`);
  } catch {
    return null;
  }
  const init: RequestInit = { method, headers: { 'content-type': contentType } };
  if (method !== 'GET') init.body = body;
  return [url, init];
}

test('Fetch door: no request made of random and hostile pieces gets a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(request, async (pieces) => {
      const sendable = toFetch(pieces);
      if (sendable === null) return;
      const [url, init] = sendable;
      const response = await kernel.fetch(new globalThis.Request(url, init));
      assert.ok(response.status < 500, `${init.method} ${url.pathname}${url.search} → ${response.status}`);
      await response.arrayBuffer();
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('kernel/fuzz', 1500),
  );
  assert.deepEqual(unexpected, []);
  assertNoPoisoning();
});

test('Node door: the same requests over a loopback socket get the answers of the Fetch door', async () => {
  const app = await LoopbackKernel.start(kernel);
  try {
    await fc.assert(
      fc.asyncProperty(request, async (pieces) => {
        const sendable = toFetch(pieces);
        if (sendable === null) return;
        const [url, init] = sendable;
        const attempt = {
          method: init.method!,
          path: `${url.pathname}${url.search}`,
          headers: init.headers as Record<string, string>,
          body: init.body as string | undefined,
        };
        const { node, fetch } = await app.both(attempt);
        const shown = `${attempt.method} ${attempt.path}\nnode: ${node.text}\nfetch: ${fetch.text}`;
        assert.ok(node.status < 500, shown);
        // node:http's parser knows a fixed list of methods and refuses the rest itself.
        if (!METHODS.includes(attempt.method)) {
          assert.equal(node.status, 400, shown);
          return;
        }
        assert.equal(node.status, fetch.status, shown);
        assert.equal(node.json?.code, fetch.json?.code, shown);
      }),
      runs('kernel/fuzz-node', 1000),
    );
  } finally {
    await app.close();
  }
  assert.deepEqual(unexpected, []);
});
