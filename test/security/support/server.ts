// Both front doors of one kernel for attack tests: a real node:http server on 127.0.0.1
// running `kernel.listener`, and `kernel.fetch` called directly; plus a raw socket client
// for requests an HTTP client would refuse to send (lying lengths, slow or cut-off bodies).
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { HttpKernel } from '../../../src/index.js';
import { rawExchange } from '../../support/sockets.js';

/** What a front door answered: status, lower-case headers and the body text. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body as JSON when it parses, else undefined. */
  json: any;
}

/** One request as both front doors receive it. */
export interface Attempt {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function toAnswer(status: number, headers: Record<string, string>, text: string): Answer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, headers, text, json };
}

function requestInit(attempt: Attempt): RequestInit {
  const init: RequestInit = { method: attempt.method ?? 'GET', headers: attempt.headers };
  if (attempt.body !== undefined) init.body = attempt.body as BodyInit;
  return init;
}

/** A kernel listening on loopback; `close()` cuts every connection. */
export class LoopbackKernel {
  readonly kernel: HttpKernel;
  readonly #server: Server;

  private constructor(kernel: HttpKernel, server: Server) {
    this.kernel = kernel;
    this.#server = server;
  }

  static async start(kernel: HttpKernel, options: ServerOptions = {}): Promise<LoopbackKernel> {
    const server = createServer(options, kernel.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new LoopbackKernel(kernel, server);
  }

  get server(): Server {
    return this.#server;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** Sends the attempt through the Node listener over a real socket (fetch() as the client). */
  async viaNode(attempt: Attempt): Promise<Answer> {
    const init = requestInit(attempt);
    const response = await fetch(`http://127.0.0.1:${this.port}${attempt.path}`, init);
    return toAnswer(response.status, Object.fromEntries(response.headers), await response.text());
  }

  /** Hands the same attempt to the Fetch front door. */
  async viaFetch(attempt: Attempt): Promise<Answer> {
    const init = requestInit(attempt);
    const response = await this.kernel.fetch(new globalThis.Request(`http://app.test${attempt.path}`, init));
    return toAnswer(response.status, Object.fromEntries(response.headers), await response.text());
  }

  /** Both front doors, Node first. */
  async both(attempt: Attempt): Promise<{ node: Answer; fetch: Answer }> {
    return { node: await this.viaNode(attempt), fetch: await this.viaFetch(attempt) };
  }

  /** Opens a raw socket to the server. */
  socket(): Socket {
    const socket = connect(this.port, '127.0.0.1');
    socket.on('error', () => {});
    return socket;
  }

  /**
   * Writes raw bytes and resolves with everything the server sent until it closed the
   * connection or `waitMs` passed (then the socket is cut).
   */
  raw(bytes: string | Buffer, waitMs = 2000): Promise<string> {
    return rawExchange(this.port, bytes, waitMs);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** Asserts that both front doors answered `status`, and the problem `code` when one is given. */
export function assertBoth(answers: { node: Answer; fetch: Answer }, status: number, code?: string): void {
  for (const [door, answer] of Object.entries(answers)) {
    assert.equal(answer.status, status, `${door}: ${answer.text.slice(0, 300)}`);
    if (code !== undefined) assert.equal(answer.json?.code, code, `${door}: ${answer.text.slice(0, 300)}`);
  }
}

/** The status code of the first response in raw HTTP/1.1 text, or 0 when there is none. */
export function statusOf(rawResponse: string): number {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(rawResponse);
  return match === null ? 0 : Number(match[1]);
}
