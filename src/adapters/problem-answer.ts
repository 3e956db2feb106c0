// What an adapter answers when mapping fails: the kernel's own problem documents (422 with the
// `errors` map and messages, 400/413/415 for unreadable input), so an API answers alike
// whichever framework runs it. Errors that are not HTTP errors are the framework's to handle.
import { HttpError } from '../errors/http-error.js';
import { defaultKernelLimits } from '../http/limits.js';
import { messagesOf } from '../http/message-locale.js';
import { type ProblemDetails, problemDetailsOf } from '../http/problem.js';
import { PROBLEM_TYPE } from '../http/reply.js';
import { RequestHandler } from '../mapping/request-handler.js';
import { messageFor } from '../validator/messages.js';

export interface ProblemAnswer {
  status: number;
  contentType: string;
  details: ProblemDetails;
}

/**
 * The problem document of a mapping failure, or undefined for errors that are not HTTP errors;
 * a 422 lists at most `maxProblemErrors` fields, as the kernel's does.
 */
export function problemAnswerOf(
  error: unknown,
  handler: RequestHandler,
  maxProblemErrors = defaultKernelLimits.maxProblemErrors,
): ProblemAnswer | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const details = problemDetailsOf(
    error,
    messagesOf(handler.validator, messageFor),
    undefined,
    maxProblemErrors,
  );
  return { status: error.status, contentType: PROBLEM_TYPE, details };
}

let sharedHandler: RequestHandler | undefined;

/** The handler adapters use when none is given: one per process, made on first use. */
export function defaultAdapterHandler(): RequestHandler {
  sharedHandler ??= new RequestHandler();
  return sharedHandler;
}
