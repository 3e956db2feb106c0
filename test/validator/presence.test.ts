import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ValidationErrors, Validator } from '../../src/index.js';

const validator = new Validator();

/** The rule names that fail for `field` (in order); `[]` when the payload passes. */
function failedRules(rules: string, payload: Record<string, unknown>): string[] {
  const errors = validator.validate(payload, { field: rules }) as ValidationErrors;
  return (errors.field ?? []).map((failure) => failure.rule);
}

describe('required, present, filled', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['required', {}, ['required']],
    ['required', { field: undefined }, ['required']],
    ['required', { field: null }, ['required']],
    ['required', { field: '' }, ['required']],
    ['required', { field: '  \t\n' }, ['required']],
    ['required', { field: '\u00a0' }, ['required']],
    ['required', { field: [] }, ['required']],
    ['required', { field: ' x ' }, []],
    ['required', { field: 0 }, []],
    ['required', { field: false }, []],
    ['required', { field: {} }, []],
    ['required', { field: [''] }, []],
    ['present', {}, ['present']],
    ['present', { field: null }, []],
    ['present', { field: '' }, []],
    ['filled', {}, []],
    ['filled', { field: '' }, ['filled']],
    ['filled', { field: null }, ['filled']],
    ['filled', { field: 'x' }, []],
  ];
  for (const [rules, payload, expected] of cases) {
    test(`${rules} on ${JSON.stringify(payload)} → ${expected.join(',') || 'pass'}`, () => {
      assert.deepEqual(failedRules(rules, payload), expected);
    });
  }
});

describe('required on text: blank is what trim() removes', () => {
  test('every single code unit, alone and between two of the same: filled exactly when trim() keeps something', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const unit = String.fromCharCode(code);
      for (const text of [unit, `${unit}${unit}${unit}`]) {
        const blank = text.trim() === '';
        assert.deepEqual(
          failedRules('required', { field: text }),
          blank ? ['required'] : [],
          `U+${code.toString(16)}`,
        );
      }
    }
  });
  test('text filled only in its middle, or only at one end, between blanks of every kind', () => {
    const blanks = ' \t\n\v\f\r\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
    for (const text of [`${blanks}x${blanks}`, `${blanks}é`, `é${blanks}`, `${blanks}\u0085${blanks}`]) {
      assert.deepEqual(failedRules('required', { field: text }), [], JSON.stringify(text));
    }
    assert.deepEqual(failedRules('required', { field: blanks + blanks }), ['required']);
  });
});

describe('absent, null and nullable', () => {
  test('rules other than required*/present skip an absent field', () => {
    assert.deepEqual(failedRules('string|email|min:3|integer|date|uuid', {}), []);
  });
  test('without nullable, null fails type rules, which end the field', () => {
    assert.deepEqual(failedRules('string|max:3', { field: null }), ['string']);
    assert.deepEqual(failedRules('max:3|string', { field: null }), ['max', 'string']);
  });
  test('nullable lets null pass every non-presence rule', () => {
    assert.deepEqual(failedRules('nullable|string|max:3|email', { field: null }), []);
  });
  test('nullable does not excuse required (Laravel semantics)', () => {
    assert.deepEqual(failedRules('nullable|required|string', { field: null }), ['required']);
  });
  test('a failed presence rule stops the field: no cascade of type errors', () => {
    assert.deepEqual(failedRules('required|string|email', { field: null }), ['required']);
  });
  test('bail stops at the first failure; without it every failure is reported', () => {
    assert.deepEqual(failedRules('alpha|min:5', { field: '1' }), ['alpha', 'min']);
    assert.deepEqual(failedRules('bail|alpha|min:5', { field: '1' }), ['alpha']);
  });
});

describe('conditional requirements', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['required_if:status,active', { status: 'active' }, ['required_if']],
    ['required_if:status,active,pending', { status: 'pending', field: '' }, ['required_if']],
    ['required_if:status,active', { status: 'closed' }, []],
    ['required_if:status,active', {}, []],
    ['required_if:status,active', { status: 'active', field: 'x' }, []],
    ['required_if:count,3', { count: 3 }, ['required_if']],
    ['required_if:flag,true', { flag: true }, ['required_if']],
    ['required_if:flag,true', { flag: { toString: () => 'true' } }, []],
    ['required_with:a,b', { b: 'x' }, ['required_with']],
    ['required_with:a,b', { b: '' }, []],
    ['required_with:a,b', {}, []],
    ['required_with:a', { a: 1, field: 'y' }, []],
    ['required_without:a,b', { a: 'x' }, ['required_without']],
    ['required_without:a,b', { a: 'x', b: 'y' }, []],
    ['required_without:a', {}, ['required_without']],
    ['required_without:a', { field: 'z' }, []],
  ];
  for (const [rules, payload, expected] of cases) {
    test(`${rules} on ${JSON.stringify(payload)} → ${expected.join(',') || 'pass'}`, () => {
      assert.deepEqual(failedRules(rules, payload), expected);
    });
  }
  test('the error carries the rule parameters as strings', () => {
    assert.deepEqual(validator.validate({ status: 'active' }, { field: 'required_if:status,active' }), {
      field: [{ rule: 'required_if', params: ['status', 'active'] }],
    });
  });
});
