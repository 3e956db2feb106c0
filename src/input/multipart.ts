import type { MultipartParser, MultipartPart } from '@remix-run/multipart-parser';
import { HttpError } from '../errors/http-error.js';
import type { ByteSink } from './body-bytes.js';
import { nestEntries } from './bracket-nesting.js';
import { MalformedBodyError, PayloadTooLargeError } from './errors.js';
import { addEntry } from './form-keys.js';
import type { InputLimits } from './limits.js';
import { FoldedHeaderWatch } from './multipart-folds.js';
import { UploadedFile } from './uploaded-file.js';

type ParserModule = typeof import('@remix-run/multipart-parser');

let parserModule: Promise<ParserModule> | undefined;

/**
 * Remix's parser, imported on the first multipart body: an app that never takes a form does
 * not load it, and `import 'intake'` stays cheap.
 */
export function loadMultipartParser(): Promise<ParserModule> {
  parserModule ??= import('@remix-run/multipart-parser');
  return parserModule;
}

// Field values decode like the rest of the input: invalid UTF-8 becomes U+FFFD, not an error.
const text = new TextDecoder();

/**
 * Parses a `multipart/form-data` body while it is read, with Remix's streaming parser (Web
 * streams only, so it runs on every runtime): text fields become strings, file parts Web
 * `UploadedFile` objects (whose `name` is a base name); names nest by bracket syntax like a
 * query, but names of Object.prototype members (`constructor`, `toString`) are kept as own
 * properties, for a form is not bound by qs's habits and a file must not vanish. Each part is checked as it
 * completes (field and file counts) or grows (maxFileBytes), and `write` hands the first
 * broken limit back to the reader, so reading stops there. maxFileBytes bounds every part,
 * text fields too: the parser sizes a part before its headers say what it is.
 */
export class MultipartSink implements ByteSink {
  readonly #contentType: string;
  readonly #limits: Readonly<InputLimits>;
  readonly #parserModule: ParserModule;
  readonly #entries: Record<string, unknown> = {};
  #parser: MultipartParser | undefined;
  #folds: FoldedHeaderWatch | undefined;
  #failure: HttpError | undefined;
  #fields = 0;
  #files = 0;
  #nested = false;
  #ended = false;

  /** `parserModule` is what {@link loadMultipartParser} resolves to. */
  constructor(contentType: string, limits: Readonly<InputLimits>, parserModule: ParserModule) {
    this.#contentType = contentType;
    this.#limits = limits;
    this.#parserModule = parserModule;
  }

  write(chunk: Uint8Array): HttpError | undefined {
    // After the closing boundary comes the epilogue, which RFC 2046 §5.1.1 says to ignore.
    if (this.#failure !== undefined || this.#ended) return this.#failure;
    try {
      const parser = (this.#parser ??= this.#start());
      if (this.#folds!.folded(chunk)) throw malformed(new Error('a part header is folded across lines'));
      for (const part of parser.write(chunk)) this.#take(part);
      this.#ended = hasEnded(parser);
    } catch (error) {
      // Whatever the parser throws is about this body.
      if (error instanceof HttpError) this.#failure = error;
      else if (error instanceof this.#parserModule.MaxFileSizeExceededError)
        this.#failure = partTooLarge(this.#limits);
      else this.#failure = malformed(error);
    }
    return this.#failure;
  }

  /** After the last chunk: the parsed fields and files; a body that stopped short of its closing boundary is refused. */
  finish(): Record<string, unknown> {
    if (this.#failure !== undefined) throw this.#failure;
    try {
      this.#parser?.finish();
    } catch (error) {
      throw malformed(error);
    }
    return this.#nested ? nestEntries(this.#entries, this.#limits, 'body', true) : this.#entries;
  }

  /** Stops parsing without a result (the reader failed, or the body was empty). */
  abort(): void {
    this.#failure ??= malformed(new Error('reading was abandoned'));
  }

  #start(): MultipartParser {
    const { getMultipartBoundary, MultipartParser } = this.#parserModule;
    const boundary = getMultipartBoundary(this.#contentType);
    if (boundary === null) throw malformed(new Error('the Content-Type has no boundary'));
    this.#folds = new FoldedHeaderWatch(boundary);
    const limits = this.#limits;
    return new MultipartParser(boundary, {
      maxFileSize: limits.maxFileBytes,
      // Our own counts of fields and files come first; the body limit bounds the total.
      maxTotalSize: limits.maxBodyBytes,
      maxParts: limits.maxParameters + limits.maxFiles + 1,
    });
  }

  #take(part: MultipartPart): void {
    const limits = this.#limits;
    refuseFoldedHeaders(part);
    // A part without a name is an empty key, dropped like `=x` in a query.
    const name = part.name ?? '';
    let value: string | File;
    // A file is a part with a filename, or one sent as application/octet-stream (RFC 7578 §4.2).
    if (part.isFile) {
      if (++this.#files > limits.maxFiles) throw tooLarge('tooManyFiles', 'The body', limits.maxFiles);
      value = new UploadedFile(part.content as Uint8Array<ArrayBuffer>[], part.filename ?? name, {
        type: part.mediaType ?? 'text/plain',
      });
    } else {
      if (++this.#fields > limits.maxParameters) {
        throw tooLarge('tooManyParameters', 'The body', limits.maxParameters);
      }
      value = text.decode(part.bytes);
    }
    addEntry(this.#entries, name, value, limits, 'body', true);
    this.#nested ||= name.includes('[');
  }
}

// RFC 9110 §5.6.2 token characters; the parser lower-cases names.
const headerName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/**
 * Refuses a part whose parsed headers cannot be what was sent: a disposition that ends in `;`
 * (its parameters cut off), or a header whose name is not a token. Folded lines themselves are
 * found in the raw bytes (`FoldedHeaderWatch`), since the parser drops them.
 */
function refuseFoldedHeaders(part: MultipartPart): void {
  const headers = part.headers;
  const disposition = headers['content-disposition'];
  let folded = disposition?.endsWith(';') === true;
  for (const name of Object.keys(headers)) folded ||= !headerName.test(name);
  if (folded) throw malformed(new Error('a part header is folded across lines or is not a header'));
}

/** Whether the parser has read the closing boundary (its `finish()` throws until then). */
function hasEnded(parser: MultipartParser): boolean {
  try {
    parser.finish();
    return true;
  } catch {
    return false;
  }
}

/** Parses a whole multipart body already in memory (an inflated one). */
export async function parseMultipart(
  body: Uint8Array,
  contentType: string,
  limits: Readonly<InputLimits>,
): Promise<Record<string, unknown>> {
  const sink = new MultipartSink(contentType, limits, await loadMultipartParser());
  const failure = sink.write(body);
  if (failure !== undefined) throw failure;
  return sink.finish();
}

function tooLarge(
  code: 'tooManyParameters' | 'tooManyFiles',
  what: string,
  limit: number,
): PayloadTooLargeError {
  const name = code === 'tooManyFiles' ? 'maxFiles' : 'maxParameters';
  return new PayloadTooLargeError(code, `${what} has more parts than ${name} (${limit})`, limit);
}

function partTooLarge(limits: Readonly<InputLimits>): PayloadTooLargeError {
  const limit = limits.maxFileBytes;
  return new PayloadTooLargeError(
    'fileTooLarge',
    `A part of the multipart body is larger than maxFileBytes (${limit})`,
    limit,
  );
}

function malformed(error: unknown): HttpError {
  const detail = error instanceof Error ? error.message : String(error);
  return new MalformedBodyError('malformedMultipart', `Malformed multipart/form-data body: ${detail}`, {
    cause: error,
  });
}
