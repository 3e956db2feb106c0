// Regression: the `date` rule and the `datetime` cast used two ISO scanners with slightly
// different grammars, so `@Validate('date') @Cast('datetime')` could pass validation and then
// fail the cast (`…+01`), or the reverse (`,5` fractions). Both now read one grammar.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Cast, Request, RequestHandler, ValidationException, Validator } from '../../src/index.js';

class Stamp extends Request {
  @Cast('datetime') at?: Date;
}

const validator = new Validator();
const handler = new RequestHandler();

async function castTime(text: string): Promise<number | 'failed'> {
  try {
    return (await handler.handleArray(Stamp, { at: text })).at!.getTime();
  } catch (error) {
    assert.ok(error instanceof ValidationException);
    assert.deepEqual(error.errors, { at: [{ rule: 'datetime' }] });
    return 'failed';
  }
}

function ruleAccepts(text: string): boolean {
  return Object.keys(validator.validate({ at: text }, { at: 'date' })).length === 0;
}

const cases: Array<[string, number | 'failed']> = [
  ['2026-01-02', Date.UTC(2026, 0, 2)],
  ['2026-01-02 10:20', Date.UTC(2026, 0, 2, 10, 20)],
  ['2026-01-02T10:20:30Z', Date.UTC(2026, 0, 2, 10, 20, 30)],
  ['2026-01-02T10:20:30+01', Date.UTC(2026, 0, 2, 9, 20, 30)],
  ['2026-01-02T10:20:30-0130', Date.UTC(2026, 0, 2, 11, 50, 30)],
  ['2026-01-02T10:20:30,5Z', Date.UTC(2026, 0, 2, 10, 20, 30, 500)],
  ['2026-01-02T10:20:30.1234567Z', Date.UTC(2026, 0, 2, 10, 20, 30, 123)],
  ['20260102', 'failed'],
  ['2026-1-2', 'failed'],
  ['2026-02-30', 'failed'],
  ['2026-01-02T24:00:00Z', 'failed'],
  ['2026-01-02T10:20:30+01:', 'failed'],
];

for (const [text, expected] of cases) {
  test(`date rule and datetime cast agree on ${JSON.stringify(text)}`, async () => {
    assert.equal(await castTime(text), expected);
    assert.equal(ruleAccepts(text), expected !== 'failed');
  });
}

test('on random ISO-like text, the date rule accepts exactly what the datetime cast reads', async () => {
  const isoLike = fc.stringMatching(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}([.,]\d{1,10})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/,
  );
  await fc.assert(
    fc.asyncProperty(isoLike, async (text) => {
      assert.equal((await castTime(text)) !== 'failed', ruleAccepts(text));
    }),
    { numRuns: 1000 },
  );
});
