// The numeric rules read decimal text with an allocation-free scanner; these properties pin it
// to the definitions it replaced (a regular expression, then `Number()`).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { type ValidationErrors, Validator } from '../../src/index.js';

const validator = new Validator();
const rules = { n: 'numeric', i: 'integer', low: 'min_value:-12.5', high: 'max_value:1e3' };
const compiled = validator.compile(rules);
const jitless = new Validator({ jitless: true }).compile(rules);

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

/** The reference: what the rules accepted before the scanner. */
function referenceNumber(text: string): number | undefined {
  if (!NUMERIC.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

function expectedFailures(text: string): ValidationErrors {
  const number = referenceNumber(text);
  const errors: ValidationErrors = {};
  if (number === undefined) errors.n = [{ rule: 'numeric' }];
  if (!INTEGER.test(text)) errors.i = [{ rule: 'integer' }];
  if (number === undefined || number < -12.5) errors.low = [{ rule: 'min_value', params: ['-12.5'] }];
  if (number === undefined || number > 1e3) errors.high = [{ rule: 'max_value', params: ['1e3'] }];
  return errors;
}

const decimalText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.stringMatching(/^[+-]?\d{0,20}(\.\d{0,20})?([eE][+-]?\d{0,4})?$/),
  fc.stringMatching(/^[ \t]?[+-]?[.\d]{0,6}[eE]?[ \t]?$/),
  fc.constantFrom('0x1f', '0b1', 'Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '1e-400', '1_000', '١٢'),
  fc.string({ maxLength: 8 }),
);

describe('numeric rules on decimal text', () => {
  test('property: numeric, integer, min_value and max_value agree with regex + Number()', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const data = { n: text, i: text, low: text, high: text };
        const expected = expectedFailures(text);
        assert.deepEqual(compiled(data), expected, JSON.stringify(text));
        assert.deepEqual(jitless(data), expected, JSON.stringify(text));
      }),
      { numRuns: 3000 },
    );
  });

  const table: Array<[text: string, numeric: boolean, integer: boolean]> = [
    ['12.50', true, false],
    ['.5', true, false],
    ['1.', true, false],
    ['+3', true, true],
    ['-0', true, true],
    ['007', true, true],
    ['123456789012345678901234567890', true, true],
    ['1e3', true, false],
    ['1E+3', true, false],
    ['1e', false, false],
    ['.', false, false],
    ['', false, false],
    [' 1', false, false],
    ['1 ', false, false],
    ['1e400', false, false],
  ];
  for (const [text, numeric, integer] of table) {
    test(`${JSON.stringify(text)}: numeric ${numeric}, integer ${integer}`, () => {
      const errors = compiled({ n: text, i: text, low: '0', high: '0' }) as ValidationErrors;
      assert.equal(errors.n === undefined, numeric);
      assert.equal(errors.i === undefined, integer);
    });
  }
});
