// No body may crash readBody: whatever the bytes, it resolves or rejects with an HttpError
// (never a TypeError, a RangeError or an unhandled error), and nothing is polluted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { HttpError, readBody } from '../../src/index.js';

// Well-formed multipart skeletons with random headers and bodies, sometimes cut short, so the
// fuzzing reaches busboy's events rather than stopping at the first boundary.
const multipartPart = fc.record({
  disposition: fc.constantFrom(
    'Content-Disposition: form-data',
    'Content-Disposition: form-data; name="a"',
    'Content-Disposition: form-data; name="a[b][]"',
    'Content-Disposition: form-data; name="__proto__[x]"',
    'Content-Disposition: form-data; name=""',
    'Content-Disposition: form-data; name="f"; filename="f.txt"',
    'Content-Disposition: form-data; name="f"; filename*=utf-8\'\'%E2%9C%93.txt',
    'Content-Disposition: form-data; filename="nameless.bin"',
    'Content-Disposition: attachment',
    '',
  ),
  type: fc.constantFrom(
    '',
    '\r\nContent-Type: text/plain',
    '\r\nContent-Type: application/octet-stream',
    '\r\nContent-Type',
  ),
  body: fc.constantFrom('value', '', '--b', '\r\n', 'x'.repeat(50)),
});
const multipartBody = fc
  .tuple(fc.array(multipartPart, { maxLength: 6 }), fc.option(fc.nat()))
  .map(([parts, cut]) => {
    const text = `--b\r\n${parts.map((p) => `${p.disposition}${p.type}\r\n\r\n${p.body}`).join('\r\n--b\r\n')}\r\n--b--\r\n`;
    return cut === null ? text : text.slice(0, cut % (text.length + 1));
  });
const urlencodedPiece = fc.constantFrom(
  'a',
  '=',
  '&',
  '[',
  ']',
  '[]',
  '%5B',
  '%',
  '%zz',
  '+',
  '__proto__',
  'constructor',
  'prototype',
  '0',
  '99999999',
);
const jsonPiece = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
  ',',
  '"__proto__"',
  '"constructor"',
  '"prototype"',
  '\\u005f',
  '1',
  'null',
  ' ',
);

const cases: Array<[string, string, fc.Arbitrary<string>]> = [
  ['multipart', 'multipart/form-data; boundary=b', multipartBody],
  [
    'urlencoded',
    'application/x-www-form-urlencoded',
    fc.array(urlencodedPiece, { maxLength: 40 }).map((p) => p.join('')),
  ],
  ['JSON', 'application/json', fc.array(jsonPiece, { maxLength: 40 }).map((p) => p.join(''))],
  ['random bytes as JSON', 'application/json', fc.string({ unit: 'binary', maxLength: 60 })],
];

describe('readBody — fuzzed bodies never crash', () => {
  for (const [name, contentType, body] of cases) {
    it(`${name}: resolves or rejects with an HttpError`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom('error', 'remove'), async (text, protoKeys) => {
          const request = new Request('http://test.local/', {
            method: 'POST',
            body: new TextEncoder().encode(text),
            headers: { 'content-type': contentType },
          });
          try {
            await readBody(request, {
              protoKeys: protoKeys as 'error' | 'remove',
              maxDepth: 4,
              maxParameters: 20,
            });
          } catch (error) {
            assert.ok(error instanceof HttpError, `${String(error)} for ${JSON.stringify(text)}`);
            assert.ok(error.status === 400 || error.status === 413, String(error));
          }
          assert.equal(({} as Record<string, unknown>).x, undefined);
        }),
        { numRuns: 400 },
      );
    });
  }
});

// Files compare by content, so a File and its copy read from another chunking are equal.
async function comparable(value: unknown): Promise<unknown> {
  if (value instanceof File) return { file: value.name, type: value.type, text: await value.text() };
  if (Array.isArray(value)) return Promise.all(value.map(comparable));
  if (typeof value === 'object' && value !== null) {
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await comparable(v)]));
    return Object.fromEntries(entries);
  }
  return value;
}

async function outcome(body: ReadableStream<Uint8Array> | Uint8Array): Promise<unknown> {
  const request = new Request('http://test.local/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    duplex: 'half',
  } as RequestInit);
  try {
    return { value: await comparable(await readBody(request, { protoKeys: 'remove' })) };
  } catch (error) {
    return { code: (error as HttpError).code };
  }
}

describe('readBody — multipart streaming', () => {
  it('gives the same result however the body is split into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(multipartBody, fc.array(fc.nat(), { maxLength: 8 }), async (text, cuts) => {
        const bytes = new TextEncoder().encode(text);
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, i) => bytes.slice(start, points[i] ?? bytes.length));
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) if (chunk.length > 0) controller.enqueue(chunk);
            controller.close();
          },
        });
        assert.deepStrictEqual(await outcome(stream), await outcome(bytes));
      }),
      { numRuns: 300 },
    );
  });
});
