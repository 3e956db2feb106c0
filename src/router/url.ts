import { UrlGenerationError } from './errors.js';
import type { PatternPart } from './pattern.js';

/** A value `url()` accepts for a parameter; `null`/`undefined` count as not given. */
export type UrlParameterValue = string | number | bigint | boolean | null | undefined;

const MISSING = Symbol('missing');
// With the `u` flag a surrogate pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Builds a path from a parsed pattern. An optional segment is written when it holds at least
 * one parameter and every one it needs is given; static-only optional segments are left out
 * (the shortest form). Values are percent-encoded, then checked against their parameter's regex.
 */
export function buildUrl(
  routeName: string,
  parts: readonly PatternPart[],
  values: Readonly<Record<string, UrlParameterValue>>,
): string {
  const path = fill(routeName, parts, values);
  if (typeof path === 'symbol') {
    const missing = firstMissing(parts, values);
    throw new UrlGenerationError('missingParameter', routeName, `parameter "${missing}" is required.`);
  }
  return path === '' ? '/' : path;
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
