// Every step kind (step-specs.ts) has two backends, closures and generated code, and both must
// do the same work: on random classes using every kind — reads from each bag, the scalar
// guard, payload entries, validation, built-in casts, nested @Items collected and finished,
// pre- and post-processors, casters and generators, synchronous or not — and random inputs
// and limits, a jitless handler and a generating one give the same DTO or the same errors.
// Classes with hooks never get a fast path, so the generating handler runs its generated steps
// on valid and invalid input alike; the first input is mapped again last, by a built plan.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type HandleOptions, RequestHandler } from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';
import { build, hookedClass, input } from '../support/random-request-classes.js';

test('closures and generated steps map alike on random classes using every step kind', async () => {
  await fc.assert(
    fc.asyncProperty(hookedClass, fc.array(input, { minLength: 1, maxLength: 3 }), async (spec, inputs) => {
      const cls = build(spec);
      const generated = new RequestHandler();
      const closures = new RequestHandler(undefined, { jitless: true });
      for (const { body, route, context, limits } of [...inputs, inputs[0]!]) {
        const options: HandleOptions = limits === undefined ? { route, context } : { route, context, limits };
        const expected = await mappingOutcome(() => closures.handleArray(cls, body, options));
        assert.deepStrictEqual(
          await mappingOutcome(() => generated.handleArray(cls, body, options)),
          expected,
        );
      }
    }),
    { numRuns: 300 },
  );
});
