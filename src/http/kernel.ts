import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestHandler } from '../mapping/index.js';
import { isThenable } from '../shared/thenable.js';
import { messageFor } from '../validator/index.js';
import type { ValidatorInterface } from '../validator/types.js';
import { RouteChain } from './chain.js';
import { type DeclaredClasses, type DtoHandler, HttpContext } from './context.js';
import { DeadlineWatch } from './deadlines.js';
import { MethodNotAllowedError, RequestTimeoutError, RouteNotFoundError, UriTooLongError } from './errors.js';
import { toFetchResponse, withContextHeaders } from './fetch-writer.js';
import { isInstance, logSafely } from './hostile-values.js';
import type { ErrorHook, KernelOptions, NodeListener, RouteTable } from './kernel-options.js';
import { defaultKernelLimits, type KernelLimits } from './limits.js';
import { bodyStillArriving, closeAfterDrain } from './lingering-close.js';
import { defaultLocalePicker, messagesOf } from './message-locale.js';
import { writeNode } from './node-writer.js';
import { toReply } from './outgoing.js';
import {
  internalProblem,
  type KernelLogger,
  type LocalePicker,
  type MessageFormatter,
  problemReply,
} from './problem.js';
import { Reply } from './reply.js';
import { originForm } from './request-target.js';
import { type ControllerResolver, SingletonResolver } from './resolver.js';

/**
 * Serves a route table over HTTP through two front doors sharing one core: `fetch` for
 * Fetch-based hosts and `listener` for Node servers (it never builds a Fetch `Request`
 * unless a handler asks for `ctx.request`). Each route's middleware onion is composed on
 * its first request and cached.
 *
 * @example
 * const kernel = new HttpKernel(routes);
 * createServer(kernel.listener).listen(3000);      // node:http
 * app.use(kernel.listener);                        // Express: unmatched requests go to next()
 * export default { fetch: kernel.fetch };           // Bun, Deno, Workers
 */
export class HttpKernel {
  readonly #routes: RouteTable;
  readonly #resolver: ControllerResolver;
  readonly #limits: Readonly<KernelLimits>;
  readonly #logger: KernelLogger;
  readonly #onError: ErrorHook | undefined;
  readonly #messages: MessageFormatter;
  readonly #locale: LocalePicker;
  readonly #services: { dtos: DtoHandler; inputLimits: Readonly<KernelLimits> };
  // Per route: its chain, and the middleware list it was built from (the router hands out a
  // new list when routes change, which rebuilds the chain).
  readonly #chains = new Map<object, { middleware: readonly unknown[]; chain: RouteChain }>();
  readonly #deadlines: DeadlineWatch<HttpContext>;

  constructor(routes: RouteTable, options: KernelOptions = {}) {
    this.#routes = routes;
    this.#resolver = options.resolver ?? new SingletonResolver();
    this.#limits = Object.freeze({ ...defaultKernelLimits, ...options.limits });
    this.#logger = options.logger ?? console;
    this.#onError = options.onError;
    const dtos = options.requestHandler ?? new RequestHandler();
    // Messages come from the validator the request handler checks with, unless given.
    const validator = (dtos as { validator?: ValidatorInterface }).validator;
    this.#messages = options.messages ?? messagesOf(validator, messageFor);
    this.#locale = options.locale ?? defaultLocalePicker(validator);
    this.#services = { dtos, inputLimits: this.#limits };
    this.#deadlines = new DeadlineWatch(this.#limits.requestTimeoutMs, (ctx) =>
      this.#failNode(ctx, this.#expire(ctx)),
    );
  }

  /** The limits in force (defaults merged with the options). */
  get limits(): Readonly<KernelLimits> {
    return this.#limits;
  }

  /** The Fetch API front door: `(request) => Promise<Response>`. */
  readonly fetch = async (request: globalThis.Request): Promise<Response> => {
    const url = request.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const target = pathStart === -1 ? '/' : url.slice(pathStart);
    const ctx = this.#context(target, request.method, undefined, undefined, request);
    try {
      if (target.length > this.#limits.maxUrlLength) {
        throw new UriTooLongError(target.length, this.#limits.maxUrlLength);
      }
      let result = this.#dispatch(ctx);
      if (isThenable(result)) result = await this.#withTimeout(result, ctx);
      if (result instanceof Response) return withContextHeaders(result, ctx);
      return toFetchResponse(toReply(result, ctx), ctx);
    } catch (error) {
      const reply = await this.#errorReply(error, ctx);
      try {
        return toFetchResponse(reply, ctx);
      } catch (writeError) {
        // e.g. a header value the app set is invalid: answer without the app's headers.
        logSafely(this.#logger, `${ctx.method} ${ctx.path}: the response could not be built`, writeError);
        return new Response(null, { status: 500 });
      }
    }
  };

  /** The Node front door: `(req, res, next?)`. */
  readonly listener: NodeListener = (request, response, next) => {
    // HTTP/2's compatibility objects offer every member the kernel uses on the HTTP/1 ones.
    const req = request as IncomingMessage;
    const res = response as unknown as ServerResponse;
    const target = originForm(req.url ?? '/');
    const ctx = this.#context(target, req.method ?? 'GET', req, res, undefined);
    if (target.length > this.#limits.maxUrlLength) {
      this.#failNode(ctx, new UriTooLongError(target.length, this.#limits.maxUrlLength), next);
      return;
    }
    let result: unknown;
    try {
      result = this.#dispatch(ctx);
      if (!isThenable(result)) {
        this.#send(ctx, toReply(result, ctx));
        return;
      }
    } catch (error) {
      this.#failNode(ctx, error, next);
      return;
    }
    this.#settleNode(ctx, result, next);
  };

  #context(
    target: string,
    method: string,
    req: IncomingMessage | undefined,
    res: ServerResponse | undefined,
    request: globalThis.Request | undefined,
  ): HttpContext {
    const query = target.indexOf('?');
    const path = query === -1 ? target : target.slice(0, query);
    const search = query === -1 ? '' : target.slice(query + 1);
    return new HttpContext(this.#services, method, path, search, req, res, request);
  }

  #dispatch(ctx: HttpContext): unknown {
    const match = this.#routes.match(ctx.method, ctx.path);
    if (match === null) return this.#unmatched(ctx);
    ctx.params = match.params;
    ctx.routeName = match.name;
    const declared = (match.route as { declaration?: DeclaredClasses }).declaration;
    if (declared !== undefined) ctx.declared = declared;
    let cached = this.#chains.get(match.route);
    if (cached === undefined || cached.middleware !== match.middleware) {
      cached = {
        middleware: match.middleware,
        chain: new RouteChain(match.handler, match.middleware, this.#resolver),
      };
      this.#chains.set(match.route, cached);
    }
    return cached.chain.run(ctx);
  }

  /** No route for this method: automatic OPTIONS, else 405 with `Allow`, else 404. */
  #unmatched(ctx: HttpContext): Reply {
    const allowed = this.#routes.allowedMethods(ctx.path);
    if (allowed.length === 0) throw new RouteNotFoundError(ctx.method, ctx.path);
    const allow = allowed.includes('OPTIONS') ? allowed : [...allowed, 'OPTIONS'];
    if (ctx.method === 'OPTIONS') return Reply.empty(204, { allow: allow.join(', ') });
    throw new MethodNotAllowedError(ctx.method, ctx.path, allow);
  }

  /**
   * Answers once the handler's promise settles. Two callbacks on one `then` rather than an
   * `async` function: no coroutine frame and no extra promise per request, which under load
   * halves what young-generation GC has to scavenge (see BENCHMARKS.md, HTTP).
   */
  #settleNode(
    ctx: HttpContext,
    pending: PromiseLike<unknown>,
    next: ((error?: unknown) => void) | undefined,
  ): void {
    const watched = this.#deadlines.watch(ctx);
    // Promise.resolve adopts a foreign thenable (a `then` that throws becomes a rejection);
    // a native promise is returned as is.
    Promise.resolve(pending).then(
      (value) => {
        this.#deadlines.settle(watched);
        let reply: Reply;
        try {
          reply = toReply(value, ctx);
        } catch (error) {
          this.#failNode(ctx, error, next);
          return;
        }
        this.#writeOrAbort(ctx, reply);
      },
      (error: unknown) => {
        this.#deadlines.settle(watched);
        this.#failNode(ctx, error, next);
      },
    );
  }

  /** Answers an error on the Node door. Whatever was thrown, it never throws itself. */
  #failNode(ctx: HttpContext, error: unknown, next?: (error?: unknown) => void): void {
    if (
      next !== undefined &&
      (isInstance(error, RouteNotFoundError) || isInstance(error, MethodNotAllowedError))
    ) {
      next();
      return;
    }
    const reply = this.#errorReply(error, ctx);
    if (!(reply instanceof Promise)) {
      this.#writeOrAbort(ctx, reply);
      return;
    }
    reply.then(
      (value) => this.#writeOrAbort(ctx, value),
      // Unreachable while the error reply guards itself; kept so no rejection goes unhandled.
      () => this.#writeOrAbort(ctx, internalProblem()),
    );
  }

  /** Writes a reply; if even that fails (e.g. a header value the app set is invalid), ends with a bare 500. */
  #writeOrAbort(ctx: HttpContext, reply: Reply): void {
    const res = ctx.res!;
    try {
      this.#send(ctx, reply);
    } catch (error) {
      logSafely(this.#logger, `${ctx.method} ${ctx.path}: the response could not be written`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-length': '0' }).end();
    }
  }

  /**
   * Writes a reply on the Node door. An answer sent while the request body is still arriving
   * closes the connection after a bounded drain, so the client sees it (see lingering-close.ts).
   */
  #send(ctx: HttpContext, reply: Reply): void {
    const req = ctx.req!;
    const res = ctx.res!;
    if (!req.complete && !res.headersSent && bodyStillArriving(req)) closeAfterDrain(req, res, this.#limits);
    writeNode(res, ctx, reply);
  }

  /** The error's reply: the `onError` hook's (falling back to the default if it throws) or the default. */
  #errorReply(error: unknown, ctx: HttpContext): Reply | Promise<Reply> {
    const hook = this.#onError;
    if (hook === undefined) return problemReply(error, ctx, this.#messages, this.#logger, this.#locale);
    try {
      const handled = hook(error, ctx);
      if (!isThenable(handled)) return toReply(handled, ctx);
      // A hook that rejects, or resolves to something that cannot be sent, gets the default answer.
      return Promise.resolve(handled)
        .then((value) => toReply(value, ctx))
        .catch((hookError: unknown) =>
          problemReply(hookError, ctx, this.#messages, this.#logger, this.#locale),
        );
    } catch (hookError) {
      return problemReply(hookError, ctx, this.#messages, this.#logger, this.#locale);
    }
  }

  /**
   * The Fetch door's timeout: a plain timer per request rather than the Node door's shared
   * sweep, because Fetch hosts (Deno, Workers) neither unref intervals nor keep one alive
   * between requests.
   */
  async #withTimeout(pending: PromiseLike<unknown>, ctx: HttpContext): Promise<unknown> {
    const ms = this.#limits.requestTimeoutMs;
    if (!(ms > 0 && ms < Number.POSITIVE_INFINITY)) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.#expire(ctx)), ms);
    });
    try {
      return await Promise.race([pending, expiry]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The request ran out of time: its `signal` aborts, and the error is what the client gets (503). */
  #expire(ctx: HttpContext): RequestTimeoutError {
    const error = new RequestTimeoutError(this.#limits.requestTimeoutMs);
    ctx.abandon(error);
    return error;
  }
}
