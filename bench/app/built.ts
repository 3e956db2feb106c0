// `npm run bench:app-built`: the whole generated app (bench:app's 1,000 routes, 300 request
// classes) from a fresh process with its ahead-of-time build (`npx intake build`, docs/build.md)
// beside the same app generating its code at run time and Fastify + TypeBox (issue 41): start-up
// to listening, the first request, every route once (every class's first calls: the warm phase of
// a whole app) and the heap after. Processes alternate in rotated order; medians (min–max).
// `--quick` draws 6 resources (60 routes) and one round.
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { emitFastify } from './emit-fastify.js';
import { emitIntake } from './emit-intake.js';
import { type ColdLife, coldLife, everyRoute } from './measure.js';
import { generateApi } from './spec.js';
import { Workspace } from './workspace.js';

const run = promisify(execFile);
const quick = process.argv.includes('--quick');
const rounds = quick ? 1 : 7;
const api = generateApi(quick ? 6 : 100);
const calls = everyRoute(api);
const workspace = new Workspace(api.seed);

const intake = emitIntake(api);
// The same server, handed its build before the kernel compiles anything.
intake.files.set(
  'main-built.ts',
  [
    "import { createServer } from 'node:http';",
    "import { configure, HttpKernel } from 'intake';",
    "import { port, ready } from './probe.js';",
    "import { routes } from './routes.js';",
    '',
    "const build = (await import(new URL('./intake.build.js', import.meta.url).href)).default;",
    "configure({ build, staleBuild: 'refuse' });",
    'const kernel = new HttpKernel(routes);',
    "ready(createServer(kernel.listener).listen(port, '127.0.0.1'));",
    '',
  ].join('\n'),
);
workspace.write(intake);
workspace.write(emitFastify(api));
await workspace.compile('intake');
await workspace.compile('fastify');
const cli = join(workspace.root, 'node_modules', 'intake', 'dist', 'cli', 'main.js');
const built = await run(process.execPath, [
  cli,
  'build',
  workspace.output('intake', 'routes'),
  '--out',
  join(workspace.dir('intake'), 'out', 'intake.build.js'),
]);
console.error(built.stdout.trim());

const contenders = [
  { name: 'intake, built ahead of time', entry: workspace.output('intake', 'main-built') },
  { name: 'intake, generated at run time', entry: workspace.output('intake', 'main') },
  { name: 'Fastify + TypeBox', entry: workspace.output('fastify', 'main') },
];
const lives = new Map<string, ColdLife[]>(contenders.map(({ name }) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (let k = 0; k < contenders.length; k++) {
    const { name, entry } = contenders[(round + k) % contenders.length]!;
    const life = await coldLife(entry, api, calls, name);
    lives.get(name)!.push(life);
    console.error(
      `${name}: listening ${Math.round(life.startMs)} ms, first ${life.firstRequestMs.toFixed(1)} ms, every route ${Math.round(life.everyRouteMs)} ms`,
    );
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const cell = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
const rows: [string, (life: ColdLife) => number, number][] = [
  ['start-up to listening, ms', (life) => life.startMs, 0],
  ['first request, ms', (life) => life.firstRequestMs, 1],
  [`every one of the ${calls.length} routes once, ms`, (life) => life.everyRouteMs, 0],
  ['heap after every route, MB', (life) => life.heapAfter / 2 ** 20, 1],
];
console.log('# The whole app from a fresh process: ahead-of-time build, run-time generation, Fastify');
console.log(
  `\nNode ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, load ${loadavg()[0]!.toFixed(2)}; ` +
    `${calls.length} routes; ${rounds} processes each, rotated; medians (min–max).\n`,
);
console.log(`| | ${contenders.map(({ name }) => name).join(' | ')} | built ÷ run time | built ÷ Fastify |`);
console.log(`|---|${contenders.map(() => '---:').join('|')}|---:|---:|`);
for (const [label, read, digits] of rows) {
  const values = contenders.map(({ name }) => lives.get(name)!.map(read));
  const [builtValues, runtimeValues, fastifyValues] = values as [number[], number[], number[]];
  console.log(
    `| ${label} | ${values.map((v) => cell(v, digits)).join(' | ')} | ${(median(builtValues) / median(runtimeValues)).toFixed(2)} | ${(median(builtValues) / median(fastifyValues)).toFixed(2)} |`,
  );
}
