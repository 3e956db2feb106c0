// Type-level behaviour of `routes.url(name, params)` on the package root's RouteCollector: the
// named routes a group callback returns are recorded in the type of the collector `group`
// returns, so a wrong name, a missing parameter or a parameter the template lacks does not
// compile; a collector that records no name keeps the open signature. The `@ts-expect-error`
// lines must be errors: the build (`tsc`) fails if one compiles. This file also runs under the
// oldest supported TypeScript (test/package/typescript-versions.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type NamedRoute, type NamedRoutesIn, RouteCollector } from '../../src/index.js';

function namedRoutes() {
  return new RouteCollector().group('/shops/{shopId}', (shop) => [
    shop.get('/orders/{orderId:[0-9]+}[/{tab}]', (ctx) => ctx.params).name('orders.show'),
    shop.get('/orders', () => []).name('orders.index'),
    // Not named: nothing to record.
    shop.get('/health', () => 'ok'),
    // A nested group's result brings its own names, with the outer prefix.
    shop.group('/v2', (v2) => v2.post('/orders', () => null).name('v2.orders.store')),
  ]);
}

export function compileTimeChecks(): void {
  const routes = namedRoutes();
  routes.url('orders.show', { shopId: 7, orderId: 42 });
  routes.url('orders.show', { shopId: '7', orderId: '42', tab: 'lines' });
  routes.url('orders.index', { shopId: 7 });
  routes.url('v2.orders.store', { shopId: 7 });
  // @ts-expect-error no route has this name
  routes.url('orders.shw', { shopId: 7, orderId: 42 });
  // @ts-expect-error orderId is required by the template
  routes.url('orders.show', { shopId: 7 });
  // @ts-expect-error the parameters are required: the template has some
  routes.url('orders.index');
  // @ts-expect-error the template has no parameter called page
  routes.url('orders.index', { shopId: 7, page: 2 });
  // @ts-expect-error the nested group's prefix is part of the template
  routes.url('v2.orders.store', {});

  // What the type records, readable as a union.
  const recorded: NamedRoutesIn<ReturnType<typeof namedRoutes>> = {
    name: 'orders.index',
    path: '/shops/{shopId}/orders',
  };
  const entry: NamedRoute = recorded;
  // @ts-expect-error the recorded template of orders.index is not this one
  const wrong: NamedRoutesIn<ReturnType<typeof namedRoutes>> = { name: 'orders.index', path: '/orders' };

  // Routes registered as statements record nothing: url() stays open, as it always was.
  const open = new RouteCollector();
  open.get('/users/{id}', () => null).name('users.show');
  open.url('users.show', { id: 5, tab: 'orders', tags: ['a'], filter: { status: 'open' } });
  open.url('anything');
  open.group('/admin', (admin) => {
    admin.get('/audit', () => null).name('admin.audit');
  });
  open.url('admin.audit');
  void [entry, wrong];
}

describe('typed route names at run time', () => {
  it('the collector group returns is the same collector, and url() builds what the types say', () => {
    const routes = namedRoutes();
    assert.equal(routes.url('orders.show', { shopId: 7, orderId: 42 }), '/shops/7/orders/42');
    assert.equal(
      routes.url('orders.show', { shopId: 7, orderId: 42, tab: 'lines' }),
      '/shops/7/orders/42/lines',
    );
    assert.equal(routes.url('v2.orders.store', { shopId: 'a b' }), '/shops/a%20b/v2/orders');
    assert.equal(routes.routes.length, 4);
  });
});
