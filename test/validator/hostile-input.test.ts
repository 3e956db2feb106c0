// Bad input (issue 2): any JSON-compatible value in any field is a pass or a structured
// error — never a throw, never a hang, never a polluted prototype.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { type ValidationErrors, Validator } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';
import { assertNoPoisoning } from '../support/poisoning.js';

const EVERY_RULE = [
  'required',
  'present',
  'filled',
  'string',
  'integer',
  'numeric',
  'boolean',
  'array',
  'object',
  'email',
  'email:rfc',
  'url',
  'uuid',
  'ulid',
  'ip',
  'date',
  'date_format:yyyy-MM-dd HH:mm',
  'before:2030-01-01',
  'after:{other}',
  'before:other',
  'in:a,b,1,true',
  'not_in:x,{other}',
  'min:1',
  'max:5',
  'length:3',
  'min_value:1',
  'max_value:{other}',
  'regex:/^(a+)+$/',
  'same:other',
  'different:other',
  'confirmed',
  'required_if:other,1',
  'required_with:other',
  'required_without:other',
  'required_unless:other,1',
  'required_with_all:other',
  'required_without_all:other',
  'required_if_accepted:other',
  'present_if:other,1',
  'missing_with:other',
  'prohibited',
  'prohibited_if:other,1',
  'prohibits:other',
  'exclude_if:other,1',
  'accepted',
  'declined_if:other,1',
  'int',
  'bool:strict',
  'list',
  'array:a,b',
  'required_array_keys:a',
  'in_array_keys:a,b',
  'contains:a',
  'doesnt_contain:a',
  'in_array:other.*',
  'distinct:ignore_case',
  'size:5',
  'between:1,5',
  'numeric|max:10',
  'gt:other',
  'lte:5',
  'ipv4',
  'ipv6',
  'mac_address',
  'timezone',
  'timezone:all_with_bc',
  'not_regex:/^(a+)+$/',
  'alpha',
  'alpha_num:ascii',
  'alpha_dash',
  'ascii',
  'lowercase',
  'uppercase',
  'starts_with:a,b',
  'doesnt_end_with:x',
  'hex_color',
  'json',
  'digits:5',
  'digits_between:1,5',
  'min_digits:2',
  'max_digits:3',
  'decimal:0,2',
  'multiple_of:0.5',
  'after_or_equal:other',
  'date_equals:2024-01-01',
  'enum:Status',
  'file',
  'extensions:png',
  'required_if_declined:other',
  'present_unless:other,1',
  'present_with:other',
  'present_with_all:other',
  'missing',
  'missing_if:other,1',
  'missing_unless:other,1',
  'missing_with_all:other',
  'prohibited_unless:other,1',
  'prohibited_if_accepted:other',
  'prohibited_if_declined:other',
  'exclude',
  'exclude_unless:other,1',
  'exclude_with:other',
  'exclude_without:other',
  'accepted_if:other,1',
  'declined',
  'ends_with:a,b',
  'doesnt_start_with:x',
  'base64',
  'before_or_equal:other',
  // gte and lt share gt's comparison (above); image, mimes, mimetypes and dimensions read a file's bytes (files.test.ts feeds them
  // random bytes and a 20 MB file); exists and unique ask the application (lookups.test.ts).
];

const validator = new Validator({ enums: { Status: { Draft: 'draft', Done: 1 } } });
// One field per rule, so each rule meets each value on its own.
const rules = Object.fromEntries(EVERY_RULE.map((rule, index) => [`f${index}`, `nullable|${rule}`]));

function payloadWith(value: unknown, other: unknown): Record<string, unknown> {
  const payload: Record<string, unknown> = { other, field_confirmation: other };
  for (const field of Object.keys(rules)) payload[field] = value;
  return payload;
}

function assertStructured(errors: ValidationErrors | Promise<ValidationErrors>): void {
  assert.ok(!(errors instanceof Promise));
  for (const failures of Object.values(errors)) {
    for (const failure of failures) {
      assert.equal(typeof failure.rule, 'string');
      for (const param of failure.params ?? []) assert.equal(typeof param, 'string');
    }
  }
}

const special = fc.constantFrom<unknown>(
  Number.NaN,
  -0,
  Number.POSITIVE_INFINITY,
  Number.MAX_VALUE,
  '',
  '__proto__',
  'constructor',
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  Object.create(null),
  [[[[]]]],
);
const anyValue = fc.oneof(fc.jsonValue(), special);

describe('any value in any field', () => {
  test('yields structured errors, never a throw (property-based)', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (value, other) => {
        assertStructured(validator.validate(payloadWith(value, other), rules));
      }),
      { numRuns: 500 },
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assertNoPoisoning();
  });

  test('payload keys __proto__, constructor and prototype are harmless', () => {
    const payload = JSON.parse(
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
    );
    const keyRules = JSON.parse(
      '{"__proto__": "required|object", "constructor": "required|object", "prototype": "string"}',
    );
    assert.deepEqual(validator.validate(payload, keyRules), {});
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
    assertNoPoisoning();
  });

  test('deeply nested arrays do not overflow the stack', () => {
    let deep: unknown = [];
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    assertStructured(validator.validate(payloadWith(deep, deep), rules));
  });
});

describe('huge inputs stay linear: 1 MB takes at most about 16 times what 64 KB takes', () => {
  const huge: Array<[string, (size: number) => string]> = [
    ['letters', (size) => 'a'.repeat(size)],
    ['e-mail-like', (size) => `${'a'.repeat(size / 2)}@${'b'.repeat(size / 2)}`],
    ['digits', (size) => '1'.repeat(size)],
    ['dots and dashes', (size) => '-.'.repeat(size / 2)],
    ['labels', (size) => `x@${'a-'.repeat(Math.floor(size * 0.3))}!`],
    ['a tiny decimal', (size) => `0.${'0'.repeat(size - 10)}1`],
  ];
  for (const [name, text] of huge) {
    const texts = new Map<number, string>();
    for (const rule of EVERY_RULE) {
      test(`${rule} on 1 MB of ${name}`, async () => {
        await assertLinearGrowth(
          rule,
          (size) => {
            if (!texts.has(size)) texts.set(size, text(size));
            const value = texts.get(size)!;
            assertStructured(validator.validate({ field: value, other: value }, { field: rule }));
          },
          62_500,
        );
      });
    }
  }
});
