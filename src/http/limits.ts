import { defaultInputLimits, type InputLimits } from '../input/index.js';

/** Limits the kernel enforces itself; body and query limits belong to the input area. */
export interface KernelOnlyLimits {
  /** Longest accepted request target (path + query), in characters → 414. */
  maxUrlLength: number;
  /** Time a handler may take before the client gets 503; 0 disables it. */
  requestTimeoutMs: number;
}

/** Every limit the kernel applies: its own plus the input area's (body size, depth, …). */
export type KernelLimits = KernelOnlyLimits & InputLimits;

/** 8 KiB URLs (what common proxies accept) and a 30 s answer time. */
export const defaultKernelLimits: Readonly<KernelLimits> = Object.freeze({
  ...defaultInputLimits,
  maxUrlLength: 8192,
  requestTimeoutMs: 30_000,
});
