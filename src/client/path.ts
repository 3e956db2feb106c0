// The one encoder of path parameters and queries, shared by `client.url()` and every call, so a
// link and a call never disagree. A value fills exactly one path segment: `/` is encoded, and
// a value that would be a `.` or `..` segment is refused, since every URL parser resolves those
// away (RFC 3986 §5.2.4; WHATWG URL also for `%2e`), whatever the encoding.
import { type QueryValue, writeQueryPairs } from '../shared/query-string.js';

/** A value for a path parameter. */
export type PathValue = string | number | bigint | boolean;

/** A path that could not be built: the parameter and why. */
export class PathError {
  constructor(readonly message: string) {}
}

const PARAMETER = /\{([^}]+)\}/g;
// With the `u` flag a surrogate pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** `/tasks/{id}` with `{ id: 'a/b' }` → `/tasks/a%2Fb`, or a `PathError`. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string | PathError {
  let failure: PathError | undefined;
  const path = template.replace(PARAMETER, (_, name: string) => {
    const segment = encodedSegment(
      name,
      params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined,
    );
    if (typeof segment === 'string') return segment;
    failure ??= segment;
    return '';
  });
  return failure ?? path;
}

const SCALAR_TYPES = new Set(['string', 'number', 'bigint', 'boolean']);

/** The value percent-encoded as one path segment, or why it cannot be one. */
function encodedSegment(name: string, value: unknown): string | PathError {
  if (value === undefined || value === null) return new PathError(`path parameter "${name}" is missing`);
  if (!SCALAR_TYPES.has(typeof value))
    return new PathError(`path parameter "${name}" must be a string or a number, not ${typeof value}`);
  const text = String(value);
  if (text === '') return new PathError(`path parameter "${name}" is empty, which would drop a path segment`);
  if (text === '.' || text === '..')
    return new PathError(`path parameter "${name}" is "${text}", a segment every URL parser resolves away`);
  if (LONE_SURROGATE.test(text))
    return new PathError(`path parameter "${name}" has a lone UTF-16 surrogate, which no URL can carry`);
  return encodeURIComponent(text);
}

/** `{ page: 2, tags: ['a'] }` → `?page=2&tags[0]=a`; empty when nothing is given. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined || query === null) return '';
  const pairs: string[] = [];
  for (const key of Object.keys(query))
    writeQueryPairs(encodeURIComponent(key), query[key] as QueryValue, pairs);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
