import type { IncomingMessage } from 'node:http';
import { MalformedBodyError } from './errors.js';

// Requests whose body the HTTP parser refused after their headers were read. The parser stops
// there, so such a body never ends and never errors by itself: readers learn of it from here.
const refused = new WeakMap<IncomingMessage, MalformedBodyError>();

/**
 * Marks a request whose body framing the HTTP parser refused (a bad chunk size, an unknown
 * `Transfer-Encoding`, a connection half-closed mid-body, …): a reader waiting for the body
 * fails at once with 400 `malformedFraming`, and one that starts later fails as it starts.
 */
export function refuseBodyFraming(request: IncomingMessage, parserError: Error & { code?: string }): void {
  if (refused.has(request)) return;
  const reason = typeof parserError.code === 'string' ? parserError.code : parserError.message;
  // Node's own `requestTimeout` ends a body that never finished arriving the same way.
  const error =
    reason === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new MalformedBodyError(
          'requestAborted',
          "The request body did not arrive within the server's requestTimeout",
          { cause: parserError },
        )
      : new MalformedBodyError(
          'malformedFraming',
          `The request body is not framed as HTTP/1.1 requires (${reason.slice(0, 60)})`,
          { cause: parserError },
        );
  refused.set(request, error);
  // Emitting 'error' with no listener would throw; a reader that comes later checks the mark.
  if (request.listenerCount('error') > 0) request.emit('error', error);
}

/** The framing error of a request `refuseBodyFraming` marked, if any. */
export function refusedFraming(request: IncomingMessage): MalformedBodyError | undefined {
  return refused.get(request);
}
