// Every built-in validator rule against arbitrary values (and arbitrary values in the fields
// they refer to): the result is always structured errors — never a throw — and the generated
// validator agrees with the jitless one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type ValidationErrors, Validator } from '../../src/index.js';
import { assertNoPoisoning, hostileKeys, runs } from './settings.js';

// One field per rule; `other` and `field_confirmation` are what cross-field rules read.
const rules: Record<string, string> = {
  required: 'required',
  present: 'present',
  filled: 'filled',
  required_if: 'required_if:other,a',
  required_with: 'required_with:other',
  required_without: 'required_without:other',
  string: 'string',
  integer: 'integer',
  numeric: 'numeric',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  min: 'min:2',
  max: 'max:5',
  length: 'length:3',
  min_value: 'min_value:1',
  max_value: 'max_value:{other}',
  email: 'email',
  email_rfc: 'email:rfc',
  url: 'url',
  uuid: 'uuid',
  ulid: 'ulid',
  ip: 'ip',
  regex: 'regex:/^[a-z]+$/i',
  in: 'in:a,b,__proto__',
  not_in: 'not_in:a,b',
  same: 'same:other',
  confirmed: 'confirmed',
  different: 'different:other',
  date: 'date',
  date_format: 'date_format:yyyy-MM-dd',
  before: 'before:2030-01-01',
  after: 'after:{other}',
  nullable: 'nullable|integer|min_value:0',
  bail: 'bail|string|min:3|email',
};
const fields = Object.keys(rules);

const value = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withNullPrototype: true,
    withMap: true,
  }),
  fc.string(),
  fc.double(),
  fc.constantFrom('', ' ', 'a', '2026-11-21', 'ada@example.com', '127.0.0.1', ...hostileKeys),
);
const payload = fc.record(
  Object.fromEntries([...fields, 'other', 'confirmed_confirmation'].map((field) => [field, value])),
  { requiredKeys: [] },
);

function assertStructured(errors: ValidationErrors): void {
  assert.equal(typeof errors, 'object');
  for (const [field, failures] of Object.entries(errors)) {
    assert.ok(Object.hasOwn(rules, field), `error for a field without rules: ${field}`);
    assert.ok(Array.isArray(failures) && failures.length > 0);
    for (const failure of failures) {
      assert.equal(typeof failure.rule, 'string');
      if (failure.params !== undefined) assert.ok(failure.params.every((param) => typeof param === 'string'));
    }
  }
}

test('every rule returns structured errors for any value, generated and jitless alike', async () => {
  const generated = new Validator().compile(rules);
  const jitless = new Validator({ jitless: true }).compile(rules);
  await fc.assert(
    fc.asyncProperty(payload, async (data) => {
      const fast = await generated(data);
      assertStructured(fast);
      assert.deepEqual(await jitless(data), fast);
    }),
    runs('rules/anything', 2000),
  );
  assertNoPoisoning();
});

test('a payload object with hostile own keys validates without touching prototypes', async () => {
  const validate = new Validator().compile(rules);
  const hostile = fc
    .array(fc.tuple(fc.constantFrom(...hostileKeys, ...fields), value), { maxLength: 10 })
    .map((entries) => {
      // Own data properties, as JSON.parse makes them (a `__proto__` key included).
      const data: Record<string, unknown> = {};
      for (const [key, item] of entries) {
        Object.defineProperty(data, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return data;
    });
  await fc.assert(
    fc.asyncProperty(hostile, async (data) => {
      assertStructured(await validate(data));
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('rules/hostile-keys'),
  );
  assertNoPoisoning();
});
