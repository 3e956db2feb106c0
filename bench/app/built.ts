// `npm run bench:app-built`: the whole generated app (bench:app's 1,000 routes, 300 request
// classes) from a fresh process with its ahead-of-time build (`npx intake build`, docs/build.md)
// beside the same app generating its code at run time, Fastify + TypeBox, and the built app
// started with Node's compile cache filled by an earlier start (issue 41): start-up
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

// Node's compile cache (docs/build.md) keeps V8's compiled form of the app, its build and
// intake between starts: filled by one untimed start, then read by every timed one.
const compileCache = { NODE_COMPILE_CACHE: join(workspace.dir('intake'), 'compile-cache') };
const contenders = [
  { name: 'intake, built ahead of time', entry: workspace.output('intake', 'main-built'), env: {} },
  { name: 'intake, generated at run time', entry: workspace.output('intake', 'main'), env: {} },
  { name: 'Fastify + TypeBox', entry: workspace.output('fastify', 'main'), env: {} },
  {
    name: "built, with Node's compile cache",
    entry: workspace.output('intake', 'main-built'),
    env: compileCache,
  },
  {
    name: "run time, with Node's compile cache",
    entry: workspace.output('intake', 'main'),
    env: compileCache,
  },
];
for (const entry of [workspace.output('intake', 'main-built'), workspace.output('intake', 'main')]) {
  await coldLife(entry, api, calls, 'filling the compile cache', compileCache);
}
const lives = new Map<string, ColdLife[]>(contenders.map(({ name }) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (let k = 0; k < contenders.length; k++) {
    const { name, entry, env } = contenders[(round + k) % contenders.length]!;
    const life = await coldLife(entry, api, calls, name, env);
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
console.log(
  `| | ${contenders.map(({ name }) => name).join(' | ')} | built ÷ run time | built ÷ Fastify | both cached: built ÷ run time |`,
);
console.log(`|---|${contenders.map(() => '---:').join('|')}|---:|---:|---:|`);
for (const [label, read, digits] of rows) {
  const values = contenders.map(({ name }) => lives.get(name)!.map(read));
  const [built, runtime, fastify, builtCached, runtimeCached] = values.map(median) as [
    number,
    number,
    number,
    number,
    number,
  ];
  console.log(
    `| ${label} | ${values.map((v) => cell(v, digits)).join(' | ')} | ${(built / runtime).toFixed(2)} | ${(built / fastify).toFixed(2)} | ${(builtCached / runtimeCached).toFixed(2)} |`,
  );
}
