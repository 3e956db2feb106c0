// The datetime cast computes the instant with calendar arithmetic instead of Date.UTC; this
// pins it to the JavaScript Date's own reading of the same ISO string, years 0–99 included.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Cast, Request, RequestHandler } from '../../src/index.js';

class At extends Request {
  @Cast('datetime') at?: Date;
}

const handler = new RequestHandler();
const pad = (value: number, width: number) => String(value).padStart(width, '0');

const isoString = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 999 }),
    offset: fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
  })
  .map(({ year, month, day, hour, minute, second, ms, offset }) => {
    const sign = offset < 0 ? '-' : '+';
    const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60), 2)}:${pad(Math.abs(offset) % 60, 2)}`;
    return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(ms, 3)}${zone}`;
  });

test('property: the datetime cast reads an ISO string to the instant Date.parse gives', async () => {
  await fc.assert(
    fc.asyncProperty(isoString, async (text) => {
      const dto = await handler.handleArray(At, { at: text });
      assert.equal(dto.at?.getTime(), Date.parse(text), text);
    }),
    { numRuns: 2000 },
  );
});

test('years 0–99 are not read as 1900–1999', async () => {
  const dto = await handler.handleArray(At, { at: '0050-03-01' });
  assert.equal(dto.at?.getUTCFullYear(), 50);
  assert.equal(dto.at?.toISOString(), '0050-03-01T00:00:00.000Z');
});
