// validatorjs's spec cases replayed on intake (validatorjs-shim.ts). Cases intake does not
// agree with yet are todos with their reason; one more test fails when a listed case agrees, so
// the list stays true.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { validatorjsCases } from './validatorjs-cases.js';
import { validatorjsKnownFailures } from './validatorjs-known.js';
import { replayCase } from './validatorjs-shim.js';

describe('validatorjs spec cases', () => {
  for (const peerCase of validatorjsCases) {
    const known = Object.hasOwn(validatorjsKnownFailures, peerCase.id)
      ? validatorjsKnownFailures[peerCase.id]
      : undefined;
    if (known === undefined) {
      test(peerCase.id, () => assert.equal(replayCase(peerCase), undefined));
    } else {
      test(`${peerCase.id} (known difference)`, { todo: known }, () =>
        assert.equal(replayCase(peerCase), undefined),
      );
    }
  }

  test('every listed difference still disagrees', () => {
    const agreeing = validatorjsCases
      .filter(
        (peerCase) =>
          Object.hasOwn(validatorjsKnownFailures, peerCase.id) && replayCase(peerCase) === undefined,
      )
      .map((peerCase) => peerCase.id);
    assert.deepEqual(agreeing, [], 'these agree now: remove them from validatorjs-known.ts');
  });
});
