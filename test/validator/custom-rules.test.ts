import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Validator } from '../../src/index.js';

describe('addRule', () => {
  test('a custom rule gets the value, its parameters and the payload', () => {
    const validator = new Validator();
    const calls: unknown[] = [];
    validator.addRule('divisible_by', (value, params, data) => {
      calls.push([value, params, data]);
      return Number(value) % Number(params[0]) === 0;
    });
    const payload = { n: 9 };
    assert.deepEqual(validator.validate(payload, { n: 'divisible_by:3' }), {});
    assert.deepEqual(validator.validate({ n: 10 }, { n: 'divisible_by:3' }), {
      n: [{ rule: 'divisible_by', params: ['3'] }],
    });
    assert.deepEqual(calls[0], [9, ['3'], payload]);
  });
  test('custom rules skip absent fields and resolve placeholders', () => {
    const validator = new Validator();
    validator.addRule('equals', (value, params) => String(value) === params[0]);
    assert.deepEqual(validator.validate({}, { a: 'equals:x' }), {});
    assert.deepEqual(validator.validate({ a: 'q', b: 'q' }, { a: 'equals:{b}' }), {});
    assert.deepEqual(validator.validate({ a: 'q', b: 'r' }, { a: 'equals:{b}' }), {
      a: [{ rule: 'equals', params: ['r'] }],
    });
  });
  test('an async rule makes validate return a promise, with errors in field order', async () => {
    const validator = new Validator();
    validator.addRule('unique_email', async (value) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value !== 'taken@example.com';
    });
    const rules = { name: 'required', email: 'required|email|unique_email|max:5', age: 'integer' };
    const pending = validator.validate({ email: 'taken@example.com', age: 'x' }, rules);
    assert.ok(pending instanceof Promise);
    const errors = await pending;
    assert.deepEqual(Object.keys(errors), ['name', 'email', 'age']);
    assert.deepEqual(errors.email, [{ rule: 'unique_email' }, { rule: 'max', params: ['5'] }]);
    assert.deepEqual(await validator.validate({ name: 'a', email: 'a@b.c' }, rules), {});
  });
  test('bail stops after a failed async rule', async () => {
    const validator = new Validator();
    validator.addRule('never', async () => false);
    assert.deepEqual(await validator.validate({ a: 'x' }, { a: 'bail|never|integer' }), {
      a: [{ rule: 'never' }],
    });
  });
  test('a rejected async rule rejects the validation', async () => {
    const validator = new Validator();
    validator.addRule('broken', async () => {
      throw new Error('database down');
    });
    await assert.rejects(async () => validator.validate({ a: 1 }, { a: 'broken' }), /database down/);
  });
  test('names are checked and rules cannot be redefined', () => {
    const validator = new Validator();
    validator.addRule('even', (value) => Number(value) % 2 === 0);
    assert.throws(() => validator.addRule('even', () => true), { code: 'ruleAlreadyDefined', rule: 'even' });
    assert.throws(() => validator.addRule('email', () => true), { code: 'ruleAlreadyDefined' });
    assert.throws(() => validator.addRule('nullable', () => true), { code: 'ruleAlreadyDefined' });
    assert.throws(() => validator.addRule('my-rule', () => true), { code: 'invalidRuleName' });
    assert.throws(() => validator.addRule('', () => true), { code: 'invalidRuleName' });
  });
  test('rules are per validator instance', () => {
    const first = new Validator().addRule('shout', (value) => value === String(value).toUpperCase());
    assert.deepEqual(first.validate({ a: 'HEY' }, { a: 'shout' }), {});
    assert.throws(() => new Validator().compile({ a: 'shout' }), { code: 'unknownRule' });
  });
});
