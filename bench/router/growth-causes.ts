// `npm run bench:router -- --growth-causes`: why a match costs more in a table of 10,000 routes
// than in one of 100, for intake alone. The same tables are timed with requests spread over
// 256 routes or concentrated on 4, and with the caches kept warm between rounds or flushed
// before each round — as the growth table's interleaving flushes them, where every other router
// runs between two rounds of one. Work that grows with the table shows with warm caches and
// concentrated requests; memory traffic shows only when requests spread and caches are cold.
import { RouteCollector } from '../../src/index.js';
import { GROWTH_SHAPES } from './growth.js';

const SIZES = [100, 10_000] as const;
const REQUESTS = 256;
const ROUNDS = 60;
const BATCH = 1000;
// Larger than the caches of the machines this runs on (L3 included), touched one line at a time.
const FLUSH = new Float64Array(4 << 20);

interface Variant {
  readonly requests: 'spread' | 'concentrated';
  readonly caches: 'warm' | 'flushed';
}

const VARIANTS: readonly Variant[] = [
  { requests: 'concentrated', caches: 'warm' },
  { requests: 'spread', caches: 'warm' },
  { requests: 'concentrated', caches: 'flushed' },
  { requests: 'spread', caches: 'flushed' },
];

function flushCaches(): void {
  for (let i = 0; i < FLUSH.length; i += 8) FLUSH[i]! += 1;
}

/** Median ns per match over rounds of `BATCH` matches cycling through `paths`. */
function time(routes: RouteCollector, paths: readonly string[], flush: boolean): number {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (flush) flushCaches();
    const start = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) routes.match('GET', paths[i & (REQUESTS - 1)]!);
    samples.push(Number(process.hrtime.bigint() - start) / BATCH);
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1]!;
}

/** The causes table: one row per shape, matcher and variant, one column per size. */
export function growthCausesTable(): string {
  const lines = [
    '#### Growth causes: intake alone, ns per match, median',
    '',
    '| table | matcher | requests | caches | 100 | 10,000 | 10,000 ÷ 100 |',
    '|---|---|---|---|---:|---:|---:|',
  ];
  for (const shape of GROWTH_SHAPES.slice(1)) {
    for (const jitless of [false, true]) {
      const tables = SIZES.map((size) => {
        const routes = new RouteCollector({ jitless });
        for (let i = 0; i < size; i++) routes.get(shape.route(i).intake, () => i);
        return routes.compile();
      });
      for (const variant of VARIANTS) {
        const paths = SIZES.map((size) =>
          Array.from({ length: REQUESTS }, (_, k) =>
            shape.request(((variant.requests === 'spread' ? k : k & 3) * 7919) % size),
          ),
        );
        // Three passes, sizes alternating; each figure the median of its passes.
        const passes: number[][] = [[], []];
        for (let pass = 0; pass < 3; pass++) {
          for (let s = 0; s < SIZES.length; s++) {
            passes[s]!.push(time(tables[s]!, paths[s]!, variant.caches === 'flushed'));
          }
        }
        const [small, large] = passes.map((times) => times.sort((a, b) => a - b)[1]!) as [number, number];
        lines.push(
          `| ${shape.title} | ${jitless ? 'jitless' : 'generated'} | ${variant.requests} | ${variant.caches} | ` +
            `${small.toFixed(0)} ns | ${large.toFixed(0)} ns | ${(large / small).toFixed(2)} |`,
        );
      }
    }
  }
  return lines.join('\n');
}
