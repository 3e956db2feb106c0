import { writeQueryPairs } from '../shared/query-string.js';
import { UrlGenerationError } from './errors.js';
import type { PatternPart } from './pattern.js';

/** A value `url()` accepts for a parameter; `null`/`undefined` count as not given. */
export type UrlParameterValue = string | number | bigint | boolean | null | undefined;

/** A value for the query string: a scalar, or lists and records of them (bracket form). */
export type UrlQueryValue =
  | UrlParameterValue
  | readonly UrlQueryValue[]
  | { readonly [key: string]: UrlQueryValue };

const MISSING = Symbol('missing');
// With the `u` flag a surrogate pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// A whole segment of `.` or `..`, also as `%2e` (WHATWG URL parsers decode those for this).
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;

/**
 * Builds a path from a parsed pattern. An optional segment is written when it holds at least
 * one parameter and every one it needs is given; static-only optional segments are left out
 * (the shortest form). Values are percent-encoded, then checked against their parameter's regex.
 * A path with a `.` or `..` segment is refused: every client resolves it away (RFC 3986
 * §5.2.4), so `{ dir: '..', name: 'admin' }` would link to another route than the one named.
 */
export function buildUrl(
  routeName: string,
  parts: readonly PatternPart[],
  values: Readonly<Record<string, UrlQueryValue>>,
): string {
  const used = new Set<string>();
  collectNames(parts, used);
  const path = fill(routeName, parts, values as Readonly<Record<string, UrlParameterValue>>);
  if (typeof path === 'symbol') {
    const missing = firstMissing(parts, values as Readonly<Record<string, UrlParameterValue>>);
    throw new UrlGenerationError('missingParameter', routeName, `parameter "${missing}" is required.`);
  }
  if (DOT_SEGMENT.test(path)) {
    throw new UrlGenerationError(
      'invalidParameter',
      routeName,
      `the values make the path "${path.slice(0, 200)}" contain a "." or ".." segment, which clients resolve away (RFC 3986 §5.2.4).`,
    );
  }
  return (path === '' ? '/' : path) + queryString(values, used);
}

function collectNames(parts: readonly PatternPart[], names: Set<string>): void {
  for (const part of parts) {
    if (part.kind === 'param') names.add(part.param.name);
    else if (part.kind === 'optional') collectNames(part.parts, names);
  }
}

/**
 * The values the pattern does not use, as a query string (`?page=2&tags[0]=a&filter[status]=open`),
 * the way Laravel's and Adonis's URL builders do; `null`/`undefined` are left out. Keys and
 * values are percent-encoded, brackets stay readable; intake's query parser reads the result back.
 */
function queryString(values: Readonly<Record<string, UrlQueryValue>>, used: ReadonlySet<string>): string {
  const pairs: string[] = [];
  for (const key of Object.keys(values)) {
    if (!used.has(key)) writeQueryPairs(encodeURIComponent(key), values[key], pairs);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function fill(
  routeName: string,
  parts: readonly PatternPart[],
  values: Readonly<Record<string, UrlParameterValue>>,
): string | typeof MISSING {
  let path = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      path += part.text;
    } else if (part.kind === 'optional') {
      if (!hasParameter(part.parts)) continue;
      const inner = fill(routeName, part.parts, values);
      if (inner !== MISSING) path += inner;
    } else {
      const { name, mayMatchSlash, wholeValue } = part.param;
      const value = given(values, name);
      if (value === null) return MISSING;
      if (typeof value === 'object') {
        throw new UrlGenerationError(
          'invalidParameter',
          routeName,
          `parameter "${name}" is part of the path and needs a single value, not a list or a record.`,
        );
      }
      const text = String(value);
      // encodeURIComponent throws a bare URIError on these: no UTF-8 form exists.
      if (LONE_SURROGATE.test(text)) {
        throw new UrlGenerationError(
          'invalidParameter',
          routeName,
          `value of parameter "${name}" contains a lone UTF-16 surrogate, which no URL can carry.`,
        );
      }
      let encoded = encodeURIComponent(text);
      // A parameter whose regex spans segments keeps its slashes.
      if (mayMatchSlash) encoded = encoded.replaceAll('%2F', '/');
      if (!wholeValue.test(encoded)) {
        throw new UrlGenerationError(
          'invalidParameter',
          routeName,
          `value "${String(value)}" of parameter "${name}" does not match ${wholeValue.source}.`,
        );
      }
      path += encoded;
    }
  }
  return path;
}

function hasParameter(parts: readonly PatternPart[]): boolean {
  return parts.some(
    (part) => part.kind === 'param' || (part.kind === 'optional' && hasParameter(part.parts)),
  );
}

function firstMissing(
  parts: readonly PatternPart[],
  values: Readonly<Record<string, UrlParameterValue>>,
): string {
  for (const part of parts) {
    if (part.kind === 'param' && given(values, part.param.name) === null) return part.param.name;
  }
  return '?';
}

/** An own value of `values` (never an inherited one such as `constructor`), or null. */
function given(
  values: Readonly<Record<string, UrlParameterValue>>,
  name: string,
): NonNullable<UrlParameterValue> | null {
  return Object.hasOwn(values, name) ? (values[name] ?? null) : null;
}
