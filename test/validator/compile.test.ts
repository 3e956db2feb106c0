import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  InvalidRuleParameterError,
  RuleConfigurationError,
  UnknownRuleError,
  type ValidationErrors,
  Validator,
} from '../../src/index.js';
import { passes } from './support.js';

describe('compile errors name the rule and the field', () => {
  const validator = new Validator();
  test('an unknown rule is an UnknownRuleError, never a silent pass', () => {
    assert.throws(
      () => validator.compile({ name: 'required', age: 'required|integr' }),
      (error: unknown) => {
        assert.ok(error instanceof UnknownRuleError);
        assert.ok(error instanceof RuleConfigurationError);
        assert.equal(error.code, 'unknownRule');
        assert.equal(error.rule, 'integr');
        assert.equal(error.field, 'age');
        assert.match(error.message, /"integr".*"age"/);
        return true;
      },
    );
  });
  test('validate() throws the same error', () => {
    assert.throws(() => validator.validate({}, { x: 'Required' }), { code: 'unknownRule', rule: 'Required' });
  });
  const invalid: Array<[string, string]> = [
    ['max:ten', 'max'],
    ['max', 'max'],
    ['max:1,2', 'max'],
    ['min:-', 'min'],
    ['length:-1', 'length'],
    ['min_value:abc', 'min_value'],
    ['required:yes', 'required'],
    ['nullable:1', 'nullable'],
    ['regex:abc', 'regex'],
    ['regex:/(/', 'regex'],
    ['regex', 'regex'],
    ['email:dns', 'email'],
    ['uuid:9', 'uuid'],
    ['ip:5', 'ip'],
    ['required_if:status', 'required_if'],
    ['required_with', 'required_with'],
    ['same', 'same'],
    ['before', 'before'],
    ['date_format', 'date_format'],
    ['url:', 'url'],
    ['url:https,ja va', 'url'],
    ['before:soon|date_format:yyyy QQQQQQ j', 'date_format'],
  ];
  for (const [rules, rule] of invalid) {
    test(`"${rules}" → InvalidRuleParameterError for ${rule}`, () => {
      assert.throws(
        () => validator.compile({ field: rules }),
        (error: unknown) => {
          assert.ok(error instanceof InvalidRuleParameterError);
          assert.equal(error.code, 'invalidRuleParameter');
          assert.equal(error.rule, rule);
          assert.equal(error.field, 'field');
          return true;
        },
      );
    });
  }
  test('a rule string that is not a string is refused', () => {
    assert.throws(() => validator.compile({ field: 42 as unknown as string }), { code: 'invalidRuleString' });
  });
});

describe('rule-string syntax', () => {
  const validator = new Validator();
  test('whitespace around names and empty segments are ignored', () => {
    assert.deepEqual(validator.validate({ a: 5 }, { a: ' required | string ||' }), {
      a: [{ rule: 'string' }],
    });
  });
  test('parameters after the first colon keep their colons (date_format)', () => {
    assert.deepEqual(validator.validate({ t: '10:20:30' }, { t: 'date_format:HH:mm:ss' }), {});
  });
  test('a pipe inside a regex literal does not split the rule string', () => {
    assert.deepEqual(validator.validate({ a: 'b' }, { a: 'regex:/^(a|b)$/|string' }), {});
    assert.deepEqual(validator.validate({ a: 5 }, { a: 'regex:/^(a|b)$/|alpha' }), {
      a: [{ rule: 'regex', params: ['/^(a|b)$/'] }, { rule: 'alpha' }],
    });
  });
  test('errors list every failed rule in rule-string order, params as strings', () => {
    assert.deepEqual(validator.validate({ age: '7' }, { age: 'integer|min_value:18|in:1,2' }), {
      age: [
        { rule: 'min_value', params: ['18'] },
        { rule: 'in', params: ['1', '2'] },
      ],
    });
  });
  test('a failed type rule ends the field: one error for one wrong value', () => {
    assert.deepEqual(validator.validate({ age: 'x' }, { age: 'integer|min_value:18|in:1,2' }), {
      age: [{ rule: 'integer' }],
    });
  });
});

describe('compiled plans are cached and never re-parsed', () => {
  test('compile() returns the same function for the same rules object', () => {
    const validator = new Validator();
    const rules = { a: 'required' };
    assert.equal(validator.compile(rules), validator.compile(rules));
  });
  test('rules objects with the same content share one compiled function (inline literals)', () => {
    const validator = new Validator();
    const first = validator.compile({ a: 'required', b: 'string' });
    assert.equal(validator.compile({ a: 'required', b: 'string' }), first);
    assert.notEqual(validator.compile({ a: 'required', b: 'integer' }), first);
    assert.notEqual(validator.compile({ ab: 'required', '': 'string' }), first);
    assert.notEqual(validator.compile({ b: 'string', a: 'required' }), first); // order is the error order
  });
  test('validate() reuses the plan of a rules object: edits after first use are not seen', () => {
    const validator = new Validator();
    const rules: Record<string, string> = { a: 'required' };
    assert.deepEqual(validator.validate({}, rules), { a: [{ rule: 'required' }] });
    rules.a = 'string';
    assert.deepEqual(validator.validate({}, rules), { a: [{ rule: 'required' }] });
    assert.deepEqual(validator.validate({}, { a: 'string' }), {});
  });
  test('the compiled function is synchronous without async custom rules', () => {
    const check = new Validator().compile({ a: 'required|email' });
    const result = check({ a: 'x@example.com' });
    assert.ok(!(result instanceof Promise));
    assert.deepEqual(result, {});
  });
  test('a valid payload gets a fresh, mutable {} each call', () => {
    const check = new Validator().compile({ a: 'string' });
    const first = check({ a: 'x' }) as ValidationErrors;
    const second = check({ a: 'y' }) as ValidationErrors;
    assert.notEqual(first, second);
    first.extra = [{ rule: 'custom' }];
    assert.deepEqual(second, {});
  });
});

describe('payload edge cases', () => {
  const validator = new Validator();
  test('a non-object payload has no fields', () => {
    const rules = { a: 'required', b: 'string' };
    for (const data of [null, undefined, 'text', 42]) {
      assert.deepEqual(validator.validate(data as unknown as Record<string, unknown>, rules), {
        a: [{ rule: 'required' }],
      });
    }
  });
  test('inherited properties are absent: rules for constructor or toString read own values only', () => {
    const rules = { constructor: 'required', toString: 'required' };
    assert.deepEqual(validator.validate({}, rules), {
      constructor: [{ rule: 'required' }],
      toString: [{ rule: 'required' }],
    });
    assert.deepEqual(validator.validate({ constructor: 'x', toString: 'y' }, rules), {});
  });
  test('a field named __proto__ is read and reported as an own property', () => {
    const rules = JSON.parse('{"__proto__": "required|string"}') as Record<string, string>;
    const errors = validator.validate(JSON.parse('{"__proto__": 5}'), rules) as ValidationErrors;
    assert.ok(Object.hasOwn(errors, '__proto__'));
    assert.equal(Object.getPrototypeOf(errors), Object.prototype);
    assert.deepEqual(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value, [{ rule: 'string' }]);
    assert.deepEqual(validator.validate({}, rules), JSON.parse('{"__proto__": [{"rule": "required"}]}'));
  });
  test('a null-prototype payload works', () => {
    const data = Object.assign(Object.create(null), { a: 'x' });
    assert.deepEqual(validator.validate(data, { a: 'required|string', b: 'required' }), {
      b: [{ rule: 'required' }],
    });
  });
});

describe('list parameters', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['in:"a,b",c', 'a,b', true],
    ['in:"a,b",c', 'c', true],
    ['in:"a,b",c', 'a', false],
    ['in:"say ""hi""",x', 'say "hi"', true],
    ['in:a"b,c', 'a"b', true], // a quote inside a value is literal
    ['in:a, b', ' b', true], // values are not trimmed
  ];
  for (const [rules, value, expected] of cases) {
    test(`${rules} on ${JSON.stringify(value)} → ${expected}`, () =>
      assert.equal(passes(rules, value), expected));
  }
});
