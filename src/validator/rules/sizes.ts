// The size family (docs/validator.md "Sizes"): `min`, `max`, `size`, `between` and `gt`, `gte`,
// `lt`, `lte` compare what measure.ts measures — a numeric field's number, an array's count, a
// file's kilobytes, a string's code points. `length` counts only strings and arrays;
// `min_value`/`max_value` compare only numbers and numeric text.

import { compareNumbers } from './decimal.js';
import {
  expectCount,
  expectNumber,
  expectSize,
  type RuleDefinition,
  type RuleTest,
  toFiniteNumber,
  type ValueType,
} from './definition.js';
import { codePointsUpTo, isNumericLike, sizeOf } from './measure.js';
import { readPath } from './paths.js';

type Comparison = (size: number, bound: number) => boolean;

/** Text with more characters than a double's 15 exact digits: compared as exact decimals. */
function isLongText(value: unknown): boolean {
  return typeof value === 'string' && value.length > 15;
}

const atLeast: Comparison = (size, bound) => size >= bound;
const atMost: Comparison = (size, bound) => size <= bound;
const equal: Comparison = (size, bound) => size === bound;

/** A rule comparing the value's size with one fixed bound. */
function sizeRule(
  compare: Comparison,
  fastPath: (bound: string, type: ValueType | undefined, numeric: boolean) => string,
): RuleDefinition {
  return {
    parameters: 'list',
    readsNumber: (context) => context.numeric,
    build(params, context) {
      expectCount(params, 1);
      const bound = expectNumber(params[0]!);
      return (value) => {
        if (typeof value === 'string' && !context.numeric) {
          // A string's code points number between half its UTF-16 length and all of it: when
          // both ends answer alike, the answer needs no counting.
          const most = value.length;
          const least = (most + 1) >> 1;
          const answer = compare(least, bound);
          if (answer === compare(most, bound) && (compare !== equal || least === most)) return answer;
        }
        if (context.numeric && isLongText(value)) {
          const order = compareNumbers(value, params[0]!);
          if (order !== undefined) return compare(order, 0);
        }
        const size = sizeOf(value, context.numeric, bound);
        return size !== undefined && compare(size, bound);
      };
    },
    // String(number) is a valid JavaScript literal for every finite number.
    fastPath: (params, type, context) =>
      fastPath(String(expectNumber(params[0]!)), type, context?.numeric === true),
  };
}

/**
 * The inline form of a size bound: on a numeric field the number read once (`n`); a string by
 * its UTF-16 length where that decides (`lengthTest`); a JavaScript number by its value.
 */
function sizeFastPath(numberTest: string, lengthTest: string | undefined) {
  return (bound: string, type: ValueType | undefined, numeric: boolean): string => {
    const number = (name: string) =>
      `Number.isFinite(${name}) && ${name} ${numberTest.replaceAll('$', bound)}`;
    if (type === 'number') return number('v');
    if (type === 'object') return 'false';
    // Long numeric text may hold more digits than `n` does: the rule compares it exactly.
    if (numeric) return `(typeof v !== "string" || v.length <= 15) && ${number('n')}`;
    if (type === 'boolean' || lengthTest === undefined) return 'false';
    const text = `v.length ${lengthTest.replaceAll('$', bound)}`;
    return type === 'string' ? text : `typeof v === "string" && ${text}`;
  };
}

function between(): RuleDefinition {
  return {
    parameters: 'list',
    build(params, context) {
      expectCount(params, 2);
      const low = expectNumber(params[0]!);
      const high = expectNumber(params[1]!);
      return (value) => {
        if (context.numeric && isLongText(value)) {
          const fromLow = compareNumbers(value, params[0]!);
          const toHigh = compareNumbers(value, params[1]!);
          if (fromLow !== undefined && toHigh !== undefined) return fromLow >= 0 && toHigh <= 0;
        }
        const size = sizeOf(value, context.numeric, high);
        return size !== undefined && size >= low && size <= high;
      };
    },
  };
}

/**
 * `gt:x` and friends: `x` is a number, or another field whose size the value's is compared
 * with (both of one kind: numbers, strings, arrays or files), as Laravel's validateGt does.
 */
function fieldComparison(compare: Comparison): RuleDefinition {
  return {
    parameters: 'list',
    placeholders: false,
    readsPayload: true,
    build(params, context) {
      expectCount(params, 1);
      const param = params[0]!;
      const fixed = toFiniteNumber(param.trim());
      return (value, data, scope) => {
        // A numeric value is measured as a number here, whatever the field's other rules say.
        const numeric = context.numeric || isNumericLike(value);
        const other = readPath(data, param, scope);
        if (other === undefined || other === null) {
          // A number to compare with: only a numeric value can be (Laravel's validateGt).
          if (fixed === undefined || !isNumericLike(value)) return false;
          return compare(compareNumbers(value, param)!, 0);
        }
        if (fixed !== undefined) return false;
        if (numeric && isNumericLike(other)) return compare(compareNumbers(value, other)!, 0);
        if (kindOf(value) !== kindOf(other)) return false;
        const size = sizeOf(value, false, Number.POSITIVE_INFINITY);
        const otherSize = sizeOf(other, false, Number.POSITIVE_INFINITY);
        return size !== undefined && otherSize !== undefined && compare(size, otherSize);
      };
    },
  };
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

/** `length:n`: a string of exactly n code points, or an array of n items. */
function exactly(bound: number): RuleTest {
  return (value) => {
    if (typeof value === 'string') {
      return value.length >= bound && value.length <= 2 * bound && codePointsUpTo(value, bound) === bound;
    }
    return Array.isArray(value) && value.length === bound;
  };
}

function valueRule(compare: Comparison, operator: string): RuleDefinition {
  return {
    parameters: 'list',
    readsNumber: true,
    build(params) {
      expectCount(params, 1);
      const bound = expectNumber(params[0]!);
      return (value) => {
        const number = toFiniteNumber(value);
        return number !== undefined && compare(number, bound);
      };
    },
    fastPath: (params, type) => {
      if (type === 'object') return 'false';
      const number = type === 'number' ? 'v' : 'n';
      return `Number.isFinite(${number}) && ${number} ${operator} ${String(expectNumber(params[0]!))}`;
    },
  };
}

export const sizeRules: Record<string, RuleDefinition> = {
  min: sizeRule(atLeast, sizeFastPath('>= $', '>= 2 * $')),
  max: sizeRule(atMost, sizeFastPath('<= $', '<= $')),
  // A string's UTF-16 length cannot settle an exact code-point count: the rule decides.
  size: sizeRule(equal, sizeFastPath('=== $', undefined)),
  between: between(),
  gt: fieldComparison((size, bound) => size > bound),
  gte: fieldComparison(atLeast),
  lt: fieldComparison((size, bound) => size < bound),
  lte: fieldComparison(atMost),
  length: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1);
      return exactly(expectSize(params[0]!));
    },
    fastPath: (params) => `Array.isArray(v) && v.length === ${expectSize(params[0]!)}`,
  },
  min_value: valueRule(atLeast, '>='),
  max_value: valueRule(atMost, '<='),
};
