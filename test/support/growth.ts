// Complexity checks that a busy machine cannot break: instead of a bound in milliseconds, the
// work is timed at two sizes in one process and the ratio compared with the sizes' ratio. A
// slow or shared core slows both sizes alike; quadratic work grows by the square of the factor.
import assert from 'node:assert/strict';

/** The fastest of `runs` timings of `work(small)` and of `work(large)`, taken in turns after one warm-up call each. */
async function fastestPair(
  work: (size: number) => unknown,
  small: number,
  large: number,
  runs: number,
): Promise<[number, number]> {
  await work(small);
  await work(large);
  let bestSmall = Number.POSITIVE_INFINITY;
  let bestLarge = Number.POSITIVE_INFINITY;
  // In turns, so a burst of load on a shared machine slows both sizes rather than one.
  for (let run = 0; run < runs; run++) {
    let started = performance.now();
    await work(small);
    bestSmall = Math.min(bestSmall, performance.now() - started);
    started = performance.now();
    await work(large);
    bestLarge = Math.min(bestLarge, performance.now() - started);
  }
  return [bestSmall, bestLarge];
}

/**
 * Asserts that `work` grows at most linearly (up to a log factor and noise) from `small` to
 * `small * factor`: the time ratio must stay below `limit` (`factor * 6`: caches and
 * collections make large inputs dearer per byte), where quadratic work would reach `factor²`;
 * a smaller `limit` checks work that must not grow with the input. `work` receives the size;
 * it is called once untimed first, which may build and keep its input.
 *
 * @example
 * await assertLinearGrowth('parseQuery on a long key', (n) => parseQuery(`${'a'.repeat(n)}=1`), 60_000);
 */
export async function assertLinearGrowth(
  label: string,
  work: (size: number) => unknown,
  small: number,
  { factor = 16, runs = 3, limit = factor * 6 }: { factor?: number; runs?: number; limit?: number } = {},
): Promise<void> {
  let smallMs = 0;
  let largeMs = 0;
  let ratio = Number.POSITIVE_INFINITY;
  // More measurements before failing: one collection or descheduling can land on a timing.
  for (let attempt = 0; attempt < 3 && ratio >= limit; attempt++) {
    [smallMs, largeMs] = await fastestPair(work, small, small * factor, runs);
    // A floor on the small timing keeps timer resolution from inflating the ratio.
    ratio = largeMs / Math.max(smallMs, 0.05);
  }
  assert.ok(
    ratio < limit,
    `${label}: ${factor}× the input took ${ratio.toFixed(1)}× the time (${smallMs.toFixed(2)} → ${largeMs.toFixed(2)} ms)`,
  );
}
