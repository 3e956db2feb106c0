// Built-in scalar casts (DESIGN §3, §4.6). Strings are what forms and query strings deliver, so
// each cast accepts the string spelling of its type and nothing looser.
import { parseJson } from '../../input/index.js';
import { type BuiltInCast, CAST_FAILED } from './cast-failed.js';

const SPACE = 0x20;
const TAB = 0x09;
const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

const powersOfTen = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
];

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/**
 * Reads a plain decimal number — `[+-]digits[.digits][e[+-]digits]`, optionally padded with
 * spaces or tabs; without `fraction` only `[+-]digits` — or `NaN`. `Number()` alone would also
 * take `0x1f`, `0b1` and a blank string (as 0). A scanner, because it runs for every numeric
 * field of every request: with at most 15 significant digits and a power of ten up to 22, the
 * value is one exact integer scaled by one exact power of ten, which IEEE arithmetic rounds
 * correctly (Clinger's fast path), so it equals `Number(text)` without the runtime call.
 */
export function parseNumberText(text: string, fraction: boolean): number {
  let i = 0;
  let end = text.length;
  while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
  while (end > i && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end--;
  const start = i;
  let code = text.charCodeAt(i);
  const negative = code === MINUS;
  if (negative || code === PLUS) i++;
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  while (i < end && isDigit((code = text.charCodeAt(i)))) {
    mantissa = mantissa * 10 + (code - ZERO);
    digits++;
    i++;
  }
  if (fraction && i < end && text.charCodeAt(i) === DOT) {
    i++;
    while (i < end && isDigit((code = text.charCodeAt(i)))) {
      mantissa = mantissa * 10 + (code - ZERO);
      digits++;
      scale--;
      i++;
    }
  }
  if (digits === 0) return Number.NaN;
  if (fraction && i < end && (text.charCodeAt(i) | 0x20) === 0x65) {
    i++;
    code = text.charCodeAt(i);
    const negativeExponent = code === MINUS;
    if (negativeExponent || code === PLUS) i++;
    const exponentStart = i;
    let exponent = 0;
    while (i < end && isDigit((code = text.charCodeAt(i)))) {
      exponent = Math.min(exponent * 10 + (code - ZERO), 100_000);
      i++;
    }
    if (i === exponentStart) return Number.NaN;
    scale += negativeExponent ? -exponent : exponent;
  }
  if (i !== end) return Number.NaN;
  // Leading zeros count as digits here, which only sends such inputs to the exact slow path.
  if (digits > 15 || scale < -22 || scale > 22) return Number(text.slice(start, end));
  const magnitude = scale < 0 ? mantissa / powersOfTen[-scale]! : mantissa * powersOfTen[scale]!;
  return negative ? -magnitude : magnitude;
}

const booleanWords: Readonly<Record<string, boolean>> = Object.assign(Object.create(null), {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  on: true,
  off: false,
});

/** Integers within the safe range; `''` → `null`; `'12.5'`, `'abc'`, `1.5` fail. */
export const castInt: BuiltInCast = (value) => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : CAST_FAILED;
  if (typeof value !== 'string') return CAST_FAILED;
  if (value === '') return null;
  const number = parseNumberText(value, false);
  return Number.isSafeInteger(number) ? number : CAST_FAILED;
};

/** Finite numbers; `''` → `null`; `'NaN'`, `'Infinity'`, `'1,5'` fail. */
export const castFloat: BuiltInCast = (value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : CAST_FAILED;
  if (typeof value !== 'string') return CAST_FAILED;
  if (value === '') return null;
  const number = parseNumberText(value, true);
  return Number.isFinite(number) ? number : CAST_FAILED;
};

/** `true`/`false`, `1`/`0`, and `true false 1 0 yes no on off` in any case. */
export const castBool: BuiltInCast = (value) => {
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return CAST_FAILED;
  const word = booleanWords[value] ?? booleanWords[value.toLowerCase()];
  return word ?? CAST_FAILED;
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
