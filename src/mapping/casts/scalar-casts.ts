// Built-in scalar casts (docs/mapping.md, ARCHITECTURE.md "Pipeline order"). Strings are what forms and query strings deliver, so
// each cast accepts the string spelling of its type and nothing looser.
import { parseJson } from '../../input/index.js';
import { booleanOfText } from '../../validator/boolean-text.js';
import { isIntegerText, parseNumberText } from '../../validator/number-text.js';
import type { ValueType } from '../../validator/rules/definition.js';
import { type BuiltInCast, CAST_FAILED } from './cast-failed.js';

/**
 * Where each built-in cast returns its input unchanged, for the mapping's typed lanes
 * (typed-lane.ts): the JSON type of such a value and, as a JavaScript expression over `v` of
 * that type, the condition under which the cast keeps it (`'true'`: always). Casts without an
 * entry (datetime, array) always make a new value. A twin of the casts below kept for generated
 * code: test/mapping/cast-unchanged-conditions.property.test.ts holds each condition to its cast.
 */
export const castUnchangedWhen: Readonly<
  Record<
    'int' | 'float' | 'bool' | 'string' | 'array' | 'datetime',
    { type: ValueType; condition: string } | null
  >
> = {
  int: { type: 'number', condition: 'Number.isSafeInteger(v)' },
  float: { type: 'number', condition: 'Number.isFinite(v)' },
  bool: { type: 'boolean', condition: 'true' },
  string: { type: 'string', condition: 'true' },
  array: null,
  datetime: null,
};

/** Integers within the safe range; `''` → `null`; `'12.5'`, `'abc'`, `1.5` fail. */
export const castInt: BuiltInCast = (value) => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : CAST_FAILED;
  if (typeof value !== 'string') return CAST_FAILED;
  if (value === '') return null;
  const number = parseNumberText(value, false, true);
  return Number.isSafeInteger(number) ? number : CAST_FAILED;
};

/** Finite numbers; `''` → `null`; `'NaN'`, `'Infinity'`, `'1,5'` fail. */
export const castFloat: BuiltInCast = (value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : CAST_FAILED;
  if (typeof value !== 'string') return CAST_FAILED;
  if (value === '') return null;
  const number = parseNumberText(value, true, true);
  return Number.isFinite(number) ? number : CAST_FAILED;
};

/**
 * `castFloat(value)` when `known` is what the validator's `readNumber(value)` gave (see
 * validator/mapping-door.ts): finite means `value` is unpadded decimal text, which the cast reads the same.
 */
export function castFloatKnown(value: unknown, known: unknown): unknown {
  return typeof value === 'string' && Number.isFinite(known) ? known : castFloat(value);
}

/** `castInt(value)` when `known` is `readNumber(value)`: integer text reads the same either way. */
export function castIntKnown(value: unknown, known: unknown): unknown {
  return typeof value === 'string' && Number.isSafeInteger(known) && isIntegerText(value)
    ? known
    : castInt(value);
}

/** `true`/`false`, `1`/`0`, and `true false 1 0 yes no on off` in any case. */
export const castBool: BuiltInCast = (value) => {
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return CAST_FAILED;
  return booleanOfText(value) ?? CAST_FAILED;
};

/** Strings unchanged; numbers, booleans and bigints in their usual spelling. */
export const castString: BuiltInCast = (value) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return CAST_FAILED;
};

/** An array, a JSON array string, or a comma-separated string (`''` → `[]`). */
export const castArray: BuiltInCast = (value) => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return CAST_FAILED;
  if (value === '') return [];
  if (value.trimStart().startsWith('[')) {
    try {
      // The input parser, not JSON.parse: a string inside a body or query must not slip past
      // the depth limit (a 20 KB body nested 10,000 deep overflowed the stack) or carry `__proto__` keys.
      const parsed: unknown = parseJson(value);
      return Array.isArray(parsed) ? parsed : CAST_FAILED;
    } catch {
      return CAST_FAILED;
    }
  }
  return value.split(',');
};
