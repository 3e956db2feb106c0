// Numbers as their decimal text says them, exactly: `multiple_of` and the size family's
// comparisons of numeric text with more digits than a double holds (`'1.88888888888888888889'`
// is more than `1.88888888888888888888`, which doubles cannot tell apart), as Laravel's
// BigNumber comparisons do.
import { scalarText, toFiniteNumber } from './definition.js';

/** The longest text read as an exact decimal; longer numeric text is compared as a double. */
const MAX_EXACT_LENGTH = 400;

/** `units × 10^-scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** A decimal number as an exact scaled integer (`'1.25'` → 125n, scale 2), or undefined. */
export function exactDecimal(value: unknown): ExactDecimal | undefined {
  const text = typeof value === 'string' ? value.trim() : scalarText(value);
  // BigInt arithmetic on huge digit strings is superlinear: such text is not compared exactly.
  if (text !== undefined && text.length > MAX_EXACT_LENGTH) return undefined;
  if (text === undefined || typeof value === 'boolean' || toFiniteNumber(text) === undefined)
    return undefined;
  // Exponent notation (`1e3`, or how String() writes 1e21) is expanded within a bounded size.
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (match === null) return undefined;
  const exponent = Number(match[4] ?? 0);
  if (Math.abs(exponent) > 400) return undefined;
  const fraction = match[3] ?? '';
  let digits = `${match[2]}${fraction}`;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits === '' ? '0' : digits);
  return { units: match[1] === '-' ? -units : units, scale };
}

/** Numeric text longer than this may hold more significant digits than a double keeps. */
const EXACT_DOUBLE_LENGTH = 15;

/**
 * How two numbers or numeric texts compare (negative, zero, positive), exactly when either is
 * text too long for a double to hold; `undefined` when either is not a number.
 */
export function compareNumbers(a: unknown, b: unknown): number | undefined {
  const long = (value: unknown) => typeof value === 'string' && value.trim().length > EXACT_DOUBLE_LENGTH;
  if (long(a) || long(b)) {
    const x = exactDecimal(a);
    const y = exactDecimal(b);
    if (x === undefined || y === undefined) return compareAsDoubles(a, b);
    const scale = Math.max(x.scale, y.scale);
    const left = x.units * 10n ** BigInt(scale - x.scale);
    const right = y.units * 10n ** BigInt(scale - y.scale);
    return left === right ? 0 : left < right ? -1 : 1;
  }
  return compareAsDoubles(a, b);
}

function compareAsDoubles(a: unknown, b: unknown): number | undefined {
  const x = toFiniteNumber(typeof a === 'string' ? a.trim() : a);
  const y = toFiniteNumber(typeof b === 'string' ? b.trim() : b);
  return x === undefined || y === undefined ? undefined : Math.sign(x - y);
}
