/**
 * Whether a value is a thenable as the Promise resolution procedure defines it: an object or a
 * function with a callable `then`. The one test every area uses to decide whether a user hook,
 * custom rule or handler went asynchronous.
 *
 * @example
 * isThenable(Promise.resolve(1)); // true
 * isThenable({ then: 1 });        // false
 */
export function isThenable<T = unknown>(value: unknown): value is PromiseLike<T> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
