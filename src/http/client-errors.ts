import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { refuseBodyFraming } from '../input/broken-framing.js';
import { reasonPhrase } from './status-text.js';

/**
 * A `clientError` listener for `node:http` servers (`serve()` installs it): a request the
 * parser cannot read gets a problem+json answer and the connection closes. Node's own
 * listener answers at once, so with pipelining its 400 overtakes — and its close cuts off —
 * the answers still owed to the well-formed requests before the bad one; this one waits for
 * them, then answers. When the parser refused the body of a request already being handled,
 * that request's own handler answers it (its body read fails with 400 `malformedFraming`),
 * and the connection closes once that answer is out.
 *
 * @example
 * const server = createServer(kernel.listener);
 * server.on('clientError', answerClientError);
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // The parser stays in its error state, so every later chunk repeats the error.
  if (answering.has(socket)) return;
  answering.add(socket);
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const unfinished = requestBeingRead(socket);
  if (unfinished !== undefined) {
    refuseBodyFraming(unfinished, error);
    afterOwedAnswers(socket, () => closeGently(socket));
    return;
  }
  afterOwedAnswers(socket, () => {
    if (socket.writable) socket.end(rawAnswer(statusFor(error.code)));
    else socket.destroy();
  });
}

const answering = new WeakSet<Duplex>();

/** How long a connection whose parser failed stays half-closed for the client to read its answers. */
const closeGraceMs = 1000;

/**
 * Ends the connection (FIN, so answers already written still arrive) and cuts it if the
 * client has not closed its side within `closeGraceMs`: nothing more can be read from it.
 */
function closeGently(socket: Duplex): void {
  if (socket.destroyed) return;
  socket.end();
  setTimeout(() => socket.destroy(), closeGraceMs).unref();
}

/** What node:http keeps on a connection's parser: the request whose message it is reading. */
interface ParsingSocket {
  parser?: { incoming?: IncomingMessage | null } | null;
}

/** The request whose body the parser was reading when it failed, if its headers were complete. */
function requestBeingRead(socket: Duplex): IncomingMessage | undefined {
  const incoming = (socket as Duplex & ParsingSocket).parser?.incoming;
  return incoming !== null && incoming !== undefined && !incoming.complete ? incoming : undefined;
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
