/** Returned by a built-in cast for a value it cannot represent (cheaper than throwing). */
export const CAST_FAILED: unique symbol = Symbol('intake.castFailed');

/** A built-in cast: the cast value, or `CAST_FAILED`. Never called with `null` or `undefined`. */
export type BuiltInCast = (value: unknown) => unknown;
