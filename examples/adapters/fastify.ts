// intake DTOs in a Fastify 5 app, and an intake RouteCollector mounted inside it
// (docs/adapters.md#fastify). Run it: npx tsx examples/adapters/fastify.ts
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpKernel, RouteCollector } from 'intake';
import { dto, dtoOf, intakeRoutes } from 'intake/fastify';
import { CreateOrder, SearchOrders } from './orders.js';

/** Routes written for intake's own kernel, served by Fastify under /v2. */
function intakeApi(): RouteCollector {
  const routes = new RouteCollector();
  routes.group(
    '/v2',
    (v2) => {
      v2.post('/shops/{shopId:[0-9]+}/orders')
        .body(CreateOrder)
        .handle(async (ctx) => ({ placed: (await ctx.body()).toJSON() }));
    },
    [
      // A stand-in for authentication: the kernel's Context bag is ctx.state.
      async (ctx, next) => {
        ctx.state.user = 'ada';
        return next();
      },
    ],
  );
  return routes;
}

export async function createApp(): Promise<FastifyInstance> {
  const app = Fastify();
  // A stand-in for an auth plugin (@fastify/jwt and friends set request.user).
  app.addHook('onRequest', async (request) => {
    (request as { user?: string }).user = 'ada';
  });
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
  const port = Number(process.env.PORT ?? 3002);
  await app.listen({ port });
  console.log(`Fastify + intake on :${port}`);
}
