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
    required_with: 'other',
    required_without: 'other',
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
  const validator = new Validator();
  for (const name of BUILT_IN_RULE_NAMES) {
    const rule = name in parameters && parameters[name] !== '' ? `${name}:${parameters[name]}` : name;
    assert.doesNotThrow(() => validator.compile({ field: rule }), name);
  }
});
