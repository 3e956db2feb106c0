import { nodeBuiltin } from '../shared/node-builtins.js';
import { ByteCollector, bodyTooLarge } from './body-bytes.js';
import { MalformedBodyError, UnsupportedMediaTypeError } from './errors.js';

/** A `Content-Encoding` the body reader inflates. */
export type Inflater = 'gzip' | 'deflate' | 'br';

// `deflate` is the zlib format HTTP calls "deflate" (RFC 9110 §8.4.1.2), which is what
// DecompressionStream's 'deflate' reads.
const codings: Record<string, Inflater> = { gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate', br: 'br' };

/**
 * The inflater for a `Content-Encoding` header: `undefined` for none or `identity`;
 * one of gzip, deflate, br otherwise; anything else (including stacked codings) is a 415.
 */
export function inflaterFor(header: string | null | undefined): Inflater | undefined {
  if (!header) return undefined;
  const coding = header.trim().toLowerCase();
  if (coding === '' || coding === 'identity') return undefined;
  const inflater = Object.hasOwn(codings, coding) ? codings[coding] : undefined;
  if (inflater === undefined) {
    throw new UnsupportedMediaTypeError(
      'unsupportedEncoding',
      `Content-Encoding ${coding.slice(0, 40)} is not supported; send gzip, deflate, br or identity`,
    );
  }
  return inflater;
}

/**
 * Inflates with the Web's DecompressionStream (every runtime has gzip and deflate), counting
 * the output: it stops as soon as it would pass `max` bytes. Brotli, which DecompressionStream
 * lacks on Node 20, goes through `node:zlib` where the runtime has it (Node, Bun, Deno); a
 * runtime with neither answers 415.
 */
export function inflateBody(raw: Uint8Array, inflater: Inflater, max: number): Promise<Uint8Array> {
  const stream = decompressor(inflater === 'br' ? 'brotli' : inflater);
  if (stream !== undefined) return inflateStream(raw, stream, max);
  const zlib = nodeBuiltin<BrotliModule>('node:zlib');
  if (inflater === 'br' && zlib !== undefined) return inflateBrotli(zlib, raw, max);
  return Promise.reject(
    new UnsupportedMediaTypeError(
      'unsupportedEncoding',
      `Content-Encoding ${inflater} is not supported on this runtime; send gzip, deflate or identity`,
    ),
  );
}

function decompressor(format: string): DecompressionStream | undefined {
  try {
    return new DecompressionStream(format as CompressionFormat);
  } catch {
    return undefined;
  }
}

function malformedEncoding(cause: unknown): MalformedBodyError {
  return new MalformedBodyError('malformedEncoding', 'The body does not inflate with its Content-Encoding', {
    cause,
  });
}

async function inflateStream(raw: Uint8Array, stream: DecompressionStream, max: number): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; the writer's own promises must not go unhandled.
  writer.write(raw as Uint8Array<ArrayBuffer>).catch(ignore);
  writer.close().catch(ignore);
  const reader = stream.readable.getReader();
  const collected = new ByteCollector();
  let length = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch (error) {
      throw malformedEncoding(error);
    }
    if (step.done) break;
    length += step.value.byteLength;
    if (length > max) {
      reader.cancel().catch(ignore);
      throw bodyTooLarge(max);
    }
    collected.write(step.value);
  }
  return collected.bytes();
}

function ignore(): void {}

interface BrotliModule {
  brotliDecompress(
    raw: Uint8Array,
    options: { maxOutputLength?: number },
    done: (error: (Error & { code?: string }) | null, result: Uint8Array) => void,
  ): void;
}

function inflateBrotli(zlib: BrotliModule, raw: Uint8Array, max: number): Promise<Uint8Array> {
  const options = Number.isFinite(max) ? { maxOutputLength: Math.max(1, max) } : {};
  return new Promise((resolve, reject) => {
    zlib.brotliDecompress(raw, options, (error, result) => {
      if (error === null) {
        if (result.byteLength > max) reject(bodyTooLarge(max));
        else resolve(result);
      } else if (error.code === 'ERR_BUFFER_TOO_LARGE') {
        reject(bodyTooLarge(max));
      } else {
        reject(malformedEncoding(error));
      }
    });
  });
}
