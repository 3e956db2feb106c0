// Waiting in tests: for a condition another part of the test makes true. Plain pauses use
// `setTimeout` from node:timers/promises.
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `ready()` holds, checking every `stepMs`. */
export async function until(ready: () => boolean, stepMs = 2): Promise<void> {
  while (!ready()) await sleep(stepMs);
}
