// Rules about how a number is written: its digits (`digits`, `digits_between`, `min_digits`,
// `max_digits` — unsigned digit strings only), its decimal places (`decimal`) and whether it is
// a multiple of another (`multiple_of`, computed exactly on the decimal text, not in floats).
import { type ExactDecimal, exactDecimal } from './decimal.js';
import {
  expectCount,
  expectNumber,
  expectSize,
  type RuleDefinition,
  scalarText,
  toFiniteNumber,
} from './definition.js';

/** The value's digits when it is an unsigned digit string (or a non-negative integer), else undefined. */
function digitsOf(value: unknown): string | undefined {
  const text = scalarText(value);
  return text !== undefined && typeof value !== 'boolean' && /^[0-9]+$/.test(text) ? text : undefined;
}

function digitCountRule(
  params: readonly string[],
  count: 1 | 2,
  accepts: (length: number, bounds: number[]) => boolean,
): ReturnType<RuleDefinition['build']> {
  expectCount(params, count);
  const bounds = params.map(expectSize);
  return (value) => {
    const digits = digitsOf(value);
    return digits !== undefined && accepts(digits.length, bounds);
  };
}

/** `[+-]digits.digits` → sign, whole digits and fraction digits; exponents are refused by decimal's grammar. */
const DECIMAL_TEXT = /^[+-]?(\d*)\.?(\d*)$/;

function isMultipleOf(value: unknown, divisor: ExactDecimal): boolean {
  const number = exactDecimal(value);
  if (number === undefined) return false;
  if (number.units === 0n) return divisor.units !== 0n;
  if (divisor.units === 0n) return false;
  const scale = Math.max(number.scale, divisor.scale);
  const numerator = number.units * 10n ** BigInt(scale - number.scale);
  const denominator = divisor.units * 10n ** BigInt(scale - divisor.scale);
  return numerator % denominator === 0n;
}

export const digitRules: Record<string, RuleDefinition> = {
  digits: {
    parameters: 'list',
    build: (params) => digitCountRule(params, 1, (length, [size]) => length === size),
  },
  digits_between: {
    parameters: 'list',
    build: (params) => digitCountRule(params, 2, (length, [low, high]) => length >= low! && length <= high!),
  },
  min_digits: {
    parameters: 'list',
    build: (params) => digitCountRule(params, 1, (length, [low]) => length >= low!),
  },
  max_digits: {
    parameters: 'list',
    build: (params) => digitCountRule(params, 1, (length, [high]) => length <= high!),
  },
  decimal: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, 2);
      const low = expectSize(params[0]!);
      const high = params[1] === undefined ? low : expectSize(params[1]);
      return (value) => {
        const text = typeof value === 'string' ? value : scalarText(value);
        if (text === undefined || typeof value === 'boolean' || toFiniteNumber(text) === undefined)
          return false;
        const places = DECIMAL_TEXT.exec(text)?.[2]?.length;
        return places !== undefined && places >= low && places <= high;
      };
    },
  },
  multiple_of: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1);
      expectNumber(params[0]!);
      const divisor = exactDecimal(params[0]!);
      return (value) => divisor !== undefined && isMultipleOf(value, divisor);
    },
  },
};
