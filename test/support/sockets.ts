// A raw socket client, for requests an HTTP client would refuse to send (lying lengths,
// cut-off bodies, hostile methods).
import { connect } from 'node:net';

/**
 * Writes raw bytes to 127.0.0.1:`port` and resolves with everything the server sent until it
 * closed the connection or `waitMs` passed (then the socket is cut).
 */
export function rawExchange(port: number, bytes: string | Buffer, waitMs: number): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
  });
}
