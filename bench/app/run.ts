// `npm run bench:app`: the same generated 1,000-route API in intake, NestJS, Fastify + TypeBox and
// Hono + zod (bench/app/spec.ts draws it from a fixed seed). Each stack is written as TypeScript
// into a scratch folder under the OS temp dir and built with `tsc` (timed, rounds rotated). Every
// server then passes the sanity check before anything of it is timed: fresh processes (start-up,
// first request, every route once, heap), then autocannon on a POST and a nested PUT as
// `bench:http` drives it (all four servers up, a warm-up each, interleaved rounds). Stacks
// alternate in rotated order every round; medians with min–max.
// `--quick` draws 6 resources (60 routes) and runs one short round of everything.
import { loadavg } from 'node:os';
import { environment } from '../harness.js';
import { emitFastify } from './emit-fastify.js';
import { emitHono } from './emit-hono.js';
import { emitIntake } from './emit-intake.js';
import { emitNest } from './emit-nest.js';
import {
  type ColdLife,
  coldLife,
  everyRoute,
  hitEveryRoute,
  type LoadSample,
  loadOnce,
  loadRoutes,
  openapiOnce,
  sanity,
} from './measure.js';
import { type Column, printReport } from './report.js';
import { Server } from './server.js';
import { generateApi } from './spec.js';
import { STACKS, type StackName } from './stack.js';
import { Workspace } from './workspace.js';

const quick = process.argv.includes('--quick');
const settings = quick
  ? { resources: 6, tscRounds: 1, coldRounds: 1, loadRounds: 1, warmupSeconds: 1, roundSeconds: 1 }
  : { resources: 100, tscRounds: 3, coldRounds: 7, loadRounds: 3, warmupSeconds: 3, roundSeconds: 4 };

/** `[a, b, c, d]` for round 0, `[b, c, d, a]` for round 1, … */
function rotated<T>(values: readonly T[], round: number): T[] {
  return values.map((_, k) => values[(round + k) % values.length]!);
}

const loadBefore = loadavg();
const api = generateApi(settings.resources);
const calls = everyRoute(api);
const workspace = new Workspace(api.seed);
console.error(`seed ${api.seed}: ${calls.length} routes, scratch folder ${workspace.root}`);
for (const emit of [emitIntake, emitNest, emitFastify, emitHono]) workspace.write(emit(api));

const columns = new Map<StackName, Column>(
  STACKS.map((name) => [name, { name, tsc: [], cold: [], openapi: [], post: [], put: [], diagnostics: [] }]),
);
const column = (name: StackName) => columns.get(name)!;

for (let round = 0; round < settings.tscRounds; round++) {
  for (const name of rotated(STACKS, round)) {
    const build = await workspace.compile(name);
    column(name).tsc.push(build.wallMs);
    column(name).diagnostics.push(build.diagnostics);
    console.error(`tsc ${name}: ${Math.round(build.wallMs)} ms`);
  }
}

// Nothing is timed on a server before it has shown it does the work: valid in, payload echoed; invalid, 4xx.
const routes = loadRoutes(api);
for (const name of STACKS) {
  const server = await Server.start(workspace.output(name, 'main'));
  try {
    console.error(`  ${await sanity(server, routes.post, name)}`);
    console.error(`  ${await sanity(server, routes.put, name)}`);
  } finally {
    await server.stop();
  }
}

for (let round = 0; round < settings.coldRounds; round++) {
  for (const name of rotated(STACKS, round)) {
    const life: ColdLife = await coldLife(workspace.output(name, 'main'), api, calls, name);
    column(name).cold.push(life);
    console.error(
      `cold ${name}: listening ${Math.round(life.startMs)} ms, first ${life.firstRequestMs.toFixed(1)} ms, every route ${Math.round(life.everyRouteMs)} ms`,
    );
  }
  column('intake').openapi.push(await openapiOnce(workspace.output('intake', 'openapi')));
}

const servers = new Map<StackName, Server>();
try {
  for (const name of STACKS) servers.set(name, await Server.start(workspace.output(name, 'main')));
  for (const [name, server] of servers) {
    console.error(`  ${await sanity(server, routes.post, name)}`);
    console.error(`  ${await sanity(server, routes.put, name)}`);
    await hitEveryRoute(server, calls, name);
  }
  for (const kind of ['post', 'put'] as const) {
    const route = routes[kind];
    console.error(
      `${route.title}: ${settings.warmupSeconds} s warm-up, ${settings.loadRounds} × ${settings.roundSeconds} s`,
    );
    for (const server of servers.values()) await loadOnce(server, route, settings.warmupSeconds);
    for (let round = 0; round < settings.loadRounds; round++) {
      for (const name of rotated(STACKS, round)) {
        const sample: LoadSample = await loadOnce(servers.get(name)!, route, settings.roundSeconds);
        column(name)[kind].push(sample);
        console.error(`  ${name}: ${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99} ms`);
      }
    }
  }
} finally {
  for (const server of servers.values()) await server.stop();
}

printReport({
  env: environment(),
  seed: api.seed,
  routes: calls.length,
  loadRoutes: loadRoutes(api),
  settings,
  loadAverages: [loadBefore, loadavg()],
  columns: [...columns.values()],
});
