// The pieces of a form or query string and their keys, as qs reads them: decoding, the
// prototype-key screen, repeated keys combined into arrays, and the limits on both.
import { type InputKind, inputOverLimit, malformedInput } from './errors.js';
import type { InputLimits } from './limits.js';

// A `__proto__` segment, or a `constructor` segment followed by `prototype` (`a[constructor][prototype]`).
const prototypeSegment = /(?:^|\[)(?:__proto__|constructor\]?\[prototype)(?:\]|\[|$)/;
const plus = /\+/g;
const objectPrototype = Object.prototype;

/** `+` is a space; a malformed escape is kept as sent (as qs does) rather than refused. */
export function decodeComponent(text: string): string {
  if (text.indexOf('%') === -1) return text.indexOf('+') === -1 ? text : text.replace(plus, ' ');
  const spaced = text.replace(plus, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Screens a decoded key for prototype segments: throws in `'error'` mode, returns `null`
 * (drop the piece, as qs does for a `null` key) in `'remove'` mode.
 */
export function screenKey(key: string, limits: Readonly<InputLimits>, kind: InputKind): string | null {
  if (key.indexOf('proto') === -1 || !prototypeSegment.test(key)) return key;
  if (limits.protoKeys === 'remove') return null;
  throw malformedInput(
    kind,
    'prototypeKey',
    `The ${kind} has a key "${key.slice(0, 100)}" that targets an object prototype (__proto__ or constructor.prototype); such keys are refused`,
  );
}

export function hasMorePiecesThan(text: string, max: number): boolean {
  let pieces = 1;
  for (let i = text.indexOf('&'); i !== -1 && pieces <= max; i = text.indexOf('&', i + 1)) pieces++;
  return pieces > max;
}

/**
 * Adds one decoded name and value to flat entries the way qs does: prototype keys screened,
 * empty keys and names of Object.prototype members (`toString`) dropped — unless
 * `keepMemberNames`, which keeps those as own properties — and a repeated key combined into
 * an array.
 */
export function addEntry(
  entries: Record<string, unknown>,
  decodedKey: string,
  value: unknown,
  limits: Readonly<InputLimits>,
  kind: InputKind,
  keepMemberNames = false,
): void {
  const key = screenKey(decodedKey, limits, kind);
  if (key === null || key === '' || (!keepMemberNames && isDroppedKey(key))) return;
  // An inherited member (`toString`) is no earlier value: a first occurrence is set as own.
  if (keepMemberNames && !Object.hasOwn(entries, key)) entries[key] = value;
  else combineValue(entries, key, value, limits, kind);
}

export function isDroppedKey(key: string): boolean {
  return key === '' || Object.hasOwn(objectPrototype, key);
}

// A repeated key combines into an array of at most maxArrayLength items (qs `duplicates: 'combine'`).
export function combineValue(
  entries: Record<string, unknown>,
  key: string,
  value: unknown,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): void {
  const previous = entries[key];
  if (previous === undefined) {
    entries[key] = value;
  } else if (!Array.isArray(previous)) {
    if (limits.maxArrayLength < 2) throw arrayTooLong(limits, kind);
    entries[key] = [previous, value];
  } else {
    if (previous.length >= limits.maxArrayLength) throw arrayTooLong(limits, kind);
    previous.push(value);
  }
}

export function tooManyParameters(limits: Readonly<InputLimits>, kind: InputKind) {
  return inputOverLimit(
    kind,
    'tooManyParameters',
    `The ${kind} has more than maxParameters (${limits.maxParameters}) parameters`,
    limits.maxParameters,
  );
}

export function arrayTooLong(limits: Readonly<InputLimits>, kind: InputKind) {
  return inputOverLimit(
    kind,
    'arrayTooLong',
    `The ${kind} builds an array longer than maxArrayLength (${limits.maxArrayLength}) or uses a larger index`,
    limits.maxArrayLength,
  );
}
