// `npm run bench:builds -- <commit>`: this working tree against another commit of intake, in
// one process, rounds interleaved — for a change that must hold speed (a refactor of the
// generators, say). The other commit is built by scripts/build-baseline.mjs. Cases: a fresh
// class's first call (its compile included), steady mapping, a fresh 1,000-route table's build
// and first match, steady matching, a fresh validator's compile and first check.
import { execFileSync } from 'node:child_process';
import * as current from '../src/index.js';
import { type CaseResult, compare, report } from './harness.js';

type Intake = typeof current;

const commit = process.argv[2];
if (commit === undefined || commit.startsWith('--')) {
  console.error('usage: npm run bench:builds -- <commit>');
  process.exit(2);
}
const entry = execFileSync(process.execPath, ['scripts/build-baseline.mjs', commit], {
  encoding: 'utf8',
}).trim();
const baseline = (await import(entry.split('\n').at(-1)!)) as Intake;

const rules: Record<string, string> = {};
const input: Record<string, unknown> = {};
for (let i = 0; i < 20; i++) {
  const kind = i % 4;
  rules[`f${i}`] =
    kind === 0
      ? 'required|string|max:80'
      : kind === 1
        ? 'required|integer|min_value:0'
        : kind === 2
          ? 'boolean'
          : 'required|email';
  input[`f${i}`] =
    kind === 0 ? `text ${i}` : kind === 1 ? i : kind === 2 ? i % 8 === 2 : `user${i}@example.com`;
}

/** A new 20-field class of `intake`, declared without decorators so both builds read it alike. */
const classSource = `return class extends Base { ${Object.keys(rules)
  .map((name) => `${name} = undefined;`)
  .join(' ')} }`;
function freshClass(intake: Intake): new () => current.Request {
  const cls = new Function('Base', classSource)(intake.Request) as new () => current.Request;
  (cls as unknown as { fields: unknown }).fields = intake.fields(rules as never);
  return cls;
}

function routesOf(intake: Intake, count: number) {
  const routes = new intake.RouteCollector();
  const handler = () => 'ok';
  for (let i = 0; i < count; i++) {
    routes.get(`/static${i}/list`, handler);
    routes.get(`/res${i}/{id:[0-9]+}`, handler);
    routes.get(`/res${i}/{id}/items[/{item}]`, handler);
    routes.post(`/t/{tenant}/res${i}/{id}`, handler);
  }
  return routes;
}

function contenders(make: (intake: Intake) => () => unknown) {
  return [
    { name: 'this tree', run: make(current) },
    { name: `baseline ${commit}`, run: make(baseline) },
  ];
}

const cases: CaseResult[] = [];
cases.push(
  await compare(
    'first call of a fresh 20-field class (compile included)',
    contenders((intake) => {
      const handler = new intake.RequestHandler();
      return () => handler.handleArraySync(freshClass(intake), input);
    }),
    { batch: 2, rounds: 60, warmupRounds: 5 },
  ),
);
cases.push(
  await compare(
    'steady mapping of one 20-field class',
    contenders((intake) => {
      const handler = new intake.RequestHandler();
      const cls = freshClass(intake);
      return () => handler.handleArraySync(cls, input);
    }),
  ),
);
cases.push(
  await compare(
    'build of a fresh 1,000-route table and its first match',
    contenders((intake) => () => routesOf(intake, 250).match('GET', '/res200/42')),
    { batch: 1, rounds: 30, warmupRounds: 3 },
  ),
);
cases.push(
  await compare(
    'steady match on a 1,000-route table',
    contenders((intake) => {
      const routes = routesOf(intake, 250);
      const paths = ['/res17/42', '/static99/list', '/res3/x/items/7', '/res240/1'];
      let i = 0;
      return () => routes.match('GET', paths[i++ & 3]!);
    }),
    { batch: 1000 },
  ),
);
cases.push(
  await compare(
    'a fresh validator: compile and first check',
    contenders((intake) => () => new intake.Validator().validate(input, rules)),
    { batch: 5, rounds: 60, warmupRounds: 5 },
  ),
);
report('This tree against another build', cases, [
  'Ratios: the baseline build over this tree (< 1: the baseline is faster). Same process, rounds interleaved.',
]);
