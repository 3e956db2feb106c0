// Rules about whether a field holds a value. They are implicit: they run even when the
// field is absent (ARCHITECTURE.md "Validator rules"), and a failure stops the field's other rules.
// The conditional ones (`required_if`, `present_with`, …) are in conditions.ts.
import type { RuleDefinition, ValueType } from './definition.js';

/** `required`'s notion of a value: not absent, not null, not blank text, not an empty array. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return isFilledText(value);
  return !Array.isArray(value) || value.length > 0;
}

/**
 * Whether `text` holds a unit that `trim()` keeps. Visible ASCII first, then the first and the
 * last unit against the trimmed set, and only where both are trimmed a scan of the rest: no
 * copy, as `trim()` makes. The length first: V8 deoptimises code that reads past the end of a
 * string.
 */
function isFilledText(text: string): boolean {
  const last = text.length - 1;
  if (last < 0) return false;
  const first = text.charCodeAt(0);
  if ((first > 32 && first < 127) || !isTrimmed(first) || !isTrimmed(text.charCodeAt(last))) return true;
  for (let index = 1; index < last; index++) {
    if (!isTrimmed(text.charCodeAt(index))) return true;
  }
  return false;
}

/**
 * Whether `trim()` removes the unit `code`: ECMA-262's WhiteSpace (tab, vertical tab, form feed,
 * U+FEFF and the Unicode space separators) and LineTerminator (line feed, carriage return, U+2028,
 * U+2029), §12.2 and §12.3.
 */
function isTrimmed(code: number): boolean {
  if (code < 0xa0) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const requiredTest = (value: unknown) => isFilled(value);

/**
 * Whether every text is filled, as `isFilled` decides: one loop, so that generated code asking
 * it of many text fields at once (the mapping's whole-object lane) holds one string read, which
 * V8's optimising compiler expands, instead of one per field. The visible-ASCII test is written
 * in the loop, so that before V8 optimises it a text of the common kind costs no call.
 */
export function textsFilled(...texts: string[]): boolean {
  for (let index = 0; index < texts.length; index++) {
    const text = texts[index]!;
    if (text.length === 0) return false;
    const first = text.charCodeAt(0);
    if (!(first > 32 && first < 127) && !isFilledText(text)) return false;
  }
  return true;
}

/**
 * `required`'s inline form, and `filled`'s: for a present value the two rules are the same test.
 * Visible ASCII first, as isFilled does, after the length: V8 deoptimises optimised code at a
 * read past the end of a string, such as the first unit of an empty one. Known text reads its
 * first unit once, into the scratch local `c` (`RuleDefinition.fastPath`).
 */
function filledFastPath(_: readonly string[], type?: ValueType): string {
  if (type === 'number' || type === 'boolean' || type === 'object') return 'true';
  if (type === 'string') return 'v.length !== 0 && (c = v.charCodeAt(0)) > 32 && c < 127';
  const text = 'v.length !== 0 && v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127';
  return `typeof v === "string" ? ${text} : typeof v === "number" || typeof v === "boolean"`;
}

export const presenceRules: Record<string, RuleDefinition> = {
  required: {
    parameters: 'none',
    implicit: true,
    build: () => requiredTest,
    fastPath: filledFastPath,
  },

  present: {
    parameters: 'none',
    implicit: true,
    build: () => (value) => value !== undefined,
    fastPath: (_, type) => (type === undefined ? 'v !== undefined' : 'true'),
  },

  filled: {
    parameters: 'none',
    implicit: true,
    build: () => (value) => value === undefined || isFilled(value),
    fastPath: filledFastPath,
  },
};
