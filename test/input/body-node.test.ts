// readBody on Node requests: framework-set bodies, stream limits, framing and disconnects.
import assert from 'node:assert/strict';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MalformedBodyError, PayloadTooLargeError, readBody } from '../../src/index.js';
import { Loopback } from './helpers/loopback.js';

/** A Node-request look-alike whose body (after `prefix`) never ends; counts the bytes it was asked for. */
function endlessRequest(headers: Record<string, string>, chunkSize: number, prefix = '') {
  const state = { produced: 0 };
  const stream = new Readable({
    highWaterMark: chunkSize,
    read() {
      state.produced += chunkSize;
      this.push(
        state.produced === chunkSize && prefix !== '' ? Buffer.from(prefix) : Buffer.alloc(chunkSize, 0x61),
      );
    },
  });
  return { request: Object.assign(stream, { headers }) as unknown as IncomingMessage, state };
}

function requestWith(props: Record<string, unknown>): IncomingMessage {
  return Object.assign(new IncomingMessage(new Socket()), props);
}

describe('readBody — Node request specifics', () => {
  let loopback: Loopback;
  before(async () => {
    loopback = await Loopback.start();
  });
  after(() => loopback.close());

  it('returns a body a framework already set, untouched', async () => {
    const body = { already: 'parsed' };
    assert.equal(await readBody(requestWith({ body, headers: { 'content-type': 'text/plain' } })), body);
  });

  it('uses req.body set by middleware on a real request without reading the stream', async () => {
    const preset = { from: 'middleware' };
    const outcome = loopback.expect(undefined, (req) => Object.assign(req, { body: preset }));
    loopback.raw('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi');
    assert.equal((await outcome).value, preset);
  });

  it('treats a request without Content-Length or Transfer-Encoding as having no body', async () => {
    const request = requestWith({ headers: {} });
    request.read = () => assert.fail('must not read');
    assert.deepStrictEqual(await readBody(request), {});
  });

  it('reads a chunked body', async () => {
    const outcome = await loopback.send('{"chunked":true}', {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    assert.deepStrictEqual(outcome.value, { chunked: true });
  });

  it('refuses a Content-Length over the limit before reading a byte', async () => {
    const { request, state } = endlessRequest(
      { 'content-length': '5000', 'content-type': 'application/json' },
      100,
    );
    await assert.rejects(readBody(request, { maxBodyBytes: 1000 }), PayloadTooLargeError);
    assert.equal(state.produced, 0);
  });

  it('answers a huge announced body over the wire without waiting for it', async () => {
    const outcome = loopback.expect({ maxBodyBytes: 1000 });
    loopback.raw(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n',
    );
    const { error } = await outcome;
    assert.ok(error instanceof PayloadTooLargeError);
    assert.equal(error.code, 'bodyTooLarge');
  });

  it('stops reading an endless body at the limit plus one chunk', async () => {
    const chunk = 100;
    const { request, state } = endlessRequest(
      { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      chunk,
    );
    await assert.rejects(readBody(request, { maxBodyBytes: 1000 }), { status: 413, code: 'bodyTooLarge' });
    // The stream may have buffered one chunk ahead (its highWaterMark) besides the chunk that crossed the limit.
    assert.ok(state.produced <= 1000 + 2 * chunk, `read ${state.produced} bytes`);
    assert.equal(request.isPaused(), true);
  });

  it('stops reading an endless multipart file at maxFileBytes, long before maxBodyBytes', async () => {
    const { request, state } = endlessRequest(
      { 'transfer-encoding': 'chunked', 'content-type': 'multipart/form-data; boundary=b' },
      1024,
      '--b\r\nContent-Disposition: form-data; name="f"; filename="big.bin"\r\n\r\n',
    );
    const limits = { maxBodyBytes: 100 * 1024 * 1024, maxFileBytes: 10 * 1024 };
    await assert.rejects(readBody(request, limits), { status: 413, code: 'fileTooLarge' });
    assert.ok(state.produced <= 10 * 1024 + 3 * 1024, `read ${state.produced} bytes`);
  });

  it('rejects cleanly when the client disconnects mid-body', async () => {
    const outcome = loopback.expect();
    loopback.raw(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      {
        destroy: true,
      },
    );
    const { error } = await outcome;
    assert.ok(error instanceof MalformedBodyError);
    assert.equal(error.code, 'requestAborted');
    assert.equal(error.status, 400);
  });

  it('reports a body shorter than its Content-Length when the client stops sending', async () => {
    const outcome = loopback.expect();
    loopback.raw(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"a":1}',
      {
        destroy: true,
      },
    );
    const { error } = await outcome;
    assert.ok(error instanceof MalformedBodyError);
    assert.match(error.message, /after 7 bytes of the 20 its Content-Length announced/);
  });

  it('reads exactly Content-Length bytes; Node frames what follows as the next request', async () => {
    const outcome = loopback.expect();
    loopback.raw(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":1}garbage',
    );
    assert.deepStrictEqual((await outcome).value, { a: 1 });
  });

  it('survives a client that disconnects after a 413', async () => {
    const outcome = loopback.expect({ maxBodyBytes: 10 });
    loopback.raw(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n20\r\n${'x'.repeat(32)}\r\n`,
      { destroy: true },
    );
    const { error } = await outcome;
    assert.ok(error instanceof PayloadTooLargeError);
    // An 'error' the request emits after the rejection must not reach the process.
    await sleep(50);
  });

  it('refuses what is no request with a TypeError', async () => {
    for (const value of [{ body: { a: 1 } }, null, 'text']) {
      await assert.rejects(readBody(value as unknown as IncomingMessage), TypeError);
    }
  });

  it('refuses a request stream that was already consumed', async () => {
    const request = requestWith({ headers: { 'content-length': '2', 'content-type': 'application/json' } });
    request.push(null);
    request.resume();
    await new Promise((resolve) => request.once('end', resolve));
    await assert.rejects(readBody(request), TypeError);
  });
});
