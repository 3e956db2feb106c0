import { HttpError } from '../errors/http-error.js';
import { defineOwn } from '../shared/own-property.js';
import type { HttpContext } from './context.js';
import { type ErrorFormat, problemDocuments } from './error-format.js';
import { isInstance, logSafely } from './hostile-values.js';
import { type HeaderRecord, PROBLEM_TYPE, Reply } from './reply.js';
import { reasonPhrase } from './status-text.js';

/**
 * One failed rule of a validation problem, with its English message and the input it is about:
 * `in` the body (with an RFC 6901 `pointer`), the query, a route parameter or a context key
 * (with its `parameter` name).
 */
export interface ProblemFieldError {
  rule: string;
  params?: string[];
  message: string;
  in?: 'body' | 'query' | 'route' | 'context';
  pointer?: string;
  parameter?: string;
}

/** An RFC 9457 problem document as the kernel writes it. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: Record<string, ProblemFieldError[]>;
  /** How many failing fields `errors` leaves out, when there were more than the kernel lists. */
  omittedErrors?: number;
}

/** Turns one failed rule into a sentence in `locale` (when it has one), e.g. the validator's messages. */
export type MessageFormatter = (
  field: string,
  error: { rule: string; params?: string[] },
  locale?: string,
) => string;

/** Picks the locale of one request's messages (undefined: the default set). */
export type LocalePicker = (ctx: HttpContext) => string | undefined;

/** Receives errors that became a 500, so the response can stay generic. */
export interface KernelLogger {
  error(message: string, error: unknown): void;
}

type FieldErrors = Record<string, Array<{ rule: string; params?: string[] }>>;

/**
 * The default error mapping: an `HttpError` keeps its status (and its message when it is
 * meant for the client); a `ValidationException` adds its structured `errors` with
 * messages; anything else is a generic 500, logged, with no detail that could leak.
 */
export function problemReply(
  error: unknown,
  ctx: HttpContext,
  messages: MessageFormatter,
  logger: KernelLogger,
  locale: LocalePicker | undefined,
  maxErrors: number,
  format: ErrorFormat = problemDocuments,
): Reply {
  let details: ProblemDetails;
  let known: HttpError | undefined;
  try {
    known = isInstance(error, HttpError) ? error : undefined;
    const status = known?.status ?? 500;
    if (status >= 500 && !known?.expose) logSafely(logger, `${ctx.method} ${ctx.path} failed`, error);
    details = problemDetailsOf(known, messages, known === undefined ? undefined : locale?.(ctx), maxErrors);
  } catch (mappingError) {
    // The error (or a message formatter) threw while being read: answer a plain 500.
    logSafely(logger, `${ctx.method} ${ctx.path} failed, and its error could not be read`, mappingError);
    return internalProblem(format, logger);
  }
  const { contentType, text } = writeProblem(details, format, logger);
  return new Reply(details.status, contentType, text, errorHeadersOf(known));
}

/**
 * The body of one error answer in `format`. A writer that throws or returns no JSON value
 * costs its answer the custom shape, never the answer: the problem document goes out, and
 * the failure is logged.
 */
export function writeProblem(
  details: ProblemDetails,
  format: ErrorFormat,
  logger: KernelLogger,
): { contentType: string; text: string } {
  if (format === problemDocuments) return { contentType: PROBLEM_TYPE, text: JSON.stringify(details) };
  try {
    const text = JSON.stringify(format.write(details));
    if (typeof text !== 'string') throw new TypeError('the error format wrote no JSON value');
    return { contentType: contentTypeOf(format.mediaType), text };
  } catch (writeError) {
    logSafely(logger, `The error format could not write a ${details.status} answer`, writeError);
    return { contentType: PROBLEM_TYPE, text: JSON.stringify(details) };
  }
}

function contentTypeOf(mediaType: string): string {
  return /[/+]json$/i.test(mediaType) ? `${mediaType}; charset=utf-8` : mediaType;
}

/**
 * The headers an error asks every answer to it to carry (`Allow` on a 405, `WWW-Authenticate`
 * on a 401, anything given as `new HttpError(…, { headers })`), whoever writes the answer.
 */
export function errorHeadersOf(error: unknown): HeaderRecord | null {
  if (!isInstance(error, HttpError)) return null;
  const headers = error.headers;
  return headers === undefined ? null : { ...headers };
}

/**
 * The problem document of an error: an `HttpError` keeps its status, its code, its message when
 * it is meant for the client, and a validation error's `errors` with messages; anything else
 * (`undefined`) is a bare 500. Adapters answer with the same documents as the kernel.
 *
 * At most `maxErrors` failing fields are listed (and their messages formatted), followed by
 * `omittedErrors`: a body with thousands of bad items costs an answer of bounded size.
 */
export function problemDetailsOf(
  known: HttpError | undefined,
  messages: MessageFormatter,
  locale: string | undefined,
  maxErrors: number,
): ProblemDetails {
  const status = known?.status ?? 500;
  const details: ProblemDetails = { type: 'about:blank', title: reasonPhrase(status) ?? 'Error', status };
  if (known !== undefined) {
    if (known.expose) details.detail = known.message;
    details.code = known.code;
    const errors = (known as { errors?: unknown }).errors;
    if (known.expose && errors !== null && typeof errors === 'object') {
      const fields = Object.keys(errors);
      const listed = fields.length > maxErrors ? fields.slice(0, maxErrors) : fields;
      const locate = (known as { locationOf?: unknown }).locationOf;
      const locationOf =
        typeof locate === 'function'
          ? (key: string) => locate.call(known, key) as Location | undefined
          : undefined;
      details.errors = withMessages(errors as FieldErrors, listed, messages, locale, locationOf);
      if (listed.length < fields.length) {
        // The error's own message names every field; the answer stays as bounded as its list.
        details.detail = `${fields.length} fields failed validation; the first ${listed.length} are listed`;
        details.omittedErrors = fields.length - listed.length;
      }
    }
  }
  return details;
}

const INTERNAL_PROBLEM: ProblemDetails = { type: 'about:blank', title: reasonPhrase(500)!, status: 500 };

/** The generic 500 answer in `format`, built without looking at the error. */
export function internalProblem(
  format: ErrorFormat = problemDocuments,
  logger: KernelLogger = console,
): Reply {
  const { contentType, text } = writeProblem({ ...INTERNAL_PROBLEM }, format, logger);
  return new Reply(500, contentType, text);
}

type Location = Pick<ProblemFieldError, 'in' | 'pointer' | 'parameter'>;

function withMessages(
  errors: FieldErrors,
  fields: readonly string[],
  messages: MessageFormatter,
  locale: string | undefined,
  locationOf: ((key: string) => Location | undefined) | undefined,
): Record<string, ProblemFieldError[]> {
  const out: Record<string, ProblemFieldError[]> = {};
  for (const field of fields) {
    const location = locationOf?.(field);
    const list = errors[field]!.map((entry) => ({
      ...entry,
      message: messages(field, entry, locale),
      ...location,
    }));
    defineOwn(out, field, list);
  }
  return out;
}
