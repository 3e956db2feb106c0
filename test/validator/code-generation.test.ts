// The generated validation functions and the closure runner (`jitless`) must agree exactly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Validator } from '../../src/index.js';

const RULE_POOL = [
  'required',
  'present',
  'filled',
  'nullable',
  'bail',
  'string',
  'integer',
  'numeric',
  'boolean',
  'array',
  'email',
  'uuid',
  'date',
  'in:a,b,1',
  'not_in:b',
  'in:"\\",x',
  'min:2',
  'max:3',
  'length:2',
  'max_value:5',
  'numeric',
  'min_value:1',
  'max_value:{limit}',
  'same:other',
  'required_if:other,a',
  'required_without:other',
  'before:2030-01-01',
  'short', // custom, synchronous
  'later', // custom, asynchronous
];
const FIELDS = ['a', 'other', 'limit', 'constructor', '__proto__'];

const ruleString = fc.array(fc.constantFrom(...RULE_POOL), { maxLength: 5 }).map((rules) => rules.join('|'));
const value = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    '',
    'a',
    'b',
    '1',
    1,
    2.5,
    true,
    'x@example.com',
    '2024-01-01',
    [],
  ),
  fc.jsonValue(),
);

function payload(entries: Array<[string, unknown]>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (item !== undefined)
      Object.defineProperty(data, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return data;
}

/** The same custom rules on both validators: one synchronous, one asynchronous. */
function withCustomRules(validator: Validator): Validator {
  return validator
    .addRule('short', (item) => String(item).length < 3)
    .addRule('later', async (item) => {
      await Promise.resolve();
      return item !== 'b';
    });
}

test('generated code and the closure runner give identical errors', async () => {
  const generated = withCustomRules(new Validator());
  const closures = withCustomRules(new Validator({ jitless: true }));
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...FIELDS), ruleString), { minLength: 1, maxLength: 4 }),
      fc.array(fc.tuple(fc.constantFrom(...FIELDS), value), { maxLength: 5 }),
      async (ruleEntries, dataEntries) => {
        const rules = payload(ruleEntries) as Record<string, string>;
        const data = payload(dataEntries);
        const fromGenerated = generated.validate(data, rules);
        const fromClosures = closures.validate(data, rules);
        assert.equal(fromGenerated instanceof Promise, fromClosures instanceof Promise);
        assert.deepEqual(await fromGenerated, await fromClosures);
      },
    ),
    { numRuns: 1000 },
  );
});

test('field names cannot inject code into the generated source', () => {
  const hostile = '"]; globalThis.injected = true; //';
  const validator = new Validator();
  assert.deepEqual(validator.validate({}, { [hostile]: 'required' }), { [hostile]: [{ rule: 'required' }] });
  assert.equal((globalThis as Record<string, unknown>).injected, undefined);
});

test('list values cannot inject code through the inline fast path of in:', () => {
  const hostile = '" + (globalThis.injected = true) + "';
  // Written as a quoted list value (doubled quotes), so the listed value is exactly `hostile`.
  const rule = `in:"${hostile.replaceAll('"', '""')}"`;
  const validator = new Validator();
  assert.deepEqual(validator.validate({ a: hostile }, { a: rule }), {});
  assert.deepEqual(validator.validate({ a: 'x' }, { a: rule }), {
    a: [{ rule: 'in', params: [hostile] }],
  });
  const unquoted = "' + (globalThis.injected = true) + '";
  assert.deepEqual(validator.validate({ a: unquoted }, { a: `in:${unquoted}` }), {});
  assert.equal((globalThis as Record<string, unknown>).injected, undefined);
});
