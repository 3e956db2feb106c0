// One request through a kernel's Node door without a socket, for in-process comparisons
// (channel-cost.ts): the request is a readable stream carrying the body, URL and headers, as
// test doubles such as light-my-request make it; the response records what the kernel writes
// and emits 'close' once ended, as node:http does after the last byte.
import { Readable } from 'node:stream';
import type { Route } from './driver.js';

type Listener = (req: never, res: never) => void;

class StandInResponse {
  writableEnded = false;
  destroyed = false;
  headersSent = false;
  statusCode = 200;
  #close: Array<() => void> = [];
  readonly #done: (status: number) => void;

  constructor(done: (status: number) => void) {
    this.#done = done;
  }

  writeHead(status: number): this {
    this.statusCode = status;
    this.headersSent = true;
    return this;
  }

  setHeader(): this {
    return this;
  }

  once(event: string, listener: () => void): this {
    if (event === 'close') this.#close.push(listener);
    return this;
  }

  end(): void {
    this.writableEnded = true;
    this.headersSent = true;
    for (const listener of this.#close) listener();
    this.#done(this.statusCode);
  }

  destroy(): void {
    this.destroyed = true;
    this.end();
  }
}

/** Serves `route` once through `listener`; resolves with the status written. */
export function serveNode(listener: Listener, route: Route): Promise<number> {
  return new Promise((resolve) => {
    const body = route.body === undefined ? undefined : Buffer.from(route.body);
    const req = new Readable({ read() {} }) as Readable & Record<string, unknown>;
    req.url = route.path;
    req.method = route.method;
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.complete = true;
    req.rawHeaders = [];
    req.headers =
      body === undefined
        ? { host: 'bench', accept: '*/*' }
        : { host: 'bench', 'content-type': 'application/json', 'content-length': String(body.length) };
    if (body !== undefined) req.push(body);
    req.push(null);
    listener(req as never, new StandInResponse(resolve) as never);
  });
}
