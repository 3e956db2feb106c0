// Whatever a handler throws reaches the error path, including values that throw when looked at:
// a revoked Proxy (every `instanceof` and property read throws), getters or `toString` that
// throw. These helpers let the kernel ask about such a value without letting it escape.

/** `value instanceof type`, false when the question itself throws. */
export function isInstance<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  try {
    return value instanceof type;
  } catch {
    return false;
  }
}

/** What a logger is given in place of a value that cannot be inspected. */
const UNINSPECTABLE = '[a thrown value that cannot be inspected]';

/**
 * Reports an error to the application's logger and never throws: a logger that chokes on the
 * value is tried again with a placeholder, and a logger that throws anyway is ignored.
 */
export function logSafely(
  logger: { error(message: string, error: unknown): void },
  message: string,
  error: unknown,
): void {
  try {
    logger.error(message, error);
  } catch {
    try {
      logger.error(message, UNINSPECTABLE);
    } catch {
      // The logger itself is broken; the client still gets its answer.
    }
  }
}
