import { MalformedBodyError } from './errors.js';
import { locateJsonError } from './json-syntax.js';
import { type InputLimits, resolveLimits } from './limits.js';
import { refusePrototypeKeys } from './parsed-body.js';

const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Parses JSON text with limits: a syntax error is a `MalformedBodyError` (400, code
 * `malformedJson`) with its position; nesting deeper than `maxDepth` is refused (code
 * `tooDeep`) before parsing, without recursion; `__proto__` keys (also when escaped) and
 * `constructor.prototype` are refused (`prototypeKey`) or removed, per `limits.protoKeys`.
 *
 * @example
 * parseJson('{"page":2}'); // { page: 2 }
 * parseJson('{"__proto__":{"admin":true}}'); // throws MalformedBodyError (code 'prototypeKey')
 */
export function parseJson(text: string, limits?: Partial<InputLimits>): unknown {
  const resolved = resolveLimits(limits);
  const { maxDepth } = resolved;
  if (maxDepth !== Number.POSITIVE_INFINITY && hasMoreOpenersThan(text, maxDepth)) checkDepth(text, maxDepth);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw syntaxError(text, error);
  }
  if (typeof value === 'object' && value !== null && mayHavePrototypeKey(text)) {
    screenPrototypeKeys(value, resolved.protoKeys);
  }
  return value;
}

// A key spelling `__proto__` or `constructor`, each letter plain or as a \u escape.
const prototypeKey =
  /"(?:_|\\u005[fF]){2}(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[fF])(?:t|\\u0074)(?:o|\\u006[fF])(?:_|\\u005[fF]){2}"\s*:/;
const constructorKey =
  /"(?:c|\\u0063)(?:o|\\u006[fF])(?:n|\\u006[eE])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[fF])(?:r|\\u0072)"\s*:/;

// Most bodies mention neither word nor any \u escape: three native substring searches rule
// them out; only the rest pay for the key patterns, and only a match pays for the walk.
function mayHavePrototypeKey(text: string): boolean {
  if (!text.includes('__proto__') && !text.includes('constructor') && !text.includes('\\u')) return false;
  return prototypeKey.test(text) || constructorKey.test(text);
}

// Nesting cannot exceed the number of `{` and `[`: count them with native searches, which
// stop early, so most bodies never need the character-by-character depth scan.
function hasMoreOpenersThan(text: string, max: number): boolean {
  let count = 0;
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) if (++count > max) return true;
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) if (++count > max) return true;
  return false;
}

// One pass over the characters; a string is skipped up to its closing quote. Inline rather
// than with indexOf jumps: JSON strings are short, and a call per string cost more.
function checkDepth(text: string, max: number): void {
  let depth = 0;
  let inString = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === backslash) i++;
      else if (c === quote) inString = false;
    } else if (c === quote) {
      inString = true;
    } else if (c === openBrace || c === openBracket) {
      if (++depth > max) {
        throw new MalformedBodyError(
          'tooDeep',
          `The JSON body nests deeper than maxDepth (${max}) at position ${i}`,
          {
            position: i,
          },
        );
      }
    } else if (c === closeBrace || c === closeBracket) {
      depth--;
    }
  }
}

function syntaxError(text: string, cause: unknown): MalformedBodyError {
  const located = locateJsonError(text);
  const position = located === -1 ? 0 : located;
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  const found =
    position >= text.length ? 'end of input' : JSON.stringify(text.slice(position, position + 10));
  return new MalformedBodyError(
    'malformedJson',
    `Malformed JSON at position ${position} (line ${line}, column ${column}): unexpected ${found}`,
    { position, cause },
  );
}

// Iterative walk over the parsed value; JSON.parse defines `__proto__` as an own data
// property, so it is found with Object.hasOwn whether or not it was written with escapes.
function screenPrototypeKeys(root: object, mode: InputLimits['protoKeys']): void {
  const pending: object[] = [root];
  while (pending.length > 0) {
    const node = pending.pop() as Record<string, unknown>;
    if (!Array.isArray(node)) refusePrototypeKeys(node, mode, 'JSON body');
    for (const key in node) {
      const child = node[key];
      if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
}
