// Rules about a value's type. `integer`, `numeric` and `boolean` also accept the text forms
// a query string or form carries (`'42'`, `'1.5'`, `'true'`), unless written `:strict`, which
// (as in Laravel) demands a JavaScript number or boolean. `int` and `bool` are their aliases.
// `array` is in arrays.ts.
import { booleanOfText } from '../boolean-text.js';
import { isIntegerText } from '../number-text.js';
import { expectCount, type RuleDefinition, RuleParameterProblem, toFiniteNumber } from './definition.js';

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

/** Whether the rule is written `:strict`; any other parameter is a mistake. */
function isStrict(params: readonly string[]): boolean {
  expectCount(params, 0, 1);
  if (params.length === 1 && params[0] !== 'strict')
    throw new RuleParameterProblem(`"${params[0]}" is not a mode (only strict)`);
  return params.length === 1;
}

const integer: RuleDefinition = {
  parameters: 'list',
  build: (params) => (isStrict(params) ? (value) => Number.isInteger(value) : isIntegerLike),
  fastPath: () => 'Number.isInteger(v)',
};

const boolean: RuleDefinition = {
  parameters: 'list',
  build: (params) => (isStrict(params) ? (value) => value === true || value === false : isBooleanLike),
  fastPath: (_, type) => (type === 'boolean' ? 'true' : 'v === true || v === false'),
};

export const typeRules: Record<string, RuleDefinition> = {
  string: {
    parameters: 'none',
    build: () => isString,
    fastPath: (_, type) => (type === undefined ? 'typeof v === "string"' : String(type === 'string')),
  },
  integer,
  int: integer,
  numeric: {
    parameters: 'list',
    build: (params) =>
      isStrict(params) ? (value) => typeof value === 'number' && Number.isFinite(value) : isNumeric,
    fastPath: (params, type) =>
      type === 'number'
        ? 'Number.isFinite(v)'
        : params.length > 0 || type === 'object'
          ? 'false'
          : 'Number.isFinite(n)',
    readsNumber: true,
  },
  boolean,
  bool: boolean,
  object: { parameters: 'none', build: () => isObject },
};
