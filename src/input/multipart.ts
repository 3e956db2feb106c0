import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { HttpError } from '../errors/http-error.js';
import type { ByteSink } from './body-bytes.js';
import { nestEntries } from './bracket-nesting.js';
import { MalformedBodyError, PayloadTooLargeError, type PayloadTooLargeErrorCode } from './errors.js';
import { addEntry } from './form-keys.js';
import type { InputLimits } from './limits.js';

interface Part {
  name: string;
  value: string | File | undefined;
}

function ignore(): void {}

/**
 * Parses a `multipart/form-data` body with busboy while it is read: text fields become
 * strings, file parts Web `File` objects; names nest by bracket syntax like a query. busboy
 * enforces the field, file and file-size limits as the bytes stream in, and `write` hands the
 * first broken limit back to the reader, so reading stops there and no `File` is built past it.
 */
export class MultipartSink implements ByteSink {
  readonly #contentType: string;
  readonly #limits: Readonly<InputLimits>;
  // Parts keep their order in the body even though files finish asynchronously.
  readonly #parts: Part[] = [];
  readonly #result: Promise<Record<string, unknown>>;
  #resolve: (value: Record<string, unknown>) => void = ignore;
  #reject: (error: unknown) => void = ignore;
  #parser: busboy.Busboy | undefined;
  #failure: HttpError | undefined;
  #pendingFiles = 0;
  #parsed = false;
  #settled = false;

  constructor(contentType: string, limits: Readonly<InputLimits>) {
    this.#contentType = contentType;
    this.#limits = limits;
    this.#result = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    // A failure while reading is reported by the reader; then nobody awaits this promise.
    this.#result.catch(ignore);
  }

  write(chunk: Uint8Array): HttpError | undefined {
    if (!this.#settled) {
      try {
        (this.#parser ?? this.#start())?.write(chunk);
      } catch (error) {
        // Whatever busboy throws is about this body, and must not escape into a stream handler.
        this.#fail(malformed(error));
      }
    }
    return this.#failure;
  }

  /** After the last chunk: the parsed fields and files, or the error. */
  finish(): Promise<Record<string, unknown>> {
    if (!this.#settled && this.#parser !== undefined) {
      this.#parser.end();
      // Every byte is written: busboy parses synchronously and ends its streams on
      // process.nextTick, so it has settled before setImmediate runs — unless a truncated body
      // left it waiting forever for a file part that never ends (busboy 1.6 does), which would
      // otherwise hang the request.
      setImmediate(() => this.#fail(malformed(new Error('Unexpected end of form'))));
    }
    return this.#result;
  }

  /** Stops parsing without a result (the reader failed, or the body was empty). */
  abort(): void {
    this.#settled = true;
    this.#stopParser();
  }

  #fail(error: HttpError): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#failure = error;
    this.#stopParser();
    this.#reject(error);
  }

  #stopParser(): void {
    const parser = this.#parser;
    if (parser === undefined) return;
    parser.removeAllListeners();
    parser.on('error', ignore);
    // Not synchronously: a limit event fires in the middle of busboy's own write, which
    // still touches its state after the event returns.
    process.nextTick(() => parser.destroy());
  }

  #finishWhenDone(): void {
    if (this.#settled || !this.#parsed || this.#pendingFiles > 0) return;
    try {
      this.#resolve(assemble(this.#parts, this.#limits));
      this.#settled = true;
    } catch (error) {
      this.#fail(error as HttpError);
    }
  }

  #start(): busboy.Busboy | undefined {
    const limits = this.#limits;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': this.#contentType },
        defParamCharset: 'utf8',
        limits: {
          fields: limits.maxParameters,
          files: limits.maxFiles,
          // busboy flags a file that *reaches* fileSize; one byte more accepts exactly maxFileBytes.
          fileSize: limits.maxFileBytes + 1,
          // Field values and names are bounded by the body itself, never truncated silently.
          fieldSize: limits.maxBodyBytes,
          fieldNameSize: limits.maxBodyBytes,
        },
      });
    } catch (error) {
      this.#fail(malformed(error));
      return undefined;
    }
    this.#parser = parser;
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        this.#fail(tooLarge('bodyTooLarge', 'A field', limits.maxBodyBytes));
      } else {
        // busboy reports a part without a name as `undefined`: an empty key, dropped like `=x` in a query.
        this.#parts.push({ name: name ?? '', value });
      }
    });
    parser.on('file', (name, stream, info) => this.#readFile(name ?? '', stream, info));
    parser.on('fieldsLimit', () =>
      this.#fail(tooLarge('tooManyParameters', 'The body', limits.maxParameters)),
    );
    parser.on('filesLimit', () => this.#fail(tooLarge('tooManyFiles', 'The body', limits.maxFiles)));
    parser.on('error', (error) => this.#fail(malformed(error)));
    parser.on('close', () => {
      this.#parsed = true;
      this.#finishWhenDone();
    });
    return parser;
  }

  #readFile(name: string, stream: Readable, info: busboy.FileInfo): void {
    const part: Part = { name, value: undefined };
    const chunks: BlobPart[] = [];
    this.#parts.push(part);
    this.#pendingFiles++;
    // busboy hands out Buffers over plain (never shared) ArrayBuffers.
    stream.on('data', (chunk: Buffer) => chunks.push(chunk as Uint8Array<ArrayBuffer>));
    // busboy fails a file stream it is cut off from; that belongs to this parse, not to the process.
    stream.on('error', (error) => this.#fail(malformed(error)));
    stream.on('limit', () => {
      stream.resume();
      this.#fail(tooLarge('fileTooLarge', `File "${info.filename ?? name}"`, this.#limits.maxFileBytes));
    });
    stream.on('end', () => {
      this.#pendingFiles--;
      part.value = new File(chunks, info.filename ?? name, { type: info.mimeType });
      this.#finishWhenDone();
    });
  }
}

/** Parses a whole multipart body already in memory (an inflated one). */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: Readonly<InputLimits>,
): Promise<Record<string, unknown>> {
  const sink = new MultipartSink(contentType, limits);
  sink.write(body);
  return sink.finish();
}

function assemble(parts: Part[], limits: Readonly<InputLimits>): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  let nested = false;
  for (const { name, value } of parts) {
    addEntry(entries, name, value, limits, 'body');
    nested ||= name.includes('[');
  }
  return nested ? nestEntries(entries, limits, 'body') : entries;
}

const limitNames: Record<string, string> = {
  bodyTooLarge: 'maxBodyBytes',
  fileTooLarge: 'maxFileBytes',
  tooManyParameters: 'maxParameters',
  tooManyFiles: 'maxFiles',
};

function tooLarge(code: PayloadTooLargeErrorCode, what: string, limit: number): PayloadTooLargeError {
  const verb =
    code === 'tooManyParameters' || code === 'tooManyFiles' ? 'has more parts than' : 'is larger than';
  return new PayloadTooLargeError(code, `${what} ${verb} ${limitNames[code]} (${limit})`, limit);
}

function malformed(error: unknown): HttpError {
  const detail = error instanceof Error ? error.message : String(error);
  return new MalformedBodyError('malformedMultipart', `Malformed multipart/form-data body: ${detail}`, {
    cause: error,
  });
}
