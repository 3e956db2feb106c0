// A class's fast path (one generated pass per class) must give exactly what the steps give:
// on random classes — sources, rule strings, casts, defaults, nested @Items — and random
// inputs and limits, the default handler agrees with the same validator behind a foreign
// wrapper (generated steps, never a fast path) and with jitless closures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type HandleOptions, RequestHandler, Validator, type ValidatorInterface } from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';
import { build, input, topClass } from '../support/random-request-classes.js';

/** The built-in validator behind the public interface only: the handler builds no fast path with it. */
function foreign(inner: Validator): ValidatorInterface {
  return {
    validate: (data, rules) => inner.validate(data, rules),
    compile: (rules) => inner.compile(rules),
  };
}

const fast = new RequestHandler();
const general = new RequestHandler(foreign(new Validator()));
const closures = new RequestHandler(undefined, { jitless: true });

test('fast paths map like the steps on random classes and inputs', async () => {
  await fc.assert(
    fc.asyncProperty(topClass, fc.array(input, { minLength: 1, maxLength: 4 }), async (spec, inputs) => {
      const cls = build(spec);
      // The first input is mapped again last, by a plan that has answered before.
      for (const { body, route, context, limits } of [...inputs, inputs[0]!]) {
        const options: HandleOptions = limits === undefined ? { route, context } : { route, context, limits };
        const expected = await mappingOutcome(() => closures.handleArray(cls, body, options));
        assert.deepStrictEqual(await mappingOutcome(() => fast.handleArray(cls, body, options)), expected);
        // `exclude*` leaves a field out only behind the built-in validator (its field plans say
        // when); a foreign validator checks those rules but cannot exclude, so it is compared
        // on classes without them.
        if (!JSON.stringify(spec).includes('exclude')) {
          assert.deepStrictEqual(
            await mappingOutcome(() => general.handleArray(cls, body, options)),
            expected,
          );
        }
      }
    }),
    { numRuns: 300 },
  );
});
