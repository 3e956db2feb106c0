// Shared fast-check settings: fixed seeds so every CI run replays the same cases (a failure
// prints its seed and path for `fc.assert(…, { seed, path })`), and at least 1,000 runs.
// The library installs `Symbol.metadata` when it is missing (ARCHITECTURE.md "Contract decisions"), an intended global:
// load it before @fast-check/poisoning takes its snapshot of the globals.
import '../../src/index.js';
import './globals.js';
import type { Parameters } from 'fast-check';

export { assertNoPoisoning } from '@fast-check/poisoning';

/** The runs of one property: a fixed seed per property name, 1,000 runs unless raised. */
export function runs(name: string, numRuns = 1000): Parameters<unknown> {
  let seed = 20_261_121;
  for (let i = 0; i < name.length; i++) seed = (seed * 31 + name.charCodeAt(i)) | 0;
  return { seed, numRuns };
}

/** Keys hostile payloads favour: prototype members and near-misses of them. */
export const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'length',
] as const;
