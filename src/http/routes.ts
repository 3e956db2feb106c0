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
  type UrlQueryValue,
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
 * `Answer` what its declared answer classes describe, `Name` the name given with `name()`.
 */
export interface HttpRoute<
  Path extends string,
  Body = never,
  Query = never,
  Answer = never,
  Errors extends DeclaredError = never,
  Name extends string = never,
> extends Pick<
    Route<HttpContext>,
    'methods' | 'handler' | 'hasHandler' | 'groupMiddleware' | 'middlewareStack' | 'declaration'
  > {
  /** The template, group prefixes included. */
  readonly path: Path;
  /** The name given with `name()`, or null. */
  readonly routeName: ([Name] extends [never] ? string : Name) | null;
  /** Builds this route's path; a missing or unknown parameter is a compile error. */
  url(params: UrlParamsFor<Path>): string;
  /**
   * Names the route for `routes.url(name, params)`. The name is kept in the route's type, so a
   * group callback that returns its named routes gives a collector whose `url()` is typed.
   */
  name<N extends string>(name: N): HttpRoute<Path, Body, Query, Answer, Errors, N>;
  middleware(...middleware: Middleware<HttpContext>[]): this;
  /** Declares the class `ctx.body()` maps to; a handler given after it sees the type. */
  body<D>(dto: new () => D): HttpRoute<Path, D, Query, Answer, Errors, Name>;
  /** Declares the class `ctx.query()` maps to; a handler given after it sees the type. */
  query<D>(dto: new () => D): HttpRoute<Path, Body, D, Answer, Errors, Name>;
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
  ): HttpRoute<Path, Body, Query, Answer | AnswerOf<R>, Errors, Name>;
  responds<R extends RequestObject>(
    status: number,
    dto: readonly [new () => R],
    options?: string | ResponseOptions,
  ): HttpRoute<Path, Body, Query, Answer | readonly AnswerOf<R>[], Errors, Name>;
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
  ): HttpRoute<Path, Body, Query, Answer, Errors | { status: S; code: Code }, Name>;
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

/** A route name and its template, as a collector's type records them (`HttpRoutes`'s `Names`). */
export interface NamedRoute {
  readonly name: string;
  readonly path: string;
}

/**
 * The named routes in what a group callback returns: a named route, a collector (a nested group's
 * result), or a list of them; anything else records nothing.
 */
export type NamedRoutesIn<T> =
  T extends HttpRoute<infer Path, any, any, any, any, infer Name>
    ? [Name] extends [never]
      ? never
      : { name: Name; path: Path }
    : T extends HttpRoutes<any, infer Names>
      ? Names
      : T extends readonly (infer Item)[]
        ? NamedRoutesIn<Item>
        : never;

/** `url()`'s parameters for a template: optional when the template has no required parameter. */
type UrlArguments<Path extends string> = string extends Path
  ? [params?: Readonly<Record<string, UrlQueryValue>>]
  : {} extends UrlParamsFor<Path>
    ? [params?: UrlParamsFor<Path>]
    : [params: UrlParamsFor<Path>];

/** name → template, built once per `Names` union so that each `url()` call is one lookup. */
type NameTable<Names extends NamedRoute> = { [Route in Names as Route['name']]: Route['path'] };

/** `routes.url(name, params)` while the collector's type records no name: any name and parameters. */
export type OpenUrlBuilder = (name: string, params?: Readonly<Record<string, UrlQueryValue>>) => string;

/**
 * `routes.url(name, params)` over the names the application declares in `RouteNames`; while it
 * declares none, any name and parameters, as `OpenUrlBuilder`.
 */
export type DeclaredUrlBuilder = <Name extends RouteName>(
  name: Name,
  ...params: UrlArgumentsOf<Name>
) => string;

/** `routes.url(name, params)` over recorded names: one of them, with that route's parameters. */
export type UrlBuilder<Table> = <N extends keyof Table & string>(
  name: N,
  ...params: UrlArguments<Table[N] & string>
) => string;

/**
 * Routes of the HTTP kernel under the prefix `Prefix` (the enclosing groups' prefixes). `Names`
 * records the named routes that group callbacks returned (`NamedRoute`); while it records none,
 * `url(name, params)` takes any name and parameters, as the runtime does.
 *
 * @example
 * const routes = new RouteCollector();
 * routes.group('/shops/{shopId}', (shop) => {
 *   shop.get('/orders/{orderId}', (ctx) => ctx.params); // { shopId: string; orderId: string }
 * });
 */
export interface HttpRoutes<Prefix extends string = '', Names extends NamedRoute = never> {
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
  /**
   * Routes registered in `callback` get `prefix` and `middleware`; their params include the
   * prefix's. The named routes the callback returns (a route, a nested group's result, or a list
   * of them) are recorded in the type of the collector `group` returns, so its `url()` is typed.
   *
   * @example
   * const routes = new RouteCollector().group('/api', (r) => [
   *   r.get('/users/{id}', (ctx) => ctx.params.id).name('users.show'),
   *   r.get('/users', () => []).name('users.index'),
   * ]);
   * routes.url('users.show', { id: 5 }); // '/api/users/5'
   */
  group<P extends string, const Returned = void>(
    prefix: P,
    callback: (routes: HttpRoutes<`${Prefix}${P}`>) => Returned,
    middleware?: readonly Middleware<HttpContext>[],
    declaration?: GroupDeclaration,
  ): HttpRoutes<Prefix, Names | NamedRoutesIn<Returned>>;
  match(method: string, path: string): RouteMatch<HttpContext> | null;
  allowedMethods(path: string): string[];
  /**
   * Builds the path of a named route (docs/router.md "URLs"). Once the collector's type records
   * names (see `group`), the name is one of them and the parameters are the route's, as
   * `route.url(params)` takes them. Before, the names the application declares in `RouteNames`
   * (written by `npx intake routes <module> --types`) are typed the same way, and without those
   * any name and parameters compile.
   */
  url: [Names] extends [never] ? DeclaredUrlBuilder : UrlBuilder<NameTable<Names>>;
  readonly routes: readonly Route<HttpContext>[];
  compile(): this;
}

/** The route collector of the HTTP kernel (see `HttpRoutes`); `intake/router` has the context-free one. */
export const RouteCollector: new (options?: RouterOptions) => HttpRoutes =
  ContextFreeCollector as unknown as new (
    options?: RouterOptions,
  ) => HttpRoutes;
export type RouteCollector = HttpRoutes;
