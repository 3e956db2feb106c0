// Input limits: documented defaults, completion of partial objects, refusal of nonsense.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultInputLimits, resolveInputLimits } from '../../src/index.js';

describe('input limits', () => {
  it('has the documented defaults, frozen', () => {
    assert.deepStrictEqual(
      { ...defaultInputLimits },
      {
        maxBodyBytes: 1_048_576,
        maxDepth: 32,
        maxParameters: 1000,
        maxArrayLength: 1000,
        maxFiles: 10,
        maxFileBytes: 1_048_576,
        protoKeys: 'error',
      },
    );
    assert.ok(Object.isFrozen(defaultInputLimits));
  });

  it('completes a partial object with the defaults; undefined means default', () => {
    const resolved = resolveInputLimits({ maxDepth: 5, maxFiles: undefined });
    assert.equal(resolved.maxDepth, 5);
    assert.equal(resolved.maxFiles, 10);
    assert.equal(resolved.maxBodyBytes, 1_048_576);
  });

  it('resolves the same options object once', () => {
    const options = { maxParameters: 10 };
    assert.equal(resolveInputLimits(options), resolveInputLimits(options));
    assert.equal(resolveInputLimits(undefined), defaultInputLimits);
  });

  it('accepts Infinity for a numeric limit', () => {
    assert.equal(resolveInputLimits({ maxBodyBytes: Number.POSITIVE_INFINITY }).maxBodyBytes, Infinity);
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['a negative size', { maxBodyBytes: -1 }],
    ['a fraction', { maxParameters: 2.5 }],
    ['NaN', { maxArrayLength: Number.NaN }],
    ['a string', { maxFiles: '3' }],
    ['a depth of 0', { maxDepth: 0 }],
    ['an unknown protoKeys mode', { protoKeys: 'ignore' }],
  ];
  for (const [what, limits] of invalid) {
    it(`refuses ${what} with a TypeError naming the limit`, () => {
      assert.throws(
        () => resolveInputLimits(limits),
        (error: unknown) => {
          assert.ok(error instanceof TypeError);
          assert.match(error.message, new RegExp(Object.keys(limits)[0]!));
          return true;
        },
      );
    });
  }
});
