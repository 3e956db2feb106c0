import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long, and how much, the kernel keeps reading after answering before the body arrived. */
export interface LingerLimits {
  lingerMaxBytes: number;
  lingerMaxMs: number;
}

/**
 * Whether an HTTP/1 request announced a body (a Content-Length other than 0, or a
 * Transfer-Encoding) that has not fully arrived. Reads `rawHeaders`: `req.headers` is built
 * lazily by Node and most answers never need it.
 */
export function bodyStillArriving(req: IncomingMessage): boolean {
  if (req.complete || req.httpVersionMajor !== 1) return false;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 14 && name.toLowerCase() === 'content-length') return raw[i + 1]!.trim() !== '0';
    if (name.length === 17 && name.toLowerCase() === 'transfer-encoding') return true;
  }
  return false;
}

/**
 * Prepares an answer sent while the request body is still arriving (a 413, a 415, a timeout,
 * a handler that did not read it): the answer says `Connection: close`, and once it is sent
 * the kernel half-closes and goes on reading and discarding what the client still sends — up
 * to `lingerMaxBytes`, then it stops reading — and closes `lingerMaxMs` after the answer (or
 * as soon as the body has fully arrived). Closing with unread bytes in flight
 * makes the TCP stack answer with a reset, and a client still uploading then often loses the
 * answer it was sent (nginx's lingering close and Go's bounded drain do the same).
 */
export function closeAfterDrain(req: IncomingMessage, res: ServerResponse, limits: LingerLimits): void {
  res.setHeader('connection', 'close');
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (socket === null || typeof socket.destroySoon !== 'function') return;
  const ownDestroySoon = socket.destroySoon;
  let left = limits.lingerMaxBytes;
  let drained = false;
  let closing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    req.off('data', count);
    clearTimeout(timer);
  };
  const count = (chunk: Buffer): void => {
    left -= chunk.length;
    if (left > 0) return;
    // Read enough: stop reading (TCP flow control then stops the client) but keep the
    // connection until the time cap, so a client busy uploading still gets to read the answer.
    req.off('data', count);
    req.pause();
  };
  req.on('data', count);
  req.once('end', () => {
    drained = true;
    stop();
    if (closing) ownDestroySoon.call(socket);
  });
  req.resume();
  // node:http calls destroySoon once a `Connection: close` answer is sent.
  socket.destroySoon = () => {
    closing = true;
    if (drained) {
      ownDestroySoon.call(socket);
    } else {
      socket.end();
      timer = setTimeout(() => socket.destroy(), limits.lingerMaxMs);
      timer.unref();
    }
  };
}
