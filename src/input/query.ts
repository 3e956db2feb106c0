import type { IncomingMessage } from 'node:http';
import { type InputLimits, resolveLimits } from './limits.js';
import { renestParsedQuery } from './renest-query.js';
import { isFetchRequest, isNodeRequest, queryOfUrl } from './request-guards.js';
import { parseUrlEncoded } from './url-encoded.js';

/** Everything `parseQuery` reads a query from (docs/mapping.md). */
export type QueryInput =
  | Record<string, unknown>
  | URLSearchParams
  | URL
  | string
  | globalThis.Request
  | IncomingMessage;

/**
 * Parses a query with qs semantics and the given limits: bracket keys nest, a repeated key
 * combines into an array, `+` is a space. A plain object (an already parsed query, or an
 * `IncomingMessage` whose framework set `req.query`) is returned as is, unless its keys
 * still carry brackets (Express 5's and Fastify's parsers keep `tags[]`): those nest with
 * the same rules and limits as in a query string.
 *
 * @example
 * parseQuery('?filter[status]=open&tags[]=a&tags[]=b&page=2');
 * // { filter: { status: 'open' }, tags: ['a', 'b'], page: '2' }
 */
export function parseQuery(source: QueryInput, limits?: Partial<InputLimits>): Record<string, unknown> {
  const resolved = resolveLimits(limits);
  if (typeof source === 'string') {
    return parseUrlEncoded(source.charCodeAt(0) === 0x3f ? source.slice(1) : source, resolved, 'query');
  }
  if (source instanceof URLSearchParams) return parseUrlEncoded(source.toString(), resolved, 'query');
  if (source instanceof URL) return parseUrlEncoded(source.search.slice(1), resolved, 'query');
  if (isFetchRequest(source)) return parseUrlEncoded(queryOfUrl(source.url), resolved, 'query');
  if (isNodeRequest(source)) {
    const parsed = (source as { query?: unknown }).query;
    if (typeof parsed === 'object' && parsed !== null) {
      return renestParsedQuery(parsed as Record<string, unknown>, resolved);
    }
    return parseUrlEncoded(queryOfUrl(source.url ?? ''), resolved, 'query');
  }
  if (typeof source !== 'object' || source === null) {
    throw new TypeError(
      `parseQuery expects a query string, URLSearchParams, URL, request or object, got ${source}`,
    );
  }
  return renestParsedQuery(source as Record<string, unknown>, resolved);
}
