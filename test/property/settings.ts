// Shared fast-check settings: fixed seeds so every CI run replays the same cases (a failure
// prints its seed and path for `fc.assert(…, { seed, path })`), and at least 1,000 runs.
import type { Parameters } from 'fast-check';

export { assertNoPoisoning } from '../support/poisoning.js';

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
