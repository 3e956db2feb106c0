// A rule's inline fast path (RuleDefinition.fastPath) may only ever imply a pass: generated
// validation and the mapping's typed lanes skip the rule when it holds. For every built-in rule
// that has one, told each value type (or none), on random values of that type: where the
// expression is true the rule's own test must pass. The expressions a lane writes (number,
// object, and any type whose rule does not read `n`) must not read `n`, which a lane never
// computes: they run without it here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect } from 'node:util';
import fc from 'fast-check';
import { type CompiledCheck, compileField } from '../../src/validator/compile-field.js';
import { readNumber } from '../../src/validator/number-text.js';
import { builtInRules } from '../../src/validator/rules/index.js';

/** Rule strings for each rule with a fast path; the last rule of each string is the one tested. */
const ruleStrings: Readonly<Record<string, readonly string[]>> = {
  required: ['required'],
  present: ['present'],
  filled: ['filled'],
  in: ['in:a,b,1', 'in:true,0', 'in:a,b,c,d,e,f,g,h,i'],
  min: ['min:3', 'min:0', 'numeric|min:3', 'integer|min:-2.5', 'min:15'],
  max: ['max:3', 'max:0', 'numeric|max:3', 'integer|max:10', 'max:120'],
  gt: ['gt:3', 'numeric|gt:3'],
  gte: ['gte:3', 'numeric|gte:3'],
  lt: ['lt:3', 'numeric|lt:3'],
  lte: ['lte:3', 'numeric|lte:3'],
  size: ['size:2', 'numeric|size:2'],
  between: ['between:2,5', 'numeric|between:2,5'],
  length: ['length:2'],
  min_value: ['min_value:1', 'min_value:-0.5'],
  max_value: ['max_value:5'],
  integer: ['integer', 'integer:strict'],
  int: ['int'],
  numeric: ['numeric', 'numeric:strict'],
  boolean: ['boolean', 'boolean:strict'],
  bool: ['bool'],
  string: ['string'],
};

const rulesWithFastPaths = [...builtInRules].filter(([, definition]) => definition.fastPath !== undefined);

const values = {
  number: fc.oneof(
    fc.double(),
    fc.integer({ min: -10, max: 200 }),
    fc.constantFrom(-0, 0, 1, 2.5, 3, 15, Number.NaN, Infinity, -Infinity, 2 ** 53 + 2),
  ),
  string: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom(
      '',
      ' ',
      '\t',
      'a',
      '1',
      '12',
      '3.0',
      '1e3',
      '-0',
      'true',
      '0x10',
      '😀😀',
      '😀😀😀😀😀😀😀😀',
    ),
  ),
  boolean: fc.boolean(),
  object: fc.oneof(fc.object({ maxDepth: 1 }), fc.constant({}), fc.constant(Object.create(null))),
} as const;

function checkOf(rules: string): CompiledCheck {
  const plan = compileField('field', rules, {
    lookup: (name) => builtInRules.get(name),
    regexMaxLength: 1000,
  });
  const check = plan.checks.at(-1);
  assert.ok(check !== undefined, rules);
  return check;
}

/** The expression as a function of `v` (and of `n`, the value read as a number, where the rule reads one). */
function inline(expression: string, withNumber: boolean): (value: unknown) => unknown {
  if (!withNumber) return new Function('v', `return ${expression};`) as (value: unknown) => unknown;
  const read = new Function('v', 'n', `return ${expression};`) as (value: unknown, n: number) => unknown;
  return (value) => read(value, readNumber(value));
}

test('every rule with a fast path has rule strings here', () => {
  const missing = rulesWithFastPaths.map(([name]) => name).filter((name) => ruleStrings[name] === undefined);
  assert.deepEqual(missing, []);
});

for (const [name] of rulesWithFastPaths) {
  for (const rules of ruleStrings[name] ?? []) {
    test(`${rules}: the fast path, told each value type, only holds where the rule passes`, () => {
      const check = checkOf(rules);
      assert.equal(check.rule, name);
      const typed = check.typedFastPaths;
      assert.ok(check.fastPath !== undefined && typed !== undefined);
      for (const type of ['number', 'string', 'boolean', 'object'] as const) {
        // A number lane reads the value itself; other lanes exist only where no rule reads `n`.
        const implies = inline(typed[type], type !== 'number' && type !== 'object' && check.readsNumber);
        fc.assert(
          fc.property(values[type], (value) => {
            if (implies(value) === true)
              assert.equal(check.test(value, {}), true, `${type} ${inspect(value)}`);
          }),
          { numRuns: 300 },
        );
      }
      const general = inline(check.fastPath, check.readsNumber);
      fc.assert(
        fc.property(fc.oneof(...Object.values(values), fc.anything()), (value) => {
          if (general(value) === true) assert.equal(check.test(value, {}), true, inspect(value));
        }),
        { numRuns: 300 },
      );
    });
  }
}

test('required, present and filled hold for any plain object without calling the rule', () => {
  for (const rules of ['required', 'present', 'filled']) {
    assert.equal(checkOf(rules).typedFastPaths?.object, 'true', rules);
  }
});
