// Rules about whether a field holds a value. They are implicit: they run even when the
// field is absent (ARCHITECTURE.md "Validator rules"), and a failure stops the field's other rules.
import { readOwn } from '../read-field.js';
import { expectCount, type RuleDefinition, scalarText } from './definition.js';

/** `required`'s notion of a value: not absent, not null, not blank text, not an empty array. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') {
    // Visible ASCII first: the common case skips trim()'s copy.
    const first = value.charCodeAt(0);
    return (first > 32 && first < 127) || value.trim() !== '';
  }
  return !Array.isArray(value) || value.length > 0;
}

const requiredTest = (value: unknown) => isFilled(value);

export const presenceRules: Record<string, RuleDefinition> = {
  required: {
    parameters: 'none',
    implicit: true,
    build: () => requiredTest,
    // Visible ASCII first, as isFilled does (an empty string's NaN fails both comparisons).
    fastPath: (_, type) => {
      if (type === 'number' || type === 'boolean') return 'true';
      const text = 'v.charCodeAt(0) > 32 && v.charCodeAt(0) < 127';
      return type === 'string'
        ? text
        : `typeof v === "string" ? ${text} : typeof v === "number" || typeof v === "boolean"`;
    },
  },

  present: { parameters: 'none', implicit: true, build: () => (value) => value !== undefined },

  filled: {
    parameters: 'none',
    implicit: true,
    build: () => (value) => value === undefined || isFilled(value),
  },

  required_if: {
    parameters: 'list',
    implicit: true,
    readsPayload: true,
    build(params) {
      expectCount(params, 2, Number.POSITIVE_INFINITY);
      const [other, ...values] = params as [string, ...string[]];
      const triggers = new Set(values);
      return (value, data) => {
        const text = scalarText(readOwn(data, other));
        return text === undefined || !triggers.has(text) || isFilled(value);
      };
    },
  },

  required_with: {
    parameters: 'list',
    implicit: true,
    readsPayload: true,
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value, data) => isFilled(value) || !params.some((other) => isFilled(readOwn(data, other)));
    },
  },

  required_without: {
    parameters: 'list',
    implicit: true,
    readsPayload: true,
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value, data) => isFilled(value) || params.every((other) => isFilled(readOwn(data, other)));
    },
  },
};
