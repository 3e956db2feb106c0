// `npm run bench:store-safety [-- --disk-full <tmpfs folder>]`: counts, at a larger scale than
// the tests, what issue #37 asked of the example app, as separate processes (`node
// examples/main.js`) on a PostgreSQL server started for the run:
// - two processes: concurrent creates through both, each read back through the other; the
//   unique title under racing creates; read-modify-write races (PATCH/PATCH, PATCH/DELETE)
//   with and without If-Match, counting lost updates (an acknowledged change that the final
//   state does not hold, or that a delete by a client who never saw it removed);
// - SIGKILL of a process mid-burst: every acknowledged create read back;
// - the server stopped: how soon requests answer 503, what /health says, how soon it recovers;
// - with `--disk-full <folder>` (an empty, small tmpfs): PGlite on it, the disk filled, writes
//   until they fail, /health, then space freed and recovery.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missing, PostgresServer } from '../../test/support/postgres-server.js';
import { environment } from '../harness.js';

const main = fileURLToPath(new URL('../../examples/main.js', import.meta.url));
const headers = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };
const diskFull = process.argv.includes('--disk-full')
  ? process.argv[process.argv.indexOf('--disk-full') + 1]
  : undefined;

interface App {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<string | null>;
}

function startApp(env: Record<string, string>): Promise<App> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<string | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const listening = /Tasks API listening on (http:\/\/\S+)/.exec(out);
      if (listening !== null) resolve({ url: listening[1]!, child, exited });
    });
    exited.then(() => reject(new Error('the app exited before it listened')));
  });
}

interface Answer {
  status: number;
  etag: string | null;
  location: string | null;
  body: string;
  ms: number;
}

async function call(base: string, path: string, method = 'GET', body?: unknown, extra = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + path, {
    method,
    headers: { ...headers, ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    location: response.headers.get('location'),
    body: await response.text(),
    ms: performance.now() - started,
  };
}

/** Runs `count` jobs, `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, job: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

const tally = (statuses: number[]) => {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return JSON.stringify(counts);
};

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.error(line);
};

/** Two clients read one task, then change what they read at the same moment; the lost updates. */
async function readModifyWrite(a: App, b: App, rounds: number, second: 'PATCH' | 'DELETE', ifMatch: boolean) {
  let lost = 0;
  const outcomes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const task = await call(a.url, '/api/v2/projects/20/tasks', 'POST', {
      title: `rmw ${second} ${ifMatch} ${round}`,
      details: { description: '' },
    });
    const path = task.location!;
    const [readA, readB] = await Promise.all([call(a.url, path), call(b.url, path)]);
    const condition = (read: Answer) => (ifMatch ? { 'if-match': read.etag! } : {});
    const appended = (read: Answer, marker: string) => ({
      details: { description: `${JSON.parse(read.body).description}${marker}` },
    });
    const [changeA, changeB] = await Promise.all([
      call(a.url, path, 'PATCH', appended(readA, '[a]'), condition(readA)),
      second === 'PATCH'
        ? call(b.url, path, 'PATCH', appended(readB, '[b]'), condition(readB))
        : call(b.url, path, 'DELETE', undefined, condition(readB)),
    ]);
    outcomes.push(changeA.status, changeB.status);
    const final = await call(a.url, path);
    if (second === 'PATCH') {
      const description: string = final.status === 200 ? JSON.parse(final.body).description : '';
      if (changeA.status === 200 && !description.includes('[a]')) lost++;
      if (changeB.status === 200 && !description.includes('[b]')) lost++;
    } else if (changeA.status === 200 && changeB.status === 204) {
      // Both succeeded: either the delete came first (then the PATCH would have been a 404) or
      // it removed a change its client never saw.
      lost++;
    }
  }
  say(
    `- ${rounds} rounds of read, then PATCH/${second} at once ${ifMatch ? 'with' : 'without'} If-Match: statuses ${tally(outcomes)}, **lost updates: ${lost}**`,
  );
}

if (missing) {
  console.error(`bench:store-safety needs PostgreSQL: ${missing}`);
  process.exit(1);
}
const env = environment();
say(`${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores)`);
const server = await PostgresServer.start();
const url = await server.freshDatabase();
const [first, second] = await Promise.all([startApp({ DATABASE_URL: url }), startApp({ DATABASE_URL: url })]);
try {
  say('\n#### Two processes on one PostgreSQL server');
  const creates = await pool(1000, 50, (index) =>
    call((index % 2 ? first : second).url, '/api/v2/projects/10/tasks', 'POST', {
      title: `created ${index}`,
    }),
  );
  const reads = await pool(1000, 50, (index) =>
    call((index % 2 ? second : first).url, creates[index]!.location!),
  );
  const listed = await call(first.url, '/api/v2/projects/10/tasks?limit=100');
  say(
    `- 1000 creates, 50 at a time, alternating processes: ${tally(creates.map((c) => c.status))}; each read through the other process: ${tally(reads.map((r) => r.status))}; the list says ${JSON.parse(listed.body).count} (limit 100)`,
  );
  const contested = await pool(200, 10, async (round) => {
    const body = { title: `contested ${round}` };
    const both = await Promise.all([
      call(first.url, '/api/v2/projects/11/tasks', 'POST', body),
      call(second.url, '/api/v2/projects/11/tasks', 'POST', body),
    ]);
    return both
      .map((answer) => answer.status)
      .sort((x, y) => x - y)
      .join('+');
  });
  const pairs: Record<string, number> = {};
  for (const pair of contested) pairs[pair] = (pairs[pair] ?? 0) + 1;
  say(
    `- 200 rounds of one title created through both processes at once, 10 rounds at a time: ${JSON.stringify(pairs)}`,
  );
  for (const kind of ['PATCH', 'DELETE'] as const) {
    for (const ifMatch of [false, true]) await readModifyWrite(first, second, 200, kind, ifMatch);
  }

  say('\n#### SIGKILL of a third process mid-burst');
  const doomed = await startApp({ DATABASE_URL: url });
  const acknowledged: string[] = [];
  let refused = 0;
  await pool(3000, 32, async (index) => {
    try {
      const created = await call(doomed.url, '/api/v2/projects/12/tasks', 'POST', {
        title: `burst ${index}`,
      });
      if (created.status === 201) acknowledged.push(created.location!);
      if (acknowledged.length === 500) doomed.child.kill('SIGKILL');
    } catch {
      refused++;
    }
  });
  const signal = await doomed.exited;
  const after = await pool(acknowledged.length, 50, (index) => call(first.url, acknowledged[index]!));
  say(
    `- ${signal}: ${acknowledged.length} creates acknowledged with 201 before the kill, ${refused} requests without an answer; read back through another process: ${tally(after.map((r) => r.status))}`,
  );

  say('\n#### The server stopped, then started again');
  server.pause();
  const down = await Promise.all([
    call(first.url, '/api/v2/projects/10/tasks'),
    call(first.url, '/api/v2/projects/10/tasks', 'POST', { title: 'while down' }),
    call(first.url, '/health'),
  ]);
  for (const [label, answer] of [
    ['GET list', down[0]],
    ['POST create', down[1]],
    ['GET /health', down[2]],
  ] as const) {
    say(`- ${label} while stopped: ${answer!.status} in ${answer!.ms.toFixed(0)} ms: ${answer!.body}`);
  }
  const resumed = performance.now();
  server.resume();
  const restartMs = performance.now() - resumed;
  let health = await call(first.url, '/health');
  while (health.status !== 200) health = await call(first.url, '/health');
  const list = await call(first.url, '/api/v2/projects/10/tasks?limit=1');
  say(
    `- server started again in ${restartMs.toFixed(0)} ms; then /health ${health.status} ${health.body} after ${(performance.now() - resumed).toFixed(0)} ms, the list ${list.status}`,
  );
} finally {
  for (const app of [first, second]) app.child.kill('SIGTERM');
  await Promise.all([first.exited, second.exited]);
  server.stop();
}

if (diskFull !== undefined) {
  say(`\n#### PGlite on a full disk (${diskFull})`);
  const dataDir = join(diskFull, 'data');
  const app = await startApp({ DATA_DIR: dataDir });
  const filler = join(diskFull, 'filler');
  try {
    const { bavail, bsize } = statfsSync(diskFull);
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 20_000_000)));
    const statuses: number[] = [];
    let slowest = 0;
    let failure = '';
    for (let index = 0; index < 20_000 && statuses.filter((status) => status >= 500).length < 5; index++) {
      const answer = await call(app.url, '/api/v2/projects/1/tasks', 'POST', {
        title: `filling ${index}`,
        details: { description: 'x'.repeat(1500) },
      });
      statuses.push(answer.status);
      if (answer.status >= 500) {
        slowest = Math.max(slowest, answer.ms);
        failure = answer.body;
      }
    }
    say(`- creates until 5 failed: ${tally(statuses)}; slowest failure ${slowest.toFixed(0)} ms: ${failure}`);
    const full = await call(app.url, '/health');
    say(`- /health with the disk full: ${full.status} ${full.body}`);
    const read = await call(app.url, '/api/v2/projects/1/tasks?limit=1');
    say(`- a read with the disk full: ${read.status}`);
    rmSync(filler);
    const freed = await call(app.url, '/health');
    const write = await call(app.url, '/api/v2/projects/1/tasks', 'POST', { title: 'after freeing' });
    say(`- space freed: /health ${freed.status} ${freed.body}; a create ${write.status}`);
  } finally {
    rmSync(filler, { force: true });
    app.child.kill('SIGTERM');
    await app.exited;
  }
}
console.log(lines.join('\n'));
