// UuidGenerator's version 7 ids (RFC 9562 §5.7): well formed, checked by the `uuid` rule, and in
// creation order even when many are made within one millisecond.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UuidGenerator, Validator } from '../../src/index.js';

const generator = new UuidGenerator();
const validator = new Validator();

test('version 7 ids sort in creation order, thousands within a millisecond', () => {
  const ids = Array.from({ length: 20_000 }, () => generator.generate({ version: 7 }));
  for (let index = 1; index < ids.length; index++) assert.ok(ids[index]! > ids[index - 1]!, ids[index]);
  for (const id of ids.slice(0, 100))
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('a version 7 id carries the time it was made', () => {
  const before = Date.now();
  const id = generator.generate({ version: 7 });
  const milliseconds = Number.parseInt(id.replace('-', '').slice(0, 12), 16);
  assert.ok(milliseconds >= before && milliseconds <= Date.now() + 1);
});

test('the uuid rule accepts every version, Nil and Max, and refuses other variants', () => {
  const ok = (value: unknown) => Object.keys(validator.validate({ id: value }, { id: 'uuid' })).length === 0;
  assert.equal(ok(generator.generate({ version: 7 })), true);
  assert.equal(ok(generator.generate({ version: 4 })), true);
  assert.equal(ok('00000000-0000-0000-0000-000000000000'), true);
  assert.equal(ok('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'), true);
  assert.equal(ok('9b2f4a4e-3f0e-9d9a-9a6b-1c1f0b6c7d8e'), false);
  assert.equal(ok('9b2f4a4e-3f0e-4d9a-ca6b-1c1f0b6c7d8e'), false);
  assert.equal(ok(42), false);
});
