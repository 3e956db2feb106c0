import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  ImmutableDate,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { hasDesignTypes } from '../support/decorator-mode.js';
import { ruleNames } from '../support/requests.js';

const handler = new RequestHandler();

class Casts extends Request {
  @Cast('int') int?: number | null;
  @Cast('float') float?: number | null;
  @Cast('bool') bool?: boolean | null;
  @Cast('string') string?: string | null;
  @Cast('array') array?: unknown[] | null;
  @Cast('datetime') datetime?: Date | null;
  @Cast('datetime:immutable') immutable?: Date | null;
  @Cast('datetime:dd/MM/yyyy HH:mm') formatted?: Date | null;
  @Cast('datetime:immutable:yyyy-MM-dd') immutableFormatted?: Date | null;
  @Cast('datetime:yyyy-MM-dd:immutable') formattedImmutable?: Date | null;
  @Cast('datetime:yyyy-MM-dd HH:mm XXX') withOffset?: Date | null;
}

type Field = keyof Casts & string;

async function castOne(field: Field, value: unknown): Promise<unknown> {
  const dto = await handler.handleArray(Casts, { [field]: value });
  return dto[field];
}

async function castFailure(field: Field, value: unknown): Promise<string[] | undefined> {
  try {
    await handler.handleArray(Casts, { [field]: value });
    return undefined;
  } catch (error) {
    assert.ok(error instanceof ValidationException);
    return ruleNames(error.errors)[field];
  }
}

describe('built-in casts', () => {
  const valid: Array<[Field, unknown, unknown]> = [
    ['int', '42', 42],
    ['int', ' -7 ', -7],
    ['int', 12, 12],
    ['int', '', null],
    ['int', null, null],
    ['float', '12.5', 12.5],
    ['float', '-.5e2', -50],
    ['float', 3, 3],
    ['float', '', null],
    ['bool', 'TRUE', true],
    ['bool', 'off', false],
    ['bool', 'Yes', true],
    ['bool', '0', false],
    ['bool', 1, true],
    ['bool', false, false],
    ['string', 'abc', 'abc'],
    ['string', 12.5, '12.5'],
    ['string', true, 'true'],
    ['array', ['a'], ['a']],
    ['array', '[1,"b"]', [1, 'b']],
    ['array', 'a,b,c', ['a', 'b', 'c']],
    ['array', '', []],
    ['array', 'single', ['single']],
  ];
  for (const [field, input, expected] of valid) {
    test(`${field} casts ${JSON.stringify(input)} to ${JSON.stringify(expected)}`, async () => {
      assert.deepEqual(await castOne(field, input), expected);
    });
  }

  const invalid: Array<[Field, unknown]> = [
    ['int', 'abc'],
    ['int', '12.5'],
    ['int', 1.5],
    ['int', '9007199254740993'],
    ['int', true],
    ['float', 'abc'],
    ['float', 'Infinity'],
    ['float', '0x1f'],
    ['float', '1e'],
    ['float', ' '],
    ['float', '.'],
    ['float', '+-1'],
    ['int', '1e3'],
    ['float', '1,5'],
    ['bool', 'maybe'],
    ['bool', ''],
    ['bool', 2],
    ['array', '[1,'],
    ['array', 5],
    ['array', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['array', '[{"__proto__":{"polluted":true}}]'],
    ['array', { a: 1 }],
    ['datetime', 'yesterday'],
    ['datetime', '2024-02-30'],
    ['datetime', '2023-02-29'],
    ['datetime', '2024-05-01T24:00'],
    ['datetime', '2024-05-01T10:20:30+0200x'],
    ['datetime', '2024-05-01T'],
    ['datetime', '2024-5-1'],
    ['datetime', '2024-13-01T00:00:00Z'],
    ['formatted', '2024-05-01'],
  ];
  for (const [field, input] of invalid) {
    const rule = field === 'formatted' ? 'datetime' : field;
    test(`${field} refuses ${JSON.stringify(input)} with rule ${rule}`, async () => {
      assert.deepEqual(await castFailure(field, input), [rule]);
    });
  }
});

describe('numeric casts agree with Number() on every decimal spelling', () => {
  test('property: float and int casts read decimal strings exactly as Number() does', async () => {
    const decimal = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.stringMatching(/^[+-]?\d{1,20}(\.\d{0,20})?([eE][+-]?\d{1,3})?$/),
      fc.stringMatching(/^[+-]?\.\d{1,20}$/),
    );
    await fc.assert(
      fc.asyncProperty(decimal, async (text) => {
        const expected = Number(text);
        if (Number.isFinite(expected)) assert.ok(Object.is(await castOne('float', text), expected), text);
        else assert.deepEqual(await castFailure('float', text), ['float']);
        if (/^[+-]?\d+$/.test(text)) {
          if (Number.isSafeInteger(expected))
            assert.ok(Object.is(await castOne('int', text), expected), text);
          else assert.deepEqual(await castFailure('int', text), ['int']);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('datetime casts', () => {
  const iso: Array<[unknown, string]> = [
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-05-01T10:20:30', '2024-05-01T10:20:30.000Z'],
    ['2024-05-01 10:20', '2024-05-01T10:20:00.000Z'],
    ['2024-05-01T10:20:30.123456Z', '2024-05-01T10:20:30.123Z'],
    ['2024-05-01T10:20:30+02:00', '2024-05-01T08:20:30.000Z'],
    ['2024-05-01T10:20:30-0130', '2024-05-01T11:50:30.000Z'],
    ['2024-02-29t10:20:30z', '2024-02-29T10:20:30.000Z'],
    ['0050-03-01', '0050-03-01T00:00:00.000Z'],
    [1714557630, '2024-05-01T10:00:30.000Z'],
    [new Date('2024-05-01T00:00:00Z'), '2024-05-01T00:00:00.000Z'],
  ];
  for (const [input, expected] of iso) {
    test(`datetime reads ${String(input)} as ${expected} (no offset means UTC)`, async () => {
      const value = await castOne('datetime', input);
      assert.ok(value instanceof Date && !(value instanceof ImmutableDate));
      assert.equal(value.toISOString(), expected);
    });
  }

  test('property: every ISO string Date#toISOString writes is read back to the same instant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        async (date) => {
          const value = (await castOne('datetime', date.toISOString())) as Date;
          assert.equal(value.getTime(), date.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });

  test('datetime:<format> uses the format tokens, in UTC unless the format has an offset', async () => {
    assert.equal(
      ((await castOne('formatted', '01/05/2024 10:20')) as Date).toISOString(),
      '2024-05-01T10:20:00.000Z',
    );
    assert.equal(
      ((await castOne('withOffset', '2024-05-01 10:20 +02:00')) as Date).toISOString(),
      '2024-05-01T08:20:00.000Z',
    );
  });

  test('datetime:<format> does not depend on the server time zone', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      assert.equal(
        ((await castOne('formatted', '01/07/2024 23:30')) as Date).toISOString(),
        '2024-07-01T23:30:00.000Z',
      );
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  test('immutable forms, `immutable` before or after the format, produce an ImmutableDate whose setters throw', async () => {
    for (const [field, input] of [
      ['immutable', '2024-05-01T00:00:00Z'],
      ['immutableFormatted', '2024-05-01'],
      ['formattedImmutable', '2024-05-01'],
    ] as const) {
      const value = await castOne(field, input);
      assert.ok(value instanceof ImmutableDate && value instanceof Date);
      assert.equal(value.toISOString(), '2024-05-01T00:00:00.000Z');
      assert.throws(() => value.setFullYear(2030), TypeError);
      assert.throws(() => value.setTime(0), TypeError);
      assert.equal(value.getUTCFullYear(), 2024);
    }
  });

  test("'' casts to null for datetime", async () => {
    assert.equal(await castOne('datetime', ''), null);
  });
});

describe('type-driven casts', () => {
  class Defaults extends Request {
    count = 0;
    active = false;
    name = '';
    tags: string[] = [];
    since = new Date(0);
    frozen = new ImmutableDate(0);
    anything: unknown = null;
  }

  test('the initializer type decides: 0 → float, false → bool, "" → string, [] → array, Date → datetime', async () => {
    const dto = await handler.handleQuery(
      Defaults,
      'count=2.5&active=on&name=Ada&tags=a,b&since=2024-05-01&frozen=2024-05-01&anything=7',
    );
    assert.equal(dto.count, 2.5);
    assert.equal(dto.active, true);
    assert.equal(dto.name, 'Ada');
    assert.deepEqual(dto.tags, ['a', 'b']);
    assert.ok(dto.since instanceof Date && !(dto.since instanceof ImmutableDate));
    assert.ok(dto.frozen instanceof ImmutableDate);
    assert.equal(dto.anything, '7');
  });

  test('an explicit @Cast wins over the initializer type', async () => {
    class Page extends Request {
      @Cast('int') page = 1;
    }
    await assert.rejects(handler.handleQuery(Page, 'page=2.5'), (error: ValidationException) => {
      assert.deepEqual(ruleNames(error.errors), { page: ['int'] });
      return true;
    });
  });

  class Typed extends Request {
    @Validate('required') amount!: number;
    @Validate('required') paid!: boolean;
    @Validate('required') label!: string;
    @Validate('required') items!: string[];
    @Validate('required') due!: Date;
    @Validate('nullable') mixed?: number | string;
  }

  test(
    hasDesignTypes
      ? 'legacy mode: design:type drives the cast of decorated fields (Object for unions falls through)'
      : 'standard mode: no design:type, so decorated fields without initializer keep the raw value',
    async () => {
      const dto = await handler.handleQuery(
        Typed,
        'amount=9.5&paid=yes&label=x&items=a,b&due=2024-05-01&mixed=3',
      );
      if (hasDesignTypes) {
        assert.equal(dto.amount, 9.5);
        assert.equal(dto.paid, true);
        assert.deepEqual(dto.items, ['a', 'b']);
        assert.ok(dto.due instanceof Date);
      } else {
        assert.equal(dto.amount, '9.5');
        assert.equal(dto.paid, 'yes');
        assert.equal(dto.items, 'a,b');
        assert.equal(dto.due, '2024-05-01');
      }
      assert.equal(dto.label, 'x');
      assert.equal(dto.mixed, '3');
    },
  );
});
