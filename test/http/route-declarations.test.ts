// Route declarations: what a route reads and answers, declared on the route (and inherited from
// its groups), drive the kernel — `ctx.body()` / `ctx.query()` without an argument map the
// declared classes — and a route may take its handler after its declarations.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  Cast,
  HttpKernel,
  Request,
  RouteCollector,
  RouteDefinitionError,
  Validate,
} from '../../src/index.js';
import { doorFactories } from './support/doors.js';

class CreateOrder extends Request {
  @Validate('required|email') email!: string;
  @Validate('required|integer|min_value:1') @Cast('int') quantity!: number;
}

class OrderFilter extends Request {
  @Validate('in:open,closed') status = 'open';
  @Validate('integer') @Cast('int') page = 1;
}

function routes() {
  const collector = new RouteCollector();
  collector.group(
    '/shops/{shopId}',
    (shop) => {
      shop
        .post('/orders')
        .body(CreateOrder)
        .responds(201, CreateOrder, 'The order as stored')
        .summary('Place an order')
        .tags('checkout')
        .handle(async (ctx) => {
          const order = await ctx.body();
          ctx.status(201);
          return { email: order.email, quantity: order.quantity, shop: ctx.params.shopId };
        })
        .name('orders.store');
      shop
        .get('/orders')
        .query(OrderFilter)
        .handle(async (ctx) => {
          const filter = await ctx.query();
          return { status: filter.status, page: filter.page };
        });
      shop.get('/raw', async (ctx) => ({ query: ctx.query() }));
    },
    [],
    { tags: ['shops'], deprecated: true },
  );
  return collector;
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

for (const door of doorFactories) {
  describe(`declared request classes — ${door.name} door`, () => {
    it('ctx.body() without an argument maps the declared class: 201 for a valid body, 422 otherwise', async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        const created = await client.send(
          '/shops/7/orders',
          json({ email: 'ada@example.com', quantity: '2' }),
        );
        assert.equal(created.status, 201, created.text);
        // The declared answer class shapes the body: `shop` is not a field of CreateOrder.
        assert.deepEqual(JSON.parse(created.text), { email: 'ada@example.com', quantity: 2 });
        const refused = await client.send('/shops/7/orders', json({ email: 'nope', quantity: 0 }));
        assert.equal(refused.status, 422);
        assert.deepEqual(Object.keys(JSON.parse(refused.text).errors).sort(), ['email', 'quantity']);
      } finally {
        await client.close();
      }
    });

    it('ctx.query() without an argument maps the declared class; undeclared routes keep the parsed values', async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        assert.deepEqual(JSON.parse((await client.send('/shops/7/orders?status=closed&page=3')).text), {
          status: 'closed',
          page: 3,
        });
        assert.equal((await client.send('/shops/7/orders?status=lost')).status, 422);
        assert.deepEqual(JSON.parse((await client.send('/shops/7/raw?a=1')).text), { query: { a: '1' } });
      } finally {
        await client.close();
      }
    });
  });
}

describe('route.declaration', () => {
  it('holds what the route declared, with the groups tags and deprecation merged in', () => {
    const store = routes().routes.find((route) => route.routeName === 'orders.store')!;
    assert.deepEqual(store.declaration, {
      body: CreateOrder,
      query: null,
      responses: [
        { status: 201, dto: CreateOrder, list: false, description: 'The order as stored', headers: {} },
      ],
      errors: [],
      summary: 'Place an order',
      tags: ['shops', 'checkout'],
      deprecated: true,
    });
  });

  it('refuses unusable declarations with a RouteDefinitionError', () => {
    const route = new RouteCollector().get('/a', () => 1);
    const refusals: Array<() => unknown> = [
      () => route.body('CreateOrder' as never),
      () => route.query(undefined as never),
      () => route.responds(99),
      () => route.responds(200, 'x' as never),
      () => route.responds(200, [] as never),
      () => route.responds(200, [CreateOrder, CreateOrder] as never),
      () => route.tags(''),
      () => route.summary(5 as never),
      () => route.deprecated('yes' as never),
      () => new RouteCollector().group('/g', () => {}, [], { tags: [''] }),
    ];
    for (const refuse of refusals) {
      assert.throws(
        refuse,
        (error: unknown) => error instanceof RouteDefinitionError && error.code === 'invalidDeclaration',
      );
    }
  });

  it('a route registered without a handler waits for handle(); matching before that is a missingHandler error', () => {
    const collector = new RouteCollector();
    const pending = collector.post('/later');
    assert.equal(pending.hasHandler, false);
    assert.throws(
      () => collector.compile(),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'missingHandler',
    );
    pending.handle(() => 'now');
    assert.equal(pending.hasHandler, true);
    assert.equal(typeof collector.match('POST', '/later')?.handler, 'function');
    assert.throws(() => pending.handle(() => 'again'), { code: 'invalidDeclaration' });
  });
});
