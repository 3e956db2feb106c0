// @Nested maps one nested object through its own request class, and oneOf() picks the class by
// a tag field, for @Nested and @Items alike. Every case runs with generated code (steps on the
// first call, the fast path from the second) and as jitless closures, and must agree.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  ConfigurationException,
  type FieldDecorator,
  FromBody,
  FromContext,
  FromRoute,
  Items,
  Nested,
  oneOf,
  PostProcess,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

class Address extends Request {
  @Validate('required|string|max:40') city = '';
  @Validate('required|string') @FromBody('postal.code') zip = '';
  @FromContext('tenant') tenant = '';
  @FromRoute('shopId') shop: unknown = undefined;
}

class Customer extends Request {
  @Validate('required|email') email = '';
  @Nested(Address) address = new Address();
  @Validate('nullable') @Nested(Address) billing: Address | null = null;
}

class Card extends Request {
  @Validate('required|in:card') type = 'card';
  @Validate('required|string|min:12|regex:/^[0-9]+$/') number = '';
}

class Bank extends Request {
  @Validate('required|in:bank') type = 'bank';
  @Validate('required|string|min:15') iban = '';
}

class Checkout extends Request {
  @Validate('required') @Nested(oneOf('type', { card: Card, bank: Bank })) payment!: Card | Bank;
  @Items(oneOf('type', { card: Card, bank: Bank })) refunds: (Card | Bank)[] = [];
}

class Category extends Request {
  @Validate('required|string') name = '';
  @Nested(() => Category) parent: Category | undefined = undefined;
}

class Shouting extends Request {
  @Validate('required|string') @PostProcess((value: string) => value.toUpperCase()) word = '';
}

class Wrapper extends Request {
  @Nested(Shouting) inner: Shouting | undefined = undefined;
  @Cast('int') count = 0;
}

const handlers = [
  ['generated code', new RequestHandler()],
  ['jitless', new RequestHandler(undefined, { jitless: true })],
] as const;

/** Maps twice with each handler (the fast path, where one exists, answers from the first call) and checks they agree. */
async function outcome(cls: new () => Request, body: unknown, options = {}) {
  const outcomes = [];
  for (const [, handler] of handlers) {
    for (let call = 0; call < 2; call++)
      outcomes.push(
        await mappingOutcome(() => handler.handleArray(cls, body as Record<string, unknown>, options)),
      );
  }
  for (const other of outcomes.slice(1)) assert.deepStrictEqual(other, outcomes[0]);
  return outcomes[0]!;
}

function errorsOf(result: Awaited<ReturnType<typeof outcome>>) {
  assert.ok('errors' in result, `expected errors, got ${JSON.stringify(result)}`);
  return result.errors;
}

describe('@Nested', () => {
  test('maps the nested object into an instance of its class, context passed on, route not', async () => {
    for (const [, handler] of handlers) {
      const dto = await handler.handleArray(
        Customer,
        { email: 'ada@example.com', address: { city: 'Paris', postal: { code: '75001' } } },
        { route: { shopId: '7' }, context: { tenant: 't1' } },
      );
      assert.ok(dto.address instanceof Address);
      assert.deepEqual(dto.address.toArray(), { city: 'Paris', zip: '75001', tenant: 't1' });
      assert.equal(dto.billing, null);
      assert.deepEqual(dto.toJSON(), {
        email: 'ada@example.com',
        address: { city: 'Paris', zip: '75001', tenant: 't1' },
        billing: null,
      });
    }
  });

  test('absent keeps the default; null only with nullable; a non-object is an object error', async () => {
    const absent = await outcome(Customer, { email: 'a@b.co' });
    assert.ok('ok' in absent);
    assert.deepEqual(absent.ok.address, { city: '', zip: '', tenant: '' });
    assert.deepEqual(errorsOf(await outcome(Customer, { email: 'a@b.co', address: null })), {
      address: [{ rule: 'object' }],
    });
    for (const wrong of ['Paris', 7, [], [{ city: 'x' }], true]) {
      assert.deepEqual(errorsOf(await outcome(Customer, { email: 'a@b.co', address: wrong })), {
        address: [{ rule: 'object' }],
      });
    }
  });

  test('nested errors are reported under field.child, beside the parent’s own', async () => {
    const errors = errorsOf(
      await outcome(Customer, {
        email: 'nope',
        address: { city: 'x'.repeat(41) },
        billing: { city: 'Oslo' },
      }),
    );
    assert.deepEqual(Object.keys(errors).sort(), ['address.city', 'address.zip', 'billing.zip', 'email']);
    assert.deepEqual(
      errors['address.city']!.map((entry) => entry.rule),
      ['max'],
    );
  });

  test('a class that contains itself maps finite inputs and stops hostile depth with a depth error', async () => {
    const result = await outcome(Category, { name: 'a', parent: { name: 'b', parent: { name: 'c' } } });
    assert.ok('ok' in result);
    assert.deepEqual(result.ok, { name: 'a', parent: { name: 'b', parent: { name: 'c' } } });
    let deep: Record<string, unknown> = { name: 'leaf' };
    for (let level = 0; level < 5000; level++) deep = { name: `n${level}`, parent: deep };
    const errors = errorsOf(await outcome(Category, deep, { limits: { maxDepth: 10 } }));
    const keys = Object.keys(errors);
    assert.equal(keys.length, 1);
    assert.match(keys[0]!, /^(parent\.){9}parent$/);
    assert.deepEqual(errors[keys[0]!], [{ rule: 'depth' }]);
  });

  test('post-processing runs on the nested object once the whole tree is valid', async () => {
    const result = await outcome(Wrapper, { inner: { word: 'hi' }, count: '3' });
    assert.ok('ok' in result);
    assert.deepEqual(result.ok, { inner: { word: 'HI' }, count: 3 });
  });

  test('@Nested with @Cast, @Caster or @Items is a configuration error, and so is a non-class', () => {
    class Both extends Request {
      @Nested(Address) @(Cast('string') as FieldDecorator) where: Address | undefined = undefined;
    }
    class NotAClass extends Request {
      @(Nested((() => 42) as never) as FieldDecorator) where: unknown = undefined;
    }
    for (const [cls, code] of [
      [Both, 'nestedConflict'],
      [NotAClass, 'invalidNested'],
    ] as const) {
      assert.throws(
        () => new RequestHandler().compile(cls),
        (error: ConfigurationException) => error instanceof ConfigurationException && error.code === code,
      );
    }
  });
});

describe('oneOf', () => {
  test('the tag picks the branch class, for @Nested and for each @Items element', async () => {
    for (const [, handler] of handlers) {
      const dto = await handler.handleArray(Checkout, {
        payment: { type: 'bank', iban: 'DE89370400440532013000' },
        refunds: [
          { type: 'card', number: '4111111111111111' },
          { type: 'bank', iban: 'FR1420041010050500013M02606' },
        ],
      });
      assert.ok(dto.payment instanceof Bank);
      assert.ok(dto.refunds[0] instanceof Card);
      assert.ok(dto.refunds[1] instanceof Bank);
    }
  });

  test('each branch’s errors carry the full path', async () => {
    const errors = errorsOf(
      await outcome(Checkout, {
        payment: { type: 'bank', iban: 'short' },
        refunds: [
          { type: 'card', number: '4111111111111111' },
          { type: 'card', number: 'x' },
        ],
      }),
    );
    assert.deepEqual(Object.keys(errors).sort(), ['payment.iban', 'refunds.1.number']);
  });

  test('a missing or unknown tag is an `in` error on field.tag listing the tags', async () => {
    for (const payment of [{}, { type: 'cash' }, { type: 7 }, { type: 'toString' }, { type: '__proto__' }]) {
      const errors = errorsOf(await outcome(Checkout, { payment, refunds: [{ type: 'gift' }] }));
      assert.deepEqual(errors, {
        'payment.type': [{ rule: 'in', params: ['card', 'bank'] }],
        'refunds.0.type': [{ rule: 'in', params: ['card', 'bank'] }],
      });
    }
  });

  test('an inherited tag does not choose a branch', async () => {
    const payment = Object.create({ type: 'card' }) as Record<string, unknown>;
    payment.number = '4111111111111111';
    const errors = errorsOf(await outcome(Checkout, { payment }));
    assert.deepEqual(Object.keys(errors), ['payment.type']);
  });

  test('oneOf refuses an empty tag or no branches with a typed error', () => {
    assert.throws(() => oneOf('', { card: Card }), /tag field/);
    assert.throws(() => oneOf('type', {}), /tag values/);
  });
});

describe('ValidationException from @Nested', () => {
  test('is a 422 whose keys name field paths', async () => {
    await assert.rejects(
      new RequestHandler().handleArray(Customer, { email: 'a@b.co', address: { city: 3 } }),
      (error: ValidationException) => error instanceof ValidationException && error.status === 422,
    );
  });
});

describe('Standard Schema issues of nested objects and unions', () => {
  test('paths follow the input, through @FromBody paths, items and the branch the tag chose', async () => {
    const result = await Checkout['~standard'].validate({
      payment: { type: 'bank', iban: 'short' },
      refunds: [
        { type: 'card', number: '4111111111111111' },
        { type: 'card', number: 'x'.repeat(12) },
        { type: 'gift' },
      ],
    });
    assert.ok(result.issues !== undefined);
    assert.deepEqual(
      result.issues.map((issue) => issue.path),
      [
        ['payment', 'iban'],
        ['refunds', 1, 'number'],
        ['refunds', 2, 'type'],
      ],
    );
    const customer = await Customer['~standard'].validate({ email: 'a@b.co', address: { city: 'Oslo' } });
    assert.deepEqual(
      customer.issues?.map((issue) => issue.path),
      [['address', 'postal', 'code']],
    );
  });
});
