import { defaultInputLimits, type InputLimits, resolveInputLimits } from '../input/index.js';

/** Limits the kernel enforces itself; body and query limits belong to the input area. */
export interface KernelOnlyLimits {
  /** Longest accepted request target (path + query), in characters → 414. */
  maxUrlLength: number;
  /** Time a handler may take before the client gets 503; 0 disables it. */
  requestTimeoutMs: number;
  /**
   * After an answer sent before the request body was read (413, 415, 503, …), the most bytes
   * the kernel reads and discards so the client gets to see the answer before the connection
   * closes (HTTP/1 only).
   */
  lingerMaxBytes: number;
  /** …and the longest it keeps the connection for that, in milliseconds. */
  lingerMaxMs: number;
  /** Most failing fields a 422 problem lists; `omittedErrors` counts the rest. */
  maxProblemErrors: number;
}

/** Every limit the kernel applies: its own plus the input area's (body size, depth, …). */
export type KernelLimits = KernelOnlyLimits & InputLimits;

/** 8 KiB URLs (what common proxies accept), a 30 s answer time, an 8 MiB / 1 s drain, 100 listed errors. */
export const defaultKernelLimits: Readonly<KernelLimits> = Object.freeze({
  ...defaultInputLimits,
  maxUrlLength: 8192,
  requestTimeoutMs: 30_000,
  lingerMaxBytes: 8 * 1024 * 1024,
  lingerMaxMs: 1000,
  maxProblemErrors: 100,
});

const kernelOnlyLimits = [
  'maxUrlLength',
  'requestTimeoutMs',
  'lingerMaxBytes',
  'lingerMaxMs',
  'maxProblemErrors',
] as const;

/**
 * Completes a partial limits object with the defaults and checks every value, so a mistyped
 * limit (`'1mb'`, `NaN`, `-1`) fails when the kernel or adapter is made, never by silently
 * lifting the cap it was meant to set.
 *
 * @example
 * resolveKernelLimits({ maxBodyBytes: 64 * 1024 }).requestTimeoutMs; // 30000
 */
export function resolveKernelLimits(limits: Partial<KernelLimits> = {}): Readonly<KernelLimits> {
  const complete: Record<string, unknown> = { ...defaultKernelLimits };
  // Known names only: a configuration parsed from JSON may carry an own `__proto__`.
  for (const name of Object.keys(defaultKernelLimits)) {
    const value = Object.hasOwn(limits, name) ? (limits as Record<string, unknown>)[name] : undefined;
    if (value !== undefined) complete[name] = value;
  }
  const checked = complete as unknown as KernelLimits;
  resolveInputLimits(checked);
  resolveInputLimits(complete);
  for (const name of kernelOnlyLimits) {
    const value = checked[name];
    if (!(value === Number.POSITIVE_INFINITY || (Number.isSafeInteger(value) && value >= 0))) {
      throw new TypeError(
        `Kernel limit ${name} must be a non-negative integer or Infinity, got ${String(value)}`,
      );
    }
  }
  return Object.freeze(checked);
}
