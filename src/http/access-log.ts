// Request ids and the access log of `serve()` (docs/operations.md#request-ids-and-access-logs).
// The log reads the kernel's `intake:request` channel, so it sees what a tracer sees: the route
// pattern, the status sent, and the time from the first byte to the last.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { kernelChannels, type RequestTrace } from './channels.js';

/** One line of the access log: plain data a structured logger (pino, …) writes as is. */
export interface AccessLogEntry {
  method: string;
  /** The path as received, without the query string. */
  path: string;
  /** The matched route's pattern (`/users/{id}`); null when no route matched. */
  route: string | null;
  /** The status sent; 0 when the client left first. */
  status: number;
  /** From the request's arrival to its last byte written. */
  durationMs: number;
  /** The request's `X-Request-Id` (with `requestIds` on), else null. */
  requestId: string | null;
}

/** Receives one entry per answered request, e.g. `(entry) => logger.info(entry, 'request')`. */
export type AccessLogHook = (entry: AccessLogEntry) => void;

// A client's id is kept only when it is a short token that cannot forge a log line.
const SAFE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the client's `X-Request-Id` when it is a safe token, else a fresh UUID. It
 * is written back on the request's headers (so `ctx.header('x-request-id')` reads it) and on the
 * response.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  return id;
}

/** An access log fed by the request channel, for the requests one server hands it. */
export interface AccessLog {
  /** Starts the clock of a request this server received. */
  watch(req: IncomingMessage): void;
  stop(): void;
}

export function accessLog(
  hook: AccessLogHook,
  withIds: boolean,
  onFailure: (error: unknown) => void,
): AccessLog {
  const channels = kernelChannels();
  if (channels === null) throw new TypeError('The access log needs node:diagnostics_channel');
  const arrivals = new WeakMap<IncomingMessage, number>();
  let failed = false;
  const asyncEnd = (message: unknown): void => {
    const trace = message as RequestTrace;
    const req = trace.ctx.req;
    const arrived = req === undefined ? undefined : arrivals.get(req);
    if (arrived === undefined) return;
    const id = withIds ? req!.headers['x-request-id'] : undefined;
    try {
      hook({
        method: trace.method,
        path: trace.path,
        route: trace.route,
        status: trace.status,
        durationMs: performance.now() - arrived,
        requestId: typeof id === 'string' ? id : null,
      });
    } catch (error) {
      // Said once: a hook failing on every request would otherwise flood the log it writes to.
      if (failed) return;
      failed = true;
      onFailure(error);
    }
  };
  const ignore = (): void => {};
  const subscribers = { start: ignore, end: ignore, asyncStart: ignore, asyncEnd, error: ignore };
  channels.request.subscribe(subscribers);
  return {
    watch: (req) => arrivals.set(req, performance.now()),
    stop: () => channels.request.unsubscribe(subscribers),
  };
}
