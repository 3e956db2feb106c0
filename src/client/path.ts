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

const PARAMETER = /\{([^}]+)\}/;
// With the `u` flag a surrogate pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Each template split once into text and parameter names: `['/tasks/', 'id', '']`. */
const templates = new Map<string, readonly string[]>();

/** `/tasks/{id}` with `{ id: 'a/b' }` → `/tasks/a%2Fb`, or a `PathError`. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string | PathError {
  let parts = templates.get(template);
  if (parts === undefined) {
    // Templates come from operation tables (declarations); the cap bounds many clients' tables.
    if (templates.size >= 1000) templates.clear();
    templates.set(template, (parts = template.split(PARAMETER)));
  }
  let path = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
    const failure = refusal(name, value);
    if (failure !== undefined) return failure;
    path += encodeURIComponent(String(value)) + parts[i + 1]!;
  }
  return path;
}

function refusal(name: string, value: unknown): PathError | undefined {
  if (value === undefined || value === null) return new PathError(`path parameter "${name}" is missing`);
  const type = typeof value;
  if (type !== 'string' && type !== 'number' && type !== 'bigint' && type !== 'boolean')
    return new PathError(`path parameter "${name}" must be a string or a number, not ${type}`);
  const text = String(value);
  if (text === '') return new PathError(`path parameter "${name}" is empty, which would drop a path segment`);
  if (text === '.' || text === '..')
    return new PathError(`path parameter "${name}" is "${text}", a segment every URL parser resolves away`);
  if (type === 'string' && LONE_SURROGATE.test(text))
    return new PathError(`path parameter "${name}" has a lone UTF-16 surrogate, which no URL can carry`);
  return undefined;
}

/** `{ page: 2, tags: ['a'] }` → `?page=2&tags[0]=a`; empty when nothing is given. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined || query === null) return '';
  const pairs: string[] = [];
  for (const key of Object.keys(query))
    writeQueryPairs(encodeURIComponent(key), query[key] as QueryValue, pairs);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A base URL without its trailing slashes, to which a path (`/tasks`) is appended. */
export function baseWithoutSlash(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
