// A framework's body parser refused the body before intake saw it. With `parseErrors: 'problem'`
// (docs/adapters.md "Parse errors"), the adapters answer that refusal as the kernel answers its
// own: the same input error, hence the same problem document and `code`. Each framework names its
// failures its own way; this file reads body-parser's (Express, NestJS on Express) and Fastify's.
import type { HttpError } from '../errors/http-error.js';
import { MalformedBodyError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../input/errors.js';
import { parseJson } from '../input/json.js';
import type { InputLimits } from '../input/limits.js';

/**
 * Who answers a body the framework's parser refuses (malformed JSON, too large, unsupported type):
 * `'framework'` (default) leaves the framework's own answer; `'problem'` answers intake's problem
 * document, as the kernel would.
 */
export type ParseErrors = 'problem' | 'framework';

/** A JSON body the parser could not read; with its text, located exactly as the kernel locates it. */
export function malformedJson(text?: string, limits?: Partial<InputLimits>): HttpError {
  if (text !== undefined) {
    try {
      parseJson(text, limits);
    } catch (error) {
      if (error instanceof MalformedBodyError) return error;
    }
  }
  // Valid JSON the parser still refused (a strict parser and a bare string), or text not at hand.
  return new MalformedBodyError('malformedJson', 'The request body is not the JSON the server reads');
}

/** A body over the framework's byte limit (`limit` when the framework says it, else 0). */
export function parserBodyTooLarge(limit: number | undefined): HttpError {
  const named = limit === undefined ? '' : ` (${limit})`;
  return new PayloadTooLargeError(
    'bodyTooLarge',
    `The request body is larger than the body parser's limit${named}`,
    limit ?? 0,
  );
}

/** A `Content-Type` no parser of the framework reads. */
export function unsupportedContentType(contentType: string | undefined): HttpError {
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  return new UnsupportedMediaTypeError(
    'unsupportedContentType',
    mediaType === ''
      ? 'The request has a body but no Content-Type'
      : `Content-Type ${mediaType.slice(0, 100)} is not supported`,
  );
}

function lengthMismatch(): HttpError {
  return new MalformedBodyError(
    'contentLengthMismatch',
    'The request body has a different number of bytes than its Content-Length announced',
  );
}

type Fields = Record<string, unknown>;

function fieldsOf(error: unknown): Fields | undefined {
  return typeof error === 'object' && error !== null ? (error as Fields) : undefined;
}

/**
 * body-parser's refusals (Express's `express.json()`/`urlencoded()`, NestJS on Express): errors
 * made with http-errors whose `type` names the failure. Undefined for anything else.
 */
export function bodyParserError(error: unknown, limits?: Partial<InputLimits>): HttpError | undefined {
  const fields = fieldsOf(error);
  switch (fields?.type) {
    case 'entity.parse.failed':
      return malformedJson(typeof fields.body === 'string' ? fields.body : undefined, limits);
    case 'entity.too.large':
      return parserBodyTooLarge(typeof fields.limit === 'number' ? fields.limit : undefined);
    case 'parameters.too.many':
      return new PayloadTooLargeError(
        'tooManyParameters',
        "The form has more parameters than the body parser's parameterLimit",
        0,
      );
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError(
        'unsupportedCharset',
        `Charset ${String(fields.charset).slice(0, 40)} is not supported; send UTF-8`,
      );
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeError(
        'unsupportedEncoding',
        `Content-Encoding ${String(fields.encoding ?? '').slice(0, 40)} is not supported`,
      );
    case 'request.size.invalid':
      return lengthMismatch();
    case 'request.aborted':
      return new MalformedBodyError('requestAborted', 'The client went away before its body arrived');
    default:
      return undefined;
  }
}

/** What a Fastify request says about its body, for the answers that name it. */
export interface FastifyBodyFacts {
  contentType: string | undefined;
  bodyLimit: number | undefined;
}

/** Fastify's content-type parser refusals (`FST_ERR_CTP_*`). Undefined for anything else. */
export function fastifyParserError(error: unknown, facts: FastifyBodyFacts): HttpError | undefined {
  switch (fieldsOf(error)?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return malformedJson();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new MalformedBodyError(
        'malformedJson',
        'The request body is empty, but its Content-Type says JSON',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return parserBodyTooLarge(facts.bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedContentType(facts.contentType);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return lengthMismatch();
    default:
      return undefined;
  }
}
