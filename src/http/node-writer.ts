import type { ServerResponse } from 'node:http';
import type * as StreamPromises from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { isNodeReadable, nodeStream, requiredBuiltin } from '../shared/node-builtins.js';
import { clientGone } from './cancellation.js';
import type { HttpContext } from './context.js';
import { forbidsBody } from './outgoing.js';
import type { HeaderRecord, Reply } from './reply.js';

/**
 * Writes a reply with one `writeHead` + `end` for complete bodies (the common case: no
 * per-header calls, the length known up front), or pipes a stream. A response that is
 * already finished, or whose client has gone (timed out, disconnected), is left alone.
 */
export function writeNode(res: ServerResponse, ctx: HttpContext, reply: Reply): void {
  if (res.writableEnded || clientGone(res)) return;
  const body = reply.body;
  const bodyless = forbidsBody(reply.status);
  const extra = mergeHeaders(reply.headers, ctx.responseHeaders);
  if (body === null || typeof body === 'string' || body instanceof Uint8Array) {
    const length = body === null ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    const head = baseHead(reply.contentType, bodyless ? null : String(length));
    if (extra !== null) appendRecord(head, extra);
    res.writeHead(reply.status, head as string[]);
    // For HEAD, node:http drops the body itself and keeps the length we announced.
    if (bodyless || body === null) res.end();
    else res.end(body);
    return;
  }
  if (reply.contentType !== null) res.setHeader('content-type', reply.contentType);
  if (extra !== null) for (const name of Object.keys(extra)) res.setHeader(name, extra[name]!);
  res.statusCode = reply.status;
  const source = isNodeReadable(body) ? body : nodeStream().Readable.fromWeb(body as NodeWebStream);
  if (bodyless || ctx.method === 'HEAD') {
    source.destroy();
    res.end();
    return;
  }
  // A failing stream aborts the response (the client sees a cut connection, not a lie).
  requiredBuiltin<typeof StreamPromises>('node:stream/promises')
    .pipeline(source, res)
    .catch(() => res.destroy());
}

/**
 * Content type and length as a flat header list, created at its final size when no other
 * header follows (the common case): an empty array grown by `push` reserves room for 16+.
 */
function baseHead(contentType: string | null, length: string | null): (string | readonly string[])[] {
  if (contentType === null) return length === null ? [] : ['content-length', length];
  if (length === null) return ['content-type', contentType];
  return ['content-type', contentType, 'content-length', length];
}

function mergeHeaders(own: HeaderRecord | null, fromContext: HeaderRecord | null): HeaderRecord | null {
  if (fromContext === null) return own;
  if (own === null) return fromContext;
  return { ...fromContext, ...own };
}

function appendRecord(head: (string | readonly string[])[], record: HeaderRecord): void {
  for (const name of Object.keys(record)) head.push(name, record[name]!);
}
