// Date formats (docs/validator.md "Date formats"): what the `date_format` rule accepts, and the
// time the `datetime:<format>` cast reads, checked against date-fns writing the same format.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { format as formatWithDateFns } from 'date-fns/format';
import fc from 'fast-check';
import { Cast, Request, RequestHandler } from '../../src/index.js';
import { acceptRefuse, validator } from './support.js';

acceptRefuse(
  [
    [
      'date_format:yyyy-MM-dd',
      ['2024-02-29', '2024-1-5', '0001-01-01'],
      [
        '2023-02-29',
        '2024-13-01',
        '2024-01-32',
        '2024-01-01 ',
        ' 2024-01-01',
        '2024/01/01',
        '',
        20240101,
        null,
      ],
    ],
    [
      'date_format:dd/MM/yyyy HH:mm',
      ['31/01/2024 23:59', '1/1/2024 0:00'],
      ['31/01/2024 24:00', '31/01/2024 10:60', '31/01/2024'],
    ],
    ['date_format:yyyyMMdd', ['20240131', '2024013'], ['202401', '202401311']],
    [
      'date_format:MMM d, yyyy',
      ['Jan 5, 2024', 'jan 5, 2024', 'DEC 31, 1999'],
      ['January 5, 2024', 'Jan 5 2024'],
    ],
    ['date_format:MMMM d, yyyy', ['January 5, 2024', 'Jan 5, 2024', 'may 1, 2024'], ['Janu 5, 2024']],
    [
      'date_format:EEE, dd MMM yyyy',
      ['Wed, 31 Jan 2024', 'Thu, 01 Jan 1970'],
      ['Mon, 31 Jan 2024', 'Wednesday, 31 Jan 2024'],
    ],
    [
      'date_format:EEEE do MMMM',
      ['Thursday 1st January', 'Thu 1st January', 'Friday 2nd January'],
      ['Thursday 1 January', 'Friday 1st January'],
    ],
    ['date_format:h:mm a', ['12:00 AM', '1:30 pm', '11:59 p.m.'], ['13:00 PM', '0:00 AM', '1:30']],
    ['date_format:HH:mm:ss.SSS', ['23:59:59.999', '00:00:00.1'], ['00:00:00.1234', '00:00:00.']],
    [
      "date_format:yyyy-MM-dd'T'HH:mmXXX",
      ['2024-01-31T10:20Z', '2024-01-31T10:20+05:30'],
      ['2024-01-31T10:20+0530', '2024-01-31T10:20'],
    ],
    ['date_format:yyyy-MM-dd HH:mm xx', ['2024-01-31 10:20 +0530'], ['2024-01-31 10:20 Z']],
    ["date_format:'week of' yyyy-MM-dd", ['week of 2024-01-31'], ['Week of 2024-01-31']],
    ["date_format:HH'h'mm''", ["10h20'"], ['10h20']],
    ['date_format:t', ['1706697600', '-86400'], ['17066976001706697600', 'now']],
  ],
  (value) => JSON.stringify(value) ?? String(value),
);

describe('a token intake does not read is refused at compile time', () => {
  for (const format of [
    'yyyy-MM-dd QQQQQQ j',
    'YYYY-MM-dd',
    'yyyy-DDD',
    'yyyy-ww',
    'yyyy-MM-dd zzz',
    "yyyy-'MM",
  ]) {
    test(format, () => {
      assert.throws(() => validator.compile({ field: `date_format:${format}` }), {
        name: 'InvalidRuleParameterError',
        rule: 'date_format',
      });
    });
  }
});

class Formatted extends Request {
  @Cast('datetime:yyyy-MM-dd HH:mm:ss.SSS') dashes?: Date | null;
  @Cast('datetime:dd/MM/yy h:mm a') twelveHour?: Date | null;
  @Cast('datetime:EEEE, MMMM d, yyyy k:m') names?: Date | null;
  @Cast('datetime:yyyy-MM-dd HH:mm XXX') offset?: Date | null;
  @Cast('datetime:T') milliseconds?: Date | null;
}

type Field = Exclude<keyof Formatted, keyof Request>;
const formats: Record<Field, string> = {
  dashes: 'yyyy-MM-dd HH:mm:ss.SSS',
  twelveHour: 'dd/MM/yy h:mm a',
  names: 'EEEE, MMMM d, yyyy k:m',
  offset: 'yyyy-MM-dd HH:mm XXX',
  milliseconds: 'T',
};
const handler = new RequestHandler();

async function read(field: Field, text: string): Promise<number> {
  const dto = await handler.handleArray(Formatted, { [field]: text });
  return (dto[field] as Date).getTime();
}

describe('the cast reads what date-fns writes in the same format', () => {
  // Local fields in, so date-fns writes them as they are; the cast reads them as UTC.
  const moments = fc.record({
    year: fc.integer({ min: 1921, max: 2019 }),
    month: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    millisecond: fc.integer({ min: 0, max: 999 }),
  });
  for (const field of Object.keys(formats) as Field[]) {
    test(formats[field], async () => {
      await fc.assert(
        fc.asyncProperty(moments, async (moment) => {
          const local = new Date(0);
          local.setFullYear(moment.year, moment.month, moment.day);
          local.setHours(moment.hour, moment.minute, moment.second, moment.millisecond);
          const text = formatWithDateFns(local, formats[field]);
          // What each format keeps of the moment: minutes, or milliseconds for the two precise ones.
          const precise = field === 'dashes' || field === 'milliseconds';
          const wallClock = Date.UTC(
            local.getFullYear(),
            local.getMonth(),
            local.getDate(),
            local.getHours(),
            local.getMinutes(),
            precise ? local.getSeconds() : 0,
            precise ? local.getMilliseconds() : 0,
          );
          const expected =
            field === 'milliseconds'
              ? local.getTime()
              : field === 'offset'
                ? wallClock + local.getTimezoneOffset() * 60_000
                : wallClock;
          assert.equal(await read(field, text), expected, text);
        }),
        { numRuns: 200 },
      );
    });
  }
});

test('wall-clock fields are UTC whatever the server time zone', async () => {
  const saved = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
  try {
    assert.equal(await read('dashes', '2024-07-01 23:30:00.000'), Date.UTC(2024, 6, 1, 23, 30));
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
});
