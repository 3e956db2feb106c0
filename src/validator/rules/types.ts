// Rules about a value's type. `integer`, `numeric` and `boolean` also accept the text forms
// a query string or form carries (`'42'`, `'1.5'`, `'true'`).
import { booleanOfText } from '../boolean-text.js';
import { isIntegerText } from '../number-text.js';
import { type RuleDefinition, toFiniteNumber } from './definition.js';

export function isIntegerLike(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && isIntegerText(value);
}

export function isBooleanLike(value: unknown): boolean {
  if (value === true || value === false || value === 1 || value === 0) return true;
  return typeof value === 'string' && booleanOfText(value) !== undefined;
}

const isString = (value: unknown) => typeof value === 'string';
const isNumeric = (value: unknown) => toFiniteNumber(value) !== undefined;
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const typeRules: Record<string, RuleDefinition> = {
  string: {
    parameters: 'none',
    build: () => isString,
    fastPath: (_, type) => (type === undefined ? 'typeof v === "string"' : String(type === 'string')),
  },
  integer: { parameters: 'none', build: () => isIntegerLike, fastPath: () => 'Number.isInteger(v)' },
  numeric: {
    parameters: 'none',
    build: () => isNumeric,
    fastPath: (_, type) => (type === 'number' ? 'Number.isFinite(v)' : 'Number.isFinite(n)'),
    readsNumber: true,
  },
  boolean: {
    parameters: 'none',
    build: () => isBooleanLike,
    fastPath: (_, type) => (type === 'boolean' ? 'true' : 'v === true || v === false'),
  },
  array: { parameters: 'none', build: () => Array.isArray },
  object: { parameters: 'none', build: () => isObject },
};
