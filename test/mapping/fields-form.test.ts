// The decorator-free form of request classes: `static fields = fields<C>({...})` with one
// lower-case helper per decorator (docs/mapping.md "Without decorators").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConfigurationException,
  cast,
  caster,
  exclude,
  FromRoute,
  fields,
  fromBody,
  fromContext,
  fromRoute,
  generator,
  group,
  InvalidArgumentException,
  ignore,
  items,
  nested,
  oneOf,
  postProcess,
  preProcess,
  Request,
  RequestHandler,
  UuidGenerator,
  Validate,
  ValidationException,
  validate,
} from '../../src/index.js';

class Line extends Request {
  sku = '';
  qty = 0;
  static fields = fields<Line>({ sku: 'required|string|max:40', qty: 'required|integer|min_value:1' });
}

class CreateOrder extends Request {
  shopId = 0;
  email = '';
  lines: Line[] = [];
  static fields = fields<CreateOrder>({
    shopId: [fromRoute(), cast('int')],
    email: 'required|email',
    lines: [validate('required|array'), items(Line)],
  });
}

class Card extends Request {
  number = '';
  static fields = fields<Card>({ number: 'required|string|min:12' });
}

class Bank extends Request {
  iban = '';
  static fields = fields<Bank>({ iban: 'required|string|min:15' });
}

class Checkout extends Request {
  shipping: Line | undefined = undefined;
  payment: Card | Bank | undefined = undefined;
  static fields = fields<Checkout>({
    shipping: nested(Line),
    payment: ['required', nested(oneOf('type', { card: Card, bank: Bank }))],
  });
}

describe('fields(): request classes without decorators', () => {
  it('nested() maps one object and a tagged union, as @Nested does', async () => {
    const handler = new RequestHandler();
    const dto = await handler.handleBody(Checkout, {
      shipping: { sku: 'A-1', qty: '1' },
      payment: { type: 'bank', iban: 'DE89370400440532013000' },
    });
    assert.ok(dto.shipping instanceof Line);
    assert.ok(dto.payment instanceof Bank);
    await assert.rejects(
      handler.handleBody(Checkout, { payment: { type: 'cash' } }),
      (error: unknown) =>
        error instanceof ValidationException && Object.keys(error.errors).join() === 'payment.type',
    );
  });

  it('maps the README example: route bag, rule shorthand, nested items', async () => {
    const order = await new RequestHandler().handleBody(
      CreateOrder,
      { email: 'ada@example.com', lines: [{ sku: 'A-1', qty: '2' }] },
      { route: { shopId: '7' } },
    );
    assert.deepEqual(order.toJSON(), {
      shopId: 7,
      email: 'ada@example.com',
      lines: [{ sku: 'A-1', qty: 2 }],
    });
    assert.ok(order.lines[0] instanceof Line);
    const refused = new RequestHandler().handleBody(
      CreateOrder,
      { email: 'nope', lines: [] },
      { route: { shopId: '7' } },
    );
    await assert.rejects(
      refused,
      (error: unknown) =>
        error instanceof ValidationException && Object.keys(error.errors).join() === 'email,lines',
    );
  });

  it('runs every helper with its decorator meaning', async () => {
    class Money {
      cast(value: unknown) {
        return { cents: Math.round(Number(value) * 100) };
      }
    }
    class Everything extends Request {
      user = '';
      mail = '';
      name = '';
      total: unknown;
      id = '';
      street = '';
      secret = '';
      cache = new Map();
      static shout(value: string) {
        return value.toUpperCase();
      }
      static fields = fields<Everything>({
        user: fromContext('userId'),
        mail: [fromBody('contact.email'), 'email'],
        name: [preProcess((value: unknown) => String(value).trim()), 'required', postProcess('shout')],
        total: caster(Money),
        id: generator(UuidGenerator),
        street: group('address', { mapTo: 'line1' }),
        secret: [exclude(), 'required'],
        cache: ignore(),
      });
    }
    const dto = await new RequestHandler().handleBody(
      Everything,
      {
        contact: { email: 'a@b.co' },
        name: '  ada ',
        total: '1.5',
        id: 'ignored',
        street: 'Main St',
        secret: 's',
        cache: 1,
      },
      { context: { userId: 'u1' } },
    );
    assert.equal(dto.user, 'u1');
    assert.equal(dto.mail, 'a@b.co');
    assert.equal(dto.name, 'ADA');
    assert.deepEqual(dto.total, { cents: 150 });
    assert.match(dto.id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(dto.group('address'), { line1: 'Main St' });
    assert.equal('secret' in dto.toArray(), false);
    assert.ok(dto.cache instanceof Map);
  });

  it('works for a subclass of a decorated class, and a decorated subclass of a fields class', async () => {
    class Base extends Request {
      @FromRoute() @Validate('required') tenant = '';
    }
    class Child extends Base {
      title = '';
      static fields = fields<Child>({ title: 'required|string' });
    }
    class Grandchild extends Child {
      @Validate('integer') rank = 0;
    }
    const dto = await new RequestHandler().handleBody(
      Grandchild,
      { title: 'T', rank: '3' },
      { route: { tenant: 'acme' } },
    );
    assert.deepEqual(dto.toJSON(), { tenant: 'acme', title: 'T', rank: 3 });
  });

  it('refuses a class that mixes decorators and fields() with ConfigurationException mixedForms', () => {
    class Mixed extends Request {
      @Validate('required') email = '';
      name = '';
      static fields = fields<Mixed>({ name: 'required' });
    }
    assert.throws(
      () => new RequestHandler().compile(Mixed),
      (error: unknown) =>
        error instanceof ConfigurationException &&
        error.code === 'mixedForms' &&
        error.className === 'Mixed' &&
        error.property === 'email',
    );
  });

  it('ignores a static `fields` that fields() did not make', async () => {
    class Plain extends Request {
      a = '';
      static fields = ['a'];
    }
    assert.deepEqual((await new RequestHandler().handleBody(Plain, { a: 'x' })).toJSON(), { a: 'x' });
  });

  const configurationCases: Array<[string, Record<string, unknown>]> = [
    ['multipleSources', { field: [fromRoute(), fromContext('user')] }],
    ['castExpectsBuiltInType', { field: cast('integer' as never) }],
    ['castExpectsBuiltInType', { field: cast('datetime:YYYY-MM-DD') }],
    ['castAndCasterConflict', { field: [cast('int'), caster({ cast: Number })] }],
    ['invalidProcessor', { field: postProcess('nothing') }],
    ['generatorConflict', { field: [generator(UuidGenerator), 'required'] }],
    ['ignoreConflict', { field: [ignore(), exclude()] }],
    ['itemsCastConflict', { field: [items(Line), cast('array')] }],
    ['invalidGenerator', { field: generator({} as never) }],
    ['invalidItems', { field: items(Object as never) }],
    ['duplicateDecorator', { field: ['required', validate('email')] }],
    ['invalidRules', { fine: 'string', field: 'required|emial' }],
  ];
  for (const [code, declarations] of configurationCases) {
    it(`raises ConfigurationException ${code} at compile, naming class and field`, () => {
      class Broken extends Request {
        field: unknown;
        fine: unknown;
        static fields = fields(declarations);
      }
      assert.throws(
        () => new RequestHandler().compile(Broken),
        (error: unknown) =>
          error instanceof ConfigurationException &&
          error.code === code &&
          error.className === 'Broken' &&
          error.property === 'field',
      );
    });
  }

  const badArguments: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'required'],
    ['an array', [validate('required')]],
    ['a number entry', { a: 1 }],
    ['an empty list', { a: [] }],
    ['an object that is not a helper', { a: { rules: 'required' } }],
    ['a list holding a decorator', { a: [Validate('required')] }],
    ['a symbol-named field', { [Symbol('a')]: 'required' }],
  ];
  for (const [what, argument] of badArguments) {
    it(`refuses ${what} with InvalidArgumentException`, () => {
      assert.throws(() => fields(argument as never), InvalidArgumentException);
    });
  }

  it('checks helper arguments as the decorators do', () => {
    assert.throws(() => fromRoute(''), InvalidArgumentException);
    assert.throws(() => fromContext(''), InvalidArgumentException);
    assert.throws(() => fromBody('a..b'), InvalidArgumentException);
    assert.throws(() => group(''), InvalidArgumentException);
    assert.throws(() => validate(5 as never), InvalidArgumentException);
  });

  it('checks field names and helper types at compile time', () => {
    class Typed extends Request {
      count = 0;
      label = '';
    }
    fields<Typed>({ count: cast('int'), label: 'string' });
    // @ts-expect-error: no field `cuont` on Typed
    fields<Typed>({ cuont: 'integer' });
    // @ts-expect-error: cast('int') gives a number, not the string `label` holds
    fields<Typed>({ label: cast('int') });
    // @ts-expect-error: methods are not fields
    fields<Typed>({ toJSON: 'required' });
  });
});
