// Turns what `fetch` gave into a result: a declared status with its body read as JSON, or an
// `unexpected` result that says why and keeps the raw `Response`. Nothing here throws.
import type { UnexpectedAnswer, UnexpectedCode, UnexpectedResult } from './types.js';

/** A result of any operation, before the operation's types narrow it. */
export interface AnyResult {
  readonly status: number | 'unexpected';
  readonly data: unknown;
  readonly error: unknown;
  readonly response: Response | undefined;
  readonly headers?: Readonly<Record<string, string>>;
}

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

/**
 * A declared answer. A class, so every result shares one `headers` getter: an object literal
 * with a getter of its own costs a closure and a slower object on every call.
 */
class Answer implements AnyResult {
  declare readonly status: number;
  declare readonly data: unknown;
  declare readonly error: unknown;
  declare readonly response: Response;
  #headers: Record<string, string> | undefined;

  constructor(status: number, body: unknown, response: Response) {
    const success = status < 400;
    this.status = status;
    this.data = success ? body : undefined;
    this.error = success ? undefined : body;
    this.response = response;
  }

  /** Read into a record only when asked for. Several `Set-Cookie` fields keep the last. */
  get headers(): Record<string, string> {
    return (this.#headers ??= Object.fromEntries(this.response.headers));
  }
}

export function unexpected(
  code: UnexpectedCode,
  message: string,
  response?: Response,
  extra?: Partial<UnexpectedAnswer>,
): UnexpectedResult {
  return {
    status: 'unexpected',
    data: undefined,
    error: { code, message, ...(response && { status: response.status }), ...extra },
    response,
  };
}

/** The result of an answer, its body read as `text`, to a route that declares `statuses`. */
export function answerOf(response: Response, text: string, statuses: readonly number[]): AnyResult {
  const { status, headers } = response;
  const length = headers.get('content-length');
  // UTF-8 takes at least a byte per UTF-16 unit, so only a text shorter than the length is measured.
  if (length !== null && text.length < +length && new TextEncoder().encode(text).length < +length)
    return unexpected(
      'truncatedBody',
      `the ${status} answer ended before its ${length}-byte Content-Length`,
      response,
      { text },
    );
  if (!statuses.includes(status))
    return unexpected('undeclaredStatus', `the route does not declare the status ${status}`, response, {
      text,
    });
  if (text === '') return new Answer(status, undefined, response);
  const type = headers.get('content-type') ?? '';
  // The common type is compared first: a string comparison costs less than the pattern.
  if (type !== 'application/json' && !JSON_TYPE.test(type))
    return unexpected('notJson', `the ${status} answer is ${type || 'untyped'}, not JSON`, response, {
      text,
    });
  try {
    return new Answer(status, JSON.parse(text), response);
  } catch (cause) {
    return unexpected('notJson', `the ${status} answer says JSON but is not`, response, { text, cause });
  }
}

/**
 * A call that failed without an answer to judge: `fetch` rejected (aborted by the call's signal, or
 * a network failure), or, with `response`, its body could not be read (aborted, or broken).
 */
export function failedCall(
  cause: unknown,
  signal: AbortSignal | undefined,
  response?: Response,
): UnexpectedResult {
  const aborted = signal?.aborted || (cause as Error | undefined)?.name === 'AbortError';
  return unexpected(
    aborted ? 'aborted' : response ? 'truncatedBody' : 'networkFailure',
    aborted
      ? `the call was aborted${response ? ' while its body was read' : ''}`
      : response
        ? `the body of the ${response.status} answer could not be read`
        : `no answer: ${(cause as Error | undefined)?.message ?? cause}`,
    response,
    { cause },
  );
}
