// `npm run soak [-- --seconds N --connections N]` (or SOAK_SECONDS): runs the example tasks API
// in a child process on loopback and drives it for a bounded time with a mix of valid, invalid
// and hostile requests at high concurrency (autocannon), plus raw sockets that no HTTP client
// would produce (bodies cut off mid-way, lying lengths, bad methods, clients that crawl, bodies
// node:http's parser refuses, pipelined early answers: soak-hostile.ts).
// Reports requests served, statuses per request kind, the valid answers checked, 5xx, crashes,
// connections still open at the end and the server's heap after GC before and after the run;
// exits 1 when any promise is broken.
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../examples/app/server.js';
import type { Task, TaskAddress, TaskChanges, TaskCheck, TaskStore } from '../examples/app/store.js';
import { answerClientError } from '../src/index.js';
import { environment } from './harness.js';
import { framingAttacks, framingOutcome, validAnswers } from './soak-hostile.js';

/** Heap growth (after GC) the run may cause before it counts as a leak. */
const HEAP_BOUND_BYTES = 16 * 1024 * 1024;

/**
 * The example's TaskStore kept in a capped Map, so that the heap measures the library rather
 * than saved tasks, and the repeated "create task" request is not refused by the database's
 * unique title.
 */
class BoundedTaskStore implements TaskStore {
  readonly #tasks = new Map<string, Task>();

  async list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Promise<Task[]> {
    const mine = [...this.#tasks.values()].filter(
      (task) => task.projectId === projectId && task.ownerId === ownerId,
    );
    return mine
      .filter((task) => filter.done === undefined || task.done === filter.done)
      .slice(0, filter.limit);
  }

  async find(address: TaskAddress): Promise<Task | undefined> {
    const task = this.#tasks.get(address.taskId);
    return task?.projectId === address.projectId && task.ownerId === address.ownerId ? task : undefined;
  }

  async create(fields: Omit<Task, 'version'>): Promise<Task> {
    return this.#keep({ ...fields, version: 1 });
  }

  async update(address: TaskAddress, changes: TaskChanges, check?: TaskCheck): Promise<Task | undefined> {
    const current = await this.find(address);
    if (current === undefined) return undefined;
    check?.(current);
    return this.#keep({ ...current, ...changes, version: current.version + 1 });
  }

  async remove(address: TaskAddress, check?: TaskCheck): Promise<boolean> {
    const current = await this.find(address);
    if (current === undefined) return false;
    check?.(current);
    return this.#tasks.delete(address.taskId);
  }

  #keep(task: Task): Task {
    this.#tasks.delete(task.id);
    this.#tasks.set(task.id, task);
    if (this.#tasks.size > 1000) this.#tasks.delete(this.#tasks.keys().next().value!);
    return task;
  }
}

/** What the server reports after a full GC: heap, pollution, and statuses per request kind. */
type Probe = {
  kind: 'probe';
  heapUsed: number;
  polluted: boolean;
  statuses: Record<string, Record<string, number>>;
  /** Connections the server still holds (after the clients of the run are gone). */
  openConnections: number;
};

/**
 * Child role: serve the example app and answer probes over IPC. Each response is counted by
 * the `x-soak-kind` header its request carried, on the server side, where it is exact.
 */
async function runServer(): Promise<void> {
  const { kernel } = buildApp(new BoundedTaskStore());
  let statuses: Record<string, Record<string, number>> = {};
  const server = createServer((req, res) => {
    const kind = String(req.headers['x-soak-kind'] ?? 'other');
    res.on('finish', () => {
      const counts = (statuses[kind] ??= {});
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
    });
    kernel.listener(req, res);
  });
  // As serve() does: parser errors answered in order, refused bodies failed at once.
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gc = (globalThis as { gc?: () => void }).gc!;
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'probe') {
      gc();
      gc();
      const polluted = ({} as Record<string, unknown>).polluted !== undefined;
      const heapUsed = process.memoryUsage().heapUsed;
      server.getConnections((_error, openConnections) => {
        process.send!({ kind: 'probe', heapUsed, polluted, statuses, openConnections } satisfies Probe);
        statuses = {};
      });
    } else if (message.kind === 'stop') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
  process.send!({ kind: 'ready', port: (server.address() as AddressInfo).port });
}

interface Kind {
  label: string;
  expected: string;
  request: autocannon.Request;
}

const auth = { authorization: 'Bearer alice-token' };
const json = { ...auth, 'content-type': 'application/json' };
const tasks = '/api/v2/projects/7/tasks';

function requestKinds(): Kind[] {
  const deep = `{"title":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
  const kinds: Array<[string, string, autocannon.Request]> = [
    ['health', '200', { method: 'GET', path: '/health' }],
    [
      'create task',
      '201',
      {
        method: 'POST',
        path: tasks,
        headers: json,
        body: '{"title":"Soak","details":{"due":"2026-12-01"},"checklist":[{"text":"a"}]}',
      },
    ],
    ['list tasks', '200', { method: 'GET', path: `${tasks}?status=open&limit=10`, headers: auth }],
    ['list tasks v1', '200', { method: 'GET', path: '/api/v1/projects/7/tasks', headers: auth }],
    ['empty title', '422', { method: 'POST', path: tasks, headers: json, body: '{"title":""}' }],
    ['limit=abc', '422', { method: 'GET', path: `${tasks}?limit=abc`, headers: auth }],
    ['repeated key', '422', { method: 'GET', path: `${tasks}?limit=1&limit=2`, headers: auth }],
    ['array body', '422', { method: 'POST', path: tasks, headers: json, body: '[{"title":"x"}]' }],
    [
      '1,000 empty checklist items',
      '422',
      {
        method: 'POST',
        path: tasks,
        headers: json,
        body: `{"title":"x","checklist":[${'{},'.repeat(999)}{}]}`,
      },
    ],
    [
      'checklist of 20,000 non-objects',
      '422',
      {
        method: 'POST',
        path: tasks,
        headers: json,
        body: `{"title":"x","checklist":[${'0,'.repeat(19_999)}0]}`,
      },
    ],
    ['no token', '401', { method: 'GET', path: tasks }],
    [
      'unknown task',
      '404',
      { method: 'GET', path: `${tasks}/00000000-0000-4000-8000-000000000000`, headers: auth },
    ],
    ['wrong method', '405', { method: 'DELETE', path: '/health' }],
    [
      'text body',
      '415',
      { method: 'POST', path: tasks, headers: { ...auth, 'content-type': 'text/plain' }, body: 'x' },
    ],
    ['malformed JSON', '400', { method: 'POST', path: tasks, headers: json, body: '{"title":' }],
    [
      '__proto__ body',
      '400',
      { method: 'POST', path: tasks, headers: json, body: '{"__proto__":{"polluted":1}}' },
    ],
    [
      'constructor.prototype form',
      '400',
      {
        method: 'POST',
        path: tasks,
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'constructor[prototype][polluted]=1',
      },
    ],
    ['__proto__ query', '400', { method: 'GET', path: `${tasks}?__proto__[polluted]=1`, headers: auth }],
    ['JSON 10,000 deep', '400', { method: 'POST', path: tasks, headers: json, body: deep }],
    [
      '1,001 query parameters',
      '400',
      { method: 'GET', path: `${tasks}?${'a=1&'.repeat(1001)}`, headers: auth },
    ],
    ['malformed % in path', '400', { method: 'GET', path: `${tasks}/%E0%A4%A`, headers: auth }],
    ['9,000-character URL', '414', { method: 'GET', path: `${tasks}?q=${'a'.repeat(9000)}`, headers: auth }],
    [
      'ReDoS-shaped path',
      '404',
      { method: 'GET', path: `/api/v2/projects/${'1-'.repeat(3000)}/tasks`, headers: auth },
    ],
  ];
  return kinds.map(([label, expected, request]) => ({ label, expected, request }));
}

/** Raw-socket attacks, looped until `deadline`; counts the status each got (or none) per attack. */
async function rawAttacks(
  port: number,
  deadline: number,
  seen: Map<string, Record<string, number>>,
): Promise<void> {
  const head = `POST ${tasks} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer alice-token\r\ncontent-type: application/json\r\n`;
  // 8 MiB of spaces, 8 KiB gzipped. A 413 closes its connection, so it is sent here, on a socket of its own.
  const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
  const attacks: Array<[string, string | Buffer, number]> = [
    [
      'gzip bomb (8 MiB inflated)',
      Buffer.concat([
        Buffer.from(`${head}content-encoding: gzip\r\ncontent-length: ${bomb.byteLength}\r\n\r\n`),
        bomb,
      ]),
      3000,
    ],
    ['cut off mid-body', `${head}content-length: 1000\r\n\r\n{"ti`, 10],
    ['Content-Length 2 MB', `${head}content-length: 2000000\r\n\r\n{`, 200],
    ['method FOO', 'FOO /health HTTP/1.1\r\nhost: x\r\n\r\n', 200],
    ['method constructor', 'constructor /health HTTP/1.1\r\nhost: x\r\n\r\n', 200],
  ];
  while (Date.now() < deadline) {
    for (const attack of framingAttacks) {
      const outcome = await framingExchange(port, attack.bytes, attack.halfClose);
      const counts = seen.get(attack.label) ?? {};
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      seen.set(attack.label, counts);
    }
    for (const [label, bytes, waitMs] of attacks) {
      const status = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'no answer'));
        socket.write(bytes);
        setTimeout(() => socket.destroy(), waitMs);
      });
      const counts = seen.get(label) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      seen.set(label, counts);
    }
  }
}

/**
 * Sends one framing attack and waits for the server to close the connection (3 s at most, far
 * past the kernel's 1 s linger): what it answered, or `stuck` when it held the connection.
 */
function framingExchange(port: number, bytes: string, halfClose: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let closedByServer = false;
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('end', () => {
      closedByServer = true;
      socket.destroy();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(framingOutcome(answer, closedByServer));
    });
    socket.write(bytes);
    if (halfClose) socket.end();
    const timer = setTimeout(() => socket.destroy(), 3000);
  });
}

/** Clients that send headers a byte at a time, held open for the whole run. */
function slowClients(port: number, count: number): () => number {
  const sockets = Array.from({ length: count }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    return socket;
  });
  const header = `GET /health HTTP/1.1\r\nhost: x\r\nx-slow: ${'z'.repeat(10_000)}`;
  let at = 0;
  const timer = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(header[at % header.length]!);
    at++;
  }, 500);
  return () => {
    clearInterval(timer);
    const open = sockets.filter((socket) => !socket.destroyed).length;
    for (const socket of sockets) socket.destroy();
    return open;
  };
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? process.env[`SOAK_${name.toUpperCase()}`] : process.argv[index + 1];
  const parsed = Number(value ?? fallback);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** The child's next message of `kind`, after sending `message` if one is given. */
function reply<T>(child: ChildProcess, kind: string, message?: { kind: string }): Promise<T> {
  return new Promise((resolve) => {
    const listener = (answer: { kind: string }) => {
      if (answer.kind !== kind) return;
      child.off('message', listener);
      resolve(answer as T);
    };
    child.on('message', listener);
    if (message !== undefined) child.send(message);
  });
}

/** Valid answers whose body was checked, and how many of them were wrong. */
interface AnswerTally {
  checked: number;
  wrong: number;
  firstWrong?: string;
}

function load(
  port: number,
  kinds: Kind[],
  seconds: number,
  connections: number,
  tally?: AnswerTally,
): Promise<autocannon.Result> {
  const requests = kinds.map(({ label, expected, request }, index) => {
    const check = validAnswers[label];
    return {
      ...request,
      headers: { ...request.headers, 'x-soak-kind': String(index) },
      onResponse:
        tally === undefined || check === undefined
          ? undefined
          : (status: number, body: string) => {
              tally.checked++;
              let right = false;
              try {
                right = String(status) === expected && check(body);
              } catch {}
              if (!right) {
                tally.wrong++;
                tally.firstWrong ??= `${label}: ${status} ${body.slice(0, 200)}`;
              }
            },
    };
  });
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests,
    timeout: 20,
  });
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const statuses = (counts: Record<string, number> | undefined): string =>
  Object.entries(counts ?? {})
    .map(([status, count]) => `${status} × ${count.toLocaleString('en-US')}`)
    .join(', ');
const count5xx = (tables: Iterable<Record<string, number>>): number => {
  let total = 0;
  for (const counts of tables)
    for (const [status, n] of Object.entries(counts)) if (Number(status) >= 500) total += n;
  return total;
};

interface Outcome {
  seconds: number;
  connections: number;
  result: autocannon.Result;
  before: Probe;
  after: Probe;
  raw: Map<string, Record<string, number>>;
  slowStillOpen: number;
  crashed: number;
  tally: AnswerTally;
}

/** Prints the Markdown report; returns whether every promise held. */
function report(kinds: Kind[], outcome: Outcome): boolean {
  const { result, before, after, raw, tally } = outcome;
  const fiveXx = count5xx(Object.values(after.statuses)) + count5xx(raw.values());
  const growth = after.heapUsed - before.heapUsed;
  const env = environment();
  const served = result.requests.total.toLocaleString('en-US');
  const rate = Math.round(result.requests.average).toLocaleString('en-US');
  const heap = `${mb(before.heapUsed)} | ${mb(after.heapUsed)} | ${mb(growth)} (${mb(HEAP_BOUND_BYTES)})`;
  console.log(
    [
      '### Soak — `npm run soak`',
      '',
      `${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · ${outcome.seconds} s · ` +
        `${outcome.connections} connections + 1 raw-attack loop + 16 slow clients, server and load on the same machine`,
      '',
      '| requests served | mean req/s | p99 latency | 5xx | crashes | connection errors | valid answers checked | wrong | connections open at the end | heap after warm-up (GC) | heap after run (GC) | growth (bound) | Object.prototype polluted |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${served} | ${rate} | ${result.latency.p99} ms | ${fiveXx} | ${outcome.crashed} | ${result.errors} | ${tally.checked.toLocaleString('en-US')} | ${tally.wrong} | ${after.openConnections} | ${heap} | ${after.polluted ? 'yes' : 'no'} |`,
      '',
      '| request kind | expected | statuses seen (server side) |',
      '|---|---:|---|',
      ...kinds.map(({ label, expected }, i) => `| ${label} | ${expected} | ${statuses(after.statuses[i])} |`),
      ...[...raw].map(([label, counts]) => {
        const framing = framingAttacks.find((attack) => attack.label === label);
        return `| raw: ${label} | ${framing === undefined ? '4xx or none' : `${framing.expected}, closed by the server`} | ${statuses(counts)} |`;
      }),
      `| slow clients (1 header byte / 500 ms) | held | ${outcome.slowStillOpen} of 16 still open at the end |`,
    ].join('\n'),
  );
  const mismatched = kinds.filter(({ expected }, i) =>
    Object.keys(after.statuses[i] ?? {}).some((s) => s !== expected),
  );
  if (mismatched.length > 0)
    console.log(`\nUnexpected statuses for: ${mismatched.map((k) => k.label).join(', ')}`);
  const framingFailures = framingAttacks.filter((attack) =>
    Object.keys(raw.get(attack.label) ?? {}).some((seen) => seen !== attack.expected),
  );
  if (framingFailures.length > 0)
    console.log(
      `\nFraming attacks not answered and closed: ${framingFailures.map((a) => a.label).join(', ')}`,
    );
  if (tally.firstWrong !== undefined) console.log(`\nFirst wrong answer: ${tally.firstWrong}`);
  return (
    fiveXx === 0 &&
    outcome.crashed === 0 &&
    growth <= HEAP_BOUND_BYTES &&
    !after.polluted &&
    tally.wrong === 0 &&
    framingFailures.length === 0 &&
    after.openConnections === 0
  );
}

async function drive(): Promise<void> {
  const seconds = option('seconds', 60);
  const connections = option('connections', 128);
  const child = fork(process.argv[1]!, ['--serve'], { execArgv: ['--expose-gc'] });
  let crashed = 0;
  let stopping = false;
  child.on('exit', (code) => {
    if (stopping) return;
    crashed += 1;
    console.error(`the server exited with code ${code} during the soak`);
  });
  const { port } = await reply<{ port: number }>(child, 'ready');
  const kinds = requestKinds();

  // Warm up (JIT, caches, the store filling to its cap), then take the baseline heap.
  await load(port, kinds, Math.min(5, seconds), connections);
  const before = await reply<Probe>(child, 'probe', { kind: 'probe' });

  const raw = new Map<string, Record<string, number>>();
  const releaseSlow = slowClients(port, 16);
  const deadline = Date.now() + seconds * 1000;
  const tally: AnswerTally = { checked: 0, wrong: 0 };
  const [result] = await Promise.all([
    load(port, kinds, seconds, connections, tally),
    rawAttacks(port, deadline, raw),
  ]);
  const slowStillOpen = releaseSlow();
  // Past the kernel's 1 s linger, so every connection the server still holds is a stuck one.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const after = await reply<Probe>(child, 'probe', { kind: 'probe' });
  stopping = true;
  child.send({ kind: 'stop' });
  const held = report(kinds, {
    seconds,
    connections,
    result,
    before,
    after,
    raw,
    slowStillOpen,
    crashed,
    tally,
  });
  process.exitCode = held ? 0 : 1;
}

if (process.argv.includes('--serve')) await runServer();
else await drive();
