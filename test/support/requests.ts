// Builders of the request objects handleBody/handleQuery accept, for tests: Fetch API requests
// and Node `IncomingMessage` look-alikes (a readable stream with headers and url).
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** A Fetch API POST request with `body` and its content type. */
export function fetchRequest(
  body: BodyInit,
  contentType?: string,
  url = 'http://localhost/orders',
): globalThis.Request {
  const headers: Record<string, string> = {};
  if (contentType !== undefined) headers['content-type'] = contentType;
  return new globalThis.Request(url, { method: 'POST', body, headers });
}

/** A Node request carrying `body` as its stream (or `preset` as a framework-parsed `body`). */
export function nodeRequest(options: {
  body?: string;
  contentType?: string;
  url?: string;
  preset?: unknown;
  query?: unknown;
}): IncomingMessage {
  const bytes = Buffer.from(options.body ?? '');
  const stream = Readable.from(bytes.length > 0 ? [bytes] : []) as Readable & Record<string, unknown>;
  stream.headers = {
    ...(options.contentType === undefined ? {} : { 'content-type': options.contentType }),
    'content-length': String(bytes.length),
  };
  stream.method = 'POST';
  stream.url = options.url ?? '/orders';
  if (options.preset !== undefined) stream.body = options.preset;
  if (options.query !== undefined) stream.query = options.query;
  return stream as unknown as IncomingMessage;
}

/** The rule names of each failing field, for compact assertions. */
export function ruleNames(errors: Record<string, Array<{ rule: string }>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((e) => e.rule)]));
}
