// What an adapter answers when mapping fails: the kernel's own problem documents (422 with the
// `errors` map and messages, 400/413/415 for unreadable input), so an API answers alike
// whichever framework runs it. Errors that are not HTTP errors are the framework's to handle.
import { HttpError } from '../errors/http-error.js';
import { type ErrorFormat, problemDocuments } from '../http/error-format.js';
import { defaultKernelLimits } from '../http/limits.js';
import { messagesOf } from '../http/message-locale.js';
import { errorHeadersOf, type ProblemDetails, problemDetailsOf, writeProblem } from '../http/problem.js';
import { RequestHandler } from '../mapping/request-handler.js';
import { messageFor } from '../validator/messages.js';

/** An error answer an adapter writes: status, media type, the body's text in the error format, headers. */
export interface ProblemAnswer {
  status: number;
  contentType: string;
  /** The kernel's problem, before the error format wrote it. */
  details: ProblemDetails;
  /** The body as the error format wrote it, JSON text. */
  text: string;
  headers: Record<string, string>;
}

/**
 * The error answer of a mapping failure in `format` (problem documents by default), or
 * undefined for errors that are not HTTP errors; a 422 lists at most `maxProblemErrors` fields,
 * as the kernel's does.
 */
export function problemAnswerOf(
  error: unknown,
  handler: RequestHandler,
  maxProblemErrors = defaultKernelLimits.maxProblemErrors,
  format: ErrorFormat = problemDocuments,
): ProblemAnswer | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const details = problemDetailsOf(
    error,
    messagesOf(handler.validator, messageFor),
    undefined,
    maxProblemErrors,
  );
  const { contentType, text } = writeProblem(details, format, console);
  const headers = (errorHeadersOf(error) ?? {}) as Record<string, string>;
  return { status: error.status, contentType, details, text, headers };
}

let sharedHandler: RequestHandler | undefined;

/** The handler adapters use when none is given: one per process, made on first use. */
export function defaultAdapterHandler(): RequestHandler {
  sharedHandler ??= new RequestHandler();
  return sharedHandler;
}
