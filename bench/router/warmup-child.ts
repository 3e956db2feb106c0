// One contender, one table size, in a fresh process (bench/router-warmup.ts runs it): build the
// mixed table, check every request's answer, then match in blocks of 100,000 requests, timing
// each block in CPU time; the first block's first 10,000 matches are also timed on their own
// (issue 41's target is read from there). Prints one JSON line.
import { contenders } from './contenders.js';
import { mixedTable } from './mixed-table.js';

const [name, size, blockCount] = process.argv.slice(2);
const contender = contenders().find((candidate) => candidate.name === name);
if (contender === undefined) throw new Error(`no contender ${name}`);
const table = mixedTable(Number(size));
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const buildStart = cpu();
let matcher: ReturnType<typeof contender.build>;
try {
  matcher = contender.build(table.routes);
} catch (error) {
  // Hono's RegExpRouter refuses some tables (Hono's SmartRouter then takes its TrieRouter).
  console.log(
    JSON.stringify({ name, routes: table.routes.length, refused: String((error as Error).message) }),
  );
  process.exit(0);
}
const buildMs = (cpu() - buildStart) / 1000;
const wrong = table.requests.filter((r) => matcher.routeOf(matcher.match(r.method, r.path)) !== r.expected);
const requests = table.requests;
const methods = requests.map((r) => r.method);
const paths = requests.map((r) => r.path);
const BLOCK = 100_000;
const FIRST = 10_000;
const blocks: number[] = [];
let first = 0;
let sink: unknown;
for (let b = 0; b < Number(blockCount); b++) {
  const start = cpu();
  // One loop for every block, split at FIRST, so the first block runs the same code as the rest.
  for (let i = 0; i < BLOCK; i++) {
    if (i === FIRST && b === 0) first = ((cpu() - start) * 1000) / FIRST;
    const k = i % paths.length;
    sink = matcher.match(methods[k]!, paths[k]!);
  }
  blocks.push(((cpu() - start) * 1000) / BLOCK);
}
console.log(
  JSON.stringify({
    name,
    routes: table.routes.length,
    buildMs,
    first,
    blocks,
    wrong: wrong.map((r) => r.path),
    sink: sink === 0,
  }),
);
