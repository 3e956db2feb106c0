// `HttpMiddleware`, the type the docs give middleware, is accepted wherever middleware is: a
// route's `middleware()`, a group's list, kept in a module of its own and imported — functions,
// classes and instances alike. This file compiling is most of the test (`tsc` builds it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type HttpContext,
  HttpKernel,
  type HttpMiddleware,
  type HttpMiddlewareFunction,
  type HttpNext,
  type Middleware,
  RouteCollector,
} from '../../src/index.js';

const stamp: HttpMiddleware = async (ctx: HttpContext, next: HttpNext) => {
  ctx.state.seen = [...((ctx.state.seen as string[] | undefined) ?? []), 'function'];
  return next();
};

class Audit {
  handle(ctx: HttpContext, next: HttpNext) {
    ctx.state.seen = [...((ctx.state.seen as string[] | undefined) ?? []), 'class'];
    return next();
  }
}
const auditClass: HttpMiddleware = Audit;
const auditInstance: HttpMiddleware = new Audit();
const plain: HttpMiddlewareFunction = (_ctx, next) => next();
const list: readonly HttpMiddleware[] = [stamp, auditClass, auditInstance, plain];
// The router's general type takes the kernel's.
const general: readonly Middleware<HttpContext>[] = list;

test('HttpMiddleware values fit route.middleware() and a group list, and run in order', async () => {
  const routes = new RouteCollector();
  routes.get('/one', (ctx) => ctx.state.seen).middleware(...list);
  routes.group('/api', (api) => api.get('/two', (ctx) => ctx.state.seen), general);
  const kernel = new HttpKernel(routes);
  for (const path of ['/one', '/api/two']) {
    const answer = await kernel.fetch(new globalThis.Request(`http://x${path}`));
    assert.deepEqual(await answer.json(), ['function', 'class', 'class']);
  }
});
