// Size rules: `min`/`max`/`length` measure strings (in code points) and arrays;
// `min_value`/`max_value` compare numbers and numeric strings. A value without the measured
// property (a number for `max`, an object for `max_value`) fails the rule.
import { expectCount, expectNumber, expectSize, type RuleDefinition, toFiniteNumber } from './definition.js';

/**
 * Counts code points, but stops once the count exceeds `limit`: a bound check on a huge
 * string costs O(limit), not O(length).
 */
function codePointsUpTo(text: string, limit: number): number {
  let count = 0;
  for (let index = 0; index < text.length && count <= limit; index++, count++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
  }
  return count;
}

/** The size of a string (code points, counted no further than `limit + 1`) or an array; -1 otherwise. */
function sizeUpTo(value: unknown, limit: number): number {
  if (typeof value === 'string') {
    // UTF-16 length ≥ code points ≥ length / 2: most checks end here without counting.
    if (value.length <= limit) return value.length === limit ? codePointsUpTo(value, limit) : value.length;
    return codePointsUpTo(value, limit);
  }
  return Array.isArray(value) ? value.length : -1;
}

function sizeRule(accepts: (size: number, bound: number) => boolean): RuleDefinition {
  return {
    parameters: 'list',
    build(params) {
      expectCount(params, 1);
      const bound = expectSize(params[0]!);
      return (value) => {
        const size = sizeUpTo(value, bound);
        return size >= 0 && accepts(size, bound);
      };
    },
  };
}

function valueRule(accepts: (number: number, bound: number) => boolean): RuleDefinition {
  return {
    parameters: 'list',
    build(params) {
      expectCount(params, 1);
      const bound = expectNumber(params[0]!);
      return (value) => {
        const number = toFiniteNumber(value);
        return number !== undefined && accepts(number, bound);
      };
    },
  };
}

export const sizeRules: Record<string, RuleDefinition> = {
  min: sizeRule((size, bound) => size >= bound),
  max: sizeRule((size, bound) => size <= bound),
  length: sizeRule((size, bound) => size === bound),
  min_value: valueRule((number, bound) => number >= bound),
  max_value: valueRule((number, bound) => number <= bound),
};
