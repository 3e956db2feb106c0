// Measures how a call's time grows with its input, robustly on a busy machine: each size is
// timed as the minimum of several runs, each run repeating the call so it lasts long enough
// for the clock. Used only by the hostile-input regression tests.

/** Minimum nanoseconds per call of `run(input)` over `runs` runs of `reps` calls. */
export function minNanosPerCall(run: () => unknown, reps: number, runs = 7): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < reps; i++) run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / reps);
  }
  return best;
}

/** time(4N) / time(N) for N = 1k, 4k, 16k (inputs of 1k … 64k characters). */
export function growthRatios(makeInput: (size: number) => string, run: (input: string) => unknown): number[] {
  const sizes = [1024, 4096, 16_384, 65_536];
  // The smallest input is timed first: warm the code up on it, so its time is not the
  // interpreter's and the first ratio does not read tier-up as growth.
  const smallest = makeInput(sizes[0]!);
  for (let i = 0; i < 256; i++) run(smallest);
  const times = sizes.map((size) => {
    const input = makeInput(size);
    return minNanosPerCall(() => run(input), Math.max(2, Math.floor(262_144 / size)));
  });
  return times.slice(1).map((time, i) => time / Math.max(times[i]!, 1));
}

/**
 * Whether `ratios` (from `growthRatios`) say linear rather than quadratic: a linear call grows
 * ~4× per step and a quadratic one ~16×. One step may read high on a busy machine (a collection
 * or a context switch inside the smaller timing), so the bound is on the whole growth from 1k to
 * 64k (64× linear, 4,096× quadratic) and each step only has to stay clearly under 16×.
 */
export function looksLinear(ratios: readonly number[]): boolean {
  const overall = ratios.reduce((product, ratio) => product * ratio, 1);
  return overall < 6 ** ratios.length && ratios.every((ratio) => ratio < 12);
}
