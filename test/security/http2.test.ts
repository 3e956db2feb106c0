// The Node listener also serves node:http2's compatibility API (h2c here). The attack classes
// that HTTP/2 can carry get the same answers there: no framing of its own to smuggle through,
// but prototype keys, depth, size, parameter counts, escapes and hostile methods.
import assert from 'node:assert/strict';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { h2Send } from '../support/h2-client.js';
import { orderKernel, unexpected } from './support/app.js';
import { assertNotPolluted } from './support/pollution.js';

let server: http2.Http2Server;
let client: http2.ClientHttp2Session;
before(async () => {
  server = http2.createServer(orderKernel().listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = http2.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
after(async () => {
  client.close();
  await new Promise((resolve) => server.close(resolve));
  assert.deepEqual(unexpected, [], 'no request may end in a 500');
  assert.deepEqual(warnings, [], 'no process warning (e.g. a Connection header on HTTP/2)');
});

/** One h2 request; resolves with the status and the problem `code` (if any). */
async function send(
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<{ status: number; code?: string }> {
  const { status, text } = await h2Send(client, headers, body);
  return { status, code: text.startsWith('{') ? JSON.parse(text).code : undefined };
}

function jsonPost(body: string): [http2.OutgoingHttpHeaders, string] {
  const headers = {
    ':method': 'POST',
    ':path': '/shops/1/orders',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  };
  return [headers, body];
}

const cases: Array<[string, [http2.OutgoingHttpHeaders, string?], number, string?]> = [
  ['a __proto__ key', jsonPost('{"__proto__":{"polluted":1}}'), 400, 'prototypeKey'],
  ['constructor.prototype', jsonPost('{"constructor":{"prototype":{"polluted":1}}}'), 400, 'prototypeKey'],
  ['JSON 100,000 deep', jsonPost(`{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`), 400, 'tooDeep'],
  ['a Content-Length over the limit', jsonPost(`{"note":"${'x'.repeat(1024 * 1024)}"}`), 413, 'bodyTooLarge'],
  [
    '1,001 query parameters',
    [{ ':path': `/shops/1/orders?${'a=1&'.repeat(1001)}` }],
    400,
    'tooManyParameters',
  ],
  ['a query prototype key', [{ ':path': '/shops/1/orders?__proto__[polluted]=1' }], 400, 'prototypeKey'],
  [
    'a malformed escape in a parameter',
    [{ ':path': '/shops/%E0%A4%A/orders' }],
    400,
    'malformedPathEncoding',
  ],
  ['1e400 into an int', [{ ':path': '/shops/1/orders?quantity=1e400' }], 422, 'validationFailed'],
  ['method constructor', [{ ':method': 'constructor', ':path': '/shops/1/orders' }], 405, 'methodNotAllowed'],
  ['method __proto__', [{ ':method': '__proto__', ':path': '/shops/1/orders' }], 405, 'methodNotAllowed'],
];

// HTTP/2 forbids connection-specific headers; setting one makes Node warn on every response.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(`${warning.name}: ${warning.message}`));

for (const [name, [headers, body], status, code] of cases) {
  test(`h2c: ${name} → ${status}`, async () => {
    const answer = await send(headers, body);
    assert.equal(answer.status, status);
    assert.equal(answer.code, code);
    assertNotPolluted();
  });
}
