import { HttpError } from '../errors/http-error.js';

/**
 * No route matches the path (404). The kernel throws it, so an `onError` hook can tell it apart;
 * a hook that returns `undefined` leaves every other error to the default answer.
 *
 * @example
 * onError: (error) => (error instanceof RouteNotFoundError ? Reply.text('nothing here', { status: 404 }) : undefined)
 */
export class RouteNotFoundError extends HttpError {
  declare readonly code: 'routeNotFound';

  constructor(method: string, path: string) {
    super(404, `No route matches ${method} ${path}`, { code: 'routeNotFound' });
  }
}

/**
 * The path exists, but not for this method (405); `allow` feeds the `Allow` header.
 *
 * @example
 * if (error instanceof MethodNotAllowedError) error.allow; // ['GET', 'HEAD', 'OPTIONS']
 */
export class MethodNotAllowedError extends HttpError {
  declare readonly code: 'methodNotAllowed';

  readonly allow: readonly string[];

  constructor(method: string, path: string, allow: readonly string[]) {
    super(405, `${method} is not allowed on ${path}; allowed: ${allow.join(', ')}`, {
      code: 'methodNotAllowed',
      headers: { allow: allow.join(', ') },
    });
    this.allow = allow;
  }
}

/**
 * The request target is longer than `limits.maxUrlLength` (414).
 *
 * @example
 * new HttpKernel(routes, { limits: { maxUrlLength: 2048 } });
 */
export class UriTooLongError extends HttpError {
  declare readonly code: 'uriTooLong';

  constructor(length: number, limit: number) {
    super(414, `The request URL has ${length} characters; the limit is ${limit}`, { code: 'uriTooLong' });
  }
}

/**
 * The handler did not answer within `limits.requestTimeoutMs` (503, retry later).
 *
 * @example
 * new HttpKernel(routes, { limits: { requestTimeoutMs: 5_000 } });
 */
export class RequestTimeoutError extends HttpError {
  declare readonly code: 'requestTimeout';

  constructor(limit: number) {
    super(503, `The request was not answered within ${limit} ms`, { code: 'requestTimeout', expose: true });
  }
}

/**
 * The client left before its answer was ended: the reason `ctx.signal` aborts with. Nothing
 * is sent for it; rethrown by a handler, it is a 4xx and not logged as a failure.
 *
 * @example
 * const rows = await db.query(sql, { signal: ctx.signal }); // stops when the client goes
 */
export class ClientClosedError extends HttpError {
  declare readonly code: 'clientClosed';

  constructor(options: { cause?: unknown } = {}) {
    // 499: the status nginx logs for "client closed request"; no response carries it.
    super(499, 'The client closed the connection before the answer was sent', {
      code: 'clientClosed',
      cause: options.cause,
    });
  }
}
