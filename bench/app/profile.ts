// Where one generated server spends its CPU under load (BENCHMARKS.md, "Why Fastify served 1.5×
// more on this app"): `node build/std/bench/app/profile.js <stack> <post|put> [seconds]` after a
// full `npm run bench:app` has left the apps in the scratch folder. The server runs with
// `--cpu-prof`, is sent every route once, warmed up for 3 s, then loaded for `seconds`; only
// the samples of the loaded window (less its first second and the shutdown) are counted.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { everyRoute, hitEveryRoute, loadOnce, loadRoutes } from './measure.js';
import { Server } from './server.js';
import { generateApi } from './spec.js';
import { STACKS, type StackName } from './stack.js';
import { Workspace } from './workspace.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A sample's bucket: V8's pseudo-frames, the `writev` syscall, Node, a package, the app. */
function category({ functionName, url }: ProfileNode['callFrame']): string {
  // No script: V8's builtins and the code `new Function` made (intake's `generated`, Ajv's `validate…`).
  if (url === '') return functionName.startsWith('(') ? functionName : `native or generated: ${functionName}`;
  if (url.startsWith('node:')) return 'Node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return url.includes('/dist/') ? 'intake (dist)' : 'the app';
}

function shares(profile: CpuProfile, fromUs: number, toUs: number, key: (node: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i]!;
    if (time < fromUs || time > toUs) return;
    const name = key(byId.get(id)!);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    total++;
  });
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => [name, (100 * count) / total] as const);
}

const [stack, kind = 'post', secondsText = '8'] = process.argv.slice(2);
if (!STACKS.includes(stack as StackName) || (kind !== 'post' && kind !== 'put')) {
  console.error(`usage: profile.js <${STACKS.join('|')}> <post|put> [seconds]`);
  process.exit(2);
}
const seconds = Number(secondsText);
const api = generateApi();
const workspace = new Workspace(api.seed, { keep: true });
const directory = join(workspace.root, 'profiles', stack!);
rmSync(directory, { recursive: true, force: true });
const server = await Server.start(workspace.output(stack as StackName, 'main'), [
  '--cpu-prof',
  `--cpu-prof-dir=${directory}`,
]);
const route = loadRoutes(api)[kind];
let sample: Awaited<ReturnType<typeof loadOnce>>;
try {
  await hitEveryRoute(server, everyRoute(api), stack!);
  await loadOnce(server, route, 3);
  sample = await loadOnce(server, route, seconds);
} finally {
  await server.stop();
}
const profile = JSON.parse(readFileSync(join(directory, readdirSync(directory)[0]!), 'utf8')) as CpuProfile;
const end = profile.startTime + profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) - 300_000;
const start = end - (seconds - 1) * 1e6;
console.log(
  `${stack} ${route.title}: ${Math.round(sample.requestsPerSecond)} req/s, ${sample.cpuMicros.toFixed(1)} µs server CPU per request; share of samples over the last ${seconds - 1} s:`,
);
for (const [name, share] of shares(profile, start, end, (node) => category(node.callFrame)).slice(0, 15)) {
  console.log(`${share.toFixed(1).padStart(6)} %  ${name}`);
}
console.log('top functions:');
const frame = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
for (const [name, share] of shares(profile, start, end, frame).slice(0, 25)) {
  console.log(`${share.toFixed(1).padStart(6)} %  ${name}`);
}
