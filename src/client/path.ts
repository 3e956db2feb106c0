// The one encoder of path parameters and queries, shared by `client.url()` and every call, so a
// link and a call never disagree. A value fills exactly one path segment: `/` is encoded, and
// a value that would be a `.` or `..` segment is refused, since every URL parser resolves those
// away (RFC 3986 §5.2.4; WHATWG URL also for `%2e`), whatever the encoding.
import { type QueryValue, writeQueryPairs } from '../shared/query-string.js';

/** A value for a path parameter. */
export type PathValue = string | number | bigint | boolean;

/**
 * A template split once into its fixed text and parameter names, alternating:
 * `/tasks/{id}/notes` → `['/tasks/', 'id', '/notes']`.
 */
export const splitTemplate = (template: string): string[] => template.split(/\{([^}]+)\}/);

/**
 * `['/tasks/', 'id', '']` with `{ id: 'a/b' }` → `/tasks/a%2Fb`. Throws a `TypeError` naming the
 * first parameter that cannot fill its segment.
 */
export function fillPath(
  parts: readonly string[],
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  let path = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    path +=
      encodedSegment(name, params && Object.hasOwn(params, name) ? params[name] : undefined) + parts[i + 1];
  }
  return path;
}

/** The value percent-encoded as one path segment; throws a `TypeError` saying why it cannot be one. */
function encodedSegment(name: string, value: unknown): string {
  const type = typeof value;
  // What is left when the text is fine: `encodeURIComponent` throws only for a lone UTF-16 surrogate.
  let why = LONE_SURROGATE;
  if (value == null) why = 'is missing';
  // Every `typeof` but these four is a kind of value a segment cannot stand for.
  else if (!'string number bigint boolean'.includes(type)) why = `must be a string or a number, not ${type}`;
  else {
    const text = String(value);
    if (text === '') why = 'is empty';
    else if (text === '.' || text === '..') why = `is "${text}", which URLs resolve away`;
    else
      try {
        return encodeURIComponent(text);
      } catch {}
  }
  throw new TypeError(`path parameter "${name}" ${why}`);
}

export const LONE_SURROGATE = 'has a lone UTF-16 surrogate';

/** `{ page: 2, tags: ['a'] }` → `?page=2&tags[0]=a`; empty when nothing is given. Throws `URIError` on a lone surrogate. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query == null) return '';
  const pairs: string[] = [];
  for (const key of Object.keys(query))
    writeQueryPairs(encodeURIComponent(key), query[key] as QueryValue, pairs);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
