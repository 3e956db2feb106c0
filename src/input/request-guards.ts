import type { IncomingMessage } from 'node:http';

/**
 * Whether a value is a Fetch API request (undici's `Request` or a look-alike with
 * `headers.get`, `url` and a `body` stream).
 *
 * @example
 * isFetchRequest(new Request('http://localhost/')); // true
 */
export function isFetchRequest(value: unknown): value is globalThis.Request {
  // Structural only: reading `globalThis.Request` would load Node's lazy Fetch API (undici) on
  // the first body of a server that never uses it (shared/web-globals.ts); every `Request` has
  // these members.
  const candidate = value as { headers?: { get?: unknown }; url?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.url === 'string' &&
    typeof candidate.headers?.get === 'function' &&
    'body' in candidate
  );
}

/**
 * Whether a value is a Node request: an `IncomingMessage` or a readable stream that carries
 * `headers` the same way (test doubles such as light-my-request).
 *
 * @example
 * http.createServer((req, res) => isNodeRequest(req)); // true
 */
export function isNodeRequest(value: unknown): value is IncomingMessage {
  const candidate = value as { on?: unknown; pipe?: unknown; headers?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.on === 'function' &&
    typeof candidate.pipe === 'function' &&
    typeof candidate.headers === 'object' &&
    candidate.headers !== null
  );
}

/** The query part of a URL or request target, without `?` and without the fragment. */
export function queryOfUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return '';
  const hash = url.indexOf('#', question);
  return hash === -1 ? url.slice(question + 1) : url.slice(question + 1, hash);
}
