import type { InputLimits } from './limits.js';
import { parseUrlEncoded } from './url-encoded.js';

/**
 * An already parsed query whose keys still carry brackets — Express 5's and Fastify's default
 * parsers give `{ 'tags[]': ['a'], 'filter[status]': 'open' }` — nests the way the query
 * string would have: it is written back as a query string and parsed with the same rules and
 * limits (prototype keys, parameter counts, depth). An object without such keys is returned
 * as is, so a query parsed by qs (already nested) costs one scan of its keys.
 */
export function renestParsedQuery(
  parsed: Record<string, unknown>,
  limits: Readonly<InputLimits>,
): Record<string, unknown> {
  if (!Object.keys(parsed).some((key) => key.includes('['))) return parsed;
  const pairs: string[] = [];
  for (const key of Object.keys(parsed)) writePairs(key, parsed[key], pairs, limits);
  return parseUrlEncoded(pairs.join('&'), limits, 'query');
}

/** Appends `name=value` pairs for `value`; arrays repeat their name, objects nest in brackets. */
function writePairs(name: string, value: unknown, pairs: string[], limits: Readonly<InputLimits>): void {
  // The parser would refuse more pieces anyway; stop writing before the string grows huge.
  if (pairs.length > limits.maxParameters) return;
  if (value === undefined) return;
  if (value === null || typeof value !== 'object') {
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const isLeaf = item === null || typeof item !== 'object';
      writePairs(isLeaf ? name : `${name}[${index}]`, item, pairs, limits);
    });
    return;
  }
  for (const key of Object.keys(value))
    writePairs(`${name}[${key}]`, (value as Record<string, unknown>)[key], pairs, limits);
}
