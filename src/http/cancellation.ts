import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientClosedError } from './errors.js';

/**
 * True when nobody can receive the response any more. Node destroys the response that owns
 * the connection when it closes, but not a pipelined response still queued behind it: hence
 * the connection check. Writing to such a response parks its bytes on the dead connection,
 * where they outlive it until a full GC; after a burst of disconnects under pipelined load
 * that was enough for V8 to pretenure Node's queued-write records, and every later
 * pipelined response then paid for promotion.
 */
export function clientGone(res: ServerResponse): boolean {
  return res.destroyed || res.req?.socket?.destroyed === true;
}

/**
 * Aborts `controller` with a `ClientClosedError` when a Node client leaves before its answer
 * was ended. The request's 'close' comes once the answer is done, or when the connection is
 * lost — for a pipelined request still queued behind another too (Node destroys those
 * requests, not their responses).
 */
export function abortWhenNodeClientLeaves(
  req: IncomingMessage,
  res: ServerResponse,
  controller: AbortController,
): void {
  if (res.writableEnded) return;
  if (clientGone(res)) {
    controller.abort(new ClientClosedError());
    return;
  }
  req.once('close', () => {
    if (!res.writableEnded) controller.abort(new ClientClosedError());
  });
}

/** Aborts `controller` when the host aborts the Fetch request's own signal (the client left). */
export function abortWhenFetchClientLeaves(signal: AbortSignal, controller: AbortController): void {
  const leave = () => controller.abort(new ClientClosedError({ cause: signal.reason }));
  if (signal.aborted) leave();
  else signal.addEventListener('abort', leave, { once: true });
}
