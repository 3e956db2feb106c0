// Every built-in cast against arbitrary input: the handler either fills the field with a value
// of exactly the declared type (or null / nothing), or rejects with a ValidationException that
// names the field — never another kind of throw, never NaN or a non-finite number.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  ImmutableDate,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { assertNoPoisoning, runs } from './settings.js';

class EveryCast extends Request {
  @Cast('int') int?: number | null;
  @Cast('float') float?: number | null;
  @Cast('bool') bool?: boolean | null;
  @Cast('string') string?: string | null;
  @Cast('array') array?: unknown[] | null;
  @Cast('datetime') datetime?: Date | null;
  @Cast('datetime:immutable') immutable?: Date | null;
  @Cast('datetime:yyyy-MM-dd HH:mm') formatted?: Date | null;
}

const isValidDate = (value: unknown): boolean => value instanceof Date && !Number.isNaN(value.getTime());

/** What a filled field of each cast may hold. */
const holdsDeclaredType: Record<keyof Omit<EveryCast, keyof Request>, (value: unknown) => boolean> = {
  int: (value) => Number.isSafeInteger(value),
  float: (value) => typeof value === 'number' && Number.isFinite(value),
  bool: (value) => typeof value === 'boolean',
  string: (value) => typeof value === 'string',
  array: (value) => Array.isArray(value),
  datetime: isValidDate,
  immutable: (value) => isValidDate(value) && value instanceof ImmutableDate,
  formatted: isValidDate,
};
const fields = Object.keys(holdsDeclaredType) as Array<keyof typeof holdsDeclaredType>;

// Strings near each cast's edge cases, mixed with anything at all.
const nearMisses = fc.constantFrom(
  '',
  ' ',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x1f',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  'true',
  'FALSE',
  'on',
  'maybe',
  '[1,2]',
  '[',
  '[{"__proto__":{}}]',
  'a,b',
  '2026-11-21',
  '2026-02-30',
  '2026-11-21T10:00:00+14:00',
  '2026-11-21 10:00',
  '10:00',
  'Sat, 21 Nov 2026 10:00:00 GMT',
);
const anyInput = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  fc.double(),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string(),
  nearMisses,
);
const payload = fc.record(Object.fromEntries(fields.map((field) => [field, anyInput])), { requiredKeys: [] });

// Generated code (the default) and closures (`jitless`) must agree on every input.
const handler = new RequestHandler();
const jitless = new RequestHandler(undefined, { jitless: true });

function checkOutcome(outcome: { dto?: EveryCast; error?: unknown }): void {
  if (outcome.error !== undefined) {
    assert.ok(outcome.error instanceof ValidationException, `unexpected ${String(outcome.error)}`);
    for (const [field, failures] of Object.entries(outcome.error.errors)) {
      assert.ok(fields.includes(field as (typeof fields)[number]), `error for unknown field ${field}`);
      assert.ok(failures.length > 0 && failures.every((failure) => typeof failure.rule === 'string'));
    }
    return;
  }
  const dto = outcome.dto!;
  for (const field of fields) {
    const value = dto[field];
    if (value === undefined || value === null) continue;
    assert.ok(holdsDeclaredType[field](value), `${field} holds ${String(value)}`);
  }
}

async function outcomeOf<T>(run: () => Promise<T>): Promise<{ dto?: T; error?: unknown }> {
  try {
    return { dto: await run() };
  } catch (error) {
    return { error };
  }
}

/** Both handlers' outcome for one call; checks each and that they agree. */
async function checkBoth(call: (mapper: RequestHandler) => Promise<EveryCast>): Promise<void> {
  const generated = await outcomeOf(() => call(handler));
  const closures = await outcomeOf(() => call(jitless));
  checkOutcome(generated);
  checkOutcome(closures);
  assert.deepEqual(
    closures.error === undefined ? closures.dto!.toArray() : (closures.error as ValidationException).errors,
    generated.error === undefined
      ? generated.dto!.toArray()
      : (generated.error as ValidationException).errors,
  );
}

test('handleArray: every cast yields its declared type or a ValidationException, generated and jitless alike', async () => {
  await fc.assert(
    fc.asyncProperty(payload, async (data) => {
      await checkBoth((mapper) => mapper.handleArray(EveryCast, data));
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('casts/handleArray', 2000),
  );
  assertNoPoisoning();
});

test('handleQuery: casts of query-string values hold the same promise', async () => {
  const queryValue = fc.oneof(fc.string(), nearMisses, fc.integer().map(String));
  const query = fc
    .array(fc.tuple(fc.constantFrom(...fields, `${fields[0]}[]`, `${fields[1]}[x]`), queryValue), {
      maxLength: 8,
    })
    .map((pairs) => new URLSearchParams(pairs).toString());
  await fc.assert(
    fc.asyncProperty(query, async (text) => {
      await checkBoth((mapper) => mapper.handleQuery(EveryCast, text));
    }),
    runs('casts/handleQuery'),
  );
  assertNoPoisoning();
});

// With a numeric rule the mapping may reuse the number the validator read instead of parsing
// again: that shortcut must never accept more, or give another value, than the cast alone.
class CastOnly extends Request {
  @Cast('int') int?: number | null;
  @Cast('float') float?: number | null;
}

class RuledCasts extends Request {
  @Validate('integer|min_value:-1000000000000') @Cast('int') int?: number | null;
  @Validate('numeric|max_value:1e300') @Cast('float') float?: number | null;
}

test('a numeric rule never makes an int or float cast accept more, or read another value', async () => {
  const numberText = fc.oneof(
    nearMisses,
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.stringMatching(/^[ \t]?[+-]?[0-9]{0,20}(\.[0-9]{0,4})?([eE][+-]?[0-9]{1,3})?[ \t]?$/),
  );
  const input = fc.oneof(numberText, fc.double(), fc.integer());
  await fc.assert(
    fc.asyncProperty(input, input, async (int, float) => {
      for (const mapper of [handler, jitless]) {
        const ruled = await outcomeOf(
          () => mapper.handleArray(RuledCasts, { int, float }) as Promise<EveryCast>,
        );
        if (ruled.error !== undefined) {
          assert.ok(ruled.error instanceof ValidationException, String(ruled.error));
          continue;
        }
        const plain = await mapper.handleArray(CastOnly, { int, float });
        assert.deepEqual(ruled.dto!.toArray(), plain.toArray());
      }
    }),
    runs('casts/numeric-rule-shortcut', 2000),
  );
});
