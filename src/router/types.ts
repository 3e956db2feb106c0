// Public types of the router. They are generic over the HTTP kernel's context (`Ctx`) so
// that the router never imports from `src/http`.
import type { Constructor } from '../shared/constructor.js';

/** HTTP methods with a registration shortcut on `RouteCollector`. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'QUERY';

/** Names of the methods of `T` (keys whose value is a function). */
export type MethodName<T> = {
  [K in keyof T]-?: T[K] extends (...args: any[]) => unknown ? K : never;
}[keyof T] &
  string;

/**
 * `[ControllerClass, 'method']`: the method must exist on the controller's instances, so a
 * typo is a compile error.
 *
 * @example
 * const show: ControllerAction<typeof UserController> = [UserController, 'show'];
 */
export type ControllerAction<C extends Constructor = Constructor> = readonly [C, MethodName<InstanceType<C>>];

/** A plain function route handler. */
export type HandlerFunction<Ctx = any> = (ctx: Ctx) => unknown;

/** A handler as the registration methods accept it: `[Controller, 'method']` or a function. */
export type HandlerArgument<C extends Constructor, Ctx> = ControllerAction<C> | HandlerFunction<Ctx>;

/** What a route runs: a controller method or a function. */
// Stored loosely (any controller class, a method name checked at registration) so a route table
// holds every controller without an \`any\` reaching the routes' readers.
export type RouteHandler<Ctx = any> = readonly [Constructor, string] | HandlerFunction<Ctx>;

/** Calls the rest of the middleware chain (and finally the handler). */
export type Next = () => unknown;

/** A middleware function: `(ctx, next) => unknown`. */
export type MiddlewareFunction<Ctx = any> = (ctx: Ctx, next: Next) => unknown;

/** A middleware class: its instances have `handle(ctx, next)`. */
export type MiddlewareClass<Ctx = any> = Constructor<{ handle(ctx: Ctx, next: Next): unknown }>;

/** A middleware instance: an object with `handle(ctx, next)`, used as it is. */
export interface MiddlewareInstance<Ctx = any> {
  handle(ctx: Ctx, next: Next): unknown;
}

/**
 * A middleware is a class whose instances have `handle(ctx, next)`, such an instance, or a
 * function `(ctx, next) => unknown`. The router only stores and orders them; the kernel runs
 * them. The HTTP kernel's `HttpMiddleware` is this type for its context.
 *
 * @example
 * class Audit { handle(ctx: unknown, next: Next) { return next(); } }
 * const timing: Middleware = (ctx, next) => next();
 */
export type Middleware<Ctx = any> = MiddlewareClass<Ctx> | MiddlewareInstance<Ctx> | MiddlewareFunction<Ctx>;

/**
 * Path parameters of a match: an ordinary object whose keys are own data properties (so a
 * parameter named `constructor` or `__proto__` is a key like any other). Values are percent-decoded;
 * parameters of optional segments that did not match are absent.
 */
export type RouteParams = Record<string, string>;

/** Limits and policies of a `RouteCollector`; every field has a safe default. */
export interface RouterOptions {
  /** Longer request paths are refused with `RouteMatchError` 414. Default 8192. */
  maxPathLength?: number;
  /** A longer (still encoded) parameter value is refused with `RouteMatchError` 414. Default 1024. */
  maxParameterLength?: number;
  /** `'strict'` (default): `/users/` and `/users` are different paths. `'ignore'`: both match. */
  trailingSlash?: 'strict' | 'ignore';
  /** Accept parameter regexes with nested quantifiers such as `(a+)+`. Default false. */
  allowUnsafeRegex?: boolean;
  /** Most concrete forms one pattern's optional segments may expand into. Default 256. */
  maxAlternatives?: number;
  /**
   * Never generate code (`new Function`) for the matcher; use regexes and a walk of the route
   * trie only (docs/router.md, "How matching works"). The router also falls back by itself
   * where code generation is forbidden. Default: `configure({ jitless })`, else false.
   */
  jitless?: boolean;
}
