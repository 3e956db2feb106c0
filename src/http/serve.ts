import type * as NodeHttp from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requiredBuiltin } from '../shared/node-builtins.js';
import { answerClientError } from './client-errors.js';
import type { HttpKernel } from './kernel.js';

export interface ServeOptions {
  /** 0 picks a free port. Default: `process.env.PORT`, else 3000. */
  port?: number;
  /** Default `127.0.0.1` (loopback only); use `0.0.0.0` to listen on every interface. */
  host?: string;
  /** Time in-flight requests get to finish on `close()` before connections are cut. */
  graceMs?: number;
}

/** A listening server and the way to stop it. */
export interface RunningServer {
  readonly server: Server;
  /** e.g. `http://127.0.0.1:3000` */
  readonly url: string;
  /** Stops accepting connections, lets in-flight requests finish (up to `graceMs`), then resolves. */
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server for a kernel.
 *
 * @example
 * const running = await serve(kernel, { port: 0 });
 * console.log(`listening on ${running.url}`);
 * process.once('SIGTERM', () => running.close());
 */
export async function serve(kernel: HttpKernel, options: ServeOptions = {}): Promise<RunningServer> {
  // Loaded on call: importing intake must not pull node:http into a Fetch runtime's bundle.
  const server = requiredBuiltin<typeof NodeHttp>('node:http').createServer(kernel.listener);
  server.on('clientError', answerClientError);
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    close: () => (closing ??= shutDown(server, options.graceMs ?? 5000)),
  };
}

function shutDown(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
