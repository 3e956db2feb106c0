// The kernel's core and its Fetch door; kernel.ts adds the Node door.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestHandler } from '../mapping/index.js';
import { isThenable } from '../shared/thenable.js';
import { messageFor } from '../validator/index.js';
import type { ValidatorInterface } from '../validator/types.js';
import { type AnswerChecker, answerChecker } from './answer-check.js';
import { RouteChain } from './chain.js';
import {
  closeRequest,
  isTraced,
  type KernelChannels,
  kernelChannels,
  openRequest,
  type RequestTrace,
} from './channels.js';
import { ConditionalRequests } from './conditional-requests.js';
import { type DeclaredClasses, type DtoHandler, HttpContext } from './context.js';
import { compileDeclaredClasses } from './declared-classes.js';
import { type ErrorFormat, problemDocuments } from './error-format.js';
import { MethodNotAllowedError, RequestTimeoutError, RouteNotFoundError, UriTooLongError } from './errors.js';
import { toFetchResponse, withContextHeaders } from './fetch-writer.js';
import { logSafely } from './hostile-values.js';
import type { ErrorHook, KernelOptions, RouteTable } from './kernel-options.js';
import { type KernelLimits, resolveKernelLimits } from './limits.js';
import { defaultLocalePicker, messagesOf } from './message-locale.js';
import { toReply } from './outgoing.js';
import {
  errorHeadersOf,
  type KernelLogger,
  type LocalePicker,
  type MessageFormatter,
  problemReply,
} from './problem.js';
import { Reply } from './reply.js';
import { type ControllerResolver, SingletonResolver } from './resolver.js';

/** A logger for answers whose failure was already logged. */
const SILENT: KernelLogger = { error() {} };

/**
 * Serves a route table through the Fetch API: `fetch(request)` answers a `Response`. This is
 * the kernel's core — matching, the middleware chain, errors, timeouts — without the Node
 * door, so a bundle for Bun, Deno or Workers carries nothing of Node's (docs/edge.md).
 * `HttpKernel` adds the Node door (`listener`) on top. Each route's middleware onion is
 * composed on its first request and cached. The request classes the routes declare
 * (`.body(Cls)`, `.query(Cls)`) are compiled by the constructor, which throws their
 * `ConfigurationException`.
 *
 * @example
 * const kernel = new FetchKernel(routes);
 * export default { fetch: kernel.fetch };           // Workers; Bun.serve({ fetch }), Deno.serve(fetch)
 */
export class FetchKernel {
  readonly #routes: RouteTable;
  readonly #resolver: ControllerResolver;
  readonly #limits: Readonly<KernelLimits>;
  readonly #logger: KernelLogger;
  readonly #onError: ErrorHook | undefined;
  readonly #errors: ErrorFormat;
  readonly #checker: AnswerChecker | undefined;
  readonly #conditional: ConditionalRequests;
  readonly #messages: MessageFormatter;
  readonly #locale: LocalePicker;
  readonly #services: {
    dtos: DtoHandler;
    inputLimits: Readonly<KernelLimits>;
    channels: KernelChannels | null;
  };
  readonly #channels: KernelChannels | null;
  /** The trace of each request a subscriber watches, so the error path can record its error. */
  readonly #traces = new WeakMap<HttpContext, RequestTrace>();
  // Per route: its chain, and the middleware list it was built from (the router hands out a
  // new list when routes change, which rebuilds the chain).
  readonly #chains = new Map<object, { middleware: readonly unknown[]; chain: RouteChain }>();

  constructor(routes: RouteTable, options: KernelOptions = {}) {
    this.#routes = routes;
    this.#resolver = options.resolver ?? new SingletonResolver();
    this.#limits = resolveKernelLimits(options.limits);
    this.#logger = options.logger ?? console;
    this.#onError = options.onError;
    this.#errors = options.errors ?? problemDocuments;
    this.#conditional = new ConditionalRequests(options.conditionalRequests);
    this.#checker = answerChecker(
      options.checkAnswers,
      this.#errors,
      this.#logger,
      this.#conditional.requirePreconditions,
    );
    const dtos = options.requestHandler ?? new RequestHandler();
    compileDeclaredClasses(routes, dtos);
    // The matcher too, so the first request only looks up (a table changed later recompiles on
    // its next match, as the collector does on its own).
    (routes as { compile?: () => unknown }).compile?.();
    // Messages come from the validator the request handler checks with, unless given.
    const validator = (dtos as { validator?: ValidatorInterface }).validator;
    this.#messages = options.messages ?? messagesOf(validator, messageFor, options.attributeNames);
    this.#locale = options.locale ?? defaultLocalePicker(validator);
    this.#channels = kernelChannels();
    this.#services = { dtos, inputLimits: this.#limits, channels: this.#channels };
    if (this.announcesWhenBuilt) this.announce();
  }

  /** @internal Whether this constructor ends the kernel's construction (HttpKernel announces after its Node door). */
  protected get announcesWhenBuilt(): boolean {
    return true;
  }

  /** @internal Publishes the finished kernel on `intake:initialization` (docs/observability.md). */
  protected announce(): void {
    const channel = this.#channels?.initialization;
    if (channel?.hasSubscribers) channel.publish({ kernel: this });
  }

  /** @internal A request's trace when `intake:request` has subscribers, else undefined. */
  protected traceOf(ctx: HttpContext): RequestTrace | undefined {
    if (!isTraced(this.#channels?.request)) return undefined;
    const trace: RequestTrace = { method: ctx.method, path: ctx.path, route: null, status: 0, ctx };
    this.#traces.set(ctx, trace);
    return trace;
  }

  /** @internal The channels this kernel publishes on (null on a runtime without them). */
  protected get channels(): KernelChannels | null {
    return this.#channels;
  }

  /** @internal The logger errors are reported to. */
  protected get logger(): KernelLogger {
    return this.#logger;
  }

  /** How error answers are written (the `errors` option; RFC 9457 problem documents by default). */
  get errors(): ErrorFormat {
    return this.#errors;
  }

  /** The route table the kernel answers from, as given to the constructor. */
  get routeTable(): RouteTable {
    return this.#routes;
  }

  /** The limits in force (defaults merged with the options). */
  get limits(): Readonly<KernelLimits> {
    return this.#limits;
  }

  /** The Fetch API front door: `(request) => Promise<Response>`. */
  readonly fetch = (request: globalThis.Request): Promise<Response> => {
    const url = request?.url;
    if (typeof url !== 'string') return Promise.reject(notAFetchRequest(request));
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const target = pathStart === -1 ? '/' : url.slice(pathStart);
    const ctx = this.context(target, request.method, undefined, undefined, request);
    const trace = this.traceOf(ctx);
    // Untraced, the answer's own promise is returned: no second coroutine per request.
    return trace === undefined ? this.#answer(ctx, target) : this.#tracedAnswer(ctx, target, trace);
  };

  async #tracedAnswer(ctx: HttpContext, target: string, trace: RequestTrace): Promise<Response> {
    let answered!: Promise<Response>;
    openRequest(this.#channels!, trace, () => {
      answered = this.#answer(ctx, target);
    });
    const response = await answered;
    trace.route = ctx.routePattern;
    trace.status = response.status;
    closeRequest(this.#channels!, trace);
    return response;
  }

  async #answer(ctx: HttpContext, target: string): Promise<Response> {
    try {
      if (target.length > this.#limits.maxUrlLength) {
        throw new UriTooLongError(target.length, this.#limits.maxUrlLength);
      }
      let result = this.dispatch(ctx);
      if (isThenable(result)) result = await this.#withTimeout(result, ctx);
      if (result instanceof Response) return this.#checkedResponse(ctx, withContextHeaders(result, ctx));
      return toFetchResponse(this.checkedReply(ctx, toReply(result, ctx)), ctx);
    } catch (error) {
      const reply = this.checkedReply(ctx, await this.errorReply(error, ctx));
      try {
        return toFetchResponse(reply, ctx);
      } catch (writeError) {
        // e.g. a header value the app set is invalid: answer without the app's headers.
        logSafely(this.#logger, `${ctx.method} ${ctx.path}: the response could not be built`, writeError);
        return new Response(null, { status: 500 });
      }
    }
  }

  /** @internal A request's context (both doors). */
  protected context(
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

  /** @internal Matches and runs the route's chain (both doors). */
  protected dispatch(ctx: HttpContext): unknown {
    const match = this.#routes.match(ctx.method, ctx.path);
    if (match === null) return this.#unmatched(ctx);
    ctx.params = match.params;
    ctx.routeName = match.name;
    ctx.routePattern = (match.route as { path?: string }).path ?? null;
    this.#checker?.matched(ctx, match.route);
    const declared = (match.route as { declaration?: DeclaredClasses }).declaration;
    if (declared !== undefined) ctx.declared = declared;
    this.#conditional.before(ctx);
    let cached = this.#chains.get(match.route);
    if (cached === undefined || cached.middleware !== match.middleware) {
      cached = {
        middleware: match.middleware,
        chain: new RouteChain(match.handler, match.middleware, this.#resolver, this.#channels),
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
   * @internal The error's reply: the `onError` hook's when it gives one, else the default answer
   * in the error format. A hook that throws or rejects costs one log line and gets the default
   * answer to the original error.
   */
  protected errorReply(error: unknown, ctx: HttpContext): Reply | Promise<Reply> {
    this.#checker?.failed(ctx, error);
    const trace = this.#traces.get(ctx);
    if (trace !== undefined) trace.error = error;
    const hook = this.#onError;
    if (hook === undefined) return this.#problem(error, ctx);
    try {
      const handled = hook(error, ctx);
      if (!isThenable(handled)) return this.#hooked(handled, error, ctx);
      return Promise.resolve(handled)
        .then((value) => this.#hooked(value, error, ctx))
        .catch((hookError: unknown) => this.#hookFailed(hookError, error, ctx));
    } catch (hookError) {
      return this.#hookFailed(hookError, error, ctx);
    }
  }

  /** The hook's answer, keeping the headers the error asks for (`Allow`, `WWW-Authenticate`) unless it set them. */
  #hooked(value: unknown, error: unknown, ctx: HttpContext): Reply {
    if (value === undefined) return this.#problem(error, ctx);
    const reply = toReply(value, ctx);
    const required = errorHeadersOf(error);
    if (required === null) return reply;
    const present = new Set(Object.keys(reply.headers ?? {}).map((name) => name.toLowerCase()));
    // A Fetch Response carries its headers inside; toReply copied them into `headers` already.
    const missing = Object.entries(required).filter(([name]) => !present.has(name));
    if (missing.length > 0) reply.headers = { ...reply.headers, ...Object.fromEntries(missing) };
    return reply;
  }

  #hookFailed(hookError: unknown, error: unknown, ctx: HttpContext): Reply {
    logSafely(
      this.#logger,
      `${ctx.method} ${ctx.path}: onError threw while answering an error; the default answer was sent`,
      new AggregateError([hookError, error], 'onError threw'),
    );
    return this.#problem(error, ctx, false);
  }

  /**
   * @internal The reply, held to its route's declaration when `checkAnswers` is on, then to the
   * request's preconditions (a GET's 200 may become a 304 or 412 after its body was checked).
   */
  protected checkedReply(ctx: HttpContext, reply: Reply): Reply {
    const checked = this.#checker === undefined ? reply : this.#checker.checked(ctx, reply);
    return this.#conditional.after(ctx, checked, (error) => this.#problem(error, ctx));
  }

  /** A Response the handler returned, held to its route's declaration (its status and headers; a stream body is not read). */
  #checkedResponse(ctx: HttpContext, response: Response): Response {
    if (this.#checker === undefined) return response;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const probe = new Reply(response.status, response.headers.get('content-type'), response.body, headers);
    const checked = this.#checker.checked(ctx, probe);
    return checked === probe ? response : toFetchResponse(checked, ctx);
  }

  #problem(error: unknown, ctx: HttpContext, logFailures = true): Reply {
    return problemReply(
      error,
      ctx,
      this.#messages,
      logFailures ? this.#logger : SILENT,
      this.#locale,
      this.#limits.maxProblemErrors,
      this.#errors,
    );
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
      timer = setTimeout(() => reject(this.expire(ctx)), ms);
    });
    try {
      return await Promise.race([pending, expiry]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** @internal The request ran out of time: its `signal` aborts, and the error is what the client gets (503). */
  protected expire(ctx: HttpContext): RequestTimeoutError {
    const error = new RequestTimeoutError(this.#limits.requestTimeoutMs);
    ctx.abandon(error);
    return error;
  }
}

/**
 * What `fetch` throws when given something else than a Fetch `Request` — most often an instance
 * of intake's DTO base class, whose name `Request` shadows the global one in a file importing it.
 */
function notAFetchRequest(value: unknown): TypeError {
  const what =
    value !== null && typeof value === 'object' && 'toArray' in value
      ? "an instance of intake's request DTO class (its `Request` shadows the global one in this file)"
      : `${value === null ? 'null' : typeof value}`;
  return new TypeError(
    `kernel.fetch() takes a Fetch API Request, and was given ${what}. ` +
      "Write `new globalThis.Request(url)`, or import intake's DTO base class as `RequestDto` (docs/http.md).",
  );
}
