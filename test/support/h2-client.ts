// One HTTP/2 request on an open client session, for the h2c tests of the Node listener.
import type { ClientHttp2Session, OutgoingHttpHeaders } from 'node:http2';

export interface H2Answer {
  status: number;
  /** The `content-type` header, as text. */
  type: string;
  text: string;
}

/** Sends the headers, then the body; each piece of an array body is its own DATA frame. */
export function h2Send(
  client: ClientHttp2Session,
  headers: OutgoingHttpHeaders,
  body?: string | string[],
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request(headers);
    let status = 0;
    let type = '';
    let text = '';
    stream.on('response', (received) => {
      status = Number(received[':status']);
      type = String(received['content-type']);
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('end', () => resolve({ status, type, text }));
    stream.on('error', reject);
    if (Array.isArray(body)) {
      for (const piece of body) stream.write(piece);
      stream.end();
    } else stream.end(body);
  });
}
