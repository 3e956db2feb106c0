// The drain of `serve()`'s `close()` (docs/operations.md#shutting-down): stop accepting, tell
// keep-alive clients to go (`Connection: close` on every answer still to come), close sockets as
// they fall idle, let in-flight requests finish, and cut what is left after the grace period.
import type { Server, ServerResponse } from 'node:http';

/** The requests one server is answering, and its drain once `close()` began. */
export class Drain {
  readonly #server: Server;
  readonly #inFlight = new Set<ServerResponse>();
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
  track(res: ServerResponse): void {
    this.#inFlight.add(res);
    if (this.#draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      this.#inFlight.delete(res);
      // A keep-alive socket whose answer had already begun when the drain started is idle now.
      if (this.#draining) this.#server.closeIdleConnections();
    });
  }

  /** Stops accepting, drains, and resolves once every connection is gone (cut after `graceMs`). */
  close(graceMs: number): Promise<void> {
    this.#draining = true;
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    return new Promise((resolve) => {
      const force = setTimeout(() => this.#server.closeAllConnections(), graceMs);
      force.unref();
      this.#server.close(() => {
        clearTimeout(force);
        resolve();
      });
      this.#server.closeIdleConnections();
    });
  }
}
