// `npm run bench:router-warmup`: matching from the first request, as a fresh deployment meets
// it. For each table size (100, 1,000, 10,000 routes of bench/router/mixed-table.ts) and each
// router, a fresh process builds the table and matches in blocks of 100,000 requests spread
// over it, timing CPU per match; contenders alternate (`--passes N`, default 2). Prints per
// block (and for the first 10,000 matches) the time per match and its ratio to intake's, and
// the build time. memoirist checks no parameter regex (its table answers the same requests
// here, but would also take `/res1/abc` as an id).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { environment } from './harness.js';

const sizes = [100, 1000, 10_000];
const names = [
  'intake',
  'find-my-way',
  'memoirist',
  'rou3',
  'rou3 (compiled)',
  'Hono RegExpRouter',
  'Hono TrieRouter',
];
const blockCount = 10;
const shown = [0, 1, 2, 4, 9];
const child = fileURLToPath(new URL('./router/warmup-child.js', import.meta.url));

interface Run {
  name: string;
  routes: number;
  buildMs: number;
  /** CPU time per match over the first 10,000 matches (part of block 1). */
  first: number;
  blocks: number[];
  wrong: string[];
  refused?: string;
}

const env = environment();
// `--passes N` (default 2): fresh processes per contender and size, in alternating order. Load
// from other work only adds CPU time, so each contender keeps its fastest pass, block by block;
// more passes steady the first blocks on a shared machine.
const passesAt = process.argv.indexOf('--passes');
const passes = passesAt === -1 ? 2 : Number(process.argv[passesAt + 1]);
const orders = Array.from({ length: passes }, (_, k) => (k % 2 === 0 ? names : [...names].reverse()));
console.log(
  `### Router from the first match: mixed tables\n\n${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · ${passes} passes, load average ${loadavg()[0]!.toFixed(1)} at the start\n`,
);
for (const size of sizes) {
  const runs = new Map<string, Run>();
  for (const order of orders) {
    for (const name of order) {
      const out = execFileSync(process.execPath, [child, name, String(size), String(blockCount)], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      const run = JSON.parse(out.trim().split('\n').at(-1)!) as Run;
      const kept = runs.get(name);
      if (kept === undefined || kept.refused !== undefined) runs.set(name, run);
      else if (run.refused !== undefined) continue;
      else {
        kept.blocks = kept.blocks.map((ns, i) => Math.min(ns, run.blocks[i]!));
        kept.first = Math.min(kept.first, run.first);
        kept.buildMs = Math.min(kept.buildMs, run.buildMs);
      }
    }
  }
  const intake = runs.get('intake')!;
  console.log(`#### ${intake.routes} routes\n`);
  console.log(`| router | first 10,000 | ${shown.map((b) => `block ${b + 1}`).join(' | ')} | build |`);
  console.log(`|---|---:|${shown.map(() => '---:').join('|')}|---:|`);
  for (const name of names) {
    const run = runs.get(name)!;
    if (run.refused !== undefined) {
      console.log(`| ${name} | refuses the table: ${run.refused} | ${shown.map(() => '|').join(' ')} |`);
      continue;
    }
    const cell = (ns: number, intakeNs: number) =>
      name === 'intake' ? `${ns.toFixed(0)} ns` : `${ns.toFixed(0)} ns (${(ns / intakeNs).toFixed(2)}×)`;
    const cells = [
      cell(run.first, intake.first),
      ...shown.map((b) => cell(run.blocks[b]!, intake.blocks[b]!)),
    ];
    const wrong = run.wrong.length > 0 ? ` — wrong answers: ${run.wrong.length}` : '';
    console.log(`| ${name} | ${cells.join(' | ')} | ${run.buildMs.toFixed(1)} ms${wrong} |`);
  }
  console.log('');
}
console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)}.\n`);
console.log(
  '- First 10,000: matches 1 to 10,000 (within block 1). Block k: matches (k−1)·100,000+1 to k·100,000. CPU time per match (JIT and GC threads included); (×) relative to intake in the same block.',
);
