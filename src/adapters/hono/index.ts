// intake/hono: what Standard Schema cannot give a Hono route — the Route and Context bags
// (docs/adapters.md#hono). Without them, Hono's own sValidator takes any request class as is.
//   app.post('/shops/:shopId/orders', dto('json', CreateOrder), (c) => c.json(c.req.valid('json')));
import type { Context, MiddlewareHandler } from 'hono';
import { type KernelLimits, resolveKernelLimits } from '../../http/limits.js';
import { screenParsedBody } from '../../input/parsed-body.js';
import { readBody } from '../../input/read-body.js';
import type { Request } from '../../mapping/request.js';
import type { RequestHandler } from '../../mapping/request-handler.js';
import { defaultAdapterHandler, problemAnswerOf } from '../problem-answer.js';

export interface HonoDtoOptions {
  /** The handler that maps (its validator, limits, registered services). Default: a shared one. */
  handler?: RequestHandler;
  /** The Context bag. Default: `{ user }` when a middleware did `c.set('user', …)`. */
  context?: (c: Context) => Record<string, unknown>;
  /**
   * The kernel's limits (docs/http.md#limits): the JSON body is read by intake under
   * `maxBodyBytes`, `maxDepth` and the prototype-key screen, as the kernel reads it.
   */
  limits?: Partial<KernelLimits>;
}

// Forms: Hono's parser keeps bracket keys flat and files apart; map them with the intake kernel or as JSON.
type Target = 'json' | 'query';

type DtoMiddleware<T, U extends Target> = MiddlewareHandler<
  any,
  string,
  { in: { [K in U]: Record<string, unknown> }; out: { [K in U]: T } }
>;

// What Hono's validator('json') reads: anything else leaves the body out (`{}`).
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * A validator middleware for `target` that maps onto `cls` with the route params (`c.req.param()`)
 * as the Route bag; `c.req.valid(target)` is the DTO. Failures answer the kernel's problem+json.
 * The JSON body is read from the request stream by intake, with the kernel's limits (so
 * `c.req.json()` cannot read it again afterwards; the DTO is the parsed body). The query is read
 * from the URL with intake's rules (Hono's parser keeps `tags[]` keys flat).
 */
export function dto<T extends Request, U extends Target>(
  target: U,
  cls: new () => T,
  options: HonoDtoOptions = {},
): DtoMiddleware<T, U> {
  const handler = options.handler ?? defaultAdapterHandler();
  // At set-up, so a misdeclared class stops the app before it listens.
  handler.compile(cls);
  const contextOf = options.context ?? defaultContext;
  const limits = resolveKernelLimits(options.limits);
  const middleware: MiddlewareHandler = async (c, next) => {
    const bags = { route: { ...c.req.param() } as Record<string, unknown>, context: contextOf(c), limits };
    let value: T;
    try {
      if (target === 'query') value = await handler.handleQuery(cls, new URL(c.req.url).search, bags);
      else value = await handler.handleBody(cls, await jsonBody(c, limits), bags);
    } catch (error) {
      const answer = problemAnswerOf(error, handler, limits.maxProblemErrors);
      if (answer === undefined) throw error;
      return c.body(JSON.stringify(answer.details), answer.status as 400, {
        'content-type': answer.contentType,
      });
    }
    c.req.addValidatedData(target, value);
    await next();
  };
  return middleware as unknown as DtoMiddleware<T, U>;
}

/**
 * The JSON body, read by intake from the request stream under the limits — or, when an
 * earlier middleware already read it through Hono, Hono's cached value — then screened as
 * every adapter screens a body (depth, keys per object, prototype keys).
 */
async function jsonBody(c: Context, limits: Readonly<KernelLimits>): Promise<unknown> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!jsonMediaType.test(mediaType)) return {};
  const body = c.req.raw.bodyUsed ? await c.req.json() : await readBody(c.req.raw, limits);
  return screenParsedBody(body, limits);
}

function defaultContext(c: Context): Record<string, unknown> {
  const user: unknown = c.get('user');
  return user === undefined ? {} : { user };
}
