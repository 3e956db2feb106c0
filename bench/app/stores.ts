// `npm run bench:stores`: the example app (`node examples/main.js`, as `npm start` runs it) on
// its two stores side by side — PGlite on a data folder and a PostgreSQL server started for the
// run in a temporary folder — driven by autocannon from this process over 127.0.0.1: the list
// of 50 tasks and the create. Rounds alternate the stores; medians of req/s and p99 latency,
// with the ratio PostgreSQL / PGlite. Needs PostgreSQL (apt-get install postgresql).
// `--quick`: one short round.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { missing, PostgresServer } from '../../test/support/postgres-server.js';
import { environment } from '../harness.js';

const quick = process.argv.includes('--quick');
const settings = quick ? { rounds: 1, seconds: 2, warmup: 1 } : { rounds: 3, seconds: 5, warmup: 2 };
const CONNECTIONS = 10;
const main = fileURLToPath(new URL('../../examples/main.js', import.meta.url));
const headers = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };

interface App {
  readonly name: 'PGlite' | 'PostgreSQL';
  readonly url: string;
  readonly child: ChildProcess;
}

function startApp(name: App['name'], env: Record<string, string>): Promise<App> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const listening = /Tasks API listening on (http:\/\/\S+)/.exec(out);
      if (listening !== null) resolve({ name, url: listening[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`${name} app exited with ${code}`)));
  });
}

/** 50 tasks in project 1, so the list answers a full page. */
async function seed(app: App): Promise<void> {
  for (let index = 0; index < 50; index++) {
    const response = await fetch(`${app.url}/api/v2/projects/1/tasks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: `seeded ${index}`, details: { description: 'a task to list' } }),
    });
    if (response.status !== 201) throw new Error(`${app.name}: seeding answered ${response.status}`);
  }
}

let created = 0;

type Kind = 'list' | 'create';

/** One autocannon run; every answer must be the expected status. */
async function load(app: App, kind: Kind, seconds: number): Promise<{ rps: number; p99: number }> {
  const expected = kind === 'list' ? 200 : 201;
  const result = await autocannon({
    url: app.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      kind === 'list'
        ? { method: 'GET', path: '/api/v2/projects/1/tasks?limit=50', headers }
        : {
            method: 'POST',
            path: '/api/v2/projects/2/tasks',
            headers,
            // A fresh title each time: the unique rule would refuse a repeated one.
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ title: `load ${++created}` }) }),
          },
    ],
  });
  const wrong = result.non2xx + result.errors + result.timeouts;
  if (wrong > 0) throw new Error(`${app.name} ${kind}: ${wrong} answers were not ${expected}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (missing) {
  console.error(`bench:stores needs PostgreSQL: ${missing}`);
  process.exit(1);
}
const loadBefore = loadavg();
const server = await PostgresServer.start();
const dataDir = mkdtempSync(join(tmpdir(), 'intake-bench-stores-'));
const apps = [
  await startApp('PGlite', { DATA_DIR: dataDir }),
  await startApp('PostgreSQL', { DATABASE_URL: await server.freshDatabase() }),
];
try {
  const samples = new Map<string, { rps: number[]; p99: number[] }>();
  for (const app of apps) {
    await seed(app);
    for (const kind of ['list', 'create'] as const) await load(app, kind, settings.warmup);
  }
  for (let round = 0; round < settings.rounds; round++) {
    const order = round % 2 === 0 ? apps : [...apps].reverse();
    for (const kind of ['list', 'create'] as const) {
      for (const app of order) {
        const sample = await load(app, kind, settings.seconds);
        const key = `${kind} ${app.name}`;
        const entry = samples.get(key) ?? { rps: [], p99: [] };
        entry.rps.push(sample.rps);
        entry.p99.push(sample.p99);
        samples.set(key, entry);
        console.error(`round ${round + 1} ${key}: ${Math.round(sample.rps)} req/s, p99 ${sample.p99} ms`);
      }
    }
  }
  const env = environment();
  console.log('### The example app: PGlite vs PostgreSQL\n');
  console.log(`${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores)`);
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${settings.rounds} × ${settings.seconds} s per cell (medians), 127.0.0.1; load average before ${loadBefore.map((value) => value.toFixed(2)).join(' ')}\n`,
  );
  console.log('| request | PGlite req/s | PostgreSQL req/s | × | PGlite p99 | PostgreSQL p99 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [kind, label] of [
    ['list', 'GET list of 50'],
    ['create', 'POST create'],
  ] as const) {
    const pglite = samples.get(`${kind} PGlite`)!;
    const postgres = samples.get(`${kind} PostgreSQL`)!;
    const ratio = median(postgres.rps) / median(pglite.rps);
    console.log(
      `| ${label} | ${Math.round(median(pglite.rps))} | ${Math.round(median(postgres.rps))} | ${ratio.toFixed(2)} | ${median(pglite.p99)} ms | ${median(postgres.p99)} ms |`,
    );
  }
} finally {
  for (const app of apps) app.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
