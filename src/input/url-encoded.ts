import { nestEntries } from './bracket-nesting.js';
import type { InputKind } from './errors.js';
import {
  combineValue,
  decodeComponent,
  hasMorePiecesThan,
  isDroppedKey,
  screenKey,
  tooManyParameters,
} from './form-keys.js';
import type { InputLimits } from './limits.js';

// Anything that nests: brackets, raw or percent-encoded (%5B/%5D count as brackets, as in qs).
const needsNesting = /[[\]]|%5[bd]/i;
const encodedBracket = /%5([bd])/gi;

/**
 * Parses `application/x-www-form-urlencoded` text (a query string without `?`, or a form
 * body) with qs semantics. Pieces without brackets — the common `page=2&sort=name` — take
 * a fast path; the rest are split the same way and nested by their bracket keys.
 */
export function parseUrlEncoded(
  text: string,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): Record<string, unknown> {
  if (needsNesting.test(text)) return nestEntries(bracketedEntries(text, limits, kind), limits, kind);
  return parseFlat(text, limits, kind);
}

/**
 * The flat entries of a text with bracket keys: encoded brackets read as brackets first, and
 * a piece split at `]=` before `=` so that `a[b=c]=d` keeps its key. Dropped names (empty,
 * Object.prototype members) are kept here, in an object without a prototype, because their
 * repeats still count toward maxArrayLength; the nesting drops them.
 */
function bracketedEntries(
  text: string,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): Record<string, unknown> {
  const source = text.replace(encodedBracket, (_match, letter: string) =>
    letter === 'b' || letter === 'B' ? '[' : ']',
  );
  if (hasMorePiecesThan(source, limits.maxParameters)) throw tooManyParameters(limits, kind);
  const entries = Object.create(null) as Record<string, unknown>;
  for (const piece of source.split('&')) {
    const bracketEquals = piece.indexOf(']=');
    const at = bracketEquals === -1 ? piece.indexOf('=') : bracketEquals + 1;
    const key = screenKey(decodeComponent(at === -1 ? piece : piece.slice(0, at)), limits, kind);
    if (key !== null)
      combineValue(entries, key, at === -1 ? '' : decodeComponent(piece.slice(at + 1)), limits, kind);
  }
  return entries;
}

function parseFlat(text: string, limits: Readonly<InputLimits>, kind: InputKind): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (text === '') return result;
  const length = text.length;
  // qs refuses too many pieces before it decodes any; a text shorter than the limit cannot have too many.
  if (length >= limits.maxParameters && hasMorePiecesThan(text, limits.maxParameters)) {
    throw tooManyParameters(limits, kind);
  }
  let dropped: Record<string, unknown> | undefined;
  // The next `=` is searched once and reused until the pieces pass it, so pieces without
  // `=` cannot make the search quadratic.
  let equals = -1;
  for (let start = 0; start <= length; ) {
    let end = text.indexOf('&', start);
    if (end === -1) end = length;
    if (equals < start) {
      equals = text.indexOf('=', start);
      if (equals === -1) equals = length + 1;
    }
    const hasValue = equals < end;
    const key = screenKey(decodeComponent(text.slice(start, hasValue ? equals : end)), limits, kind);
    if (key !== null) {
      const value = hasValue ? decodeComponent(text.slice(equals + 1, end)) : '';
      // qs drops empty keys and Object.prototype member names only after combining repeats,
      // so they still count toward maxArrayLength: combine them aside to fail where qs fails.
      if (isDroppedKey(key)) {
        combineValue((dropped ??= Object.create(null) as Record<string, unknown>), key, value, limits, kind);
      } else {
        combineValue(result, key, value, limits, kind);
      }
    }
    start = end + 1;
  }
  return result;
}
