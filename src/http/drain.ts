// The drain of `serve()`'s `close()` (docs/operations.md#shutting-down): stop accepting, tell
// keep-alive clients to go (`Connection: close` on every answer still to come), close sockets as
// they fall idle, let in-flight requests finish, and cut what is left after the grace period.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The requests one server is answering, and its drain once `close()` began. */
export class Drain {
  readonly #server: Server;
  readonly #inFlight = new Set<ServerResponse>();
  /** Each socket that has carried a request, with the number of its requests under way. */
  readonly #requestsOn = new Map<Socket, number>();
  #draining = false;

  constructor(server: Server) {
    this.#server = server;
  }

  /** Requests being answered now. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Counts a request until its response closes; during a drain its answer says `Connection: close`. */
  track(req: IncomingMessage, res: ServerResponse): void {
    // The request's socket: a pipelined response gets `res.socket` only when its turn comes.
    const socket = req.socket;
    this.#inFlight.add(res);
    const before = this.#requestsOn.get(socket);
    if (before === undefined) socket.once('close', () => this.#requestsOn.delete(socket));
    this.#requestsOn.set(socket, (before ?? 0) + 1);
    if (this.#draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      this.#inFlight.delete(res);
      const left = this.#requestsOn.get(socket)! - 1;
      this.#requestsOn.set(socket, left);
      // A keep-alive answer that began before the drain leaves its socket idle: close it.
      if (this.#draining && left === 0) socket.end();
    });
  }

  /** Stops accepting, drains, and resolves once every connection is gone (cut after `graceMs`). */
  close(graceMs: number): Promise<void> {
    this.#draining = true;
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    for (const [socket, requests] of this.#requestsOn) if (requests === 0) socket.end();
    return new Promise((resolve) => {
      const force = setTimeout(() => this.#server.closeAllConnections(), graceMs);
      force.unref();
      // node:http's close() also destroys every connection without a request under way, one
      // accepted a moment ago whose first request is still unread included; that request would
      // be lost. Only sockets that have finished a request are idle here (closed above and as
      // their answers go out); a new one gets its first answer, with `Connection: close`.
      const server = this.#server as Server & { closeIdleConnections(): void };
      server.closeIdleConnections = () => {};
      try {
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
      } finally {
        delete (server as Partial<Pick<Server, 'closeIdleConnections'>>).closeIdleConnections;
      }
    });
  }
}
