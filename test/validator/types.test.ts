import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ValidationErrors, Validator } from '../../src/index.js';

const validator = new Validator();

function passes(rules: string, value: unknown): boolean {
  const errors = validator.validate({ field: value }, { field: rules }) as ValidationErrors;
  return Object.keys(errors).length === 0;
}

/** Each rule with values it must accept and values it must refuse. */
const table: Array<[rule: string, accepted: unknown[], refused: unknown[]]> = [
  ['string', ['', 'x', '42'], [42, true, null, [], {}]],
  [
    'integer',
    [0, -0, 42, -7, 1e21, '42', '-7', '+3', '007'],
    [1.5, '1.5', '1e3', '', ' 1', '0x10', 'abc', Number.NaN, Number.POSITIVE_INFINITY, true, null, [], {}],
  ],
  [
    'numeric',
    [0, 1.5, -2, '42', '-1.5', '.5', '5.', '1e3', '+2'],
    [
      '',
      ' 1',
      '1,5',
      'abc',
      '1e400',
      'Infinity',
      'NaN',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      null,
      [],
      {},
    ],
  ],
  [
    'boolean',
    [true, false, 1, 0, 'true', 'false', '1', '0', 'yes', 'no', 'on', 'off', 'TRUE', 'Yes', 'OFF'],
    [2, -1, '', 'y', 'n', 'maybe', 'truth', null, [], {}],
  ],
  ['array', [[], [1, 'a']], ['a', {}, null, 1]],
  ['object', [{}, { a: 1 }, Object.create(null)], [[], null, 'x', 1]],
];

/** A readable test name for any value, including NaN, -0 and null-prototype objects. */
function label(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return `${JSON.stringify(value)} (${typeof value})`;
}

for (const [rule, accepted, refused] of table) {
  describe(rule, () => {
    for (const value of accepted) {
      test(`accepts ${label(value)}`, () => assert.equal(passes(rule, value), true));
    }
    for (const value of refused) {
      test(`refuses ${label(value)}`, () => assert.equal(passes(rule, value), false));
    }
  });
}
