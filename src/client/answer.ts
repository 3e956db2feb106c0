// Turns what `fetch` gave into a result: a declared status with its body read as JSON, or an
// `unexpected` result that says why and keeps the raw `Response`. Nothing here throws.
import type { UnexpectedAnswer, UnexpectedCode, UnexpectedResult } from './types.js';

/** A result of any operation, before the operation's types narrow it. */
export interface AnyResult {
  readonly status: number | 'unexpected';
  readonly data: unknown;
  readonly error: unknown;
  readonly response: Response | undefined;
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i;

export function unexpected(
  code: UnexpectedCode,
  message: string,
  response: Response | undefined,
  extra: Partial<UnexpectedAnswer> = {},
): UnexpectedResult {
  return {
    status: 'unexpected',
    data: undefined,
    error: { code, message, ...(response ? { status: response.status } : {}), ...extra },
    response,
  };
}

/** Why the body of an answer could not be read: the call's signal, or a broken body. */
export function unreadBody(
  response: Response,
  cause: unknown,
  signal: AbortSignal | undefined,
): UnexpectedResult {
  return isAbort(cause, signal)
    ? unexpected('aborted', 'the call was aborted while its body was read', response, { cause })
    : unexpected('truncatedBody', `the body of the ${response.status} answer could not be read`, response, {
        cause,
      });
}

/** The result of an answer, its body read as `text`, to a route that declares `statuses`. */
export function answerOf(response: Response, text: string, statuses: readonly number[]): AnyResult {
  const length = response.headers.get('content-length');
  // UTF-8 takes at least a byte per UTF-16 unit, so only a text shorter than the length is measured.
  if (length !== null && text.length < Number(length) && byteLength(text) < Number(length)) {
    return unexpected(
      'truncatedBody',
      `the ${response.status} answer ended after ${text.length} characters of a ${length}-byte body`,
      response,
      { text },
    );
  }
  if (!statuses.includes(response.status)) {
    return unexpected(
      'undeclaredStatus',
      `the route does not declare the status ${response.status}`,
      response,
      {
        text,
      },
    );
  }
  let body: unknown;
  if (text !== '') {
    const type = response.headers.get('content-type') ?? '';
    if (!JSON_TYPE.test(type)) {
      return unexpected(
        'notJson',
        `the ${response.status} answer is ${type || 'untyped'}, not JSON`,
        response,
        {
          text,
        },
      );
    }
    try {
      body = JSON.parse(text);
    } catch (cause) {
      return unexpected('notJson', `the ${response.status} answer says JSON but is not`, response, {
        text,
        cause,
      });
    }
  }
  return new DeclaredAnswer(response, body);
}

/** A declared answer; its headers are read into a record only when asked for. */
class DeclaredAnswer implements AnyResult {
  readonly status: number;
  readonly data: unknown;
  readonly error: unknown;
  readonly response: Response;
  #headers: Record<string, string> | undefined;

  constructor(response: Response, body: unknown) {
    const success = response.status < 400;
    this.status = response.status;
    this.data = success ? body : undefined;
    this.error = success ? undefined : body;
    this.response = response;
  }

  /** By lower-case name; several `Set-Cookie` fields keep the last (read them from `response`). */
  get headers(): Record<string, string> {
    return (this.#headers ??= Object.fromEntries(this.response.headers));
  }
}

/** A `fetch` that rejected: aborted by the call's signal, or a network failure. */
export function failedFetch(cause: unknown, signal: AbortSignal | undefined): UnexpectedResult {
  return isAbort(cause, signal)
    ? unexpected('aborted', 'the call was aborted', undefined, { cause })
    : unexpected(
        'networkFailure',
        `no answer: ${cause instanceof Error ? cause.message : String(cause)}`,
        undefined,
        {
          cause,
        },
      );
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (cause instanceof Error && cause.name === 'AbortError');
}

const encoder = new TextEncoder();

function byteLength(text: string): number {
  return encoder.encode(text).length;
}
