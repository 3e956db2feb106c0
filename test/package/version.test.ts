// intake names its version in what an ahead-of-time build keys request classes by
// (src/shared/version.ts): it must be the version package.json publishes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { intakeVersion } from '../../src/shared/version.js';

test('the version intake knows itself by is the one package.json publishes', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
  assert.equal(intakeVersion, manifest.version);
});
