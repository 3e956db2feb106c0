// What the size rules measure (docs/validator.md "Sizes"), as Laravel's getSize does: on a
// field with `numeric`/`integer`/`decimal`, numeric text by its number; a JavaScript number by
// its value; an array by its count; a file by its kilobytes; a string by its code points.
import { toFiniteNumber } from './definition.js';

/**
 * Counts code points, but stops once the count exceeds `limit`: a bound check on a huge
 * string costs O(limit), not O(length).
 */
export function codePointsUpTo(text: string, limit: number): number {
  let count = 0;
  for (let index = 0; index < text.length && count <= limit; index++, count++) {
    const code = text.charCodeAt(index);
    // A lead surrogate at the very end has no pair: no read past the end (V8 deoptimises one).
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
  }
  return count;
}

// Read once at load: Node defines `Blob` as a lazy global, and reading it per call would also
// make every validation touch a global.
const BlobClass: typeof Blob | undefined = typeof Blob === 'function' ? Blob : undefined;

/** A multipart file (or any Blob): measured in kilobytes, as Laravel measures uploads. */
export function isFile(value: unknown): value is Blob {
  return BlobClass !== undefined && value instanceof BlobClass;
}

/**
 * The size of `value`, or `undefined` when it has none (an object, a boolean, `NaN`). Strings
 * are counted only up to `limit` code points, which is all any bound needs: a count past the
 * limit is reported as `limit + 1`.
 */
export function sizeOf(value: unknown, numeric: boolean, limit: number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    if (numeric) {
      const number = toFiniteNumber(value.trim());
      if (number !== undefined) return number;
    }
    return codePointsUpTo(value, limit);
  }
  if (Array.isArray(value)) return value.length;
  if (isFile(value)) return value.size / 1024;
  return undefined;
}

/** Whether `value` reads as a number (`is_numeric`): a finite number, or decimal text. */
export function isNumericLike(value: unknown): boolean {
  return toFiniteNumber(typeof value === 'string' ? value.trim() : value) !== undefined;
}
