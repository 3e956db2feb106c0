// A request class's Standard Schema input type is its wire input (`WireInput`): what a client may
// send, before casts. Real consumers accept `Cls.schema()` without a cast — TanStack Form's
// form-level validator, tRPC's procedure input, Hono's sValidator — and this file compiling is
// half the test; the other half runs each consumer on a valid and an invalid value.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { FormApi } from '@tanstack/form-core';
import { initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import { Cast, Each, Nested, Request, Validate, type WireInput } from '../../src/index.js';

class Address extends Request {
  @Validate('required|string') city = '';
}

class SignUp extends Request {
  @Validate('required|email') email = '';
  @Validate('required|integer|min_value:18') @Cast('int') age = 0;
  @Validate('boolean') newsletter = false;
  @Each('string|max:10') interests: string[] = [];
  @Nested(Address) address?: Address;
}

const signUpSchema = SignUp.schema();
type Input = StandardSchemaV1.InferInput<typeof signUpSchema>;
// The input is the wire input: numeric text for the int field, fields optional, nested classes as their input.
const fromAForm: Input = {
  email: 'ada@example.com',
  age: '41',
  newsletter: 'true',
  address: { city: 'Oslo' },
};
const sameType: WireInput<SignUp> = fromAForm;
// @ts-expect-error an object is not what an int field accepts
const wrongAge: Input = { age: { years: 41 } };
void [sameType, wrongAge];

describe('Standard Schema input types in real consumers', () => {
  test('TanStack Form takes Cls.schema() as a form validator, and reports field issues', async () => {
    // A form holds what a client sends: its values are the class's wire input.
    const defaultValues: WireInput<SignUp> = { email: '', age: '17', newsletter: false, interests: [] };
    const form = new FormApi({ defaultValues, validators: { onSubmit: SignUp.schema() } });
    form.mount();
    await form.handleSubmit();
    assert.equal(form.state.isValid, false);
    const fieldErrors = Object.keys(form.state.errorMap.onSubmit as Record<string, unknown>).sort();
    assert.deepEqual(fieldErrors, ['age', 'email']);
    let submitted: unknown;
    const filledIn: WireInput<SignUp> = { ...defaultValues, email: 'ada@example.com', age: '41' };
    const valid = new FormApi({
      defaultValues: filledIn,
      validators: { onSubmit: SignUp.schema() },
      onSubmit: ({ value }) => {
        submitted = value;
      },
    });
    valid.mount();
    await valid.handleSubmit();
    assert.equal(valid.state.isValid, true);
    assert.deepEqual(submitted, { email: 'ada@example.com', age: '41', newsletter: false, interests: [] });
  });

  test('tRPC and Hono take the same schema, and type their handlers with the DTO', async () => {
    const t = initTRPC.create();
    const router = t.router({
      signUp: t.procedure.input(SignUp.schema()).mutation(({ input }) => input.age + 1),
    });
    const caller = t.createCallerFactory(router)({});
    assert.equal(await caller.signUp({ email: 'ada@example.com', age: '41' }), 42);

    const app = new Hono().post('/sign-up', sValidator('json', SignUp.schema()), (c) => {
      const dto: SignUp = c.req.valid('json');
      return c.json({ age: dto.age });
    });
    const answer = await app.request('/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fromAForm),
    });
    assert.deepEqual(await answer.json(), { age: 41 });
  });
});
