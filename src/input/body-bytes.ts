import type { IncomingMessage } from 'node:http';
import type { HttpError } from '../errors/http-error.js';
import { refusedFraming } from './broken-framing.js';
import { MalformedBodyError, PayloadTooLargeError } from './errors.js';

/**
 * The length a `Content-Length` header announces, `undefined` when absent; anything but
 * one decimal number is a 400 (`invalidContentLength`).
 */
export function declaredLength(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined) return undefined;
  const trimmed = header.trim();
  if (!/^[0-9]{1,15}$/.test(trimmed)) {
    throw new MalformedBodyError(
      'invalidContentLength',
      `Content-Length "${trimmed.slice(0, 40)}" is not a number`,
    );
  }
  return Number(trimmed);
}

/** A body over `maxBodyBytes`; `announced` when the `Content-Length` header already says so. */
export function bodyTooLarge(limit: number, announced?: number): PayloadTooLargeError {
  const what = announced === undefined ? 'The request body' : `Content-Length ${announced}`;
  return new PayloadTooLargeError('bodyTooLarge', `${what} is larger than maxBodyBytes (${limit})`, limit);
}

function lengthMismatch(declared: number, received: number): MalformedBodyError {
  const relation = received > declared ? 'more' : 'fewer';
  return new MalformedBodyError(
    'contentLengthMismatch',
    `The request body has ${relation} bytes than its Content-Length (${declared}) announced`,
  );
}

/** Where counted chunks go: collected for a parser that needs the whole body, or streamed to one. */
export interface ByteSink {
  /** Takes one chunk; returns the error that ends reading (a parser's limit), or undefined. */
  write(chunk: Uint8Array): HttpError | undefined;
}

/** Collects every chunk into one byte array. */
export class ByteCollector implements ByteSink {
  readonly #chunks: Uint8Array[] = [];
  #length = 0;

  write(chunk: Uint8Array): undefined {
    this.#chunks.push(chunk);
    this.#length += chunk.byteLength;
  }

  bytes(): Uint8Array {
    const chunks = this.#chunks;
    if (chunks.length === 1) return chunks[0]!;
    const bytes = new Uint8Array(this.#length);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  }
}

// Counts bytes as they arrive and stops at the first chunk that breaks a limit.
class ByteCounter {
  readonly #max: number;
  readonly #declared: number | undefined;
  readonly #sink: ByteSink;
  #received = 0;

  constructor(max: number, declared: number | undefined, sink: ByteSink) {
    this.#max = max;
    this.#declared = declared;
    this.#sink = sink;
  }

  /** Returns the error that ends reading, or undefined to keep going. */
  add(chunk: Uint8Array): HttpError | undefined {
    this.#received += chunk.byteLength;
    if (this.#received > this.#max) return bodyTooLarge(this.#max);
    if (this.#declared !== undefined && this.#received > this.#declared) {
      return lengthMismatch(this.#declared, this.#received);
    }
    return this.#sink.write(chunk);
  }

  /** The error for a stream that broke off; for a Node request this is also how a body shorter than its Content-Length shows. */
  aborted(cause?: unknown): MalformedBodyError {
    const announced =
      this.#declared === undefined ? '' : ` of the ${this.#declared} its Content-Length announced`;
    return new MalformedBodyError(
      'requestAborted',
      `The request body broke off after ${this.#received} bytes${announced} (the client closed the request or the stream failed)`,
      { cause },
    );
  }

  /** The number of bytes read, once the stream ended where its Content-Length said. */
  finish(): number {
    if (this.#declared !== undefined && this.#received !== this.#declared) {
      throw lengthMismatch(this.#declared, this.#received);
    }
    return this.#received;
  }
}

// Errors a Node request may still emit after we stopped listening (a client that goes away
// later) must not become an uncaught exception.
function ignore(): void {}

/**
 * Reads a Node request stream to its end into `sink`, at most `max` bytes plus the chunk
 * that crossed it, and resolves with the byte count. On a limit (ours or the sink's) the
 * stream is paused, not destroyed, so the caller can still answer 413.
 */
export function readNodeBody(
  request: IncomingMessage,
  max: number,
  declared: number | undefined,
  sink: ByteSink,
): Promise<number> {
  if (request.readableEnded || request.destroyed) {
    return Promise.reject(new TypeError('The request body was already read or the request was destroyed'));
  }
  const refused = refusedFraming(request);
  if (refused !== undefined) return Promise.reject(refused);
  return new Promise((resolve, reject) => {
    const counter = new ByteCounter(max, declared, sink);
    // After 'end' the listeners stay (the request dies with them) and only check this flag:
    // cheaper than removing four listeners on every request.
    let settled = false;
    const fail = (error: unknown) => {
      settled = true;
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
      request.on('error', ignore);
      request.pause();
      reject(error);
    };
    const onData = (chunk: Uint8Array) => {
      const error = counter.add(chunk);
      if (error !== undefined) fail(error);
    };
    const onEnd = () => {
      settled = true;
      try {
        resolve(counter.finish());
      } catch (error) {
        reject(error);
      }
    };
    // Our 'error' listener stays after 'end', so a later error is not an uncaught exception.
    const onError = (error: unknown) => {
      if (!settled) fail(refusedFraming(request) ?? counter.aborted(error));
    };
    const onClose = () => {
      if (!settled) fail(counter.aborted());
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
    request.resume();
  });
}

/** Reads a Fetch body stream the same way; on a limit the stream is cancelled. */
export async function readWebBody(
  body: ReadableStream<Uint8Array>,
  max: number,
  declared: number | undefined,
  sink: ByteSink,
): Promise<number> {
  const counter = new ByteCounter(max, declared, sink);
  const reader = body.getReader();
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch (error) {
      throw counter.aborted(error);
    }
    if (step.done) return counter.finish();
    const error = counter.add(step.value);
    if (error !== undefined) {
      reader.cancel().catch(ignore);
      throw error;
    }
  }
}
