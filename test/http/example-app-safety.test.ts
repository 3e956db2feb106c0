// The example app stays correct when requests race and when its database fails, on each store:
// a task's version is its ETag, a change with a stale If-Match is refused (412) and changes
// nothing, racing changes to one version let exactly one through; a database that stalls or
// stops answers 503 within its time limit, /health says why, and the app recovers with it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type Database,
  DatabaseUnavailableError,
  migrate,
  openDatabase,
  reasonOf,
} from '../../examples/app/database.js';
import { DatabaseOutageError, guarded } from '../../examples/app/database-guard.js';
import { taskLookups } from '../../examples/app/lookups.js';
import { migrations } from '../../examples/app/migrations.js';
import { buildApp, type RunningApp, start } from '../../examples/app/server.js';
import { DatabaseTaskStore } from '../../examples/app/store.js';
import { type RunningServer, serve } from '../../src/index.js';
import { missing } from '../support/postgres-server.js';
import { type Received, sendHttp } from './support/doors.js';
import { exampleStores, postgresServer } from './support/example-stores.js';

const alice = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };
const stores = exampleStores();

/** Sends through `running`; a body is sent as JSON. */
function sender(running: () => RunningServer) {
  return (
    path: string,
    method = 'GET',
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Received> =>
    sendHttp(running(), path, {
      method,
      headers: { ...alice, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

for (const store of stores) {
  describe(`example app under racing changes on ${store.name}`, { skip: store.skip }, () => {
    let app: RunningApp;
    before(async () => {
      app = await start({ database: await store.fresh(), port: 0 });
    });
    after(() => app.close());
    const send = sender(() => app.server);
    const create = async (title: string) => {
      const created = await send('/api/v2/projects/1/tasks', 'POST', {}, { title });
      assert.equal(created.status, 201, created.text);
      return { path: created.headers.location!, etag: created.headers.etag! };
    };

    it('tags each answer with the version, 304s an If-None-Match of it, and raises it on each change', async () => {
      const { path, etag } = await create('versioned');
      assert.equal(etag, '"1"');
      const read = await send(path);
      assert.equal(read.headers.etag, '"1"');
      const unchanged = await send(path, 'GET', { 'if-none-match': '"1"' });
      assert.equal(unchanged.status, 304);
      assert.equal(unchanged.text, '');
      const changed = await send(path, 'PATCH', { 'if-match': '"1"' }, { done: true });
      assert.equal(changed.status, 200, changed.text);
      assert.equal(changed.headers.etag, '"2"');
      assert.equal((await send(path, 'GET', { 'if-none-match': '"1"' })).status, 200);
    });

    it('refuses a PATCH or DELETE with a stale If-Match (412) and changes nothing', async () => {
      const { path } = await create('stale');
      assert.equal((await send(path, 'PATCH', {}, { title: 'stale, renamed' })).status, 200);
      const patch = await send(path, 'PATCH', { 'if-match': '"1"' }, { title: 'lost update' });
      assert.equal(patch.status, 412, patch.text);
      assert.equal(JSON.parse(patch.text).code, 'preconditionFailed');
      const remove = await send(path, 'DELETE', { 'if-match': '"1"' });
      assert.equal(remove.status, 412, remove.text);
      const kept = await send(path);
      assert.equal(JSON.parse(kept.text).title, 'stale, renamed');
      assert.equal(kept.headers.etag, '"2"');
      assert.equal((await send(path, 'DELETE', { 'if-match': '"2"' })).status, 204);
    });

    it('lets exactly one of racing changes to one version through, the others 412', async () => {
      const { path } = await create('raced');
      const racers = Array.from({ length: 8 }, (_, index) =>
        index % 4 === 3
          ? send(path, 'DELETE', { 'if-match': '"1"' })
          : send(path, 'PATCH', { 'if-match': '"1"' }, { title: `raced by ${index}` }),
      );
      const statuses = (await Promise.all(racers)).map((received) => received.status);
      assert.equal(statuses.filter((status) => status < 300).length, 1, String(statuses));
      // After a winning DELETE the others find no task: 404, as without If-Match (RFC 9110 §13.2.1).
      const refusal = statuses.includes(204) ? [404, 412] : [412];
      assert.ok(
        statuses.every((status) => status < 300 || refusal.includes(status)),
        String(statuses),
      );
    });

    it('applies racing changes without If-Match one after the other: each sees the last', async () => {
      const { path } = await create('counted');
      const changes = await Promise.all(
        Array.from({ length: 6 }, (_, index) => send(path, 'PATCH', {}, { description: `change ${index}` })),
      );
      assert.deepEqual(
        changes.map((received) => received.status),
        [200, 200, 200, 200, 200, 200],
      );
      const versions = changes.map((received) => received.headers.etag).sort();
      assert.deepEqual(
        versions,
        ['"2"', '"3"', '"4"', '"5"', '"6"', '"7"'],
        'no two changes saw one version',
      );
    });
  });

  describe(`example app when its database stalls on ${store.name}`, { skip: store.skip }, () => {
    let database: Database;
    let server: RunningServer;
    let stalled = false;
    before(async () => {
      database = await openDatabase(await store.fresh());
      // The real database, except that while `stalled` its statements never answer.
      const hang = new Promise<never>(() => {});
      const stalling: Database = {
        query: (sql, params) => (stalled ? hang : database.query(sql, params)),
        transaction: (work) => (stalled ? hang : database.transaction(work)),
        ping: () => (stalled ? hang : database.ping()),
        close: () => database.close(),
      };
      const guardedDatabase = guarded(stalling, 200);
      const { kernel } = buildApp(new DatabaseTaskStore(guardedDatabase), taskLookups(guardedDatabase), {
        pingDatabase: () => guardedDatabase.ping(),
      });
      server = await serve(kernel, { port: 0, host: '127.0.0.1' });
    });
    after(async () => {
      await server.close();
      await database.close();
    });
    const send = sender(() => server);

    it('answers 503 databaseUnavailable with Retry-After, /health says why, and recovers', async () => {
      const before = await send('/api/v2/projects/1/tasks', 'POST', {}, { title: 'before the stall' });
      assert.equal(before.status, 201, before.text);
      stalled = true;
      for (const [path, method, body] of [
        ['/api/v2/projects/1/tasks', 'GET', undefined],
        ['/api/v2/projects/1/tasks', 'POST', { title: 'during the stall' }],
        [before.headers.location!, 'PATCH', { done: true }],
        ['/api/v2/projects/1/tasks', 'POST', { title: 'following', follows: JSON.parse(before.text).id }],
      ] as const) {
        const received = await send(path, method, {}, body);
        assert.equal(received.status, 503, `${method} ${path}: ${received.text}`);
        assert.equal(JSON.parse(received.text).code, 'databaseUnavailable');
        assert.equal(received.headers['retry-after'], '5');
      }
      const health = await send('/health', 'GET', { authorization: '' });
      assert.equal(health.status, 503);
      assert.match(JSON.parse(health.text).detail, /not available \(no answer within 200 ms\)/);
      stalled = false;
      assert.deepEqual(JSON.parse((await send('/health')).text), { status: 'ok', database: 'ok' });
      const list = await send('/api/v2/projects/1/tasks');
      assert.deepEqual(
        JSON.parse(list.text).data.map((task: { title: string }) => task.title),
        ['before the stall'],
      );
    });
  });
}

describe('example app when its PostgreSQL server stops', { skip: missing }, () => {
  const server = postgresServer();
  let app: RunningApp;
  before(async () => {
    app = await start({ database: { url: await (await server()).freshDatabase() }, port: 0 });
  });
  after(() => app.close());
  const send = sender(() => app.server);

  it('answers 503 while the server is down, /health says why, and reconnects when it is back', async () => {
    assert.equal((await send('/api/v2/projects/1/tasks', 'POST', {}, { title: 'kept' })).status, 201);
    (await server()).pause();
    try {
      const list = await send('/api/v2/projects/1/tasks');
      assert.equal(list.status, 503, list.text);
      const create = await send('/api/v2/projects/1/tasks', 'POST', {}, { title: 'refused' });
      assert.equal(create.status, 503, create.text);
      const health = await send('/health');
      assert.equal(health.status, 503);
      assert.match(JSON.parse(health.text).detail, /\((connection refused|connection lost)\)/);
    } finally {
      (await server()).resume();
    }
    assert.equal((await send('/health')).status, 200);
    const list = await send('/api/v2/projects/1/tasks');
    assert.deepEqual(
      JSON.parse(list.text).data.map((task: { title: string }) => task.title),
      ['kept'],
    );
  });

  it('migrates once when several processes open one database together (advisory lock)', async () => {
    const url = await (await server()).freshDatabase();
    const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url })));
    try {
      const { rows } = await opened[0]!.query('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(
        rows,
        migrations.map(({ version }) => ({ version })),
      );
      assert.deepEqual(await migrate(opened[1]!, migrations), []);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});

describe('example app start-up errors', () => {
  it('name the real cause of a server that cannot be reached, without the password', async () => {
    await assert.rejects(
      start({ database: { url: 'postgres://app:secret@127.0.0.1:1/tasks' }, port: 0 }),
      (error: unknown) => {
        assert.ok(error instanceof DatabaseUnavailableError);
        assert.match(
          error.message,
          /^Cannot open the tasks database in postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/tasks \(.*ECONNREFUSED/,
        );
        assert.match(error.message, /check DATABASE_URL and that the PostgreSQL server is running$/);
        assert.doesNotMatch(error.message, /secret|\[object Object\]/);
        return true;
      },
    );
  });

  it('say what a thrown non-Error holds rather than [object Object]', () => {
    assert.equal(reasonOf({ message: 'No space left on device' }), 'No space left on device');
    assert.equal(reasonOf({ code: 'ENOSPC' }), 'ENOSPC');
    assert.equal(reasonOf({ errno: 28 }), '{"errno":28}');
    assert.equal(reasonOf({ name: 'ErrnoError', errno: 51 }), 'ENOSPC: no space left on device');
    assert.equal(
      reasonOf(Object.assign(new Error('write failed'), { code: 'ENOSPC' })),
      'ENOSPC: write failed',
    );
    assert.equal(reasonOf(new (class Opaque {})()), 'an unexplained Opaque');
  });

  it('keeps a 503 a 503: an outage error passes the guard as it is', async () => {
    const refused = new DatabaseOutageError('disk full');
    const failing = guarded({
      query: () => Promise.reject(refused),
      transaction: () => Promise.reject(Object.assign(new Error('could not extend file'), { code: '53100' })),
      ping: () => Promise.resolve(),
      close: () => Promise.resolve(),
    });
    await assert.rejects(failing.query('SELECT 1'), (error) => error === refused);
    await assert.rejects(
      failing.transaction(async () => 1),
      { status: 503, message: /\(disk full\)/ },
    );
  });
});
