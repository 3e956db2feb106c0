// On random classes and inputs: the synchronous calls agree with the promise-returning ones
// (or name an asynchronous hook the class really has), and a PartialType maps an empty input,
// accepts what its source accepts, and holds the source's values for every field it holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  AsyncMappingError,
  type HandleOptions,
  PartialType,
  type Request,
  RequestHandler,
  ValidationException,
} from '../../src/index.js';
import { type MappingOutcome, mappingOutcome } from '../support/mapping-outcome.js';
import { build, type ClassSpec, hookedClass, input, topClass } from '../support/random-request-classes.js';

function hasAsyncHook(spec: ClassSpec): boolean {
  return spec.fields.some(
    ({ hooks, items }) =>
      [...hooks.pre, ...hooks.post, hooks.caster, hooks.generator].includes('async') ||
      (items !== undefined && hasAsyncHook(items)),
  );
}

function syncOutcome(map: () => Request): MappingOutcome | 'async' {
  try {
    return { ok: map().toArray() };
  } catch (error) {
    if (error instanceof AsyncMappingError) return 'async';
    assert.ok(error instanceof ValidationException, String(error));
    return { errors: error.errors };
  }
}

for (const [mode, handler] of [
  ['generated', new RequestHandler()],
  ['jitless', new RequestHandler(undefined, { jitless: true })],
] as const) {
  test(`handleArraySync agrees with handleArray on random classes with hooks (${mode})`, async () => {
    await fc.assert(
      fc.asyncProperty(hookedClass, fc.array(input, { minLength: 1, maxLength: 3 }), async (spec, inputs) => {
        const cls = build(spec);
        for (const { body, route, context, limits } of inputs) {
          const options: HandleOptions =
            limits === undefined ? { route, context } : { route, context, limits };
          const sync = syncOutcome(() => handler.handleArraySync(cls, body, options));
          if (sync === 'async') {
            assert.ok(hasAsyncHook(spec), 'only a class with an asynchronous hook can go asynchronous');
            continue;
          }
          assert.deepStrictEqual(sync, await mappingOutcome(() => handler.handleArray(cls, body, options)));
        }
      }),
      { numRuns: 300 },
    );
  });
}

test('PartialType maps {}, accepts what its source accepts, and holds the same values', async () => {
  const handler = new RequestHandler();
  await fc.assert(
    fc.asyncProperty(topClass, fc.array(input, { minLength: 1, maxLength: 3 }), async (spec, inputs) => {
      const source = build(spec);
      const partial = PartialType(source);
      assert.deepStrictEqual(await mappingOutcome(() => handler.handleArray(partial, {})), { ok: {} });
      for (const { body, route, context, limits } of inputs) {
        const options: HandleOptions = limits === undefined ? { route, context } : { route, context, limits };
        const whole = await mappingOutcome(() => handler.handleArray(source, body, options));
        if (!('ok' in whole)) continue;
        const part = await mappingOutcome(() => handler.handleArray(partial, body, options));
        assert.ok('ok' in part, `rejected what the source accepts: ${JSON.stringify(part)}`);
        for (const [key, value] of Object.entries(part.ok)) assert.deepStrictEqual(value, whole.ok[key]);
      }
    }),
    { numRuns: 300 },
  );
});
