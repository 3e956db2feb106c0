// One allocation-free reader of decimal text, shared by the validator's numeric rules and the
// request mapping's numeric casts: every numeric field of every form or query request goes
// through it, often more than once (`numeric|min_value:0`, then the cast).

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
 * Reads a plain decimal number — `[+-]digits[.digits][e[+-]digits]` (digits may be missing on
 * one side of the dot: `1.`, `.5`); without `fraction` only `[+-]digits` — or `NaN`. With
 * `padded`, spaces and tabs around it are allowed. `Number()` alone would also take `0x1f`,
 * `0b1`, `Infinity` and a blank string (as 0). With at most 15 significant digits and a power
 * of ten up to 22, the value is one exact integer scaled by one exact power of ten, which IEEE
 * arithmetic rounds correctly (Clinger's fast path), so it equals `Number(text)` without the
 * runtime call; longer spellings go to `Number()`.
 *
 * @example
 * parseNumberText('12.50', true, false); // 12.5
 * parseNumberText(' 7 ', false, true);   // 7
 * parseNumberText('0x1f', true, false);  // NaN
 */
export function parseNumberText(text: string, fraction: boolean, padded: boolean): number {
  const quick = plainDecimal(text, fraction);
  return Number.isNaN(quick) ? scanNumber(text, fraction, padded) : quick;
}

/**
 * The common case in one tight loop: unsigned digits with at most one dot, at most 15 digits
 * (so the same exact arithmetic as below); `NaN` hands anything else to the full scanner.
 */
function plainDecimal(text: string, fraction: boolean): number {
  const end = text.length;
  let mantissa = 0;
  let dot = -1;
  // Past 16 characters this path can only answer NaN: stop, so huge inputs cost nothing here.
  if (end > 16) return Number.NaN;
  for (let i = 0; i < end; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit >= 0 && digit <= 9) mantissa = mantissa * 10 + digit;
    else if (digit === DOT - ZERO && dot < 0 && fraction) dot = i;
    else return Number.NaN;
  }
  if (dot < 0) return end === 0 || end > 15 ? Number.NaN : mantissa;
  // A lone dot has no digits; more than 15 digits need the exact slow path.
  return end === 1 || end > 16 ? Number.NaN : mantissa / powersOfTen[end - dot - 1]!;
}

function scanNumber(text: string, fraction: boolean, padded: boolean): number {
  let i = 0;
  let end = text.length;
  if (padded) {
    while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
    while (end > i && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end--;
  }
  const start = i;
  // Never a read past the end (V8 deoptimises code that reads one): -1 stands for no character.
  let code = i < end ? text.charCodeAt(i) : -1;
  const negative = code === MINUS;
  if (negative || code === PLUS) i++;
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  // Past 15 digits the value comes from Number() below, so the mantissa stops growing there:
  // a huge digit string is then a plain character scan.
  while (i < end && isDigit((code = text.charCodeAt(i)))) {
    if (digits < 16) mantissa = mantissa * 10 + (code - ZERO);
    digits++;
    i++;
  }
  if (fraction && i < end && text.charCodeAt(i) === DOT) {
    i++;
    while (i < end && isDigit((code = text.charCodeAt(i)))) {
      if (digits < 16) mantissa = mantissa * 10 + (code - ZERO);
      digits++;
      scale--;
      i++;
    }
  }
  if (digits === 0) return Number.NaN;
  if (fraction && i < end && (text.charCodeAt(i) | 0x20) === 0x65) {
    i++;
    code = i < end ? text.charCodeAt(i) : -1;
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
  if (digits > 15 || scale < -22 || scale > 22) return Number(padded ? text.slice(start, end) : text);
  const magnitude = scale < 0 ? mantissa / powersOfTen[-scale]! : mantissa * powersOfTen[scale]!;
  return negative ? -magnitude : magnitude;
}

/**
 * The value as a number for the numeric rules' fast paths: a number as is, decimal text
 * parsed, anything else `NaN`.
 *
 * @example
 * readNumber('12.50'); // 12.5
 * readNumber(true);    // NaN
 */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseNumberText(value, true, false) : Number.NaN;
}

/**
 * Whether `text` is `[+-]digits` (any length, no spaces): the integer rule's text form.
 *
 * @example
 * isIntegerText('-007'); // true
 * isIntegerText('1e3');  // false
 */
export function isIntegerText(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  let i = first === MINUS || first === PLUS ? 1 : 0;
  if (i === text.length) return false;
  for (; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}
