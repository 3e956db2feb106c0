// The two front doors of `readBody` behind one interface, so one contract suite runs
// against both (STYLE: small interfaces, one contract suite).
import { type InputLimits, readBody } from '../../../src/index.js';
import { Loopback } from './loopback.js';

export interface FrontDoor {
  name: string;
  /** Sends the body with exactly these headers; resolves with readBody's value or rejects with its error. */
  read(body: Buffer, headers: Record<string, string>, limits?: Partial<InputLimits>): Promise<unknown>;
  close(): Promise<void>;
}

export const fetchDoor: FrontDoor = {
  name: 'Fetch Request',
  read: (body, headers, limits) =>
    readBody(
      new Request('http://test.local/', { method: 'POST', body: new Uint8Array(body), headers }),
      limits,
    ),
  close: async () => {},
};

export async function nodeDoor(): Promise<FrontDoor> {
  const loopback = await Loopback.start();
  return {
    name: 'node:http IncomingMessage',
    async read(body, headers, limits) {
      const outcome = await loopback.send(body, headers, limits);
      if (outcome.error !== undefined) throw outcome.error;
      return outcome.value;
    },
    close: () => loopback.close(),
  };
}

/** A FormData serialised the way a client sends it: bytes plus the Content-Type with its boundary. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://test.local/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
