import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { passes, validator } from './support.js';

describe('date: ISO 8601 / RFC 3339 date or date-time, or Unix seconds', () => {
  const accepted: unknown[] = [
    '2024-02-29',
    '2024-01-31T23:59:59Z',
    '2024-01-31T23:59:59.123456789+02:00',
    '2024-01-31 10:20',
    '2024-01-31t10:20:30z',
    '2024-01-31T10:20:30-0530',
    '0001-01-01',
    0,
    1_700_000_000,
    -86_400.5,
    new Date('2024-01-01T00:00:00Z'),
  ];
  const refused: unknown[] = [
    '2023-02-29',
    '2024-13-01',
    '2024-04-31',
    '2024-1-5',
    '2024-01-31T24:00',
    '2024-01-31T10:60',
    '2024-01-31T10:20:61',
    '2024-01-31T10:20+25:00',
    '2024-01-31Z',
    '31/01/2024',
    '1700000000',
    'yesterday',
    '',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    9e12,
    new Date(Number.NaN),
    true,
    null,
    {},
  ];
  for (const value of accepted)
    test(`accepts ${String(value)}`, () => assert.equal(passes('date', value), true));
  for (const value of refused)
    test(`refuses ${String(value)}`, () => assert.equal(passes('date', value), false));
});

describe('date_format reads the format tokens in UTC', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['date_format:yyyy-MM-dd HH:mm:ss', '2024-01-31 10:20:30', true],
    ['date_format:yyyy-MM-dd HH:mm:ss', '2024-01-31', false],
    ['date_format:yyyy-MM-dd HH:mm:ss', '2024-01-31 10:20:30 extra', false],
    ['date_format:dd/MM/yyyy', '31/01/2024', true],
    ['date_format:dd/MM/yyyy', '31/02/2024', false],
    ['date_format:MMM d, yyyy', 'Jan 5, 2024', true],
    ['date_format:yyyy-MM-dd', 20240131, false],
  ];
  for (const [rules, value, expected] of cases) {
    test(`${rules} on ${String(value)} → ${expected}`, () => assert.equal(passes(rules, value), expected));
  }
  test('an unknown token is refused at compile time', () => {
    assert.throws(() => validator.compile({ field: 'date_format:yyyy-MM-dd QQQQQQ j' }), {
      name: 'InvalidRuleParameterError',
      rule: 'date_format',
      field: 'field',
    });
  });
});

describe('before and after', () => {
  const cases: Array<[string, unknown, Record<string, unknown>, boolean]> = [
    ['before:2024-01-01', '2023-12-31', {}, true],
    ['before:2024-01-01', '2024-01-01', {}, false],
    ['before:2024-01-01T00:00:00+01:00', '2023-12-31T23:30:00Z', {}, false],
    ['after:2024-01-01', '2024-01-01T00:00:01Z', {}, true],
    ['after:2024-01-01', 1_704_067_200, {}, false], // 2024-01-01T00:00:00Z in Unix seconds
    ['after:startsAt', '2024-05-02', { startsAt: '2024-05-01' }, true],
    ['after:startsAt', '2024-04-30', { startsAt: '2024-05-01' }, false],
    ['after:{startsAt}', '2024-05-02', { startsAt: 1_714_521_600 }, true],
    // An absent or null bound field, as Laravel decides it: with a date_format the rule passes;
    // without one only the after forms pass (PHP compares the time with null).
    ['after:startsAt', '2024-05-02', {}, true],
    ['before:endsAt', '2024-05-02', { endsAt: null }, false],
    ['before_or_equal:endsAt', '2024-05-02', {}, false],
    ['date_format:yyyy-MM-dd|before:endsAt', '2024-05-02', { endsAt: null }, true],
    // The bound field is read with its own date_format (here, the field's own when it has none).
    ['date_format:dd/MM/yyyy|before:endsAt', '31/05/2024', { endsAt: '01/06/2024' }, true],
    ['after_or_equal:2024-05-02', '2024-05-02', {}, true],
    ['after_or_equal:2024-05-02', '2024-05-01', {}, false],
    ['before_or_equal:2024-05-02', '2024-05-02', {}, true],
    ['before_or_equal:2024-05-02', '2024-05-03', {}, false],
    ['date_equals:2024-05-02', '2024-05-02T00:00:00Z', {}, true],
    ['date_equals:2024-05-02', '2024-05-03', {}, false],
    ['after:startsAt', '2024-05-02', { startsAt: 'soon' }, false],
    ['before:tomorrow', new Date(), {}, true],
    ['after:now', '2000-01-01', {}, false],
    ['before:today', '1999-12-31', {}, true],
    ['after:yesterday', '1999-12-31', {}, false],
    ['before:2024-01-01', 'not a date', {}, false],
    ['date_format:dd/MM/yyyy|before:01/06/2024', '31/05/2024', {}, true],
    ['date_format:dd/MM/yyyy|before:endsAt', '31/05/2024', { endsAt: '30/05/2024' }, false],
  ];
  for (const [rules, value, payload, expected] of cases) {
    test(`${rules} on ${String(value)} with ${JSON.stringify(payload)} → ${expected}`, () =>
      assert.equal(passes(rules, value, payload), expected));
  }
});

describe('a bound field is read with its own date_format', () => {
  // The issue's case: `to` (month first) after `from` (day first). Read with `to`'s format,
  // `from=02/03/2024` would be 3 February and `to=02/15/2024` after it; read with its own it is
  // 2 March, and 15 February is not after it.
  const rules = { from: 'date_format:dd/MM/yyyy', to: 'date_format:MM/dd/yyyy|after:from' };
  test('02/15/2024 (MM/dd) is not after 02/03/2024 (dd/MM)', () => {
    assert.deepEqual(validator.validate({ from: '02/03/2024', to: '02/15/2024' }, rules), {
      to: [{ rule: 'after', params: ['from'] }],
    });
  });
  test('03/15/2024 (MM/dd) is after 02/03/2024 (dd/MM)', () => {
    assert.deepEqual(validator.validate({ from: '02/03/2024', to: '03/15/2024' }, rules), {});
  });
});

describe('results never depend on the server time zone', () => {
  test('a wall-clock time missing in New York (DST gap) is parsed as UTC', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const rules = {
        at: 'date_format:yyyy-MM-dd HH:mm|after:2024-03-10T02:29:00Z|before:2024-03-10T02:31:00Z',
      };
      assert.deepEqual(validator.validate({ at: '2024-03-10 02:30' }, rules), {});
      assert.deepEqual(
        validator.validate({ at: '2024-03-10' }, { at: 'date|before:2024-03-10T00:00:01Z' }),
        {},
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
  test('an offset token in the format is honoured', () => {
    const rules = { at: "date_format:yyyy-MM-dd'T'HH:mmXXX|before:2024-01-01T10:00:00Z" };
    assert.deepEqual(validator.validate({ at: '2024-01-01T11:30+02:00' }, rules), {});
    assert.equal(Object.keys(validator.validate({ at: '2024-01-01T11:30Z' }, rules)).length, 1);
  });
  test('ISO date-times agree with Date.parse for any instant (property-based)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0100-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const text = instant.toISOString();
          const later = new Date(instant.getTime() + 1).toISOString();
          assert.deepEqual(
            validator.validate({ a: text, b: later }, { a: 'date|before:{b}', b: 'after:a' }),
            {},
          );
          assert.equal(Object.keys(validator.validate({ a: later, b: text }, { a: 'before:{b}' })).length, 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
