// Complexity checks that a busy machine cannot break: instead of a bound in milliseconds, the
// work is timed at two sizes in one process and the ratio compared with the sizes' ratio. A
// slow or shared core slows both sizes alike; quadratic work grows by the square of the factor.
import assert from 'node:assert/strict';

/** The fastest of `runs` timings of `work(size)`, after one warm-up call. */
async function fastest(work: (size: number) => unknown, size: number, runs: number): Promise<number> {
  await work(size);
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(size);
    best = Math.min(best, performance.now() - started);
  }
  return best;
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
  // A second measurement before failing: one collection or descheduling can land on a timing.
  for (let attempt = 0; attempt < 2 && ratio >= limit; attempt++) {
    smallMs = await fastest(work, small, runs);
    largeMs = await fastest(work, small * factor, runs);
    // A floor on the small timing keeps timer resolution from inflating the ratio.
    ratio = largeMs / Math.max(smallMs, 0.05);
  }
  assert.ok(
    ratio < limit,
    `${label}: ${factor}× the input took ${ratio.toFixed(1)}× the time (${smallMs.toFixed(2)} → ${largeMs.toFixed(2)} ms)`,
  );
}
