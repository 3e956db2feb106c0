// intake DTOs in a Fastify 5 app, and an intake RouteCollector mounted inside it
// (docs/adapters.md#fastify). Run it: npx tsx examples/adapters/fastify.ts
import Fastify, { type FastifyInstance } from 'fastify';
import { dto, dtoOf, intakeRoutes } from '../../src/adapters/fastify/index.js';
import { FromRoute, HttpKernel, Items, Request, RouteCollector, Validate } from '../../src/index.js';

export class OrderLine extends Request {
  @Validate('required|string|max:40') sku = '';
  @Validate('required|integer|min_value:1') qty = 0;
}

export class CreateOrder extends Request {
  @FromRoute() @Validate('required|integer') shopId = 0;
  @Validate('required|email') email = '';
  @Validate('required|array|min:1') @Items(OrderLine) lines: OrderLine[] = [];
}

export class SearchOrders extends Request {
  @Validate('in:open,shipped') status = 'open';
  @Validate('array') tags: string[] = [];
}

/** Routes written for intake's own kernel, served by Fastify under /v2. */
function intakeApi(): RouteCollector {
  const routes = new RouteCollector();
  routes.group('/v2', (v2) => {
    v2.post('/shops/{shopId:[0-9]+}/orders')
      .body(CreateOrder)
      .handle(async (ctx) => ({ placed: (await ctx.body()).toJSON() }));
  });
  return routes;
}

export async function createApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.post('/shops/:shopId/orders', { preValidation: dto(CreateOrder) }, async (request, reply) => {
    const order = dtoOf(request, CreateOrder);
    return reply.code(201).send({ ...order.toJSON(), items: order.lines.length });
  });
  app.get('/orders', { preValidation: dto(SearchOrders, { source: 'query' }) }, async (request) =>
    dtoOf(request, SearchOrders),
  );
  await app.register(intakeRoutes, { kernel: new HttpKernel(intakeApi()), prefix: '/v2' });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await createApp();
  await app.listen({ port: Number(process.env.PORT ?? 3002) });
  console.log('Fastify + intake on :3002');
}
