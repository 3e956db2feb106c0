/**
 * A promise that rejects with `error` one microtask from now, instead of `Promise.reject(error)`.
 * A promise rejected before any handler is attached makes Node track it as a possible
 * unhandled rejection, then untrack it when the caller's `await` attaches one, a cost that
 * shows on every 422. A caller that awaits the promise at once has its
 * handler in place before this one rejects, so neither happens; a caller that never handles
 * it still gets Node's unhandled-rejection report.
 *
 * @example
 * return deferredRejection(new ValidationException(errors));
 */
export function deferredRejection<T = never>(error: unknown): Promise<T> {
  return new Promise<T>((_, reject) => {
    queueMicrotask(() => reject(error));
  });
}
