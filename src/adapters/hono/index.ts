// intake/hono: what Standard Schema cannot give a Hono route — the Route and Context bags
// (docs/adapters.md#hono). Without them, Hono's own sValidator takes any request class as is.
//   app.post('/shops/:shopId/orders', dto('json', CreateOrder), (c) => c.json(c.req.valid('json')));
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { Request } from '../../mapping/request.js';
import type { RequestHandler } from '../../mapping/request-handler.js';
import { defaultAdapterHandler, problemAnswerOf } from '../problem-answer.js';

export interface HonoDtoOptions {
  /** The handler that maps (its validator, limits, registered services). Default: a shared one. */
  handler?: RequestHandler;
  /** The Context bag. Default: `{ user }` when a middleware did `c.set('user', …)`. */
  context?: (c: Context) => Record<string, unknown>;
}

// Forms: Hono's parser keeps bracket keys flat and files apart; map them with the intake kernel or as JSON.
type Target = 'json' | 'query';

/**
 * A validator middleware for `target` that maps onto `cls` with the route params (`c.req.param()`)
 * as the Route bag; `c.req.valid(target)` is the DTO. Failures answer the kernel's problem+json.
 * The query is read from the URL with intake's rules (Hono's parser keeps `tags[]` keys flat).
 */
export function dto<T extends Request, U extends Target>(
  target: U,
  cls: new () => T,
  options: HonoDtoOptions = {},
): MiddlewareHandler<any, string, { in: { [K in U]: Record<string, unknown> }; out: { [K in U]: T } }> {
  const handler = options.handler ?? defaultAdapterHandler();
  // At set-up, so a misdeclared class stops the app before it listens.
  handler.compile(cls);
  const contextOf = options.context ?? defaultContext;
  return validator(target, async (value: unknown, c: Context) => {
    const bags = { route: { ...c.req.param() } as Record<string, unknown>, context: contextOf(c) };
    try {
      if (target === 'query') return await handler.handleQuery(cls, new URL(c.req.url).search, bags);
      return await handler.handleBody(cls, value ?? {}, bags);
    } catch (error) {
      const answer = problemAnswerOf(error, handler);
      if (answer === undefined) throw error;
      return c.body(JSON.stringify(answer.details), answer.status as 400, {
        'content-type': answer.contentType,
      });
    }
  }) as unknown as MiddlewareHandler<
    any,
    string,
    { in: { [K in U]: Record<string, unknown> }; out: { [K in U]: T } }
  >;
}

function defaultContext(c: Context): Record<string, unknown> {
  const user: unknown = c.get('user');
  return user === undefined ? {} : { user };
}
