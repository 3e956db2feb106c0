// Size rules: `min`/`max`/`length` measure strings (in code points) and arrays;
// `min_value`/`max_value` compare numbers and numeric strings. A value without the measured
// property (a number for `max`, an object for `max_value`) fails the rule. Each rule has its
// own function so the hot case (a short string, a number) is a comparison V8 can inline.
import {
  expectCount,
  expectNumber,
  expectSize,
  type RuleDefinition,
  type RuleTest,
  toFiniteNumber,
  type ValueType,
} from './definition.js';

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

// A string's UTF-16 length is at least its code-point count and at most twice it, so most
// checks are settled by `length` alone.
function atMost(bound: number): RuleTest {
  return (value) => {
    if (typeof value === 'string') return value.length <= bound || codePointsUpTo(value, bound) <= bound;
    return Array.isArray(value) && value.length <= bound;
  };
}

function atLeast(bound: number): RuleTest {
  return (value) => {
    if (typeof value === 'string') {
      return value.length >= bound && (value.length >= 2 * bound || codePointsUpTo(value, bound) >= bound);
    }
    return Array.isArray(value) && value.length >= bound;
  };
}

function exactly(bound: number): RuleTest {
  return (value) => {
    if (typeof value === 'string') {
      return value.length >= bound && value.length <= 2 * bound && codePointsUpTo(value, bound) === bound;
    }
    return Array.isArray(value) && value.length === bound;
  };
}

function atLeastValue(bound: number): RuleTest {
  return (value) => {
    if (typeof value === 'number') return Number.isFinite(value) && value >= bound;
    const number = toFiniteNumber(value);
    return number !== undefined && number >= bound;
  };
}

function atMostValue(bound: number): RuleTest {
  return (value) => {
    if (typeof value === 'number') return Number.isFinite(value) && value <= bound;
    const number = toFiniteNumber(value);
    return number !== undefined && number <= bound;
  };
}

function boundRule(
  readBound: (param: string) => number,
  test: (bound: number) => RuleTest,
  fastPath: (bound: string, type: ValueType | undefined) => string,
  readsNumber = false,
): RuleDefinition {
  return {
    readsNumber,
    parameters: 'list',
    build(params) {
      expectCount(params, 1);
      return test(readBound(params[0]!));
    },
    // String(number) is a valid JavaScript literal for every finite number.
    fastPath: (params, type) => fastPath(String(readBound(params[0]!)), type),
  };
}

/** A finite number compared with a bound: the value itself in a number lane, else its reading `n`. */
function boundedNumber(type: ValueType | undefined, comparison: string): string {
  const number = type === 'number' ? 'v' : 'n';
  return `Number.isFinite(${number}) && ${number} ${comparison}`;
}

export const sizeRules: Record<string, RuleDefinition> = {
  min: boundRule(expectSize, atLeast, (bound, type) =>
    type === 'string' ? `v.length >= 2 * ${bound}` : `typeof v === "string" && v.length >= 2 * ${bound}`,
  ),
  max: boundRule(expectSize, atMost, (bound, type) =>
    type === 'string' ? `v.length <= ${bound}` : `typeof v === "string" && v.length <= ${bound}`,
  ),
  length: boundRule(expectSize, exactly, (bound) => `Array.isArray(v) && v.length === ${bound}`),
  min_value: boundRule(expectNumber, atLeastValue, (bound, type) => boundedNumber(type, `>= ${bound}`), true),
  max_value: boundRule(expectNumber, atMostValue, (bound, type) => boundedNumber(type, `<= ${bound}`), true),
};
