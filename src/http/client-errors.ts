import type { Duplex } from 'node:stream';
import { reasonPhrase } from './status-text.js';

/**
 * A `clientError` listener for `node:http` servers (`serve()` installs it): a request the
 * parser cannot read gets a problem+json answer and the connection closes. Node's own
 * listener answers at once, so with pipelining its 400 overtakes — and its close cuts off —
 * the answers still owed to the well-formed requests before the bad one; this one waits for
 * them, then answers.
 *
 * @example
 * const server = createServer(kernel.listener);
 * server.on('clientError', answerClientError);
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  afterOwedAnswers(socket, () => {
    if (socket.writable) socket.end(rawAnswer(statusFor(error.code)));
    else socket.destroy();
  });
}

/** The status a parser error deserves: 431 for oversized headers, 408 for a timeout, else 400. */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

function rawAnswer(status: number): string {
  const title = reasonPhrase(status) ?? 'Bad Request';
  const body = JSON.stringify({ type: 'about:blank', title, status });
  return (
    `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\n` +
    `Content-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** What node:http keeps on a socket: the answer being written now; the others queue behind it. */
interface HttpSocket {
  _httpMessage?: {
    writableFinished?: boolean;
    once(event: 'finish' | 'close', listener: () => void): unknown;
  } | null;
}

/**
 * Runs `then` once every answer owed on this connection is written. node:http attaches the
 * next queued answer to the socket when the current one emits 'finish', so waiting on
 * whatever is attached, again and again, walks the whole queue; nothing attached means
 * nothing is owed.
 */
function afterOwedAnswers(socket: Duplex, then: () => void): void {
  if (socket.destroyed) return;
  const current = (socket as Duplex & HttpSocket)._httpMessage;
  if (current === undefined || current === null) {
    then();
    return;
  }
  // Finished, but its 'finish' event (which attaches the next answer) is still to come.
  if (current.writableFinished === true) {
    setImmediate(afterOwedAnswers, socket, then);
    return;
  }
  let done = false;
  const next = (): void => {
    if (done) return;
    done = true;
    afterOwedAnswers(socket, then);
  };
  current.once('finish', next);
  current.once('close', next);
}
