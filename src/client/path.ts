// The one encoder of path parameters and queries, shared by `client.url()` and every call, so a
// link and a call never disagree. A value fills exactly one path segment: `/` is encoded, and
// a value that would be a `.` or `..` segment is refused, since every URL parser resolves those
// away (RFC 3986 §5.2.4; WHATWG URL also for `%2e`), whatever the encoding.
import { type QueryValue, writeQueryPairs } from '../shared/query-string.js';

/** A value for a path parameter. */
export type PathValue = string | number | bigint | boolean;

/** Why a URL could not be built; a built URL is a string, so a check of `typeof` tells them apart. */
export interface PathError {
  readonly message: string;
}

/**
 * A template split once into its fixed text and parameter names, alternating:
 * `/tasks/{id}/notes` → `['/tasks/', 'id', '/notes']`.
 */
export const splitTemplate = (template: string): string[] => template.split(/\{([^}]+)\}/);

/** `['/tasks/', 'id', '']` with `{ id: 'a/b' }` → `/tasks/a%2Fb`, or why not (the first bad parameter). */
export function fillPath(
  parts: readonly string[],
  params: Readonly<Record<string, unknown>> | undefined,
): string | PathError {
  let path = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const segment = encodedSegment(
      name,
      params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined,
    );
    if (typeof segment !== 'string') return segment;
    path += segment + parts[i + 1];
  }
  return path;
}

/** The value percent-encoded as one path segment, or why it cannot be one. */
function encodedSegment(name: string, value: unknown): string | PathError {
  const type = typeof value;
  let why: string;
  if (value == null) why = 'is missing';
  else if (type !== 'string' && type !== 'number' && type !== 'bigint' && type !== 'boolean')
    why = `must be a string or a number, not ${type}`;
  else {
    const text = String(value);
    if (text === '') why = 'is empty, which would drop a path segment';
    else if (text === '.' || text === '..') why = `is "${text}", a segment every URL parser resolves away`;
    else {
      try {
        return encodeURIComponent(text);
      } catch {
        // Only a lone UTF-16 surrogate has no UTF-8 form to encode.
        why = LONE_SURROGATE;
      }
    }
  }
  return { message: `path parameter "${name}" ${why}` };
}

export const LONE_SURROGATE = 'has a lone UTF-16 surrogate, which no URL can carry';

/** `{ page: 2, tags: ['a'] }` → `?page=2&tags[0]=a`; empty when nothing is given. Throws `URIError` on a lone surrogate. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query == null) return '';
  const pairs: string[] = [];
  for (const key of Object.keys(query))
    writeQueryPairs(encodeURIComponent(key), query[key] as QueryValue, pairs);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
