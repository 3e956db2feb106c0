// The two front doors behind one interface, so one contract suite runs against both:
// `fetch` calls kernel.fetch without a socket; `node` serves kernel.listener on 127.0.0.1:0
// and talks to it over real HTTP.
import { request as httpRequest } from 'node:http';
import { type HttpKernel, type RunningServer, serve } from '../../../src/index.js';

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface Received {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface Door {
  readonly name: 'fetch' | 'node';
  send(path: string, sent?: Sent): Promise<Received>;
  close(): Promise<void>;
}

/** Calls `kernel.fetch` directly. */
export function fetchDoor(kernel: HttpKernel): Door {
  return {
    name: 'fetch',
    async send(path, sent = {}) {
      const response = await kernel.fetch(
        new Request(`http://localhost${path}`, {
          method: sent.method ?? 'GET',
          headers: sent.headers,
          body: sent.body as BodyInit | undefined,
        }),
      );
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return { status: response.status, headers, text: await response.text() };
    },
    close: async () => {},
  };
}

/** Serves `kernel.listener` on a free loopback port; requests go through node:http. */
export async function nodeDoor(kernel: HttpKernel): Promise<Door> {
  const running = await serve(kernel, { port: 0, host: '127.0.0.1' });
  return {
    name: 'node',
    send: (path, sent = {}) => sendHttp(running, path, sent),
    close: () => running.close(),
  };
}

/** One request over a real socket (node:http client, so no Fetch objects are involved). */
export function sendHttp(running: RunningServer, path: string, sent: Sent = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    const body = typeof sent.body === 'string' ? Buffer.from(sent.body) : sent.body;
    const headers = { ...sent.headers };
    if (body !== undefined) headers['content-length'] = String(body.byteLength);
    const req = httpRequest(`${running.url}${path}`, { method: sent.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const received: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) received[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode!, headers: received, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The two doors, each opened on a kernel: loop over them to run one suite against both. */
export const doorFactories: ReadonlyArray<{
  name: Door['name'];
  open: (kernel: HttpKernel) => Promise<Door>;
}> = [
  { name: 'fetch', open: async (kernel) => fetchDoor(kernel) },
  { name: 'node', open: nodeDoor },
];
