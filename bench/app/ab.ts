// Throughput A/B of intake builds on the generated app (BENCHMARKS.md, "Serialising DTO
// answers"): `node build/std/bench/app/ab.js <post|put> [rounds] [seconds] name=dir …` serves
// the intake app once per build — each `dir` a copy of the package (its package.json and
// `dist/`) placed where its dependencies resolve — and Fastify beside them, checks each server,
// sends every route once, warms each up, then loads them in rotated order every round. Prints
// medians (min–max) of req/s and server CPU per request; the CPU figure moves far less than
// req/s when other work shares the cores.
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emitFastify } from './emit-fastify.js';
import { emitIntake } from './emit-intake.js';
import { everyRoute, hitEveryRoute, type LoadSample, loadOnce, loadRoutes, sanity } from './measure.js';
import { Server } from './server.js';
import { generateApi } from './spec.js';
import { Workspace } from './workspace.js';

const [kind, roundsText = '5', secondsText = '4', ...builds] = process.argv.slice(2);
if ((kind !== 'post' && kind !== 'put') || builds.length === 0 || builds.some((b) => !b.includes('='))) {
  console.error('usage: ab.js <post|put> [rounds] [seconds] name=packageDir …');
  process.exit(2);
}
const rounds = Number(roundsText);
const seconds = Number(secondsText);

const api = generateApi();
const workspace = new Workspace(api.seed);
workspace.write(emitIntake(api));
workspace.write(emitFastify(api));
await workspace.compile('intake');
await workspace.compile('fastify');

// One copy of the compiled intake app per build, each resolving `intake` to its own package.
const entries = new Map<string, string>();
for (const build of builds) {
  const [name, dir] = build.split('=') as [string, string];
  const app = join(workspace.root, `ab-${name}`);
  rmSync(app, { recursive: true, force: true });
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  cpSync(join(workspace.dir('intake'), 'out'), join(app, 'out'), { recursive: true });
  cpSync(join(workspace.dir('intake'), 'package.json'), join(app, 'package.json'));
  symlinkSync(resolve(dir), join(app, 'node_modules', 'intake'), 'dir');
  entries.set(name, join(app, 'out', 'main.js'));
}
entries.set('fastify', workspace.output('fastify', 'main'));

const route = loadRoutes(api)[kind];
const calls = everyRoute(api);
const samples = new Map<string, LoadSample[]>([...entries.keys()].map((name) => [name, []]));
const servers = new Map<string, Server>();
try {
  for (const [name, entry] of entries) servers.set(name, await Server.start(entry));
  for (const [name, server] of servers) {
    console.error(`  ${await sanity(server, route, name)}`);
    await hitEveryRoute(server, calls, name);
    await loadOnce(server, route, 3);
  }
  const names = [...servers.keys()];
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length]!;
      const sample = await loadOnce(servers.get(name)!, route, seconds);
      samples.get(name)!.push(sample);
      console.error(
        `  ${name}: ${Math.round(sample.requestsPerSecond)} req/s, ${sample.cpuMicros.toFixed(1)} µs CPU/request`,
      );
    }
  }
} finally {
  for (const server of servers.values()) await server.stop();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
const fastify = samples.get('fastify')!;
console.log(`${route.title}: ${rounds} rounds of ${seconds} s, rotated`);
console.log('| build | req/s | Fastify ÷ it | CPU µs / request | Fastify CPU ÷ it |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, list] of samples) {
  const rps = list.map((s) => s.requestsPerSecond);
  const cpu = list.map((s) => s.cpuMicros);
  const rpsRatio = median(fastify.map((s) => s.requestsPerSecond)) / median(rps);
  const cpuRatio = median(fastify.map((s) => s.cpuMicros)) / median(cpu);
  console.log(
    `| ${name} | ${spread(rps, 0)} | ${rpsRatio.toFixed(2)} | ${spread(cpu, 1)} | ${cpuRatio.toFixed(2)} |`,
  );
}
