// How the handler's promises reject (src/shared/deferred-rejection.ts): a caller that awaits
// gets the ValidationException; a caller that never handles the promise still gets Node's
// unhandled-rejection report, exactly as with Promise.reject.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Request, RequestHandler, Validate, ValidationException } from '../../src/index.js';
import { runLibraryScript } from '../support/library-script.js';

class Signup extends Request {
  @Validate('required|email') email?: string;
}

const handler = new RequestHandler();

test('invalid input rejects the awaited promise with the ValidationException', async () => {
  for (let call = 0; call < 3; call++) {
    await assert.rejects(handler.handleArray(Signup, { email: 'nope' }), (error) => {
      assert.ok(error instanceof ValidationException);
      assert.deepEqual(error.errors, { email: [{ rule: 'email' }] });
      return true;
    });
  }
  await assert.rejects(handler.handleArray(Signup, [] as never), ValidationException);
  await assert.rejects(handler.handleQuery(Signup, '?email=nope'), ValidationException);
});

test('a rejection nobody handles is still reported as unhandled', () => {
  const script = `
    class Signup extends Request {}
    Validate('required')(undefined, { kind: 'field', name: 'email', static: false, private: false, metadata: Signup[Symbol.metadata] ?? (Signup[Symbol.metadata] = {}) });
    process.on('unhandledRejection', (error) => { console.log('unhandled', error.constructor.name); });
    new RequestHandler().handleArray(Signup, {});
  `;
  const result = runLibraryScript(['Request', 'RequestHandler', 'Validate'], script);
  assert.equal(result.stdout.trim(), 'unhandled ValidationException');
});
