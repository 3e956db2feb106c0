// The conditional presence rules, exclusions, enums, and Laravel's reading of the other field
// (issue 24): `null` matches `null`, a boolean matches `true`/`false`, numbers match by value.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ValidationErrors, Validator } from '../../src/index.js';
import { passes } from './support.js';

const ABSENT = undefined;

describe('conditional presence rules', () => {
  const cases: Array<[string, unknown, Record<string, unknown>, boolean]> = [
    ['required_if:flag,false', ABSENT, { flag: false }, false],
    ['required_if:flag,false', ABSENT, { flag: 'false' }, false],
    ['required_if:flag,true', ABSENT, { flag: false }, true],
    ['required_if:other,null', ABSENT, { other: null }, false],
    ['required_if:other,null', ABSENT, {}, true], // nothing sent: nothing demanded (Laravel)
    ['required_if:n,1', ABSENT, { n: 1.0 }, false],
    ['required_if:n,1.0', ABSENT, { n: 1 }, false],
    ['required_unless:role,admin', ABSENT, { role: 'user' }, false],
    ['required_unless:role,admin', ABSENT, { role: 'admin' }, true],
    ['required_with_all:a,b', ABSENT, { a: 1, b: 2 }, false],
    ['required_with_all:a,b', ABSENT, { a: 1 }, true],
    ['required_without_all:a,b', ABSENT, {}, false],
    ['required_without_all:a,b', ABSENT, { b: 1 }, true],
    ['required_if_accepted:terms', ABSENT, { terms: 'yes' }, false],
    ['required_if_accepted:terms', ABSENT, { terms: 'no' }, true],
    ['required_if_declined:terms', ABSENT, { terms: false }, false],
    ['present_if:a,1', ABSENT, { a: '1' }, false],
    ['present_if:a,1', '', { a: '1' }, true],
    ['present_unless:a,1', ABSENT, { a: 2 }, false],
    ['present_with:a', null, { a: 1 }, true],
    ['present_with_all:a,b', ABSENT, { a: 1, b: 1 }, false],
    ['missing', ABSENT, {}, true],
    ['missing', null, {}, false],
    ['missing_if:a,1', 'x', { a: 1 }, false],
    ['missing_unless:a,1', 'x', { a: 1 }, true],
    ['missing_with:a', 'x', { a: null }, false],
    ['missing_with_all:a,b', 'x', { a: 1 }, true],
    ['prohibited', 'x', {}, false],
    ['prohibited', '', {}, true],
    ['prohibited', ABSENT, {}, true],
    ['prohibited_if:a,1', 'x', { a: 1 }, false],
    ['prohibited_unless:a,1', 'x', { a: 1 }, true],
    ['prohibited_if_accepted:a', 'x', { a: 'on' }, false],
    ['prohibited_if_declined:a', 'x', { a: 'off' }, false],
    ['prohibits:a,b', 'x', { a: '' }, true],
    ['prohibits:a,b', 'x', { b: 1 }, false],
    ['accepted_if:a,1', 'no', { a: 1 }, false],
    ['accepted_if:a,1', ABSENT, { a: 2 }, true],
    ['declined_if:a,1', 'no', { a: 1 }, true],
    ['sometimes|required', ABSENT, {}, true],
    ['sometimes|required', '', {}, false],
  ];
  for (const [rules, value, payload, expected] of cases) {
    test(`${rules} on ${value === ABSENT ? 'an absent field' : JSON.stringify(value)} with ${JSON.stringify(payload)} → ${expected}`, () =>
      assert.equal(passes(rules, value, payload), expected));
  }

  test('required_if reads a boolean field loosely when that field has the boolean rule', () => {
    const validator = new Validator();
    const rules = { flag: 'boolean', note: 'required_if:flag,false' };
    assert.deepEqual(validator.validate({ flag: 0 }, rules), {
      note: [{ rule: 'required_if', params: ['flag', 'false'] }],
    });
    assert.deepEqual(validator.validate({ flag: 1 }, rules), {});
  });
});

describe('exclusions leave the field out', () => {
  const validator = new Validator();
  const cases: Array<[string, Record<string, unknown>, Record<string, string>, ValidationErrors]> = [
    ['exclude', { a: 'x' }, { a: 'exclude|integer' }, {}],
    ['exclude_if holds', { t: 'personal', vat: 'x' }, { vat: 'exclude_if:t,personal|required|integer' }, {}],
    [
      'exclude_if does not hold',
      { t: 'business', vat: 'x' },
      { vat: 'exclude_if:t,personal|required|integer' },
      { vat: [{ rule: 'integer' }] },
    ],
    ['exclude_unless', { t: 'a' }, { vat: 'exclude_unless:t,b|required' }, {}],
    ['exclude_with', { a: 1, b: 'x' }, { b: 'integer|exclude_with:a' }, {}],
    ['exclude_without', { b: 'x' }, { b: 'integer|exclude_without:a' }, {}],
    [
      'exclude_without when present',
      { a: 1, b: 'x' },
      { b: 'integer|exclude_without:a' },
      { b: [{ rule: 'integer' }] },
    ],
  ];
  for (const [name, data, rules, expected] of cases) {
    test(name, () => assert.deepEqual(validator.validate(data, rules), expected));
  }
});

describe('enum:<name> over a registered enum', () => {
  enum Color {
    Red = 0,
    Green = 1,
  }
  enum Size {
    Small = 's',
    Large = 'l',
  }
  const validator = new Validator({ enums: { Color, Size, Plan: { Free: 'free', Pro: 'pro' } as const } });
  const cases: Array<[string, unknown, boolean]> = [
    ['enum:Color', 0, true],
    ['enum:Color', '1', true], // numeric values also come as text from a form
    ['enum:Color', 'Red', false], // a numeric enum's reverse mapping is not a value
    ['enum:Color', 2, false],
    ['enum:Size', 's', true],
    ['enum:Size', 'Small', false],
    ['enum:Plan', 'pro', true],
    ['enum:Plan', 'gold', false],
  ];
  for (const [rule, value, expected] of cases) {
    test(`${rule} on ${JSON.stringify(value)} → ${expected}`, () =>
      assert.equal(
        Object.keys(validator.validate({ field: value }, { field: rule })).length === 0,
        expected,
      ));
  }
  test('an unregistered enum is refused when compiled', () => {
    assert.throws(() => validator.compile({ field: 'enum:Nope' }), { code: 'invalidRuleParameter' });
  });
});
