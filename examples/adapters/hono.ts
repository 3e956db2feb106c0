// intake DTOs in a Hono app (docs/adapters.md#hono): Hono's own Standard Schema validator where
// the body is enough, intake/hono's dto() where the route params or the context count.
// Runs on any Fetch runtime; on Node: npx tsx examples/adapters/hono.ts

import { serve } from '@hono/node-server';
import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { Items, Request, Validate } from 'intake';
import { dto } from 'intake/hono';
import { CreateOrder, OrderLine, SearchOrders } from './orders.js';

export class Quote extends Request {
  @Validate('required|array|min:1') @Items(OrderLine) lines: OrderLine[] = [];
}

export function createApp(): Hono<{ Variables: { user: string } }> {
  const app = new Hono<{ Variables: { user: string } }>();
  app.use(async (c, next) => {
    c.set('user', 'ada'); // a stand-in for an auth middleware
    await next();
  });
  // Standard Schema only: the class is the schema.
  app.post('/quotes', sValidator('json', Quote.schema()), (c) => {
    const quote = c.req.valid('json');
    return c.json({ items: quote.lines.reduce((sum, line) => sum + line.qty, 0) });
  });
  // intake/hono: route params and the context bag as well.
  app.post('/shops/:shopId/orders', dto('json', CreateOrder), (c) => {
    const order: CreateOrder = c.req.valid('json'); // typed by dto()
    return c.json(order.toJSON(), 201);
  });
  app.get('/orders', dto('query', SearchOrders), (c) => c.json(c.req.valid('query')));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3004);
  serve({ fetch: createApp().fetch, port }, () => console.log(`Hono + intake on :${port}`));
}
