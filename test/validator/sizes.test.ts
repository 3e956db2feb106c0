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
    ['max:5', 12, false], // a JavaScript number is measured by its value
    ['max:5', 5, true],
    ['max:5', true, false], // a boolean has no size
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

describe('the size family measures by the field type, as Laravel does', () => {
  const file = (kilobytes: number) => new File([new Uint8Array(kilobytes * 1024)], 'upload.bin');
  const cases: Array<[string, unknown, boolean]> = [
    // The silent accepts of issue 24: beside numeric/integer, numeric text is measured by value.
    ['integer|max:16', '18', false],
    ['integer|max:16', '16', true],
    ['numeric|max:100', '211', false],
    ['numeric|min:3', '2.001', false],
    ['numeric|min:3', '5', true],
    ['numeric|size:65.36', '65.36', true],
    ['decimal:0,2|between:1,2', '1.5', true],
    ['decimal:0,2|between:1,2', '2.5', false],
    ['numeric|min:-1', '-0.5', true],
    // More digits than a double holds: compared exactly, as Laravel's BigNumber does.
    ['decimal:20|max:1.88888888888888888888', '1.88888888888888888889', false],
    ['decimal:20|max:1.88888888888888888889', '1.88888888888888888889', true],
    ['numeric|min:1.88888888888888888889', '1.88888888888888888888', false],
    ['numeric|size:1.88888888888888888889', '1.88888888888888888889', true],
    ['numeric|between:1,1.99999999999999999999', '1.99999999999999999998', true],
    // Without a numeric rule the same text is measured by its length.
    ['max:16', '18', true],
    ['min:3', '2.001', true],
    ['size:2', '18', true],
    // A numeric field's non-numeric text is measured by length (the numeric rule reports it).
    ['numeric|max:3', 'abc', false],
    ['between:2,3', ['a', 'b'], true],
    ['between:2,3', ['a'], false],
    ['size:2', '😀😀', true],
    ['size:2', 'ab😀', false],
    ['max:1', file(1), true],
    ['max:1', file(2), false],
    ['size:2', file(2), true],
    ['between:1,3', file(4), false],
  ];
  for (const [rules, value, expected] of cases) {
    const label = value instanceof File ? `a ${value.size / 1024} KB file` : JSON.stringify(value);
    test(`${rules} on ${label} → ${expected}`, () => assert.equal(passes(rules, value), expected));
  }
});

describe('gt, gte, lt, lte compare with a number or another field of the same kind', () => {
  const cases: Array<[string, unknown, Record<string, unknown>, boolean]> = [
    ['gt:5', 6, {}, true],
    ['gt:5', '6', {}, true], // numeric text is compared as a number
    ['gt:5', 5, {}, false],
    ['gte:5', '5', {}, true],
    ['lt:other', 3, { other: 4 }, true],
    ['lt:other', 'abc', { other: 'abcd' }, true], // strings by length
    ['lt:other', 'abc', { other: 4 }, false], // a string and a number are not comparable
    ['lte:other', ['a', 'b'], { other: ['x', 'y'] }, true],
    ['gt:other', ['a'], { other: ['x', 'y'] }, false],
    ['gt:other', 5, {}, false], // no such field and no number to compare with
    ['numeric|gt:other', '10', { other: '9.5' }, true],
    ['gt:5', 'abcdef', {}, false], // a numeric parameter needs a numeric value
    ['gt:1.88888888888888888888', '1.88888888888888888889', {}, true],
    ['numeric|lt:other', '1.88888888888888888887', { other: '1.88888888888888888888' }, true],
    ['numeric|gte:other', '1.88888888888888888887', { other: '1.88888888888888888888' }, false],
  ];
  for (const [rules, value, payload, expected] of cases) {
    test(`${rules} on ${JSON.stringify(value)} with ${JSON.stringify(payload)} → ${expected}`, () =>
      assert.equal(passes(rules, value, payload), expected));
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
