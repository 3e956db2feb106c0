import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../src/index.js';

test('HttpError carries status, a stable code and whether its message is safe to show', () => {
  const notFound = new HttpError(404, 'Order 42 does not exist', { code: 'orderNotFound' });
  assert.equal(notFound.status, 404);
  assert.equal(notFound.code, 'orderNotFound');
  assert.equal(notFound.expose, true);
  assert.equal(notFound.name, 'HttpError');
  assert.ok(notFound instanceof Error);

  const crash = new HttpError(500);
  assert.equal(crash.expose, false);
  assert.equal(crash.code, 'http500');
  assert.equal(crash.message, 'Internal Server Error');
});
