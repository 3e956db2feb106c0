import { brotliDecompress, type InputType, inflate, unzip, type ZlibOptions } from 'node:zlib';
import { bodyTooLarge } from './body-bytes.js';
import { MalformedBodyError, UnsupportedMediaTypeError } from './errors.js';

/** One of zlib's callback-style inflate functions. */
export type Inflater = (
  raw: InputType,
  options: ZlibOptions,
  done: (error: Error | null, result: Buffer) => void,
) => void;

// `unzip` reads gzip; `inflate` the zlib format HTTP calls "deflate".
const inflaters: Record<string, Inflater> = {
  gzip: unzip,
  'x-gzip': unzip,
  deflate: inflate,
  br: brotliDecompress,
};

/**
 * The inflater for a `Content-Encoding` header: `undefined` for none or `identity`;
 * one of gzip, deflate, br otherwise; anything else (including stacked codings) is a 415.
 */
export function inflaterFor(header: string | null | undefined): Inflater | undefined {
  if (!header) return undefined;
  const coding = header.trim().toLowerCase();
  if (coding === '' || coding === 'identity') return undefined;
  const inflater = Object.hasOwn(inflaters, coding) ? inflaters[coding] : undefined;
  if (inflater === undefined) {
    throw new UnsupportedMediaTypeError(
      'unsupportedEncoding',
      `Content-Encoding ${coding.slice(0, 40)} is not supported; send gzip, deflate, br or identity`,
    );
  }
  return inflater;
}

/** Inflates off the main thread; zlib stops as soon as the output would pass `max` bytes. */
export function inflateBody(raw: Buffer, inflater: Inflater, max: number): Promise<Buffer> {
  const options: ZlibOptions = Number.isFinite(max) ? { maxOutputLength: Math.max(1, max) } : {};
  return new Promise((resolve, reject) => {
    inflater(raw, options, (error, result) => {
      if (error === null) {
        if (result.byteLength > max) reject(bodyTooLarge(max));
        else resolve(result);
      } else if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        reject(bodyTooLarge(max));
      } else {
        reject(
          new MalformedBodyError('malformedEncoding', 'The body does not inflate with its Content-Encoding', {
            cause: error,
          }),
        );
      }
    });
  });
}
