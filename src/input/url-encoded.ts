import qs from 'qs';
import { type InputKind, inputOverLimit, malformedInput } from './errors.js';
import type { InputLimits } from './limits.js';

// Anything that makes qs do more than split and decode: brackets, raw or percent-encoded
// (qs turns %5B/%5D into brackets before it splits a piece at `]=`).
const needsNesting = /[[\]]|%5[bd]/i;
// A `__proto__` segment, or a `constructor` segment followed by `prototype` (`a[constructor][prototype]`).
const prototypeSegment = /(?:^|\[)(?:__proto__|constructor\]?\[prototype)(?:\]|\[|$)/;
const plus = /\+/g;
const objectPrototype = Object.prototype;

/**
 * Parses `application/x-www-form-urlencoded` text (a query string without `?`, or a form
 * body) with qs semantics. Pieces without brackets — the common `page=2&sort=name` — take
 * a fast path that gives the same result as qs; the rest go to qs with our limits.
 */
export function parseUrlEncoded(
  text: string,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): Record<string, unknown> {
  if (needsNesting.test(text)) return parseWithQs(text, limits, kind);
  return parseFlat(text, limits, kind);
}

/** `+` is a space; a malformed escape is kept as sent (as qs does) rather than refused. */
function decodeComponent(text: string): string {
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
function screenKey(key: string, limits: Readonly<InputLimits>, kind: InputKind): string | null {
  if (key.indexOf('proto') === -1 || !prototypeSegment.test(key)) return key;
  if (limits.protoKeys === 'remove') return null;
  throw malformedInput(
    kind,
    'prototypeKey',
    `The ${kind} has a key "${key.slice(0, 100)}" that targets an object prototype (__proto__ or constructor.prototype); such keys are refused`,
  );
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

function hasMorePiecesThan(text: string, max: number): boolean {
  let pieces = 1;
  for (let i = text.indexOf('&'); i !== -1 && pieces <= max; i = text.indexOf('&', i + 1)) pieces++;
  return pieces > max;
}

/**
 * Adds one decoded name and value to flat entries the way qs does: prototype keys screened,
 * empty keys and names of Object.prototype members (`toString`) dropped, a repeated key
 * combined into an array.
 */
export function addEntry(
  entries: Record<string, unknown>,
  decodedKey: string,
  value: unknown,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): void {
  const key = screenKey(decodedKey, limits, kind);
  if (key !== null && !isDroppedKey(key)) combineValue(entries, key, value, limits, kind);
}

function isDroppedKey(key: string): boolean {
  return key === '' || Object.hasOwn(objectPrototype, key);
}

// A repeated key combines into an array of at most maxArrayLength items (qs `duplicates: 'combine'`).
function combineValue(
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

/**
 * Nests already-decoded flat entries (multipart fields) by their bracket keys with the same
 * qs rules; values may be strings, files or arrays of them.
 */
export function nestEntries(
  entries: Record<string, unknown>,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): Record<string, unknown> {
  return parseWithQs(entries, limits, kind);
}

function parseWithQs(
  input: string | Record<string, unknown>,
  limits: Readonly<InputLimits>,
  kind: InputKind,
): Record<string, unknown> {
  try {
    return qs.parse(input as string, qsOptions(limits, kind)) as Record<string, unknown>;
  } catch (error) {
    throw translateQsError(error, limits, kind);
  }
}

// qs signals every limit with a RangeError; give each one our typed error.
function translateQsError(error: unknown, limits: Readonly<InputLimits>, kind: InputKind): unknown {
  if (!(error instanceof RangeError)) return error;
  if (error.message.startsWith('Parameter limit')) return tooManyParameters(limits, kind);
  if (error.message.startsWith('Array limit')) return arrayTooLong(limits, kind);
  if (error.message.startsWith('Input depth')) {
    return malformedInput(kind, 'tooDeep', `The ${kind} nests deeper than maxDepth (${limits.maxDepth})`);
  }
  return error;
}

function tooManyParameters(limits: Readonly<InputLimits>, kind: InputKind) {
  return inputOverLimit(
    kind,
    'tooManyParameters',
    `The ${kind} has more than maxParameters (${limits.maxParameters}) parameters`,
    limits.maxParameters,
  );
}

function arrayTooLong(limits: Readonly<InputLimits>, kind: InputKind) {
  return inputOverLimit(
    kind,
    'arrayTooLong',
    `The ${kind} builds an array longer than maxArrayLength (${limits.maxArrayLength}) or uses a larger index`,
    limits.maxArrayLength,
  );
}

type QsOptions = qs.IParseOptions & {
  decoder: (text: string, d: unknown, c: unknown, type: string) => unknown;
};
const compiledOptions = new WeakMap<Readonly<InputLimits>, Record<InputKind, QsOptions>>();

// One qs options object per limits and kind, built on first use.
function qsOptions(limits: Readonly<InputLimits>, kind: InputKind): QsOptions {
  let byKind = compiledOptions.get(limits);
  if (byKind === undefined) {
    byKind = { query: buildQsOptions(limits, 'query'), body: buildQsOptions(limits, 'body') };
    compiledOptions.set(limits, byKind);
  }
  return byKind[kind];
}

function buildQsOptions(limits: Readonly<InputLimits>, kind: InputKind): QsOptions {
  return {
    // qs counts the levels below the top-level key; maxDepth counts the top-level object too.
    depth: limits.maxDepth - 1,
    strictDepth: true,
    parameterLimit: limits.maxParameters,
    arrayLimit: limits.maxArrayLength,
    throwOnLimitExceeded: true,
    duplicates: 'combine',
    decoder: (text, _default, _charset, type) => {
      const decoded = decodeComponent(text);
      return type === 'key' ? screenKey(decoded, limits, kind) : decoded;
    },
  };
}
