// The README's quick look, kept compiling: a DTO, a route group and the kernel's Fetch door.
// Run it with: npm run quickstart
import { Cast, FromContext, FromRoute, HttpKernel, Request, RouteCollector, Validate } from 'intake';

class CreateOrder extends Request {
  @FromRoute() @Cast('int') shopId = 0; // from the path: /shops/{shopId}/orders
  @FromContext('userId') customer = ''; // from the application (set by a middleware)
  @Validate('required|email') email = '';
  @Validate('required|integer|min_value:1') @Cast('int') quantity = 1;
  @Validate('in:standard,express') shipping = 'standard';
}

const routes = new RouteCollector();
routes.group(
  '/shops/{shopId:[0-9]+}',
  (shop) => {
    shop
      .post('/orders', async (ctx) => {
        const order = await ctx.body(CreateOrder); // validated, cast, typed
        ctx.status(201);
        return order; // serialised through order.toJSON()
      })
      .name('orders.store');
  },
  [
    async (ctx, next) => {
      ctx.state.userId = 'user-7'; // a real app authenticates here
      return next();
    },
  ],
);

const kernel = new HttpKernel(routes);
for (const body of [
  { email: 'ada@example.com', quantity: '3' },
  { email: 'nope', quantity: 0 },
]) {
  const response = await kernel.fetch(
    new globalThis.Request('http://localhost/shops/12/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  console.log(response.status, await response.text());
}
