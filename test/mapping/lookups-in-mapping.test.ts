// `exists`/`unique` lookups run by the request mapping get the call's context and its abort
// signal — through the handler's options and, under the kernel, the request's state and signal.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  HttpKernel,
  type LookupQuery,
  Request,
  RequestHandler,
  RouteCollector,
  Validate,
  ValidationException,
  Validator,
} from '../../src/index.js';

class SignUp extends Request {
  @Validate('required|string|unique:users') email = '';
}

function recordingValidator(seen: LookupQuery[], answer: (query: LookupQuery) => Promise<boolean>) {
  return new Validator({
    lookups: {
      users: (query) => {
        seen.push(query);
        return answer(query);
      },
    },
  });
}

const modes = [
  ['generated code', false],
  ['jitless', true],
] as const;

for (const [mode, jitless] of modes) {
  describe(`lookups in the mapping (${mode})`, () => {
    test('receive the call’s context and signal, and decide the field', async () => {
      const seen: LookupQuery[] = [];
      const validator = recordingValidator(seen, async ({ value }) => value === 'taken@example.com');
      const handler = new RequestHandler(validator, { jitless });
      const controller = new AbortController();
      const options = { context: { tenant: 't1' }, signal: controller.signal };
      assert.equal(
        (await handler.handleArray(SignUp, { email: 'new@example.com' }, options)).email,
        'new@example.com',
      );
      await assert.rejects(
        handler.handleArray(SignUp, { email: 'taken@example.com' }, options),
        (error: unknown) =>
          error instanceof ValidationException && error.errors.email?.[0]?.rule === 'unique',
      );
      assert.deepEqual(seen[0]?.context, { tenant: 't1' });
      assert.equal(seen[0]?.signal, controller.signal);
    });

    test('an aborted call rejects with the signal’s reason', { timeout: 10_000 }, async () => {
      const validator = recordingValidator([], () => new Promise(() => {}));
      const handler = new RequestHandler(validator, { jitless });
      const controller = new AbortController();
      const mapping = handler.handleArray(
        SignUp,
        { email: 'slow@example.com' },
        { signal: controller.signal },
      );
      controller.abort(new Error('client went away'));
      await assert.rejects(mapping, /client went away/);
    });
  });
}

describe('lookups under the kernel', () => {
  test('see the request’s state as context and an AbortSignal of the request', async () => {
    const seen: LookupQuery[] = [];
    const validator = recordingValidator(seen, async () => false);
    const routes = new RouteCollector();
    routes.post('/signup', async (ctx) => {
      ctx.state.tenant = 't9';
      return (await ctx.body(SignUp)).email;
    });
    const kernel = new HttpKernel(routes, { requestHandler: new RequestHandler(validator) });
    const answer = await kernel.fetch(
      new globalThis.Request('http://x/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com' }),
      }),
    );
    assert.equal(answer.status, 200);
    assert.equal(seen.length, 1);
    assert.equal((seen[0]!.context as Record<string, unknown>).tenant, 't9');
    assert.ok(seen[0]?.signal instanceof AbortSignal);
  });
});
