import { isNodeReadable, nodeStream } from '../shared/node-builtins.js';
import type { HttpContext } from './context.js';
import { forbidsBody } from './outgoing.js';
import type { HeaderRecord, Reply } from './reply.js';

const utf8 = new TextEncoder();

/** Builds the Fetch `Response` for a reply; `HEAD` and bodyless statuses get no body. */
export function toFetchResponse(reply: Reply, ctx: HttpContext): Response {
  const headers = new Headers();
  if (reply.contentType !== null) headers.set('content-type', reply.contentType);
  appendRecord(headers, ctx.responseHeaders);
  appendRecord(headers, reply.headers, true);
  const body = reply.body;
  if (body === null || forbidsBody(reply.status) || ctx.method === 'HEAD') {
    // HEAD announces the length the GET body would have had, when it is known.
    if (!forbidsBody(reply.status) && (typeof body === 'string' || body instanceof Uint8Array)) {
      headers.set(
        'content-length',
        String(typeof body === 'string' ? utf8.encode(body).byteLength : body.byteLength),
      );
    }
    if (isNodeReadable(body)) body.destroy();
    return new Response(null, { status: reply.status, headers });
  }
  const payload = isNodeReadable(body)
    ? (nodeStream().Readable.toWeb(body) as ReadableStream<Uint8Array>)
    : body;
  return new Response(payload as BodyInit, { status: reply.status, headers });
}

/** Adds the context's headers to a `Response` the handler returned as is. */
export function withContextHeaders(response: Response, ctx: HttpContext): Response {
  const extra = ctx.responseHeaders;
  if (extra === null) return response;
  try {
    appendRecord(response.headers, extra);
    return response;
  } catch {
    // Responses from fetch() have immutable headers: copy them into a new one.
    const copy = new Response(response.body, response);
    appendRecord(copy.headers, extra);
    return copy;
  }
}

function appendRecord(headers: Headers, record: HeaderRecord | null, replace = false): void {
  if (record === null) return;
  for (const name of Object.keys(record)) {
    const value = record[name]!;
    if (replace) headers.delete(name);
    if (typeof value === 'string') headers.append(name, value);
    else for (const item of value) headers.append(name, item);
  }
}
