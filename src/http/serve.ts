import type * as NodeHttp from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requiredBuiltin } from '../shared/node-builtins.js';
import { type AccessLog, type AccessLogHook, accessLog, assignRequestId } from './access-log.js';
import { answerClientError } from './client-errors.js';
import { Drain } from './drain.js';
import type { Health } from './health.js';
import type { HttpKernel } from './kernel.js';
import { reusePortUnavailable } from './reuse-port.js';

/** A signal `serve()` can drain on (typed here so that a project without @types/node compiles). */
export type ServeSignal = 'SIGTERM' | 'SIGINT' | 'SIGHUP' | 'SIGQUIT' | 'SIGUSR1' | 'SIGUSR2' | 'SIGBREAK';

/** Where `serve()` says what it decided instead of what was asked, and what failed. */
export interface ServeLogger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ServeOptions {
  /** 0 picks a free port. Default: `process.env.PORT`, else 3000. */
  port?: number;
  /** Default `127.0.0.1` (loopback only); use `0.0.0.0` to listen on every interface. */
  host?: string;
  /** Time in-flight requests get to finish on `close()` before connections are cut. Default 5000. */
  graceMs?: number;
  /** Close gracefully on these signals; `true` means SIGTERM and SIGINT. Default: none. */
  signals?: boolean | readonly ServeSignal[];
  /** Marked started once listening and draining on `close()`; mount its routes in the route table. */
  health?: Health;
  /**
   * Let several processes listen on this port (SO_REUSEPORT), the operating system spreading
   * connections among them. Where the platform or Node line lacks it, the server listens
   * without it and the logger says so (docs/operations.md#several-processes-on-one-port).
   */
  reusePort?: boolean;
  /** Keep the client's `X-Request-Id` (a safe token) or make one, on the request and the response. */
  requestIds?: boolean;
  /** Called once per answered request with its route pattern, status, duration and id. */
  accessLog?: AccessLogHook;
  /** Default `console`. */
  logger?: ServeLogger;
}

/** A listening server and the way to stop it. */
export interface RunningServer {
  readonly server: Server;
  /** e.g. `http://127.0.0.1:3000` */
  readonly url: string;
  /** True while listening and not closing. */
  readonly ready: boolean;
  /** Requests being answered now. */
  readonly inFlight: number;
  /**
   * Drains and stops: readiness turns false, the listener closes (new connections are
   * refused), answers still to come say `Connection: close`, idle sockets close, in-flight
   * requests finish, and after `graceMs` the rest are cut. Resolves when every connection is gone.
   */
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server for a kernel.
 *
 * @example
 * const running = await serve(kernel, { port: 0, signals: true, requestIds: true });
 * console.log(`listening on ${running.url}`);
 */
export async function serve(kernel: HttpKernel, options: ServeOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? console;
  // Loaded on call: importing intake must not pull node:http into a Fetch runtime's bundle.
  const http = requiredBuiltin<typeof NodeHttp>('node:http');
  const requestIds = options.requestIds === true;
  const log: AccessLog | undefined =
    options.accessLog === undefined
      ? undefined
      : accessLog(options.accessLog, requestIds, (error) =>
          logger.error('serve(): the accessLog hook threw; later failures are not reported', error),
        );
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    drain.track(req, res);
    if (requestIds) assignRequestId(req, res);
    log?.watch(req);
    kernel.listener(req, res);
  });
  const drain = new Drain(server);
  server.on('clientError', answerClientError);
  try {
    await listen(server, options, logger);
  } catch (error) {
    log?.stop();
    throw error;
  }
  options.health?.markStarted();
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const signals: readonly ServeSignal[] =
    options.signals === true ? ['SIGTERM', 'SIGINT'] : options.signals || [];
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    if (closing !== undefined) return closing;
    options.health?.markDraining();
    for (const signal of signals) process.off(signal, close);
    closing = drain.close(options.graceMs ?? 5000).finally(() => log?.stop());
    return closing;
  };
  for (const signal of signals) process.once(signal, close);
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    get ready() {
      return !drain.draining;
    },
    get inFlight() {
      return drain.inFlight;
    },
    close,
  };
}

async function listen(server: Server, options: ServeOptions, logger: ServeLogger): Promise<void> {
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const host = options.host ?? '127.0.0.1';
  let reusePort = options.reusePort === true;
  const unavailable = reusePort ? reusePortUnavailable() : null;
  if (unavailable !== null) {
    reusePort = false;
    logger.warn(
      `serve(): reusePort is off because ${unavailable}; this process listens alone on port ${port}. ` +
        'To run several processes on one port here, use node:cluster (docs/operations.md#several-processes-on-one-port).',
    );
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ...(reusePort ? { reusePort } : {}) }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
