// Shared benchmark harness: every contender runs in one process, rounds interleaved
// (A B C, B C A, …), warm-up rounds discarded, median and p99 of per-call time reported,
// and every result is consumed so the optimiser cannot drop the work.
import { cpus } from 'node:os';

export interface Contender {
  name: string;
  /** One call of the work under test; may return a promise (then `async: true`). */
  run: () => unknown;
}

export interface CaseOptions {
  /** Calls per timed sample. */
  batch?: number;
  /** Timed rounds per contender (after warm-up). */
  rounds?: number;
  warmupRounds?: number;
  async?: boolean;
}

export interface Result {
  name: string;
  medianNs: number;
  p99Ns: number;
  opsPerSec: number;
  /** How many times slower than the reference (the first contender): > 1 means slower. */
  ratio: number;
  /**
   * The median of the same ratio taken round by round (each round times every contender once,
   * back to back), so a burst of load on a shared machine moves both sides of each ratio.
   */
  pairedRatio: number;
}

export interface CaseResult {
  title: string;
  results: Result[];
}

let sink: unknown;
/** Keeps a value alive so the call that produced it cannot be optimised away. */
export function consume(value: unknown): void {
  sink = value;
}
export function sinkValue(): unknown {
  return sink;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function timeBatch(contender: Contender, batch: number, isAsync: boolean): Promise<number> {
  const start = process.hrtime.bigint();
  if (isAsync) {
    for (let i = 0; i < batch; i++) consume(await contender.run());
  } else {
    for (let i = 0; i < batch; i++) consume(contender.run());
  }
  return Number(process.hrtime.bigint() - start) / batch;
}

/** Times each contender; the first one is the reference for the ratio column. */
export async function compare(
  title: string,
  contenders: Contender[],
  options: CaseOptions = {},
): Promise<CaseResult> {
  const batch = options.batch ?? 200;
  const rounds = options.rounds ?? 200;
  const warmup = options.warmupRounds ?? 30;
  const isAsync = options.async ?? false;
  const samples = contenders.map(() => [] as number[]);
  // The same samples in round order (`samples` is sorted below).
  const paired = contenders.map(() => [] as number[]);
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const index = (round + k) % contenders.length;
      const ns = await timeBatch(contenders[index]!, batch, isAsync);
      if (round >= warmup) {
        samples[index]!.push(ns);
        paired[index]!.push(ns);
      }
    }
  }
  const results = contenders.map((contender, i) => {
    const sorted = samples[i]!.sort((a, b) => a - b);
    const medianNs = percentile(sorted, 50);
    return {
      name: contender.name,
      medianNs,
      p99Ns: percentile(sorted, 99),
      opsPerSec: 1e9 / medianNs,
      ratio: 1,
      pairedRatio: 1,
    };
  });
  const reference = results[0]!.medianNs;
  for (const [i, result] of results.entries()) {
    result.ratio = result.medianNs / reference;
    const perRound = paired[i]!.map((ns, round) => ns / paired[0]![round]!).sort((a, b) => a - b);
    result.pairedRatio = percentile(perRound, 50);
  }
  return { title, results };
}

export function environment(): { date: string; node: string; cpu: string; cores: number } {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return { date: new Date().toISOString().slice(0, 10), node: process.version, cpu, cores: cpus().length };
}

function formatNs(ns: number): string {
  return ns >= 10_000 ? `${(ns / 1000).toFixed(1)} µs` : `${ns.toFixed(0)} ns`;
}

/** A Markdown table: contender, median, p99, ops/s, and how many times slower than the first row. */
export function markdownTable(result: CaseResult): string {
  const lines = [
    `#### ${result.title}`,
    '',
    '| contender | median | p99 | ops/s | × intake time |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const r of result.results) {
    const ops = Math.round(r.opsPerSec).toLocaleString('en-US');
    lines.push(
      `| ${r.name} | ${formatNs(r.medianNs)} | ${formatNs(r.p99Ns)} | ${ops} | ${r.ratio.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

/** Prints every case as Markdown, or all of them as one JSON object with `--json`. */
export function report(heading: string, cases: CaseResult[], notes: string[] = []): void {
  const env = environment();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ heading, ...env, cases }, null, 2));
    return;
  }
  console.log(`### ${heading}\n`);
  console.log(`${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores)\n`);
  for (const c of cases) console.log(`${markdownTable(c)}\n`);
  for (const note of notes) console.log(`- ${note}`);
}
