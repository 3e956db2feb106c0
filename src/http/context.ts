import type { IncomingMessage, ServerResponse } from 'node:http';
import { type InputLimits, parseQuery, readBody } from '../input/index.js';
import {
  type HandleOptions,
  type Request as RequestDto,
  RequestHandler,
  ValidationException,
} from '../mapping/index.js';
import { mapAnswer } from '../mapping/sync-mapping.js';
import type { ResponseDeclaration } from '../router/index.js';
import { BareRecord } from '../shared/bare-record.js';
import { nodeStream } from '../shared/node-builtins.js';
import { defineOwn } from '../shared/own-property.js';
import { abortWhenFetchClientLeaves, abortWhenNodeClientLeaves } from './cancellation.js';
import { isTraced, type KernelChannels, type MappingTrace, traceCall } from './channels.js';
import { type CookieOptions, parseCookies, serializeCookie } from './cookies.js';
import type { HeaderRecord } from './reply.js';
import { originForm } from './request-target.js';

/** The mapping calls the context needs (a `RequestHandler`, or anything with the same two methods). */
export type DtoHandler = Pick<RequestHandler, 'handleBody' | 'handleQuery'>;

/** The Route and Context bags of a mapping (ARCHITECTURE.md "Facilities and layers"). */
export interface DtoBags {
  route?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

/** What every context of one kernel shares. */
export interface ContextServices {
  readonly dtos: DtoHandler;
  readonly inputLimits: Partial<InputLimits>;
  /** Where mappings are traced (`intake:mapping`); null on a runtime without diagnostics channels. */
  readonly channels?: KernelChannels | null;
}

const EMPTY_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** The request classes a route declared (`route.body(Dto)`, `route.query(Dto)`) and the answers (`route.responds(…)`). */
export interface DeclaredClasses {
  readonly body: (new () => unknown) | null;
  readonly query: (new () => unknown) | null;
  readonly responses?: readonly ResponseDeclaration[];
}

const NOTHING_DECLARED: DeclaredClasses = Object.freeze({ body: null, query: null });

/**
 * Everything a handler or middleware needs about one request, read lazily: the query is
 * parsed, the body read and the Fetch `Request` built only when asked for. On the Node
 * path `req`/`res` are the raw objects; on the Fetch path `request` is the original.
 *
 * `Body`/`Query` are the classes the route declared (`never`: none), so that `ctx.body()` and
 * `ctx.query()` without an argument are typed as the mapped DTOs.
 *
 * @example
 * async store(ctx: HttpContext) {
 *   const dto = await ctx.body(CreateUser);            // Route bag = ctx.params, Context bag = ctx.state
 *   return Reply.created(dto, routes.url('users.show', { id: dto.id }));
 * }
 */
export class HttpContext<Params extends object = Record<string, string>, Body = never, Query = never> {
  readonly method: string;
  /** The path, without the query string, as received (not decoded). */
  readonly path: string;
  /** Route parameters (percent-decoded) — the Route bag of `body()`/`query()`. */
  params: Params = EMPTY_PARAMS as Params;
  /** What the matched route declared; set by the kernel. */
  declared: DeclaredClasses = NOTHING_DECLARED;
  /** The matched route's name, if it has one. */
  routeName: string | null = null;
  /** The matched route's pattern with its group prefixes (`/users/{id}`), for logs and traces; null before a match. */
  routePattern: string | null = null;
  /** Node path only: the raw request and response. */
  readonly req: IncomingMessage | undefined;
  readonly res: ServerResponse | undefined;

  readonly #services: ContextServices;
  readonly #search: string;
  #fetchRequest: globalThis.Request | undefined;
  #state: Record<string, unknown> | undefined;
  #query: Record<string, unknown> | undefined;
  #body: Promise<unknown> | undefined;
  #headers: Readonly<Record<string, string | string[] | undefined>> | undefined;
  #cookies: Record<string, string> | undefined;
  #status = 0;
  #responseHeaders: HeaderRecord | null = null;
  #abort: AbortController | undefined;

  constructor(
    services: ContextServices,
    method: string,
    path: string,
    search: string,
    req: IncomingMessage | undefined,
    res: ServerResponse | undefined,
    request: globalThis.Request | undefined,
  ) {
    this.#services = services;
    this.method = method;
    this.path = path;
    this.#search = search;
    this.req = req;
    this.res = res;
    this.#fetchRequest = request;
  }

  /** The Context bag: values set by middleware (authenticated user, tenant, flags). */
  get state(): Record<string, unknown> {
    return (this.#state ??= new BareRecord());
  }

  /** Request headers with lower-case names. */
  get headers(): Readonly<Record<string, string | string[] | undefined>> {
    if (this.#headers === undefined) {
      this.#headers = this.req?.headers ?? fetchHeaders(this.#fetchRequest!.headers);
    }
    return this.#headers;
  }

  /** One request header (repeated headers joined with `, `), or `undefined`. */
  header(name: string): string | undefined {
    const value = this.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  /** Cookies sent by the client, parsed once. */
  get cookies(): Record<string, string> {
    return (this.#cookies ??= parseCookies(this.header('cookie')));
  }

  /**
   * The Fetch API request. On the Node path it is built on first access from the raw
   * request (body streamed, not copied). Read its body *instead of* `body()`: once `body()`
   * has consumed the stream, reading this request's body rejects with a TypeError, as a
   * used Fetch body does (its method, URL and headers stay readable).
   */
  get request(): globalThis.Request {
    return (this.#fetchRequest ??= toFetchRequest(this.req!, this.headers, this.#body !== undefined));
  }

  /**
   * The query: with a request class, the mapped DTO; without one, the DTO of the class the
   * route declared with `.query(Dto)`, else the parsed values.
   */
  query(): [Query] extends [never] ? Record<string, unknown> : Promise<Query>;
  query<T extends RequestDto>(cls: new () => T, bags?: DtoBags): Promise<T>;
  query<T extends RequestDto>(cls?: new () => T, bags?: DtoBags): Record<string, unknown> | Promise<unknown> {
    this.#query ??= parseQuery(this.#search, this.#services.inputLimits) as Record<string, unknown>;
    const target = cls ?? (this.declared.query as (new () => T) | null);
    if (target === null) return this.#query;
    const channel = this.#services.channels?.mapping;
    if (!isTraced(channel)) return this.#services.dtos.handleQuery(target, this.#query, this.#bags(bags));
    const query = this.#query;
    return this.#traced(channel!, target, 'query', () =>
      this.#services.dtos.handleQuery(target, query, this.#bags(bags)),
    );
  }

  /**
   * The body (read once): with a request class, the mapped DTO; without one, the DTO of the
   * class the route declared with `.body(Dto)`, else the parsed data.
   */
  body(): [Body] extends [never] ? Promise<unknown> : Promise<Body>;
  body<T extends RequestDto>(cls: new () => T, bags?: DtoBags): Promise<T>;
  body<T extends RequestDto>(cls?: new () => T, bags?: DtoBags): Promise<unknown> {
    const body = this.#parsedBody();
    const target = cls ?? (this.declared.body as (new () => T) | null);
    if (target === null) return body;
    return body.then((data) => {
      const channel = this.#services.channels?.mapping;
      if (!isTraced(channel)) return mapParsedBody(this.#services.dtos, target, data, this.#bags(bags));
      return this.#traced(channel!, target, 'body', () =>
        mapParsedBody(this.#services.dtos, target, data, this.#bags(bags)),
      );
    });
  }

  /** Runs one mapping traced on `intake:mapping` (asked only when that channel has subscribers). */
  #traced<T>(
    channel: KernelChannels['mapping'],
    cls: new () => unknown,
    bag: 'body' | 'query',
    run: () => T,
  ): T {
    const trace: MappingTrace = { class: cls, bag, outcome: 'pending', invalidFields: 0, ctx: this };
    return traceCall(channel, trace, run, (error) => {
      if (error === undefined) trace.outcome = 'valid';
      else if (error instanceof ValidationException) {
        trace.outcome = 'invalid';
        trace.invalidFields = Object.keys(error.errors).length;
      } else trace.outcome = 'failed';
    });
  }

  /**
   * Uploaded files of a multipart body, by field name. They come from the parsed body (read
   * once, shared with `body()`), so a route that declared `.body(Dto)` has them too.
   */
  async files(): Promise<Record<string, File | File[]>> {
    const body = await this.#parsedBody();
    const files: Record<string, File | File[]> = {};
    if (body === null || typeof body !== 'object') return files;
    for (const [name, value] of Object.entries(body)) {
      if (value instanceof File) defineOwn<File | File[]>(files, name, value);
      else if (Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof File)) {
        defineOwn<File | File[]>(files, name, value);
      }
    }
    return files;
  }

  /**
   * Aborted when the answer is no longer wanted: the client left (reason `ClientClosedError`)
   * or the request timed out (`RequestTimeoutError`). Pass it on to `fetch`, database
   * drivers or timers to stop work nobody will receive. Made on first use.
   */
  get signal(): AbortSignal {
    if (this.#abort === undefined) {
      this.#abort = new AbortController();
      if (this.req !== undefined) abortWhenNodeClientLeaves(this.req, this.res!, this.#abort);
      else abortWhenFetchClientLeaves(this.#fetchRequest!.signal, this.#abort);
    }
    return this.#abort.signal;
  }

  /** @internal The kernel gives up on the request (timeout): aborts `signal` with `reason`. */
  abandon(reason: unknown): void {
    this.#abort?.abort(reason);
  }

  /** Sets the status used for a returned value (e.g. 201 for a plain object). */
  status(code: number): this {
    this.#status = code;
    return this;
  }

  /** Adds (replaces) a response header; it is sent with whatever the handler returns. */
  setHeader(name: string, value: string | readonly string[]): this {
    (this.#responseHeaders ??= {})[name.toLowerCase()] = value;
    return this;
  }

  /**
   * Sets a cookie on the answer (`Set-Cookie`, added to those set before). The value is
   * percent-encoded; a name that is not a token or an attribute with `;`, CR or LF throws
   * `CookieError`. `sameSite: 'None'` and `partitioned` imply `Secure`.
   *
   * @example
   * ctx.setCookie('sid', session.id, { httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 3600 });
   */
  setCookie(name: string, value: string, options?: CookieOptions): this {
    const cookie = serializeCookie(name, value, options);
    const headers = (this.#responseHeaders ??= {});
    const previous = headers['set-cookie'];
    headers['set-cookie'] =
      previous === undefined ? [cookie] : [...(typeof previous === 'string' ? [previous] : previous), cookie];
    return this;
  }

  /** @internal The status set with `status()`, or 0. */
  get responseStatus(): number {
    return this.#status;
  }

  /** @internal Headers set with `setHeader()`, or null. */
  get responseHeaders(): HeaderRecord | null {
    return this.#responseHeaders;
  }

  /** The body as parsed, before any mapping: read from the stream on first call only. */
  #parsedBody(): Promise<unknown> {
    return (this.#body ??= readBody(this.#fetchRequest ?? this.req!, this.#services.inputLimits));
  }

  #bags(bags: DtoBags | undefined): HandleOptions {
    // The kernel's limits bound the mapping as well: `maxDepth` for nested @Items, `maxArrayLength` for their count.
    return new MappingOptions(
      bags?.route ?? (this.params as Record<string, unknown>),
      bags?.context ?? this.state,
      this.#services.inputLimits,
      this,
    );
  }
}

/**
 * The options of one mapping call. A class rather than an object literal with a `get signal()`:
 * V8 builds a literal with an accessor through the runtime, as a dictionary-mode object, on
 * every call; a class instance is a plain allocation and its getter lives on the prototype.
 */
class MappingOptions implements HandleOptions {
  readonly #ctx: HttpContext<object, unknown, unknown>;

  constructor(
    readonly route: Record<string, unknown>,
    readonly context: Record<string, unknown>,
    readonly limits: Partial<InputLimits>,
    ctx: HttpContext<object, unknown, unknown>,
  ) {
    this.#ctx = ctx;
  }

  /** The request's signal, made on first read: only a lookup rule reads it. */
  get signal(): AbortSignal {
    return this.#ctx.signal;
  }
}

/**
 * The DTO of a parsed body. The library's own handler answers without a promise when the
 * mapping is synchronous, so the `then` this runs in resolves with the DTO itself: a promise
 * returned there would cost two more promise steps before the route handler's `await` gets it.
 * Any other `DtoHandler` (or a subclass's own `handleBody`) is called as it is.
 */
function mapParsedBody(
  dtos: DtoHandler,
  cls: new () => RequestDto,
  data: unknown,
  options: HandleOptions,
): unknown {
  if (!(dtos instanceof RequestHandler) || dtos.handleBody !== RequestHandler.prototype.handleBody) {
    return dtos.handleBody(cls, data as Record<string, unknown>, options);
  }
  const answer = dtos[mapAnswer](cls, data, options);
  if (answer instanceof ValidationException) throw answer;
  return answer;
}

function fetchHeaders(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  // Fetch already joins repeated headers; a header named `__proto__` stays an own property.
  headers.forEach((value, name) => {
    defineOwn(record, name, value);
  });
  return record;
}

function toFetchRequest(
  req: IncomingMessage,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  bodyConsumed: boolean,
): globalThis.Request {
  const host = headers.host ?? 'localhost';
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: req.headers as HeadersInit };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = bodyConsumed
      ? consumedBody()
      : (nodeStream().Readable.toWeb(req) as ReadableStream<Uint8Array>);
    init.duplex = 'half';
  }
  return new globalThis.Request(`${scheme}://${host}${originForm(req.url ?? '/')}`, init);
}

/** A body that fails on first read: the Node stream behind it was already read by `ctx.body()`. */
function consumedBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      controller.error(
        new TypeError(
          'The request body was already read by ctx.body(); use its result, or ctx.request instead',
        ),
      );
    },
  });
}
