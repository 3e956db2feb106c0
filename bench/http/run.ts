// `npm run bench:http`: the fastify/benchmarks method. Each server runs in its own process
// on loopback; autocannon (100 connections, pipelining 10) drives it from this process: a
// warm-up run per server and route, then measured runs in interleaved rounds (A B C …,
// B C … A) so that load from elsewhere on a shared machine hits every server alike; the
// median round is reported. `--quick` shortens everything for a smoke test.
// `--channels` compares intake with itself instead (docs/observability.md): without
// node:diagnostics_channel (the path before the channels), with the channels and no subscriber,
// and with intake/otel subscribed; `--baseline <dir>` adds the server of another checkout's
// build (`npm run build:bench` there), and with it the in-process comparison of
// channel-cost.ts, which sees differences of about 1 %. `--baseline auto` compares with this
// tree minus the channel calls (scripts/build-no-channels.mjs, bench/http/no-channels.patch),
// plus an unchanged copy for an A/A check. `--in-process` stops after the in-process part;
// `--rounds <n>` sets its rounds (default 40), `--only node:GET` (door:method) one case.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import { environment } from '../harness.js';
import { channelCost } from './channel-cost.js';
import { cpuSeconds, jsonHeaders, load, type Route, routes, startServer } from './driver.js';

const quick = process.argv.includes('--quick');
const channels = process.argv.includes('--channels');
const baselineAt = process.argv.indexOf('--baseline');
const baselineArg = baselineAt === -1 ? undefined : process.argv[baselineAt + 1]!;
const inProcessOnly = process.argv.includes('--in-process');
const roundsAt = process.argv.indexOf('--rounds');
const inProcessRounds = roundsAt === -1 ? (quick ? 3 : 40) : Number(process.argv[roundsAt + 1]);
/** `auto`: this tree built without the channel calls, and an unchanged copy (A/A). */
const builds: { baseline: string; copy?: string } | undefined =
  baselineArg === undefined
    ? undefined
    : baselineArg === 'auto'
      ? (() => {
          const built = execFileSync(process.execPath, ['scripts/build-no-channels.mjs'], {
            encoding: 'utf8',
          });
          const { stripped, copy } = JSON.parse(built.trim().split('\n').at(-1)!) as Record<string, string>;
          return { baseline: stripped!, copy };
        })()
      : { baseline: resolve(baselineArg) };
const baseline = builds?.baseline;
const warmupSeconds = quick ? 1 : 3;
const roundSeconds = quick ? 1 : 4;
// A difference of about 1 % needs more rounds than one between frameworks.
const rounds = quick ? 1 : channels ? 7 : 3;

interface Contender {
  name: string;
  /** The server file under bench/http/. */
  file: string;
  env?: Record<string, string>;
}

const peers: Contender[] = ['intake', 'raw-node', 'fastify', 'express', 'hono'].map((name) => ({
  name,
  file: name,
}));
const channelStates: Contender[] = [
  ...(baseline === undefined
    ? []
    : [
        {
          name: 'intake, baseline build',
          file: 'intake-channels',
          env: {
            INTAKE_CHANNELS: 'absent',
            INTAKE_BENCH_APP: pathToFileURL(join(baseline, 'build/std/bench/http/intake-app.js')).href,
          },
        },
      ]),
  { name: 'intake, no diagnostics_channel', file: 'intake-channels', env: { INTAKE_CHANNELS: 'absent' } },
  { name: 'intake, channels unsubscribed', file: 'intake-channels', env: { INTAKE_CHANNELS: 'idle' } },
  { name: 'intake, intake/otel subscribed', file: 'intake-channels', env: { INTAKE_CHANNELS: 'otel' } },
];
const contenders = channels ? channelStates : peers;

interface Row {
  server: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Server process CPU time (user + system) per answered request, in µs; NaN where /proc is missing. */
  cpuMicros: number;
  failures: number;
}

/** Each contender must accept the valid input and reject the invalid one before it is timed. */
async function sanity(name: string, base: string, route: Route): Promise<string> {
  const init = (body?: string): RequestInit => ({ method: route.method, headers: jsonHeaders, body });
  const good = await fetch(base + route.path, init(route.body));
  const goodText = await good.text();
  const bad = await fetch(base + route.invalid.path, init(route.invalid.body));
  await bad.text();
  if (good.status !== route.expect || bad.status < 400 || bad.status >= 500) {
    throw new Error(
      `${name} failed the sanity check on ${route.title}: ${good.status} ${goodText} / ${bad.status}`,
    );
  }
  return `${name}: valid → ${good.status} ${goodText.slice(0, 70)}…, invalid → ${bad.status}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Warm-up, then `rounds` interleaved measured runs per server; the median of each column. */
async function measureRoute(
  route: Route,
  running: Array<{ name: string; base: string; child: ChildProcess }>,
): Promise<Row[]> {
  const samples = running.map(() => [] as autocannon.Result[]);
  const cpu = running.map(() => [] as number[]);
  for (const server of running) {
    console.error(`  ${await sanity(server.name, server.base, route)}`);
    await load(server.base, route, warmupSeconds);
  }
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < running.length; k++) {
      const index = (round + k) % running.length;
      const server = running[index]!;
      const before = cpuSeconds(server.child.pid!);
      const result = await load(server.base, route, roundSeconds);
      samples[index]!.push(result);
      cpu[index]!.push(((cpuSeconds(server.child.pid!) - before) * 1e6) / result.requests.total);
    }
  }
  return running.map((server, i) => ({
    server: server.name,
    requestsPerSecond: median(samples[i]!.map((r) => r.requests.average)),
    p50: median(samples[i]!.map((r) => r.latency.p50)),
    p99: median(samples[i]!.map((r) => r.latency.p99)),
    cpuMicros: median(cpu[i]!),
    failures: samples[i]!.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  }));
}

function table(route: Route, rows: Row[]): string {
  // The first contender is the reference: intake among peers, the path without channels among intake's states.
  const reference = rows[0]!;
  const intake = reference.requestsPerSecond;
  const lines = [
    `#### ${route.title}`,
    '',
    `| server | req/s | p50 | p99 | failed | req/s ÷ ${reference.server} | server CPU / request |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const rps = Math.round(row.requestsPerSecond).toLocaleString('en-US');
    const ratio = (row.requestsPerSecond / intake).toFixed(2);
    const cpu = Number.isNaN(row.cpuMicros) ? 'n/a' : `${row.cpuMicros.toFixed(1)} µs`;
    lines.push(
      `| ${row.server} | ${rps} | ${row.p50} ms | ${row.p99} ms | ${row.failures} | ${ratio} | ${cpu} |`,
    );
  }
  return lines.join('\n');
}

if (channels && builds !== undefined) {
  console.error('in-process comparison with the baseline build…');
  const env = environment();
  console.log(`${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores)\n`);
  console.log(`${await channelCost(builds, inProcessRounds)}\n`);
  if (inProcessOnly) process.exit(0);
}
const running: Array<{ name: string; base: string; child: ChildProcess }> = [];
try {
  for (const contender of contenders) {
    const started = await startServer(contender.file, { env: contender.env });
    running.push({ name: contender.name, ...started });
  }
  const tables: string[] = [];
  for (const route of routes) {
    console.error(
      `${route.title}: ${warmupSeconds} s warm-up, then ${rounds} × ${roundSeconds} s per server`,
    );
    tables.push(table(route, await measureRoute(route, running)));
  }
  const env = environment();
  console.log('### HTTP kernel\n');
  console.log(`${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores)\n`);
  console.log(
    `autocannon in the bench process, 100 connections, pipelining 10, on loopback; each server in its own process; ${warmupSeconds} s warm-up, then ${rounds} interleaved rounds of ${roundSeconds} s per server (median round shown).\n`,
  );
  for (const text of tables) console.log(`${text}\n`);
} finally {
  for (const server of running) {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  }
}
