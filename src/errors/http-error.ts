/**
 * Base class of every error that maps to an HTTP status: input errors (400, 413, 415),
 * `ValidationException` (422), and errors an application throws on purpose.
 * `code` is stable and machine-readable; `message` is for humans and names the fix.
 *
 * @example
 * throw new HttpError(404, 'Order 42 does not exist', { code: 'orderNotFound' });
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  /** Whether `message` may be shown to the client (true for 4xx by default). */
  readonly expose: boolean;

  constructor(
    status: number,
    message?: string,
    options: { code?: string; expose?: boolean; cause?: unknown } = {},
  ) {
    super(
      message ?? defaultMessage(status),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = new.target.name;
    this.status = status;
    this.code = options.code ?? `http${status}`;
    this.expose = options.expose ?? (status >= 400 && status < 500);
  }
}

function defaultMessage(status: number): string {
  return status >= 500 ? 'Internal Server Error' : `HTTP ${status}`;
}
