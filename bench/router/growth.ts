// The growth table of `npm run bench:router`: ns per match and ms per build as the table grows
// from 10 to 10,000 routes, for static paths and two parametric shapes, intake beside
// find-my-way and rou3 (compiled), in one process with rounds interleaved.
import FindMyWay from 'find-my-way';
import { addRoute, createRouter } from 'rou3';
import { compileRouter } from 'rou3/compiler';
import { RouteCollector } from '../../src/index.js';
import { type CaseResult, type Contender, compare } from '../harness.js';

export const GROWTH_SIZES = [10, 100, 1_000, 10_000] as const;

/** One route shape, in intake's syntax and in the `:name` syntax of the peers. */
interface GrowthShape {
  readonly title: string;
  route(i: number): { intake: string; colon: string };
  request(i: number): string;
}

export const GROWTH_SHAPES: readonly GrowthShape[] = [
  {
    title: 'static `/res{i}/list`',
    route: (i) => ({ intake: `/res${i}/list`, colon: `/res${i}/list` }),
    request: (i) => `/res${i}/list`,
  },
  {
    title: '`/t/{tenant}/res{i}/{id}`',
    route: (i) => ({ intake: `/t/{tenant}/res${i}/{id}`, colon: `/t/:tenant/res${i}/:id` }),
    request: (i) => `/t/acme/res${i}/42`,
  },
  {
    title: '`/res{i}/{id}`',
    route: (i) => ({ intake: `/res${i}/{id}`, colon: `/res${i}/:id` }),
    request: (i) => `/res${i}/42`,
  },
];

type Match = (path: string) => unknown;

interface GrowthContender {
  readonly name: string;
  build(shape: GrowthShape, size: number): Match;
}

const handlers = (size: number) =>
  Array.from({ length: size }, (_, i) => Object.assign(() => i, { index: i }));

function intake(jitless: boolean): GrowthContender {
  return {
    name: jitless ? 'intake (jitless)' : 'intake',
    build(shape, size) {
      const routes = new RouteCollector({ jitless });
      const all = handlers(size);
      for (let i = 0; i < size; i++) routes.get(shape.route(i).intake, all[i]!);
      routes.compile();
      return (path) => routes.match('GET', path);
    },
  };
}

const findMyWay: GrowthContender = {
  name: 'find-my-way',
  build(shape, size) {
    const router = FindMyWay();
    const all = handlers(size);
    for (let i = 0; i < size; i++) router.on('GET', shape.route(i).colon, all[i]! as never);
    return (path) => router.find('GET', path);
  },
};

const rou3Compiled: GrowthContender = {
  name: 'rou3 (compiled)',
  build(shape, size) {
    const router = createRouter<unknown>();
    const all = handlers(size);
    for (let i = 0; i < size; i++) addRoute(router, 'GET', shape.route(i).colon, all[i]);
    const find = compileRouter(router);
    return (path) => find('GET', path);
  },
};

const CONTENDERS = [intake(false), intake(true), findMyWay, rou3Compiled];

// Requests spread over the whole table (a prime stride), so no router is timed on one route.
const REQUESTS = 256;

/**
 * ns per match of each contender at each size of each shape; checks every answer first. One
 * size at a time, its contenders interleaved, so each router is timed with only its peers of
 * the same size alive (as in an app with one router). Sizes are timed twice, ascending and
 * then descending, and each figure is the mean of both medians: whatever the process has seen
 * before (call sites warmed by other tables, a larger heap) weighs on every size alike.
 */
export async function growthMatchCases(): Promise<GrowthCase[]> {
  const cases: GrowthCase[] = [];
  for (const shape of GROWTH_SHAPES) {
    const passes = new Map<number, CaseResult[]>();
    for (const size of [...GROWTH_SIZES, ...[...GROWTH_SIZES].reverse()]) {
      const result = await timeSize(shape, size);
      passes.set(size, [...(passes.get(size) ?? []), result]);
    }
    for (const size of GROWTH_SIZES)
      cases.push({ shape: shape.title, size, result: meanOf(passes.get(size)!) });
  }
  return cases;
}

async function timeSize(shape: GrowthShape, size: number): Promise<CaseResult> {
  const paths = Array.from({ length: REQUESTS }, (_, k) => shape.request((k * 7919) % size));
  const runners: Contender[] = CONTENDERS.map((contender) => {
    const match = contender.build(shape, size);
    for (const path of paths) {
      if (match(path) == null) throw new Error(`${contender.name} finds no route for ${path}`);
    }
    if (match('/no/such/route') != null) throw new Error(`${contender.name} answers a 404 path`);
    let next = 0;
    return { name: contender.name, run: () => match(paths[next++ & (REQUESTS - 1)]!) };
  });
  return compare(`growth — ${shape.title}, ${size} routes`, runners, { batch: 1000, rounds: 50 });
}

/** Both passes of one size as one result: mean medians, ratios to intake recomputed. */
function meanOf(passes: readonly CaseResult[]): CaseResult {
  const results = passes[0]!.results.map((first, k) => {
    const medianNs = passes.reduce((sum, pass) => sum + pass.results[k]!.medianNs, 0) / passes.length;
    return { ...first, medianNs, opsPerSec: 1e9 / medianNs };
  });
  for (const result of results) result.ratio = result.medianNs / results[0]!.medianNs;
  return { title: passes[0]!.title, results };
}

interface GrowthCase {
  readonly shape: string;
  readonly size: number;
  readonly result: CaseResult;
}

/** ms per build of the parametric `/res{i}/{id}` table at each size. */
export async function growthBuildCases(): Promise<
  Array<{ shape: string; size: number; result: CaseResult }>
> {
  const shape = GROWTH_SHAPES[2]!;
  const cases = [];
  for (const size of GROWTH_SIZES) {
    const runners = CONTENDERS.map((contender) => ({
      name: contender.name,
      run: () => contender.build(shape, size),
    }));
    const rounds = size >= 10_000 ? 7 : size >= 1_000 ? 20 : 60;
    const title = `growth build — ${shape.title}, ${size} routes`;
    cases.push({
      shape: shape.title,
      size,
      result: await compare(title, runners, { batch: 1, rounds, warmupRounds: 3 }),
    });
  }
  return cases;
}

/** The growth figures as one Markdown table: a row per shape and router, a column per size. */
export function growthTable(heading: string, unit: 'ns' | 'ms', cases: readonly GrowthCase[]): string {
  const format = (ns: number) => (unit === 'ns' ? `${ns.toFixed(0)} ns` : `${(ns / 1e6).toFixed(1)} ms`);
  const lines = [
    `#### ${heading}`,
    '',
    `| table | router | ${GROWTH_SIZES.map((size) => size.toLocaleString('en-US')).join(' | ')} | 10,000 ÷ 100 |`,
    `|---|---|${GROWTH_SIZES.map(() => '---:|').join('')}---:|`,
  ];
  const shapes = [...new Set(cases.map((c) => c.shape))];
  for (const shape of shapes) {
    for (const contender of CONTENDERS) {
      const at = (size: number) =>
        cases
          .find((c) => c.shape === shape && c.size === size)!
          .result.results.find((r) => r.name === contender.name)!;
      const cells = GROWTH_SIZES.map((size) => {
        const result = at(size);
        return contender === CONTENDERS[0]
          ? format(result.medianNs)
          : `${format(result.medianNs)} (${result.ratio.toFixed(2)}×)`;
      });
      const growth = at(10_000).medianNs / at(100).medianNs;
      lines.push(`| ${shape} | ${contender.name} | ${cells.join(' | ')} | ${growth.toFixed(2)} |`);
    }
  }
  lines.push(
    '',
    '(×: time relative to intake at the same size; 10,000 ÷ 100: how the router’s own time grows.)',
  );
  return lines.join('\n');
}
