// What the rest of the mapping knows about `Request` without importing it: a brand on the
// class. `request.ts` imports the class shape, the handler and Standard Schema; if those
// recognised request classes with `instanceof Request`, every one of them would import
// `request.ts` back and the folder would load as one circle.

/**
 * Set on `Request` itself (own and non-enumerable), so every subclass inherits it through the
 * constructor chain. `Symbol.for`: two loaded copies of intake recognise each other's classes.
 */
export const REQUEST_BRAND: unique symbol = Symbol.for('intake.request');

/** The instance side every request DTO has (`Request` implements it). */
export interface RequestObject {
  toArray(): Record<string, unknown>;
  has(name: string): boolean;
  get(name: string, fallback?: unknown): unknown;
  group(name: string): Record<string, unknown>;
  toJSON(): Record<string, unknown>;
}

/** A request class the handler can instantiate. */
export type RequestClass<T extends object = RequestObject> = new () => T;

/** Whether `value` is a subclass of `Request` (not `Request` itself). */
export function isRequestClass(value: unknown): value is RequestClass {
  return typeof value === 'function' && REQUEST_BRAND in value && !isRequestBase(value);
}

/** Whether `value` is `Request` itself: the end of every request class's constructor chain. */
export function isRequestBase(value: unknown): boolean {
  return typeof value === 'function' && Object.hasOwn(value, REQUEST_BRAND);
}
