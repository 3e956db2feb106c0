// The typed list of built-in rule names is the validator's actual rule table, so the `RuleName`
// union that error codes are compared against cannot drift from what the validator reports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUILT_IN_RULE_NAMES, Validator } from '../../src/index.js';
import { builtInRules } from '../../src/validator/rules/index.js';

test('BUILT_IN_RULE_NAMES lists exactly the rules of the built-in validator', () => {
  assert.deepEqual([...BUILT_IN_RULE_NAMES].sort(), [...builtInRules.keys()].sort());
});

test('every listed rule compiles (with parameters where it needs them)', () => {
  const parameters: Record<string, string> = {
    required_if: 'other,x',
    required_unless: 'other,x',
    required_with: 'other',
    required_with_all: 'other',
    required_without: 'other',
    required_without_all: 'other',
    required_if_accepted: 'other',
    required_if_declined: 'other',
    present_if: 'other,x',
    present_unless: 'other,x',
    present_with: 'other',
    present_with_all: 'other',
    missing_if: 'other,x',
    missing_unless: 'other,x',
    missing_with: 'other',
    missing_with_all: 'other',
    prohibited_if: 'other,x',
    prohibited_unless: 'other,x',
    prohibited_if_accepted: 'other',
    prohibited_if_declined: 'other',
    prohibits: 'other',
    enum: 'Status',
    exists: 'users',
    unique: 'users',
    mimes: 'png',
    mimetypes: 'image/*',
    extensions: 'png',
    dimensions: 'min_width=1',
    exclude_if: 'other,x',
    exclude_unless: 'other,x',
    exclude_with: 'other',
    exclude_without: 'other',
    accepted_if: 'other,x',
    declined_if: 'other,x',
    required_array_keys: 'a',
    in_array_keys: 'a',
    contains: 'a',
    doesnt_contain: 'a',
    in_array: 'other.*',
    size: '1',
    between: '1,2',
    gt: 'other',
    gte: '1',
    lt: 'other',
    lte: '1',
    not_regex: '/a/',
    starts_with: 'a',
    ends_with: 'a',
    doesnt_start_with: 'a',
    doesnt_end_with: 'a',
    digits: '2',
    digits_between: '1,2',
    min_digits: '1',
    max_digits: '1',
    decimal: '2',
    multiple_of: '3',
    before_or_equal: '2020-01-01',
    after_or_equal: '2020-01-01',
    date_equals: '2020-01-01',
    min: '1',
    max: '1',
    length: '1',
    min_value: '1',
    max_value: '1',
    regex: '/a/',
    in: 'a',
    not_in: 'a',
    same: 'other',
    confirmed: '',
    different: 'other',
    date_format: 'yyyy',
    before: '2020-01-01',
    after: '2020-01-01',
  };
  const validator = new Validator({ enums: { Status: { Draft: 'draft' } }, lookups: { users: () => true } });
  for (const name of BUILT_IN_RULE_NAMES) {
    const rule = name in parameters && parameters[name] !== '' ? `${name}:${parameters[name]}` : name;
    assert.doesNotThrow(() => validator.compile({ field: rule }), name);
  }
});
