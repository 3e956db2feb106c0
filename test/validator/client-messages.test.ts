// Messages a client can show as they are (docs/validator.md "Errors and messages"): the field's
// own name rather than its path, a sentence for a body that is not an object, sizes in the
// unit of the value, and one message per mistake.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  HttpKernel,
  messageFor,
  Request,
  RouteCollector,
  Validate,
  ValidationException,
  Validator,
} from '../../src/index.js';

const validator = new Validator();

function messages(payload: Record<string, unknown>, rules: Record<string, string>) {
  return validator.messages(validator.validate(payload, rules) as Record<string, never>);
}

describe('a message names the field, not its path', () => {
  test('the last key of a nested field, the list name of an item', () => {
    assert.deepEqual(messages({ user: {} }, { 'user.password': 'required' }), {
      'user.password': ['The password field is required.'],
    });
    assert.deepEqual(messages({ tags: [5] }, { 'tags.*': 'string' }), {
      'tags.0': ['The tags field must be a string.'],
    });
    assert.equal(messageFor('lines.0.unit_price', { rule: 'required' }), 'The unit price field is required.');
  });

  test("'path' names the whole path", () => {
    assert.equal(
      messageFor('user.password', { rule: 'required' }, 'path'),
      'The user.password field is required.',
    );
    assert.equal(
      validator.message('user.password', { rule: 'required' }, undefined, 'path'),
      'The user.password field is required.',
    );
  });
});

describe('size messages say what they measured', () => {
  const cases: Array<[string, unknown, string]> = [
    ['string|max:3', 'abcd', 'The name field must be at most 3 characters.'],
    ['string|min:8', 'abc', 'The name field must be at least 8 characters.'],
    ['array|max:1', [1, 2], 'The name field must have at most 1 items.'],
    ['list|between:2,3', [1], 'The name field must have between 2 and 3 items.'],
    ['integer|max:200', 201, 'The name field must be at most 200.'],
    ['numeric|size:5', 4, 'The name field must be 5.'],
    ['max:3', 'abcd', 'The name field must be at most 3.'],
  ];
  for (const [rules, value, expected] of cases) {
    test(`${rules} on ${JSON.stringify(value)}`, () => {
      assert.deepEqual(messages({ name: value }, { name: rules }), { name: [expected] });
    });
  }

  test('the error data stays { rule, params }', () => {
    const errors = validator.validate({ name: 'abcd' }, { name: 'string|max:3' });
    assert.equal(JSON.stringify(errors), '{"name":[{"rule":"max","params":["3"]}]}');
  });

  test('a template for the rule replaces the typed wording', () => {
    const own = new Validator({ messages: { max: ':attribute: :max at most' } });
    const errors = own.validate({ name: 'abcd' }, { name: 'string|max:3' }) as Record<string, never>;
    assert.deepEqual(own.messages(errors), { name: ['name: 3 at most'] });
  });
});

describe('one message per mistake: a failed type rule ends the field', () => {
  test('?limit=abc with integer|min_value:1|max_value:100 gives one message', () => {
    assert.deepEqual(validator.validate({ limit: 'abc' }, { limit: 'integer|min_value:1|max_value:100' }), {
      limit: [{ rule: 'integer' }],
    });
    const compiled = validator.compile({ limit: 'integer|min_value:1|max_value:100' });
    assert.deepEqual(compiled({ limit: 'abc' }), { limit: [{ rule: 'integer' }] });
  });

  test('other rules still all report, in rule-string order', () => {
    assert.deepEqual(validator.validate({ code: 'ab' }, { code: 'string|min:3|alpha_num|in:abc' }), {
      code: [
        { rule: 'min', params: ['3'] },
        { rule: 'in', params: ['abc'] },
      ],
    });
  });
});

class Signup extends Request {
  @Validate('required|string|min:8') password!: string;
}

describe('through the kernel', () => {
  const routes = new RouteCollector();
  routes.post('/signup', async (ctx) => {
    await ctx.body(Signup);
    return 'ok';
  });
  const send = (kernel: HttpKernel, body: string) =>
    kernel.fetch(
      new globalThis.Request('http://x/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );

  test('a body that is not an object gets a sentence', async () => {
    const answer = await send(new HttpKernel(routes), '[1, 2]');
    assert.equal(answer.status, 422);
    const { errors } = (await answer.json()) as { errors: Record<string, Array<{ message: string }>> };
    assert.equal(errors['*']![0]!.message, 'The request body must be a JSON object or form fields.');
  });

  test('attributeNames: path names the whole path', async () => {
    const nested = new RouteCollector();
    nested.post('/signup', () => {
      throw new ValidationException({ 'user.password': [{ rule: 'required' }] });
    });
    for (const [names, expected] of [
      [undefined, 'The password field is required.'],
      ['path', 'The user.password field is required.'],
    ] as const) {
      const answer = await send(new HttpKernel(nested, { attributeNames: names }), '{"user":{}}');
      const { errors } = (await answer.json()) as { errors: Record<string, Array<{ message: string }>> };
      assert.equal(errors['user.password']![0]!.message, expected);
    }
  });
});
