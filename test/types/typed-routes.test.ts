// Type-level behaviour of the package root's RouteCollector: handlers get a typed HttpContext
// with no type parameter written, `ctx.params` is typed from the template (group prefixes and
// optional segments included), `route.url()` is typed by its template, and error codes are
// closed unions. The `@ts-expect-error` lines must be errors: the build (`tsc`) fails if one
// compiles. This file also runs under the oldest supported TypeScript
// (test/package/oldest-typescript.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConfigurationException,
  HttpKernel,
  MalformedBodyError,
  Request,
  RouteCollector,
  RouteDefinitionError,
  type RouteMatchError,
  Validate,
  type ValidationException,
} from '../../src/index.js';

declare module '../../src/index.js' {
  interface CustomRules {
    mimes: true;
  }
}

class SignUp extends Request {
  @Validate('required|email') email!: string;
}

class Paging extends Request {
  @Validate('integer') page = 1;
}

function shopRoutes() {
  const routes = new RouteCollector();
  routes.group('/shops/{shopId}', (shop) => {
    shop.group('[/{lang:en|de}]', (localized) => {
      localized.get('/orders/{ orderId : [0-9]+ }', (ctx) => {
        const params: { shopId: string; orderId: string; lang?: string } = ctx.params;
        const lang: string | undefined = ctx.params.lang;
        return { ...params, lang: lang ?? 'none', method: ctx.method };
      });
    });
  });
  return routes;
}

/** Never called: what must and must not compile. */
export function typeExpectations(): void {
  const routes = new RouteCollector();
  routes.get('/users/{id:[0-9]+}[/{tab}]', (ctx) => {
    const id: string = ctx.params.id;
    const tab: string | undefined = ctx.params.tab;
    // @ts-expect-error a parameter of an optional segment may be absent
    const mustBeThere: string = ctx.params.tab;
    // @ts-expect-error the template has no such parameter
    ctx.params.nope;
    // @ts-expect-error ctx is an HttpContext, not any
    ctx.nonexistent();
    return [id, tab, mustBeThere];
  });
  routes.post('/years/{year:[0-9]{4}}/{slug:[a-z]+(?:-[a-z]+)*}', (ctx) => {
    const both: { year: string; slug: string } = ctx.params;
    return both;
  });
  routes.get('/plain', (ctx) => {
    // @ts-expect-error a template without parameters has none
    ctx.params.id;
  });
  // Middleware and helpers typed with the plain HttpContext accept every route's context.
  routes.get('/a/{x}', (ctx) => ctx.query()).middleware((ctx, next) => (ctx.state.seen = ctx.path) && next());

  const show = routes.get('/users/{id}[/{tab}]', () => null);
  show.url({ id: 5 });
  show.url({ id: '5', tab: 'orders' });
  // @ts-expect-error a required parameter is missing
  show.url({});
  // @ts-expect-error the template has no such parameter
  show.url({ id: 5, nope: 1 });

  // Declarations made before the handler type ctx.body() and ctx.query() without arguments.
  routes
    .post('/orders')
    .body(SignUp)
    .query(Paging)
    .handle(async (ctx) => {
      const body: SignUp = await ctx.body();
      const page: Paging = await ctx.query();
      // @ts-expect-error the declared body has no such field
      body.nope;
      return [body.email, page.page];
    });
  routes.post('/undeclared', async (ctx) => {
    // @ts-expect-error without a declaration the body is unknown data
    const body: SignUp = await ctx.body();
    const query: Record<string, unknown> = ctx.query();
    return [body, query];
  });

  // Validation rule names are a union; custom rules join it through CustomRules (below).
  const failure = {} as ValidationException;
  const rule = failure.errors.email?.[0]?.rule;
  if (rule === 'email' || rule === 'scalar' || rule === 'mimes') return;
  // @ts-expect-error no rule has this name
  if (rule === 'emial') return;

  const definition = new RouteDefinitionError('foreignSyntax', '/a', 'x');
  // @ts-expect-error not a RouteDefinitionError code
  if (definition.code === 'noSuchCode') return;
  const configuration = {} as ConfigurationException;
  // @ts-expect-error not a ConfigurationException code
  if (configuration.code === 'noSuchCode') return;
  const body = {} as MalformedBodyError;
  // @ts-expect-error not a MalformedBodyError code
  if (body.code === 'tooBig') return;
  const match = {} as RouteMatchError;
  // @ts-expect-error not a RouteMatchError code
  if (match.code === 'notFound') return;
}

describe('typed routes at run time', () => {
  it('a nested group route answers with the parameters its type promises', async () => {
    const kernel = new HttpKernel(shopRoutes());
    const answer = await kernel.fetch(new globalThis.Request('http://x/shops/7/de/orders/42'));
    assert.deepEqual(await answer.json(), { shopId: '7', orderId: '42', lang: 'de', method: 'GET' });
    const short = await kernel.fetch(new globalThis.Request('http://x/shops/7/orders/42'));
    assert.deepEqual(await short.json(), { shopId: '7', orderId: '42', lang: 'none', method: 'GET' });
  });

  it('route.url builds the path of its own route', () => {
    const routes = new RouteCollector();
    const show = routes.get('/users/{id}[/{tab}]', () => null);
    assert.equal(show.url({ id: 5 }), '/users/5');
    assert.equal(show.url({ id: 5, tab: 'orders' }), '/users/5/orders');
    assert.equal(typeof ConfigurationException, 'function');
    assert.ok(new MalformedBodyError('tooDeep', 'x') instanceof Error);
  });
});

describe('declared answers type the handler', () => {
  class UserView extends Request {
    id = 0;
    @Validate('required|email') email = '';
  }

  it('a handler given after responds(200, View) returns the view’s shape, a Reply, or a list for [View]', () => {
    const routes = new RouteCollector();
    routes
      .get('/users/{id}')
      .responds(200, UserView)
      .handle(() => ({ id: 1, email: 'a@b.co' }));
    routes
      .get('/users')
      .responds(200, [UserView])
      .handle(async () => [{ id: 1, email: 'a@b.co' }]);
    routes
      .get('/wrong/{id}')
      .responds(200, UserView)
      // @ts-expect-error a number is not the view's shape
      .handle(() => 42);
    routes
      .get('/missing/{id}')
      .responds(200, UserView)
      // @ts-expect-error the view's `email` is missing
      .handle(() => ({ id: 1 }));
    assert.equal(routes.routes.length, 4);
  });
});
