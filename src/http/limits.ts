import { defaultInputLimits, type InputLimits } from '../input/index.js';

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
}

/** Every limit the kernel applies: its own plus the input area's (body size, depth, …). */
export type KernelLimits = KernelOnlyLimits & InputLimits;

/** 8 KiB URLs (what common proxies accept), a 30 s answer time, an 8 MiB / 1 s drain. */
export const defaultKernelLimits: Readonly<KernelLimits> = Object.freeze({
  ...defaultInputLimits,
  maxUrlLength: 8192,
  requestTimeoutMs: 30_000,
  lingerMaxBytes: 8 * 1024 * 1024,
  lingerMaxMs: 1000,
});
