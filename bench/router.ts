// `npm run bench:router` — intake's matcher against find-my-way, Hono's RegExpRouter and
// TrieRouter, rou3 (plain and compiled), memoirist and koa-tree-router, on Hono's published
// 12-route table and on REST tables of 50 and 200 routes; then the build time of each table.
// `--json` prints the same figures as one JSON object; `--growth-causes` prints only the table
// of what makes intake's matching grow with the table (router/growth-causes.ts).
import { type CaseResult, type Contender, compare, consume, report } from './harness.js';
import { contenders, type Matcher, type RouterContender } from './router/contenders.js';
import { growthBuildCases, growthMatchCases, growthTable } from './router/growth.js';
import { growthCausesTable } from './router/growth-causes.js';
import { paramsObjectCase } from './router/params-object.js';
import { type BenchTable, honoTable, rest50Table, rest200Table } from './router/tables.js';

const quiet = process.argv.includes('--json');
const log = (line: string): void => {
  if (!quiet) console.log(line);
};

interface Built {
  contender: RouterContender;
  matcher: Matcher;
}

/** Builds every router and checks it answers each request with the expected route (or 404). */
function buildAndCheck(table: BenchTable): Built[] {
  const built: Built[] = [];
  for (const contender of contenders()) {
    let matcher: Matcher;
    try {
      matcher = contender.build(table.routes);
    } catch (error) {
      log(`sanity: ${contender.name} cannot build "${table.title}": ${(error as Error).message} — left out`);
      continue;
    }
    // Every table is also probed with a path no route answers, timed or not.
    const probes = [
      ...table.requests,
      { category: 'probe', method: 'GET', path: '/no-such/route', expected: -1 },
    ];
    const wrong = probes.filter(
      (request) => matcher.routeOf(matcher.match(request.method, request.path)) !== request.expected,
    );
    const valid = probes.filter((r) => r.expected >= 0).length;
    const invalid = probes.length - valid;
    log(
      `sanity: ${contender.name.padEnd(20)} ${table.title}: ` +
        (wrong.length === 0
          ? `answers all ${valid} valid requests with the right route and rejects ${invalid} invalid`
          : `WRONG on ${wrong.map((r) => `${r.method} ${r.path}`).join(', ')}`),
    );
    built.push({ contender, matcher });
  }
  return built;
}

const options = { batch: 1000, rounds: 400, warmupRounds: 40 };

async function matchCases(table: BenchTable): Promise<CaseResult[]> {
  const built = buildAndCheck(table);
  const cases: CaseResult[] = [];
  for (const request of table.requests) {
    const { method, path } = request;
    const runners: Contender[] = built.map(({ contender, matcher }) => ({
      name: contender.name,
      run: () => matcher.match(method, path),
    }));
    cases.push(await compare(`${table.title} — ${request.category}: ${method} ${path}`, runners, options));
  }
  const requests = table.requests;
  const together: Contender[] = built.map(({ contender, matcher }) => ({
    name: contender.name,
    run: () => {
      for (let i = 0; i < requests.length; i++)
        consume(matcher.match(requests[i]!.method, requests[i]!.path));
    },
  }));
  cases.push(await compare(`${table.title} — all together (${requests.length} requests)`, together, options));
  return cases;
}

async function buildCase(table: BenchTable): Promise<CaseResult> {
  const runners: Contender[] = contenders().map((contender) => ({
    name: contender.name,
    run: () => contender.build(table.routes),
  }));
  return compare(`build time — ${table.title}`, runners, { batch: 1, rounds: 60, warmupRounds: 10 });
}

if (process.argv.includes('--growth-causes')) {
  console.log(growthCausesTable());
  process.exit(0);
}

// `--only <text>`: run just the tables whose title contains the text (for quick iterations).
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const tables = [honoTable, rest50Table, rest200Table].filter(
  (t) => only === undefined || t.title.includes(only),
);
// `--growth`: only the growth tables (10 … 10,000 routes).
const growthOnly = process.argv.includes('--growth');
const cases: CaseResult[] = [];
if (!growthOnly) {
  for (const table of tables) cases.push(...(await matchCases(table)));
  for (const table of tables) cases.push(await buildCase(table));
  if (only === undefined) cases.push(await paramsObjectCase());
}
const growth = only === undefined ? [await growthMatchCases(), await growthBuildCases()] : null;

report('Router', cases, [
  'One process, rounds interleaved, 1000 matches per sample, median and p99 of ns per match.',
  'Every router answers with its own native result (Hono keeps parameters as lazy index maps; the others build a params object).',
  'Peers without regex parameters get plain `:name` parameters; peers without optional segments get every expanded form; the language prefix `{lang:en|de|fr}` is three static prefixes for every peer.',
  '`intake ({name} only)` is intake given the same plain parameters as those peers (no `[0-9]+`, UUID, year or month check): like for like with memoirist, rou3 and koa-tree-router.',
]);
if (growth !== null && !quiet) {
  const [matches = [], builds = []] = growth;
  console.log(`\n${growthTable('Growth: ns per match, median', 'ns', matches)}\n`);
  console.log(`${growthTable('Growth: building the table, median', 'ms', builds)}\n`);
}
