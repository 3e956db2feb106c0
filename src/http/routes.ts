// The package root's RouteCollector: the router's collector, typed for the HTTP kernel. Handlers
// and middleware get an `HttpContext` without a type parameter written by the user, and a
// handler's `ctx.params` is typed from its path template — enclosing group prefixes included.
// `intake/router` keeps the context-agnostic collector (`RouteCollector<Ctx>`).

import type { AnswerOf, RequestObject } from '../mapping/index.js';
import {
  RouteCollector as ContextFreeCollector,
  type ControllerAction,
  type GroupDeclaration,
  type Middleware,
  type PathParams,
  type ResponseOptions,
  type Route,
  type RouteMatch,
  type RouteName,
  type RouterOptions,
  type UrlArgumentsOf,
  type UrlParamsFor,
} from '../router/index.js';
import type { Constructor } from '../shared/constructor.js';
import type { HttpContext } from './context.js';
import type { Reply } from './reply.js';

/** An application error a route declares with `error(status, code)`, as its type records it. */
export interface DeclaredError {
  status: number;
  code: string;
}

/**
 * What a handler may return once the route declared answers through view classes (`Answer`): one
 * of them, or a `Reply`/`Response` of its own (another status), or nothing; anything before.
 */
export type HandlerResult<Answer> = [Answer] extends [never]
  ? unknown
  : Answer | Reply | Response | undefined | PromiseLike<Answer | Reply | Response | undefined>;

/**
 * A handler of the route `Path`: a function of its typed context (`Body`/`Query`: the classes
 * declared before the handler was given; `Answer`: the answers declared with `responds`), or
 * `[Controller, 'method']`.
 */
export type HttpRouteHandler<
  Path extends string,
  C extends Constructor = Constructor,
  Body = never,
  Query = never,
  Answer = never,
> = ControllerAction<C> | ((ctx: HttpContext<PathParams<Path>, Body, Query>) => HandlerResult<Answer>);

/**
 * A registered route of the template `Path`; `Body`/`Query` are its declared request classes,
 * `Answer` what its declared answer classes describe.
 */
export interface HttpRoute<
  Path extends string,
  Body = never,
  Query = never,
  Answer = never,
  Errors extends DeclaredError = never,
> extends Pick<
    Route<HttpContext>,
    | 'methods'
    | 'path'
    | 'handler'
    | 'hasHandler'
    | 'groupMiddleware'
    | 'routeName'
    | 'middlewareStack'
    | 'declaration'
  > {
  /** Builds this route's path; a missing or unknown parameter is a compile error. */
  url(params: UrlParamsFor<Path>): string;
  name(name: string): this;
  middleware(...middleware: Middleware<HttpContext>[]): this;
  /** Declares the class `ctx.body()` maps to; a handler given after it sees the type. */
  body<D>(dto: new () => D): HttpRoute<Path, D, Query, Answer, Errors>;
  /** Declares the class `ctx.query()` maps to; a handler given after it sees the type. */
  query<D>(dto: new () => D): HttpRoute<Path, Body, D, Answer, Errors>;
  /** Gives the handler to a route registered without one, typed by what was declared before. */
  handle<C extends Constructor>(handler: HttpRouteHandler<Path, C, Body, Query, Answer>): this;
  /**
   * Declares an answer: its status, the class of its body (`[Cls]`: a JSON array of them), a
   * description. A request class is the view of what the handler returns for that status: only its
   * managed fields, minus `@Exclude`, nested classes likewise (docs/http.md); a handler given
   * after it must return what it describes. The third argument is a description or
   * `{ description, headers }` (the headers the answer carries, for documents and answer checks).
   */
  responds<R>(
    status: number,
    dto: new () => R,
    options?: string | ResponseOptions,
  ): HttpRoute<Path, Body, Query, Answer | AnswerOf<R>, Errors>;
  responds<R extends RequestObject>(
    status: number,
    dto: readonly [new () => R],
    options?: string | ResponseOptions,
  ): HttpRoute<Path, Body, Query, Answer | readonly AnswerOf<R>[], Errors>;
  responds(
    status: number,
    dto?: (abstract new () => unknown) | readonly [abstract new () => unknown] | null,
    options?: string | ResponseOptions,
  ): this;
  /**
   * Declares an application error the route may answer (thrown as `new HttpError(status,
   * message, { code })`): documents list it under its status, typed clients narrow on its code.
   *
   * @example
   * routes.post('/tasks').error(409, 'taskTitleTaken', 'A task with this title exists');
   */
  error<S extends number, Code extends string>(
    status: S,
    code: Code,
    description?: string,
  ): HttpRoute<Path, Body, Query, Answer, Errors | { status: S; code: Code }>;
  summary(text: string): this;
  tags(...names: string[]): this;
  deprecated(on?: boolean): this;
}

/**
 * Registers one route under `Prefix` (`get`, `post`, … share this signature). Without a
 * handler, the route waits for `.handle()`, so that declarations can come first and type it:
 * `routes.post('/orders').body(CreateOrder).handle(async (ctx) => (await ctx.body()).email)`.
 */
export interface RegisterRoute<Prefix extends string> {
  <P extends string, C extends Constructor>(
    path: P,
    handler: HttpRouteHandler<`${Prefix}${P}`, C>,
  ): HttpRoute<`${Prefix}${P}`>;
  <P extends string>(path: P): HttpRoute<`${Prefix}${P}`>;
}

/**
 * Routes of the HTTP kernel under the prefix `Prefix` (the enclosing groups' prefixes).
 *
 * @example
 * const routes = new RouteCollector();
 * routes.group('/shops/{shopId}', (shop) => {
 *   shop.get('/orders/{orderId}', (ctx) => ctx.params); // { shopId: string; orderId: string }
 * });
 */
export interface HttpRoutes<Prefix extends string = ''> {
  get: RegisterRoute<Prefix>;
  post: RegisterRoute<Prefix>;
  put: RegisterRoute<Prefix>;
  patch: RegisterRoute<Prefix>;
  delete: RegisterRoute<Prefix>;
  head: RegisterRoute<Prefix>;
  options: RegisterRoute<Prefix>;
  /** `QUERY`: a safe, idempotent request with a body (`.body(Cls)` describes it). */
  query: RegisterRoute<Prefix>;
  /** Every method; a route of the exact method wins. */
  any: RegisterRoute<Prefix>;
  addRoute<P extends string, C extends Constructor>(
    methods: string | readonly string[],
    path: P,
    handler: HttpRouteHandler<`${Prefix}${P}`, C>,
  ): HttpRoute<`${Prefix}${P}`>;
  /** Routes registered in `callback` get `prefix` and `middleware`; their params include the prefix's. */
  group<P extends string>(
    prefix: P,
    callback: (routes: HttpRoutes<`${Prefix}${P}`>) => void,
    middleware?: readonly Middleware<HttpContext>[],
    declaration?: GroupDeclaration,
  ): this;
  match(method: string, path: string): RouteMatch<HttpContext> | null;
  allowedMethods(path: string): string[];
  /**
   * Builds the path of a named route. Typed by the route's template once the application
   * declares its route names (`RouteNames`, written by `npx intake routes <module> --types`).
   */
  url<Name extends RouteName>(name: Name, ...params: UrlArgumentsOf<Name>): string;
  readonly routes: readonly Route<HttpContext>[];
  compile(): this;
}

/** The route collector of the HTTP kernel (see `HttpRoutes`); `intake/router` has the context-free one. */
export const RouteCollector: new (options?: RouterOptions) => HttpRoutes =
  ContextFreeCollector as unknown as new (
    options?: RouterOptions,
  ) => HttpRoutes;
export type RouteCollector = HttpRoutes;
