// readBody on Fetch API requests: missing bodies, lying Content-Length, stream limits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HttpError, MalformedBodyError, PayloadTooLargeError, readBody } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';

function post(body: BodyInit | null, headers: Record<string, string>): Request {
  return new Request('http://test.local/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

function endlessStream(chunkSize: number, prefix = '') {
  const state = { produced: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.produced += chunkSize;
      const first = state.produced === chunkSize && prefix !== '';
      controller.enqueue(first ? new TextEncoder().encode(prefix) : new Uint8Array(chunkSize).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('readBody — Fetch request specifics', () => {
  it('reads a request without a body as {}', async () => {
    assert.deepStrictEqual(await readBody(new Request('http://test.local/?a=1')), {});
  });

  const lengthCases: Array<[string, string, string]> = [
    ['shorter than its body', '3', 'contentLengthMismatch'],
    ['longer than its body', '20', 'contentLengthMismatch'],
    ['not a number', 'abc', 'invalidContentLength'],
    ['negative', '-1', 'invalidContentLength'],
  ];
  for (const [what, length, code] of lengthCases) {
    it(`refuses a Content-Length ${what} with 400 ${code}`, async () => {
      const request = post('{"a":1}', { 'content-type': 'application/json', 'content-length': length });
      await assert.rejects(readBody(request), (error: unknown) => {
        assert.ok(error instanceof MalformedBodyError);
        assert.equal(error.code, code);
        return true;
      });
    });
  }

  it('refuses a Content-Length over the limit without consuming the body', async () => {
    const request = post('{"a":1}', { 'content-type': 'application/json', 'content-length': '5000' });
    await assert.rejects(readBody(request, { maxBodyBytes: 1000 }), PayloadTooLargeError);
    assert.equal(request.bodyUsed, false);
  });

  it('stops an endless body stream at the limit plus one chunk and cancels it', async () => {
    const { stream, state } = endlessStream(100);
    const request = post(stream, { 'content-type': 'application/json' });
    await assert.rejects(readBody(request, { maxBodyBytes: 1000 }), { status: 413, code: 'bodyTooLarge' });
    assert.ok(state.produced <= 1000 + 2 * 100, `read ${state.produced} bytes`);
    assert.equal(state.cancelled, true);
  });

  it('stops reading an endless multipart file at maxFileBytes and cancels the stream', async () => {
    const { stream, state } = endlessStream(
      1024,
      '--b\r\nContent-Disposition: form-data; name="f"; filename="big.bin"\r\n\r\n',
    );
    const request = post(stream, { 'content-type': 'multipart/form-data; boundary=b' });
    const limits = { maxBodyBytes: 100 * 1024 * 1024, maxFileBytes: 10 * 1024 };
    await assert.rejects(readBody(request, limits), { status: 413, code: 'fileTooLarge' });
    assert.ok(state.produced <= 10 * 1024 + 3 * 1024, `read ${state.produced} bytes`);
    assert.equal(state.cancelled, true);
  });

  it('rejects with requestAborted when the body stream fails', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('connection reset'));
      },
    });
    await assert.rejects(readBody(post(stream, { 'content-type': 'application/json' })), {
      status: 400,
      code: 'requestAborted',
    });
  });

  it('answers hostile bodies up to 1 MB in linear time', async () => {
    const part = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n';
    const hostile: Array<[string, (size: number) => string]> = [
      [
        'multipart/form-data; boundary=b',
        (size) => `${part.repeat(Math.floor(size / part.length))}--b--\r\n`,
      ],
      ['application/x-www-form-urlencoded', (size) => 'a[]=1&'.repeat(Math.floor(size / 6))],
      ['application/x-www-form-urlencoded', (size) => `a=${'%'.repeat(size)}`],
      ['application/json', (size) => '['.repeat(size)],
      ['application/json', (size) => `[${'{"a":1},'.repeat(Math.floor(size / 8))}1]`],
    ];
    for (const [contentType, body] of hostile) {
      await assertLinearGrowth(
        `${contentType} ${body(16).slice(0, 8)}…`,
        async (size) => {
          try {
            await readBody(post(body(size), { 'content-type': contentType }));
          } catch (error) {
            assert.ok(error instanceof HttpError, String(error));
          }
        },
        62_500,
      );
    }
  });

  it('refuses a body that was already read', async () => {
    const request = post('{"a":1}', { 'content-type': 'application/json' });
    await request.text();
    await assert.rejects(readBody(request), TypeError);
  });
});
