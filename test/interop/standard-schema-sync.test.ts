// Standard Schema `validate` answers synchronously when the class maps synchronously (form
// libraries use the plain result at once) and with a promise when a hook or rule answers with one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { PreProcess, Request, RequestHandler, Validate, Validator } from '../../src/index.js';

class Signup extends Request {
  @Validate('required|email') email!: string;
  @Validate('integer|min_value:18') age?: number;
}

class Lookup extends Request {
  @PreProcess(async (email: string) => email.toLowerCase()) @Validate('required|email') email!: string;
}

function isPromise(value: unknown): boolean {
  return value instanceof Promise;
}

describe('Standard Schema validate', () => {
  test('a synchronous class answers with a plain result, valid or not', () => {
    const schema: StandardSchemaV1<unknown, Signup> = Signup.schema();
    const ok = schema['~standard'].validate({ email: 'a@b.co', age: '20' });
    assert.equal(isPromise(ok), false);
    assert.deepEqual((ok as { value: Signup }).value.toArray(), { email: 'a@b.co', age: 20 });
    const bad = schema['~standard'].validate({ email: 'nope', age: 3 });
    assert.equal(isPromise(bad), false);
    assert.deepEqual(
      (bad as StandardSchemaV1.FailureResult).issues.map((issue) => issue.path),
      [['email'], ['age']],
    );
    assert.equal(isPromise(schema['~standard'].validate('not an object')), false);
  });

  test('a class with an asynchronous hook answers with a promise of the same kind of result', async () => {
    const pending = Lookup['~standard'].validate({ email: 'ADA@B.CO' });
    assert.equal(isPromise(pending), true);
    assert.equal(((await pending) as { value: Lookup }).value.email, 'ada@b.co');
    const failing = await Lookup['~standard'].validate({ email: 'nope' });
    assert.deepEqual(
      failing.issues?.map((issue) => issue.path),
      [['email']],
    );
  });

  test('an asynchronous custom rule makes the answer a promise', async () => {
    class Account extends Request {
      @Validate('required|taken') name!: string;
    }
    const validator = new Validator().addRule('taken', async (value) => value !== 'root');
    Account.use(new RequestHandler(validator));
    const pending = Account['~standard'].validate({ name: 'root' });
    assert.equal(isPromise(pending), true);
    assert.deepEqual(
      (await pending).issues?.map((issue) => issue.path),
      [['name']],
    );
    assert.equal(
      ((await Account['~standard'].validate({ name: 'ada' })) as { value: Account }).value.name,
      'ada',
    );
  });
});
