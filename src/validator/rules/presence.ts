// Rules about whether a field holds a value. They are implicit: they run even when the
// field is absent (ARCHITECTURE.md "Validator rules"), and a failure stops the field's other rules.
// The conditional ones (`required_if`, `present_with`, …) are in conditions.ts.
import type { RuleDefinition, ValueType } from './definition.js';

/** `required`'s notion of a value: not absent, not null, not blank text, not an empty array. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') {
    // Visible ASCII first: the common case skips trim()'s copy. The length first: V8
    // deoptimises code that reads past the end of a string.
    if (value.length === 0) return false;
    const first = value.charCodeAt(0);
    return (first > 32 && first < 127) || value.trim() !== '';
  }
  return !Array.isArray(value) || value.length > 0;
}

const requiredTest = (value: unknown) => isFilled(value);

/**
 * Whether every text is filled, as `isFilled` decides: one loop, so that generated code asking
 * it of many text fields at once (the mapping's whole-object lane) holds one string read, which
 * V8's optimising compiler expands, instead of one per field.
 */
export function textsFilled(...texts: string[]): boolean {
  for (let index = 0; index < texts.length; index++) {
    if (!isFilled(texts[index])) return false;
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
