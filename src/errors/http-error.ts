/** The options of `new HttpError(status, message, options)`. */
export interface HttpErrorOptions {
  /** Stable and machine-readable; default `http<status>`. */
  code?: string;
  /** Whether `message` may be shown to the client; default true for 4xx. */
  expose?: boolean;
  cause?: unknown;
  /**
   * Headers every answer to this error carries, whoever writes it (the default error answer or
   * an `onError` hook's, unless the hook's answer sets the same header): `WWW-Authenticate` on
   * a 401, `Retry-After` on a 429 or 503.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Base class of every error that maps to an HTTP status: input errors (400, 413, 415),
 * `ValidationException` (422), and errors an application throws on purpose.
 * `code` is stable and machine-readable; `message` is for humans and names the fix.
 *
 * @example
 * throw new HttpError(404, 'Order 42 does not exist', { code: 'orderNotFound' });
 * throw new HttpError(401, 'Sign in first', { code: 'unauthenticated', headers: { 'www-authenticate': 'Bearer' } });
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  /** Whether `message` may be shown to the client (true for 4xx by default). */
  readonly expose: boolean;
  /** Headers every answer to this error carries (lower-case names). */
  readonly headers?: Readonly<Record<string, string>>;

  constructor(status: number, message?: string, options: HttpErrorOptions = {}) {
    super(
      message ?? defaultMessage(status),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = new.target.name;
    this.status = status;
    this.code = options.code ?? `http${status}`;
    this.expose = options.expose ?? (status >= 400 && status < 500);
    if (options.headers !== undefined) this.headers = lowerCaseHeaders(options.headers);
  }
}

function defaultMessage(status: number): string {
  return status >= 500 ? 'Internal Server Error' : `HTTP ${status}`;
}

function lowerCaseHeaders(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string') throw new TypeError(`HttpError header ${name} must be a string`);
    Object.defineProperty(out, name.toLowerCase(), { value, enumerable: true, writable: false });
  }
  return Object.freeze(out);
}
