// The typed lanes skip a field's cast where `castUnchangedWhen` says the cast would return the
// value unchanged (src/mapping/casts/scalar-casts.ts). That table restates each cast's condition
// as source for generated code; here each condition is held to its cast: for any value of the
// lane's type, the condition is true exactly when the cast returns that very value.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { resolveBuiltInCast } from '../../src/mapping/casts/built-in-casts.js';
import { castUnchangedWhen } from '../../src/mapping/casts/scalar-casts.js';

const valuesOf = {
  number: fc.oneof(
    fc.double(),
    fc.integer(),
    fc.constantFrom(
      0,
      -0,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 1,
      -Number.MAX_SAFE_INTEGER - 2,
      1e21,
    ),
  ),
  boolean: fc.boolean(),
  string: fc.oneof(fc.string(), fc.constantFrom('', ' ', '1', 'true', 'NaN')),
  object: fc.object(),
};

for (const [rule, unchanged] of Object.entries(castUnchangedWhen)) {
  if (unchanged === null) continue;
  test(`${rule}: "${unchanged.condition}" holds exactly where the cast keeps a ${unchanged.type}`, () => {
    const cast = resolveBuiltInCast(rule)!.cast;
    const condition = new Function('v', `return ${unchanged.condition};`) as (v: unknown) => boolean;
    fc.assert(
      fc.property(valuesOf[unchanged.type], (value) => {
        assert.equal(condition(value), Object.is(cast(value), value), `${rule} of ${String(value)}`);
      }),
      { numRuns: 2000 },
    );
  });
}

test('every cast without a lane changes its input', () => {
  assert.deepEqual(
    Object.entries(castUnchangedWhen)
      .filter(([, unchanged]) => unchanged === null)
      .map(([rule]) => rule),
    ['array', 'datetime'],
  );
});
