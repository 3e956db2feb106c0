import { HttpError } from '../errors/http-error.js';

/** Why a body could not be read (400). */
export type MalformedBodyErrorCode =
  | 'malformedJson'
  | 'malformedMultipart'
  | 'malformedEncoding'
  | 'tooDeep'
  | 'prototypeKey'
  | 'invalidContentLength'
  | 'contentLengthMismatch'
  | 'requestAborted'
  | 'malformedFraming';

/** Why a query was refused (400); count limits of a query are 400 too. */
export type MalformedQueryErrorCode = 'tooDeep' | 'prototypeKey' | 'tooManyParameters' | 'arrayTooLong';

/** Which size or count limit a body broke (413). */
export type PayloadTooLargeErrorCode =
  | 'bodyTooLarge'
  | 'tooManyParameters'
  | 'arrayTooLong'
  | 'tooManyFiles'
  | 'fileTooLarge';

/** What about a body's type this library does not read (415). */
export type UnsupportedMediaTypeErrorCode =
  | 'unsupportedContentType'
  | 'unsupportedCharset'
  | 'unsupportedEncoding';

/**
 * A request body that cannot be parsed or breaks a structural rule (400): malformed JSON,
 * urlencoded or multipart data, nesting deeper than `maxDepth`, prototype keys, a bad or
 * mismatched `Content-Length`, a body the HTTP parser refused (`malformedFraming`), or a client
 * that went away mid-body. `code` says which.
 *
 * @example
 * try { parseJson('{"a":'); } catch (e) { if (e instanceof MalformedBodyError) e.position; }
 */
export class MalformedBodyError extends HttpError {
  declare readonly code: MalformedBodyErrorCode;
  /** Offset in the text where a JSON syntax error was found, when known. */
  readonly position: number | undefined;

  constructor(
    code: MalformedBodyErrorCode,
    message: string,
    options: { position?: number; cause?: unknown } = {},
  ) {
    super(400, message, { code, cause: options.cause });
    this.position = options.position;
  }
}

/**
 * A query string that breaks a rule (400): too many parameters, nesting deeper than
 * `maxDepth`, an array over `maxArrayLength`, or a prototype key. `code` says which.
 *
 * @example
 * parseQuery('a[__proto__][x]=1'); // throws MalformedQueryError, code 'prototypeKey'
 */
export class MalformedQueryError extends HttpError {
  declare readonly code: MalformedQueryErrorCode;

  constructor(code: MalformedQueryErrorCode, message: string) {
    super(400, message, { code });
  }
}

/**
 * A body over a size or count limit (413): `bodyTooLarge` (raw or inflated bytes),
 * `tooManyParameters`, `arrayTooLong`, `tooManyFiles`, `fileTooLarge`. `limit` is the limit broken.
 *
 * @example
 * await readBody(request, { maxBodyBytes: 1024 }); // a 2 KiB body rejects with PayloadTooLargeError
 */
export class PayloadTooLargeError extends HttpError {
  declare readonly code: PayloadTooLargeErrorCode;
  readonly limit: number;

  constructor(code: PayloadTooLargeErrorCode, message: string, limit: number) {
    super(413, message, { code });
    this.limit = limit;
  }
}

/**
 * A body whose `Content-Type` (or charset) or `Content-Encoding` this library does not read (415).
 * Codes: `unsupportedContentType`, `unsupportedCharset`, `unsupportedEncoding`.
 *
 * @example
 * await readBody(new Request('http://x/', { method: 'POST', body: 'hi' })); // text/plain → 415
 */
export class UnsupportedMediaTypeError extends HttpError {
  declare readonly code: UnsupportedMediaTypeErrorCode;

  constructor(code: UnsupportedMediaTypeErrorCode, message: string) {
    super(415, message, { code });
  }
}

/** Where input came from, so one parser can raise the error that fits (400 for a query, 413 for a body). */
export type InputKind = 'query' | 'body';

/** A structural problem: 400 for both kinds. */
export function malformedInput(
  kind: InputKind,
  code: MalformedBodyErrorCode & MalformedQueryErrorCode,
  message: string,
): HttpError {
  return kind === 'query' ? new MalformedQueryError(code, message) : new MalformedBodyError(code, message);
}

/** A count limit: 400 in a query (it is not a payload), 413 in a body. */
export function inputOverLimit(
  kind: InputKind,
  code: PayloadTooLargeErrorCode & MalformedQueryErrorCode,
  message: string,
  limit: number,
): HttpError {
  return kind === 'query'
    ? new MalformedQueryError(code, message)
    : new PayloadTooLargeError(code, message, limit);
}
