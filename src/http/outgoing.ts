import { isRequestClass, type RequestClass } from '../mapping/index.js';
import { isNodeReadable } from '../shared/node-builtins.js';
import { defineOwn } from '../shared/own-property.js';
import { isFetchResponse, isWebStream } from '../shared/web-globals.js';
import type { HttpContext } from './context.js';
import { jsonText, viewJsonText } from './json-text.js';
import { type HeaderRecord, JSON_TYPE, Reply, TEXT_TYPE } from './reply.js';

/**
 * Converts what a handler returned into a `Reply` (a `Response` as is, a string as
 * text, a DTO/object/array as JSON, `undefined` as 204). `ctx.status()` applies to values
 * that carry no status of their own.
 */
export function toReply(result: unknown, ctx: HttpContext): Reply {
  if (result instanceof Reply) return result;
  const status = ctx.responseStatus;
  if (result === undefined) return new Reply(status || 204, null, null);
  if (typeof result === 'string') return new Reply(status || 200, TEXT_TYPE, result);
  if (typeof result === 'object' && result !== null) {
    if (isFetchResponse(result)) return fromFetchResponse(result);
    if (result instanceof Uint8Array) return new Reply(status || 200, 'application/octet-stream', result);
    if (isWebStream(result) || isNodeReadable(result)) {
      return new Reply(status || 200, 'application/octet-stream', result);
    }
  }
  const answered = status || 200;
  // Serialised exactly once, as JSON.stringify would (DTOs field by field), declared answers through their view.
  return new Reply(answered, JSON_TYPE, answerText(result, ctx, answered) ?? 'null');
}

/**
 * The answer's JSON text through the view the route declared for this status (`.responds(200,
 * View)` or `[View]`; docs/http.md, "Answers through a view class"); without one the value is
 * written as is.
 */
function answerText(result: unknown, ctx: HttpContext, status: number): string | undefined {
  const responses = ctx.declared.responses;
  if (responses === undefined || responses.length === 0) return jsonText(result);
  for (const response of responses) {
    if (response.status !== status || response.dto === null) continue;
    const view = response.dto as RequestClass;
    if (!isRequestClass(view)) break;
    return viewJsonText(view, response.list, result);
  }
  return jsonText(result);
}

/** A Fetch `Response` returned on the Node path: status, headers and streamed body. */
function fromFetchResponse(response: Response): Reply {
  const headers: HeaderRecord = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') defineOwn<string | readonly string[]>(headers, name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const contentType = response.headers.get('content-type');
  return new Reply(response.status, contentType, response.body, headers);
}

/** Statuses that never carry a body (RFC 9110 §15). */
export function forbidsBody(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}
