// `exclude`, `exclude_if`, `exclude_unless`, `exclude_with` and `exclude_without` leave the
// field out of the DTO when they hold — its rules are not checked, and it is `undefined` on the
// DTO (not its default), so `toJSON()` and `has()` do not show it — on generated steps and
// jitless closures alike.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Request, RequestHandler, Validate, ValidationException } from '../../src/index.js';

class Profile extends Request {
  @Validate('required|in:guest,member') kind = '';
  @Validate('exclude_if:kind,guest|required|string|min:3') nickname = 'anon';
  @Validate('exclude_without:kind|string') note = 'none';
  @Validate('exclude') internal = 'secret';
}

const handlers = [
  ['generated code', new RequestHandler()],
  ['jitless', new RequestHandler(undefined, { jitless: true })],
] as const;

for (const [mode, handler] of handlers) {
  describe(`exclude rules (${mode})`, () => {
    test('a holding exclusion leaves the field out and skips its rules', async () => {
      for (let call = 0; call < 2; call++) {
        const dto = await handler.handleArray(Profile, { kind: 'guest', nickname: 'x', internal: 'sent' });
        assert.equal(dto.nickname, undefined);
        assert.equal(dto.internal, undefined);
        assert.equal(dto.has('nickname'), false);
        assert.deepEqual(dto.toJSON(), { kind: 'guest', note: 'none' });
      }
    });

    test('an exclusion that does not hold keeps the field and its rules', async () => {
      const dto = await handler.handleArray(Profile, { kind: 'member', nickname: 'ada', note: 'hi' });
      assert.deepEqual(dto.toJSON(), { kind: 'member', nickname: 'ada', note: 'hi' });
      await assert.rejects(
        handler.handleArray(Profile, { kind: 'member', nickname: 'x' }),
        (error: unknown) =>
          error instanceof ValidationException && Object.keys(error.errors).join() === 'nickname',
      );
    });
  });
}
