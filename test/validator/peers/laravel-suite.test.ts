// Laravel's validator test cases replayed on intake (laravel-shim.ts). Cases intake does not
// agree with yet are todos with their reason; one more test fails when a listed case agrees, so
// the list stays true.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { laravelCases } from './laravel-cases.js';
import { laravelKnownFailures } from './laravel-known.js';
import { replayLaravel } from './laravel-shim.js';

describe('Laravel ValidationValidatorTest cases', () => {
  for (const peerCase of laravelCases) {
    const known = Object.hasOwn(laravelKnownFailures, peerCase.id)
      ? laravelKnownFailures[peerCase.id]
      : undefined;
    if (known === undefined) {
      test(peerCase.id, async () => assert.equal(await replayLaravel(peerCase), undefined));
    } else {
      test(`${peerCase.id} (known difference)`, { todo: known }, async () =>
        assert.equal(await replayLaravel(peerCase), undefined),
      );
    }
  }

  test('every listed difference still disagrees', async () => {
    const listed = laravelCases.filter((peerCase) => Object.hasOwn(laravelKnownFailures, peerCase.id));
    const outcomes = await Promise.all(listed.map(replayLaravel));
    const agreeing = listed
      .filter((_, index) => outcomes[index] === undefined)
      .map((peerCase) => peerCase.id);
    assert.deepEqual(agreeing, [], 'these agree now: remove them from laravel-known.ts');
  });
});
