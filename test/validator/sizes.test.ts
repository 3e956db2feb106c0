import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { passes, validator } from './support.js';

describe('min, max, length measure strings by code points and arrays by count', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['max:3', 'abc', true],
    ['max:3', 'abcd', false],
    ['max:3', '😀😀😀', true], // 6 UTF-16 units, 3 code points
    ['max:2', '😀😀😀', false],
    ['min:3', '😀😀😀', true],
    ['min:4', '😀😀😀', false],
    ['min:2', 'é', false],
    ['length:2', 'ab', true],
    ['length:2', '😀😀', true],
    ['length:2', 'abc', false],
    ['max:2', [1, 2], true],
    ['max:2', [1, 2, 3], false],
    ['min:1', [], false],
    ['length:0', [], true],
    ['max:0', '', true],
    ['max:5', 12, false], // a number has no length: use max_value
    ['max:5', {}, false],
    ['min:0', null, false],
    ['max:3', '\ud800\ud800\ud800', true], // lone surrogates count one each
    ['max:3', 'x'.repeat(1_000_000), false],
  ];
  for (const [rules, value, expected] of cases) {
    const label =
      typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value);
    test(`${rules} on ${label} → ${expected}`, () => assert.equal(passes(rules, value), expected));
  }
});

describe('min_value and max_value compare numbers and numeric strings', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['min_value:18', 18, true],
    ['min_value:18', '18', true],
    ['min_value:18', 17.99, false],
    ['min_value:-1.5', '-1.5', true],
    ['max_value:10', 10, true],
    ['max_value:10', '10.01', false],
    ['max_value:1e3', 999, true],
    ['max_value:10', 'ten', false],
    ['max_value:10', Number.NaN, false],
    ['max_value:10', null, false],
    ['max_value:10', [1], false],
    ['min_value:0', -0, true],
  ];
  for (const [rules, value, expected] of cases) {
    test(`${rules} on ${String(value)} → ${expected}`, () => assert.equal(passes(rules, value), expected));
  }
});

describe('{field} placeholders resolve to the payload value', () => {
  test('max_value:{limit} compares with the payload limit', () => {
    assert.equal(passes('max_value:{limit}', 5, { limit: 10 }), true);
    assert.equal(passes('max_value:{limit}', 11, { limit: '10' }), false);
  });
  test('the error reports the resolved parameter', () => {
    const errors = validator.validate({ field: 11, limit: 10 }, { field: 'max_value:{limit}' });
    assert.deepEqual(errors, { field: [{ rule: 'max_value', params: ['10'] }] });
  });
  test('an absent, non-scalar or non-numeric placeholder value fails the rule instead of throwing', () => {
    assert.equal(passes('max_value:{limit}', 5), false);
    assert.equal(passes('max_value:{limit}', 5, { limit: { a: 1 } }), false);
    assert.equal(passes('max_value:{limit}', 5, { limit: 'lots' }), false);
    assert.equal(passes('max:{limit}', 'abc', { limit: -1 }), false);
  });
  test('placeholders work inside text and in lists', () => {
    assert.equal(passes('in:{a},{b}', 'y', { a: 'x', b: 'y' }), true);
    assert.equal(passes('in:pre-{a}', 'pre-x', { a: 'x' }), true);
    assert.equal(passes('in:pre-{a}', 'x', { a: 'x' }), false);
  });
  test('a placeholder never reads the prototype chain', () => {
    assert.equal(passes('in:{constructor}', 'function Object() { [native code] }'), false);
  });
});
