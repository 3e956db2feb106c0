// The application the attack tests aim at: one request class fed by every channel (body,
// query, route, context), served by the HTTP kernel. A middleware copies headers into the
// Context bag, the way applications pass authenticated users or tenants.
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  type HttpContext,
  HttpKernel,
  type HttpNext,
  type InputLimits,
  Items,
  Request,
  RouteCollector,
  Validate,
} from '../../../src/index.js';

/** One line of an order: an `@Items` element. */
export class OrderLine extends Request {
  @Validate('required|string') sku?: string;
  @Cast('int') quantity?: number;
}

/** A field of each cast, one per bag, a dot path and nested items. */
export class Order extends Request {
  @FromRoute() @Cast('int') shopId?: number;
  @FromContext('seat') @Cast('int') seat?: number;
  @FromContext('tenant') tenant?: unknown;
  @Cast('int') quantity?: number;
  @Cast('float') price?: number;
  @Cast('bool') gift?: boolean;
  @Validate('string') note?: string;
  @Cast('datetime') deliverAt?: Date;
  @Cast('array') tags?: unknown[];
  @FromBody('address.city') city?: unknown;
  @Items(OrderLine) lines?: OrderLine[];
}

/** The kernel's answer for a mapped order: its array form and whether its prototype is intact. */
function describe(order: Order): Record<string, unknown> {
  return { order: order.toArray(), isOrder: Object.getPrototypeOf(order) === Order.prototype };
}

/** `x-seat` and `x-tenant` headers become Context values (x-tenant is parsed as JSON). */
function contextFromHeaders(ctx: HttpContext, next: HttpNext): unknown {
  const seat = ctx.header('x-seat');
  if (seat !== undefined) ctx.state.seat = seat;
  const tenant = ctx.header('x-tenant');
  if (tenant !== undefined) ctx.state.tenant = JSON.parse(tenant);
  return next();
}

/** Routes: POST maps the body, GET maps the query; `/echo/{constructor}` returns its params. */
export function orderRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes.group(
    '/shops/{shopId}',
    (shop) => {
      shop.post('/orders', async (ctx: HttpContext) => describe(await ctx.body(Order)));
      shop.get('/orders', async (ctx: HttpContext) => describe(await ctx.query(Order)));
    },
    [contextFromHeaders],
  );
  routes.get('/echo/{constructor}/{__proto__}', (ctx: HttpContext) => ({
    params: ctx.params,
    inheritsNothing: Object.getPrototypeOf(Object.getPrototypeOf(ctx.params)) === null,
    ownKeys: Object.keys(ctx.params),
  }));
  return routes;
}

/** Errors that became a 500, so a test can show what went wrong. */
export const unexpected: unknown[] = [];

/** The kernel over `orderRoutes()`, with optional limits; 500s are recorded in `unexpected`. */
export function orderKernel(limits: Partial<InputLimits> & { requestTimeoutMs?: number } = {}): HttpKernel {
  return new HttpKernel(orderRoutes(), {
    limits,
    logger: { error: (_message: string, error: unknown) => unexpected.push(error) },
  });
}
