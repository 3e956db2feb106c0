// Answers through a view class: a route that declares `.responds(status, View)` writes what its
// handler returns for that status as View describes it — only View's managed fields, minus
// @Exclude, nested views (@Nested, @Items, oneOf branches) applied — on both front doors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { viewJsonText } from '../../src/http/json-text.js';
import {
  type AnswerOf,
  answerAs,
  answerListAs,
  Exclude,
  HttpKernel,
  Items,
  Nested,
  oneOf,
  Reply,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { runLibraryScript } from '../support/library-script.js';
import { doorFactories } from './support/doors.js';

class AddressView extends Request {
  city = '';
  country = '';
}

class CardView extends Request {
  type = 'card';
  last4 = '';
}

class BankView extends Request {
  type = 'bank';
  bic = '';
}

class UserView extends Request {
  id = 0;
  email = '';
  @Exclude() internalNote = '';
  @Nested(AddressView) address: AddressView | undefined = undefined;
  @Items(oneOf('type', { card: CardView, bank: BankView })) payments: (CardView | BankView)[] = [];
}

/**
 * A row as a database would hand it back: more columns than the client may see, and a payment
 * whose tag names no branch of the view.
 */
const raw = {
  id: 7,
  email: 'ada@example.com',
  passwordHash: '$argon2id$v=19$…',
  internalNote: 'VIP',
  address: { city: 'London', country: 'GB', geo: { lat: 51.5, lng: -0.1 } },
  payments: [
    { type: 'card', last4: '4242', pan: '4242424242424242' },
    { type: 'bank', bic: 'DEUTDEFF', iban: 'DE89370400440532013000' },
    { type: 'cash', amount: 3 },
  ],
};

/**
 * The handlers' view of it: the declared answer's type, which the row has and more. Its `cash`
 * payment is written as `{ type: 'cash' }`, which the view's schema (a union of card and bank)
 * does not describe: these kernels pin what the writer does with such data, so they run with
 * `checkAnswers: 'off'` (answer-check.test.ts shows the check refusing it).
 */
const row = raw as unknown as AnswerOf<UserView>;

const viewed = {
  id: 7,
  email: 'ada@example.com',
  address: { city: 'London', country: 'GB' },
  payments: [{ type: 'card', last4: '4242' }, { type: 'bank', bic: 'DEUTDEFF' }, { type: 'cash' }],
};

class Search extends Request {
  @Validate('string') q = '';
}

function routes() {
  const collector = new RouteCollector();
  collector
    .get('/users/{id}')
    .responds(200, UserView)
    .handle(() => row);
  collector
    .get('/users')
    .query(Search)
    .responds(200, [UserView])
    .handle(async () => [row, row]);
  collector
    .post('/users')
    .responds(201, UserView)
    .responds(409)
    .handle((ctx) => {
      if (ctx.query().conflict === '1') return Reply.json({ ...row, why: 'taken' }, { status: 409 });
      ctx.status(201);
      return row;
    });
  collector.get('/raw', () => row);
  return collector;
}

for (const door of doorFactories) {
  describe(`answers through a view class — ${door.name} door`, () => {
    it('writes only the view’s fields, nested views and union branches applied', async () => {
      const client = await door.open(new HttpKernel(routes(), { checkAnswers: 'off' }));
      try {
        const one = await client.send('/users/7');
        assert.equal(one.status, 200);
        assert.deepEqual(JSON.parse(one.text), viewed);
        const list = await client.send('/users');
        assert.deepEqual(JSON.parse(list.text), [viewed, viewed]);
      } finally {
        await client.close();
      }
    });

    it('shapes by the status the answer takes; a Reply of its own and undeclared routes are written as they are', async () => {
      const client = await door.open(new HttpKernel(routes(), { checkAnswers: 'off' }));
      try {
        const created = await client.send('/users', { method: 'POST' });
        assert.equal(created.status, 201);
        assert.deepEqual(JSON.parse(created.text), viewed);
        const conflict = await client.send('/users?conflict=1', { method: 'POST' });
        assert.equal(conflict.status, 409);
        assert.equal(JSON.parse(conflict.text).why, 'taken');
        assert.equal(JSON.parse((await client.send('/raw')).text).passwordHash, '$argon2id$v=19$…');
      } finally {
        await client.close();
      }
    });
  });
}

describe('answerAs', () => {
  it('keeps own fields only, and never writes through a prototype key', () => {
    const inherited = Object.create({ email: 'inherited@example.com' }) as Record<string, unknown>;
    inherited.id = 1;
    assert.deepEqual(answerAs(UserView, inherited), { id: 1 });
    const hostile = JSON.parse('{"id":2,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    const answer = answerAs(UserView, hostile) as Record<string, unknown>;
    assert.deepEqual(answer, { id: 2 });
    assert.equal(Object.getPrototypeOf(answer), Object.prototype);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('passes a value that is no object through unchanged', () => {
    for (const value of [null, 3, 'text', [1, 2]]) assert.deepEqual(answerAs(UserView, value), value);
  });
});

class Rated extends Request {
  @Validate('integer') stars = 0;
}

/** A view whose fields hold what rows hold: dates, DTOs, nested views, lists of them, itself. */
class NodeView extends Request {
  name = '';
  at: unknown = undefined;
  @Nested(AddressView) address: AddressView | undefined = undefined;
  @Items(() => NodeView) children: NodeView[] = [];
  @Nested(() => NodeView) parent: NodeView | undefined = undefined;
}

describe('the kernel’s generated answer writer', () => {
  const scalar = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  );

  it('writes the same JSON as answerAs on random values', () => {
    const payment = fc.record(
      { type: fc.constantFrom('card', 'bank', 'cash', 7), last4: scalar, bic: scalar, pan: scalar },
      { requiredKeys: [] },
    );
    const value = fc.record(
      {
        id: scalar,
        email: scalar,
        internalNote: scalar,
        passwordHash: scalar,
        address: fc.oneof(
          fc.record({ city: scalar, country: scalar, geo: scalar }, { requiredKeys: [] }),
          fc.array(scalar, { maxLength: 2 }),
          scalar,
        ),
        payments: fc.oneof(fc.array(fc.oneof(payment, scalar), { maxLength: 3 }), payment, scalar),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(value, fc.boolean(), (row, inherited) => {
        const input = inherited ? Object.assign(Object.create({ email: 'inherited' }), row) : row;
        assert.equal(viewJsonText(UserView, false, input), JSON.stringify(answerAs(UserView, input)));
        const rows = [input, row, null, 3];
        assert.equal(viewJsonText(UserView, true, rows), JSON.stringify(answerListAs(UserView, rows)));
      }),
      { numRuns: 500 },
    );
  });

  it('writes dates, DTOs and recursive views as answerAs does, and passes non-objects through', () => {
    const rated = Object.assign(new Rated(), { stars: 4 });
    const node = (depth: number): Record<string, unknown> => ({
      name: `n${depth}`,
      at: depth % 2 === 0 ? new Date(depth * 1000) : rated,
      address: depth === 1 ? new Date(0) : { city: 'Oslo', country: 'NO', zip: '0150' },
      children: depth === 0 ? [] : [node(depth - 1), null, 'x', [1], undefined],
      parent: depth === 0 ? undefined : { name: 'up', secret: true },
      extra: 'left out',
    });
    for (const value of [node(3), node(0), rated, new Date(5)]) {
      assert.equal(viewJsonText(NodeView, false, value), JSON.stringify(answerAs(NodeView, value)));
    }
    for (const value of [null, 3, 'text', [1, 2], undefined, true]) {
      assert.equal(viewJsonText(UserView, false, value), JSON.stringify(answerAs(UserView, value)));
      assert.equal(viewJsonText(UserView, true, value), JSON.stringify(answerListAs(UserView, value)));
    }
  });

  it('leaves out functions and symbols and refuses a BigInt, as JSON.stringify does', () => {
    const odd = { id: () => 1, email: Symbol('e'), address: { city: Symbol('c'), country: 'NO' } };
    assert.equal(viewJsonText(UserView, false, odd), JSON.stringify(answerAs(UserView, odd)));
    assert.equal(viewJsonText(UserView, false, odd), '{"address":{"country":"NO"}}');
    const big = { id: 1n };
    assert.throws(() => JSON.stringify(answerAs(UserView, big)), TypeError);
    assert.throws(() => viewJsonText(UserView, false, big), TypeError);
  });

  it('refuses a value that refers to itself through the view’s fields with a TypeError', () => {
    const looped: Record<string, unknown> = { name: 'a', children: [] };
    looped.parent = looped;
    assert.throws(() => viewJsonText(NodeView, false, looped), TypeError);
    const listed: Record<string, unknown> = { name: 'b' };
    listed.children = [listed];
    assert.throws(() => viewJsonText(NodeView, true, [listed]), TypeError);
    // The same object twice, not inside itself, is no cycle.
    const shared = { name: 'c' };
    const twice = { name: 'd', children: [shared, shared], parent: shared };
    assert.equal(viewJsonText(NodeView, false, twice), JSON.stringify(answerAs(NodeView, twice)));
  });
});

it('without code generation (configure({ jitless: true })) a view answer is the same JSON, and no code is made', () => {
  const script = `
    configure({ jitless: true });
    class AddressView extends Request { city = ''; country = ''; }
    class UserView extends Request {
      id = 0;
      email = '';
      note = '';
      address = undefined;
      static fields = fields({ note: [exclude()], address: [nested(AddressView)] });
    }
    const routes = new RouteCollector();
    const row = { id: 7, email: 'a@b.co', note: 'x', hash: 'h', address: { city: 'Oslo', country: 'NO', zip: '0150' } };
    routes.get('/users/{id}').responds(200, UserView).handle(() => row);
    routes.get('/users').responds(200, [UserView]).handle(() => [row, 3]);
    const kernel = new HttpKernel(routes);
    const original = globalThis.Function;
    let generated = 0;
    globalThis.Function = new Proxy(original, { construct(target, args) { generated++; return Reflect.construct(target, args); } });
    const one = await (await kernel.fetch(new globalThis.Request('http://x/users/7'))).text();
    const list = await (await kernel.fetch(new globalThis.Request('http://x/users'))).text();
    console.log(one, list, generated);
  `;
  const result = runLibraryScript(
    ['configure', 'exclude', 'fields', 'nested', 'HttpKernel', 'Request', 'RouteCollector'],
    script,
  );
  assert.equal(result.stderr, '');
  const one = '{"id":7,"email":"a@b.co","address":{"city":"Oslo","country":"NO"}}';
  assert.equal(result.stdout.trim(), `${one} [${one},3] 0`);
});
