import type { Next } from '../router/index.js';
import type { Constructor } from '../shared/constructor.js';
import { type HandlerTrace, isTraced, type KernelChannels, traceCall } from './channels.js';
import type { HttpContext } from './context.js';
import type { ControllerResolver } from './resolver.js';

/**
 * Calls the rest of the onion. The kernel's `next()` always returns a promise of what the
 * inner layers returned (typed as the router's `Next`, so middleware fits both): `await` it.
 */
export type HttpNext = Next;

/** A middleware function: act before and/or after `next()`, or return a response without calling it. */
export type HttpMiddlewareFunction = (ctx: HttpContext, next: HttpNext) => unknown;

/** A middleware class: the kernel gets its instance from the resolver (one per app by default). */
export interface HttpMiddlewareInstance {
  handle(ctx: HttpContext, next: HttpNext): unknown;
}

/** What the kernel accepts in a middleware list. */
export type HttpMiddleware =
  | HttpMiddlewareFunction
  | Constructor<HttpMiddlewareInstance>
  | HttpMiddlewareInstance;

/** A route handler: `[ControllerClass, 'method']` (method called with the context) or a function. */
export type HttpHandler = ((ctx: HttpContext) => unknown) | readonly [Constructor, string | symbol];

type Layer = (ctx: HttpContext, resolver: ControllerResolver, next: HttpNext) => unknown;
type Endpoint = (ctx: HttpContext, resolver: ControllerResolver) => unknown;

/**
 * One route's handler and middleware, composed once (on the route's first request) and
 * cached by the kernel. Per request only the `next` thunks of middleware layers are made.
 */
export class RouteChain {
  readonly #layers: readonly Layer[];
  readonly #endpoint: Endpoint;
  readonly #resolver: ControllerResolver;
  readonly #channels: KernelChannels | null;

  constructor(
    handler: unknown,
    middleware: readonly unknown[],
    resolver: ControllerResolver,
    channels: KernelChannels | null = null,
  ) {
    this.#endpoint = toEndpoint(handler);
    this.#layers = middleware.map(toLayer);
    this.#resolver = resolver;
    this.#channels = channels;
  }

  /** Runs the onion; returns the handler's value, or a promise of it when anything is async. */
  run(ctx: HttpContext): unknown {
    return this.#layers.length === 0 ? this.#handle(ctx) : this.#from(ctx, 0);
  }

  /** Calls the handler, traced on `intake:handler` when that channel has subscribers. */
  #handle(ctx: HttpContext): unknown {
    const channel = this.#channels?.handler;
    if (!isTraced(channel)) return this.#endpoint(ctx, this.#resolver);
    const trace: HandlerTrace = { method: ctx.method, route: ctx.routePattern, ctx };
    return traceCall(channel!, trace, () => this.#endpoint(ctx, this.#resolver));
  }

  #from(ctx: HttpContext, index: number): unknown {
    if (index === this.#layers.length) return this.#handle(ctx);
    let called = false;
    let inner: unknown;
    const next = async (): Promise<unknown> => {
      if (called) throw new Error('next() was called more than once by one middleware');
      called = true;
      inner = await this.#from(ctx, index + 1);
      return inner;
    };
    const own = this.#layers[index]!(ctx, this.#resolver, next);
    // A middleware that awaits next() and returns nothing keeps the inner result.
    if (own instanceof Promise) return own.then((value) => (value === undefined && called ? inner : value));
    return own === undefined && called ? inner : own;
  }
}

function toEndpoint(handler: unknown): Endpoint {
  if (typeof handler === 'function') return (ctx) => (handler as (ctx: HttpContext) => unknown)(ctx);
  if (Array.isArray(handler) && handler.length === 2 && typeof handler[0] === 'function') {
    const [cls, method] = handler as [Constructor, string | symbol];
    if (typeof cls.prototype?.[method] !== 'function') {
      throw new TypeError(`Handler ${cls.name}.${String(method)} is not a method of ${cls.name}`);
    }
    return (ctx, resolver) => (resolver.resolve(cls, ctx) as Record<string | symbol, Function>)[method]!(ctx);
  }
  throw new TypeError('A route handler must be a function or a [ControllerClass, "method"] pair');
}

function toLayer(middleware: unknown): Layer {
  if (typeof middleware === 'function') {
    if (typeof middleware.prototype?.handle === 'function') {
      const cls = middleware as Constructor<HttpMiddlewareInstance>;
      return (ctx, resolver, next) => resolver.resolve(cls, ctx).handle(ctx, next);
    }
    return (ctx, _resolver, next) => (middleware as HttpMiddlewareFunction)(ctx, next);
  }
  if (typeof (middleware as HttpMiddlewareInstance | null)?.handle === 'function') {
    const instance = middleware as HttpMiddlewareInstance;
    return (ctx, _resolver, next) => instance.handle(ctx, next);
  }
  throw new TypeError('A middleware must be a function, a class with handle(ctx, next), or such an instance');
}
