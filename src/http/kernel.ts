// The Node door: HttpKernel is the Fetch kernel plus a `node:http` listener.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isThenable } from '../shared/thenable.js';
import { closeRequest, openRequest } from './channels.js';
import type { HttpContext } from './context.js';
import { DeadlineWatch } from './deadlines.js';
import { MethodNotAllowedError, RouteNotFoundError, UriTooLongError } from './errors.js';
import { FetchKernel } from './fetch-kernel.js';
import { isInstance, logSafely } from './hostile-values.js';
import type { KernelOptions, NodeListener, RouteTable } from './kernel-options.js';
import { bodyStillArriving, closeAfterDrain } from './lingering-close.js';
import { writeNode } from './node-writer.js';
import { toReply } from './outgoing.js';
import { internalProblem } from './problem.js';
import type { Reply } from './reply.js';
import { originForm } from './request-target.js';

/**
 * Serves a route table over HTTP through two front doors sharing one core: `fetch` for
 * Fetch-based hosts (from `FetchKernel`) and `listener` for Node servers (it never builds a
 * Fetch `Request` unless a handler asks for `ctx.request`). On Bun, Deno or Workers only,
 * `FetchKernel` is the same without the Node door.
 *
 * @example
 * const kernel = new HttpKernel(routes);
 * createServer(kernel.listener).listen(3000);      // node:http
 * app.use(kernel.listener);                        // Express: unmatched requests go to next()
 * export default { fetch: kernel.fetch };           // Bun, Deno, Workers
 */
export class HttpKernel extends FetchKernel {
  readonly #deadlines: DeadlineWatch<HttpContext>;

  constructor(routes: RouteTable, options: KernelOptions = {}) {
    super(routes, options);
    this.#deadlines = new DeadlineWatch(this.limits.requestTimeoutMs, (ctx) =>
      this.#failNode(ctx, this.expire(ctx)),
    );
    this.announce();
  }

  /** @internal The Node door is built after the core: this constructor announces the kernel. */
  protected override get announcesWhenBuilt(): boolean {
    return false;
  }

  /** The Node front door: `(req, res, next?)`. */
  readonly listener: NodeListener = (request, response, next) => {
    // HTTP/2's compatibility objects offer every member the kernel uses on the HTTP/1 ones.
    const req = request as IncomingMessage;
    const res = response as unknown as ServerResponse;
    const target = originForm(req.url ?? '/');
    const ctx = this.context(target, req.method ?? 'GET', req, res, undefined);
    const trace = this.traceOf(ctx);
    if (trace === undefined) {
      this.#answer(ctx, target, next);
      return;
    }
    const channels = this.channels!;
    // 'close' follows the last byte written, or the client leaving first (status 0 then).
    res.once('close', () => {
      trace.route = ctx.routePattern;
      trace.status = res.headersSent ? res.statusCode : 0;
      closeRequest(channels, trace);
    });
    openRequest(channels, trace, () => this.#answer(ctx, target, next));
  };

  #answer(ctx: HttpContext, target: string, next: ((error?: unknown) => void) | undefined): void {
    if (target.length > this.limits.maxUrlLength) {
      this.#failNode(ctx, new UriTooLongError(target.length, this.limits.maxUrlLength), next);
      return;
    }
    let result: unknown;
    try {
      result = this.dispatch(ctx);
      if (!isThenable(result)) {
        this.#writeOrAbort(ctx, toReply(result, ctx));
        return;
      }
    } catch (error) {
      this.#failNode(ctx, error, next);
      return;
    }
    this.#settleNode(ctx, result, next);
  }

  /**
   * Answers once the handler's promise settles. Two callbacks on one `then` rather than an
   * `async` function: no coroutine frame and no extra promise per request, which under load
   * cuts what young-generation GC has to scavenge.
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
    const reply = this.errorReply(error, ctx);
    if (!(reply instanceof Promise)) {
      this.#writeOrAbort(ctx, reply);
      return;
    }
    reply.then(
      (value) => this.#writeOrAbort(ctx, value),
      // Unreachable while the error reply guards itself; kept so no rejection goes unhandled.
      () => this.#writeOrAbort(ctx, internalProblem(this.errors, this.logger)),
    );
  }

  /**
   * Writes a reply; if even that fails (e.g. a header value the app set is invalid), ends with
   * a bare 500. An answer decided before the body arrived (a 404, 405, 401 or 415 on a POST)
   * waits one turn of the event loop first: node:http may still be parsing a small body that
   * came in the same read, and a body that has fully arrived lets the connection stay open
   * for the requests pipelined behind it. One still arriving then closes the connection after
   * a bounded drain, so the client sees the answer (see lingering-close.ts).
   */
  #writeOrAbort(ctx: HttpContext, answer: Reply): void {
    const reply = this.checkedReply(ctx, answer);
    if (this.#bodyArriving(ctx)) {
      setImmediate(() => this.#write(ctx, reply, this.#bodyArriving(ctx)));
    } else {
      this.#write(ctx, reply, false);
    }
  }

  #bodyArriving(ctx: HttpContext): boolean {
    const req = ctx.req!;
    return !req.complete && !ctx.res!.headersSent && bodyStillArriving(req);
  }

  #write(ctx: HttpContext, reply: Reply, lingerAfter: boolean): void {
    const res = ctx.res!;
    try {
      if (lingerAfter) closeAfterDrain(ctx.req!, res, this.limits);
      writeNode(res, ctx, reply);
    } catch (error) {
      logSafely(this.logger, `${ctx.method} ${ctx.path}: the response could not be written`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-length': '0' }).end();
    }
  }
}
