// The example app as separate processes (`node examples/main.js`, as `npm start` runs it):
// two processes on one PostgreSQL server answer as one under concurrent load (a create through
// one is read through the other, the unique title holds across them, racing If-Match changes
// let one through), every create acknowledged by a process killed with SIGKILL mid-burst is
// kept, and on PGlite a second process on a data folder in use refuses to start, naming it.
// Started from its ahead-of-time build with code generation from text forbidden, it serves the
// walkthrough's answers, and a build of other classes stops it at start.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { missing } from '../support/postgres-server.js';
import { postgresServer } from './support/example-stores.js';

const main = fileURLToPath(new URL('../../examples/main.js', import.meta.url));
const alice = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };

interface AppProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or signal) and everything written to stderr. */
  readonly exited: Promise<{ code: number | null; signal: string | null; stderr: string }>;
}

/** Starts `examples/main.js` with `env` on a free port; resolves once it listens, or with its exit. */
function spawnApp(
  env: Record<string, string>,
  args: string[] = [],
  nodeFlags: string[] = [],
): Promise<AppProcess | { failed: string }> {
  const child = spawn(process.execPath, [...nodeFlags, main, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const listening = /Tasks API listening on (http:\/\/\S+)/.exec(stdout);
      if (listening !== null) resolve({ url: listening[1]!, child, exited });
    });
    exited.then(({ code }) => resolve({ failed: `exit ${code}: ${stderr}` }));
  });
}

async function started(
  env: Record<string, string>,
  args: string[] = [],
  nodeFlags: string[] = [],
): Promise<AppProcess> {
  const app = await spawnApp(env, args, nodeFlags);
  if ('failed' in app) throw new Error(`the app did not start: ${app.failed}`);
  return app;
}

async function stopped(app: AppProcess): Promise<void> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
  await app.exited;
}

const call = async (base: string, path: string, method = 'GET', body?: unknown, headers = {}) => {
  const response = await fetch(base + path, {
    method,
    headers: { ...alice, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('two app processes on one PostgreSQL server', { skip: missing }, () => {
  const server = postgresServer();
  let url: string;
  let first: AppProcess;
  let second: AppProcess;
  before(async () => {
    url = await (await server()).freshDatabase();
    // Started together: the advisory lock lets one migrate while the other waits.
    [first, second] = await Promise.all([started({ DATABASE_URL: url }), started({ DATABASE_URL: url })]);
  });
  after(async () => {
    await Promise.all([first, second].filter(Boolean).map(stopped));
  });

  it('reads through one process what the other created, under concurrent creates', async () => {
    const creates = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        call((index % 2 === 0 ? first : second).url, '/api/v2/projects/1/tasks', 'POST', {
          title: `task ${index}`,
        }),
      ),
    );
    assert.deepEqual(new Set(creates.map((created) => created.status)), new Set([201]));
    const reads = await Promise.all(
      creates.map((created, index) =>
        call((index % 2 === 0 ? second : first).url, created.headers.get('location')!),
      ),
    );
    assert.deepEqual(new Set(reads.map((read) => read.status)), new Set([200]));
    const listed = JSON.parse((await call(first.url, '/api/v2/projects/1/tasks?limit=100')).text);
    assert.equal(listed.count, 100);
  });

  it('holds the unique title across processes: of two racing creates, one is 201 and one 409', async () => {
    for (let round = 0; round < 10; round++) {
      const body = { title: `contested ${round}` };
      const statuses = (
        await Promise.all([
          call(first.url, '/api/v2/projects/2/tasks', 'POST', body),
          call(second.url, '/api/v2/projects/2/tasks', 'POST', body),
        ])
      )
        .map((created) => created.status)
        .sort();
      assert.deepEqual(statuses, [201, 409], `round ${round}`);
    }
  });

  it('lets exactly one of two racing If-Match changes through, across processes', async () => {
    for (let round = 0; round < 10; round++) {
      const created = await call(first.url, '/api/v2/projects/3/tasks', 'POST', { title: `raced ${round}` });
      const path = created.headers.get('location')!;
      const statuses = (
        await Promise.all([
          call(first.url, path, 'PATCH', { title: `first ${round}` }, { 'if-match': '"1"' }),
          call(
            second.url,
            path,
            round % 2 === 0 ? 'PATCH' : 'DELETE',
            { title: `second ${round}` },
            { 'if-match': '"1"' },
          ),
        ])
      ).map((changed) => changed.status);
      // One change lands; the other is refused (412), or finds the task deleted (404: RFC 9110
      // §13.2.1 has preconditions ignored where the answer would not be a 2xx anyway).
      assert.equal(statuses.filter((status) => status < 300).length, 1, `round ${round}: ${statuses}`);
      assert.ok(
        statuses.every((status) => status < 300 || status === 412 || status === 404),
        `round ${round}: ${statuses}`,
      );
    }
  });

  it('keeps every create a process acknowledged before it was killed with SIGKILL', async () => {
    const doomed = await started({ DATABASE_URL: url });
    const acknowledged: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 400) {
        sent++;
        try {
          const created = await call(doomed.url, '/api/v2/projects/4/tasks', 'POST', {
            title: `burst ${sent}`,
          });
          if (created.status === 201) acknowledged.push(created.headers.get('location')!);
          if (acknowledged.length === 60) doomed.child.kill('SIGKILL');
        } catch {
          return; // the connection died with the process
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    assert.equal((await doomed.exited).signal, 'SIGKILL');
    assert.ok(acknowledged.length >= 60);
    const reads = await Promise.all(acknowledged.map((path) => call(first.url, path)));
    assert.deepEqual(new Set(reads.map((read) => read.status)), new Set([200]));
  });
});

describe('two app processes on one PGlite data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'intake-example-lock-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses the second with a message naming the folder, and takes over after the first is killed', async () => {
    const holder = await started({ DATA_DIR: dataDir });
    try {
      const refused = await spawnApp({ DATA_DIR: dataDir });
      assert.ok('failed' in refused, 'the second process must not start');
      assert.match(
        refused.failed,
        /^exit 1: The tasks API did not start: Cannot open the tasks database in /,
      );
      assert.ok(refused.failed.includes(dataDir), refused.failed);
      assert.match(refused.failed, new RegExp(`in use by process ${holder.child.pid} `));
      assert.equal((await call(holder.url, '/health')).status, 200, 'the first one still serves');
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
    // SIGKILL left the lock file behind; its holder is gone, so it no longer counts.
    const next = await started({ DATA_DIR: dataDir });
    await stopped(next);
  });
});

describe('the app started from its ahead-of-time build (`npm run start:built`)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'intake-example-build-'));
  const buildFile = join(dir, 'intake.build.js');
  const noEval = ['--disallow-code-generation-from-strings'];
  after(() => rmSync(dir, { recursive: true, force: true }));

  before(() => {
    const cli = fileURLToPath(new URL('../../src/cli/main.js', import.meta.url));
    const entry = fileURLToPath(new URL('../../examples/app/build-entry.js', import.meta.url));
    const written = spawnSync(process.execPath, [cli, 'build', entry, '--out', buildFile], {
      encoding: 'utf8',
    });
    assert.equal(written.status, 0, written.stderr);
  });

  it('serves creates, refusals, conflicts, reads and conditional changes without compiling code', async () => {
    const app = await started({}, ['--memory', '--build', buildFile], noEval);
    try {
      assert.equal((await call(app.url, '/health')).status, 200);
      const tasks = '/api/v2/projects/1/tasks';
      const body = { title: 'Ship it', checklist: [{ text: 'tests', done: true }] };
      const created = await call(app.url, tasks, 'POST', body);
      assert.equal(created.status, 201, created.text);
      const task = JSON.parse(created.text) as { id: string; title: string; checklist: unknown[] };
      assert.deepEqual([task.title, task.checklist.length], ['Ship it', 1]);
      assert.equal((await call(app.url, tasks, 'POST', body)).status, 409);
      const invalid = await call(app.url, tasks, 'POST', { title: '', checklist: [{ done: 'maybe' }] });
      assert.equal(invalid.status, 422);
      assert.match(invalid.text, /"errors":\{"title":/);
      const read = await call(app.url, `${tasks}/${task.id}`);
      assert.equal(read.status, 200);
      const etag = read.headers.get('etag')!;
      const changed = await call(
        app.url,
        `${tasks}/${task.id}`,
        'PATCH',
        { done: true },
        { 'if-match': etag },
      );
      assert.equal(changed.status, 200, changed.text);
      const stale = await call(
        app.url,
        `${tasks}/${task.id}`,
        'PATCH',
        { done: false },
        { 'if-match': etag },
      );
      assert.equal(stale.status, 412);
      const listed = await call(app.url, `${tasks}?status=done`);
      assert.equal(JSON.parse(listed.text).data.length, 1);
      assert.equal((await call(app.url, '/api/v1/projects/1/tasks')).status, 200);
    } finally {
      await stopped(app);
    }
  });

  it('refuses to start on a build of other classes, saying what to run', async () => {
    const stale = join(dir, 'stale.build.js');
    const text = readFileSync(buildFile, 'utf8');
    // The build of another app: no entry of this one's fast paths survives.
    writeFileSync(stale, text.replace(/^ {4}"[0-9a-f]{20}_/gm, '    "00000000000000000000_'));
    const refused = await spawnApp({}, ['--memory', '--build', stale], noEval);
    assert.ok('failed' in refused, 'a stale build must stop the app');
    assert.match(refused.failed, /did not start: The ahead-of-time build has no [a-z.-]+ function for [A-Z]/);
    assert.match(refused.failed, /Run `npx intake build` again/);
  });
});
