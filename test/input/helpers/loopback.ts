// A real node:http server on 127.0.0.1 that runs `readBody` on each request it receives, so
// tests exercise a genuine IncomingMessage (parser framing, sockets, disconnects).
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { type InputLimits, readBody } from '../../../src/index.js';

/** What `readBody` produced on the server side. */
export type Outcome = { value: unknown; error?: undefined } | { value?: undefined; error: unknown };

interface Expectation {
  limits: Partial<InputLimits> | undefined;
  prepare: ((request: IncomingMessage) => void) | undefined;
  settle: (outcome: Outcome) => void;
}

export class Loopback {
  readonly #server: Server;
  readonly #expectations: Expectation[] = [];

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<Loopback> {
    const server = createServer();
    const loopback = new Loopback(server);
    server.on('request', (req, res) => loopback.#handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return loopback;
  }

  get port(): number {
    const address = this.#server.address();
    if (address === null || typeof address === 'string') throw new Error('server is not listening');
    return address.port;
  }

  /** Registers what the next request's `readBody` call gets, and resolves with its outcome. */
  expect(limits?: Partial<InputLimits>, prepare?: (request: IncomingMessage) => void): Promise<Outcome> {
    return new Promise((settle) => this.#expectations.push({ limits, prepare, settle }));
  }

  /** Sends one request with http.request (a Buffer body gets its Content-Length) and returns readBody's outcome. */
  async send(
    body: Buffer | string | undefined,
    headers: Record<string, string>,
    limits?: Partial<InputLimits>,
  ): Promise<Outcome> {
    const outcome = this.expect(limits);
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    const allHeaders = { ...headers };
    if (payload !== undefined && !('transfer-encoding' in allHeaders) && !('content-length' in allHeaders)) {
      allHeaders['content-length'] = String(payload.byteLength);
    }
    const client = request({
      host: '127.0.0.1',
      port: this.port,
      method: 'POST',
      path: '/',
      headers: allHeaders,
    });
    client.on('response', (response) => response.resume());
    client.on('error', () => {});
    client.end(payload);
    return outcome;
  }

  /** Writes raw bytes on a fresh socket (for framing a client would not produce); `destroy` cuts it afterwards. */
  raw(bytes: string | Buffer, options: { destroy?: boolean } = {}): void {
    const socket = connect(this.port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.write(bytes, () => {
      if (options.destroy) setTimeout(() => socket.destroy(), 20);
    });
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #handle(req: IncomingMessage, res: import('node:http').ServerResponse): void {
    const expectation = this.#expectations.shift();
    if (expectation === undefined) {
      res.statusCode = 500;
      res.end();
      return;
    }
    expectation.prepare?.(req);
    readBody(req, expectation.limits).then(
      (value) => {
        expectation.settle({ value });
        res.end();
      },
      (error: unknown) => {
        expectation.settle({ error });
        res.statusCode = (error as { status?: number }).status ?? 500;
        res.setHeader('connection', 'close');
        res.end();
      },
    );
  }
}
