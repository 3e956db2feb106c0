/**
 * Limits applied while reading and parsing request input. Every limit has a safe default;
 * pass a partial object to override some of them.
 *
 * @example
 * await readBody(request, { maxBodyBytes: 10 * 1024 * 1024, maxFiles: 3 });
 */
export interface InputLimits {
  /** Largest body in bytes, counted on the wire and again after gzip/deflate/br inflation. Default 1 MiB. */
  maxBodyBytes: number;
  /** Deepest nesting of objects and arrays in the result; the top-level object is depth 1. Default 32. */
  maxDepth: number;
  /** Most `&`-separated pieces in a query or urlencoded body, or fields in a multipart body. Default 1000. */
  maxParameters: number;
  /** Most items in an array built from bracket syntax or repeated keys (indexes 0 … n-1). Default 1000. */
  maxArrayLength: number;
  /** Most files in one multipart body. Default 10. */
  maxFiles: number;
  /** Largest single part of a multipart body — a file or a text field. Default 1 MiB (the body limit bounds it too). */
  maxFileBytes: number;
  /** `'error'` refuses `__proto__` / `constructor.prototype` keys with 400; `'remove'` drops them. Default `'error'`. */
  protoKeys: 'error' | 'remove';
}

/** The limits used when none are given. */
export const defaultInputLimits: Readonly<InputLimits> = Object.freeze({
  maxBodyBytes: 1024 * 1024,
  maxDepth: 32,
  maxParameters: 1000,
  maxArrayLength: 1000,
  maxFiles: 10,
  maxFileBytes: 1024 * 1024,
  protoKeys: 'error',
});

const numericLimits = [
  'maxBodyBytes',
  'maxDepth',
  'maxParameters',
  'maxArrayLength',
  'maxFiles',
  'maxFileBytes',
] as const;

// Callers usually pass the same options object on every request: resolve it once.
const resolved = new WeakMap<Partial<InputLimits>, Readonly<InputLimits>>();

/**
 * Completes a partial limits object with the defaults and checks it; the result is cached
 * per given object, so the hot path only looks it up. Exported as `resolveInputLimits`.
 *
 * @example
 * resolveInputLimits({ maxDepth: 8 }).maxBodyBytes; // 1048576
 */
export function resolveLimits(limits?: Partial<InputLimits>): Readonly<InputLimits> {
  if (limits === undefined || limits === defaultInputLimits) return defaultInputLimits;
  let complete = resolved.get(limits);
  if (complete === undefined) {
    complete = Object.freeze({ ...defaultInputLimits, ...definedOnly(limits) });
    for (const name of numericLimits) {
      const value = complete[name];
      if (!(value === Number.POSITIVE_INFINITY || (Number.isSafeInteger(value) && value >= 0))) {
        throw new TypeError(`Input limit ${name} must be a non-negative integer or Infinity, got ${value}`);
      }
    }
    if (complete.maxDepth < 1) throw new TypeError('Input limit maxDepth must be at least 1');
    if (complete.protoKeys !== 'error' && complete.protoKeys !== 'remove') {
      throw new TypeError(
        `Input limit protoKeys must be 'error' or 'remove', got ${String(complete.protoKeys)}`,
      );
    }
    resolved.set(limits, complete);
  }
  return complete;
}

// `{ maxDepth: undefined }` means "use the default", as it does for most option bags.
function definedOnly(limits: Partial<InputLimits>): Partial<InputLimits> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(limits)) if (value !== undefined) result[name] = value;
  return result as Partial<InputLimits>;
}
