// The example app on its databases: on PGlite's data folder tasks survive a restart, migrations
// run once (a folder of an older schema gets only the newer ones) and one process at a time may
// use a folder; on both stores (PGlite, a PostgreSQL server) the unique title per owner answers
// 409, values Postgres refuses answer 422, and the lookups for `exists:`/`unique:` ask the
// real table.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseUnavailableError, migrate, openDatabase } from '../../examples/app/database.js';
import { taskLookups } from '../../examples/app/lookups.js';
import { migrations } from '../../examples/app/migrations.js';
import { type RunningApp, start } from '../../examples/app/server.js';
import { DatabaseTaskStore } from '../../examples/app/store.js';
import { sendHttp } from './support/doors.js';
import { exampleStores } from './support/example-stores.js';

const alice = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };
const bob = { authorization: 'Bearer bob-token', 'content-type': 'application/json' };
const stores = exampleStores();

const post = (app: RunningApp, path: string, body: unknown) =>
  sendHttp(app.server, path, { method: 'POST', headers: alice, body: JSON.stringify(body) });

describe('example app database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'intake-example-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps tasks in the data folder across a restart, and migrates only once', async () => {
    const first = await start({ database: { dataDir }, port: 0 });
    let location: string;
    try {
      const created = await post(first, '/api/v2/projects/5/tasks', {
        title: 'Survive a restart',
        details: { due: '2026-12-01' },
        checklist: [{ text: 'stop' }, { text: 'start', done: true }],
      });
      assert.equal(created.status, 201, created.text);
      location = created.headers.location!;
    } finally {
      await first.close();
    }

    const second = await start({ database: { dataDir }, port: 0 });
    try {
      const read = await sendHttp(second.server, location, { headers: alice });
      assert.equal(read.status, 200, read.text);
      const task = JSON.parse(read.text);
      assert.equal(task.title, 'Survive a restart');
      assert.equal(task.dueAt, '2026-12-01T00:00:00.000Z');
      assert.deepEqual(task.checklist, [
        { text: 'stop', done: false },
        { text: 'start', done: true },
      ]);
    } finally {
      await second.close();
    }

    const database = await openDatabase({ dataDir });
    try {
      assert.deepEqual(await migrate(database, migrations), [], 'a migrated folder needs nothing');
      const { rows } = await database.query('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(rows, [{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    } finally {
      await database.close();
    }
  });

  it('gives a folder made by migration 1 only the newer migrations on the next start, keeping its tasks', async () => {
    const oldDir = join(dataDir, 'schema-1');
    const old = await PGlite.create(oldDir);
    const oldId = '0b7e3c52-8f0e-4b8a-9d6f-1e2a3b4c5d6e';
    try {
      assert.deepEqual(await migrate(old, migrations.slice(0, 1)), [1]);
      await old.query('INSERT INTO tasks (id, project_id, owner_id, title) VALUES ($1, $2, $3, $4)', [
        oldId,
        6,
        'alice',
        'Made before follows',
      ]);
    } finally {
      await old.close();
    }

    const app = await start({ database: { dataDir: oldDir }, port: 0 });
    try {
      const read = await sendHttp(app.server, `/api/v2/projects/6/tasks/${oldId}`, { headers: alice });
      assert.equal(read.status, 200, read.text);
      assert.equal(JSON.parse(read.text).follows, null);
      const follower = await post(app, '/api/v2/projects/6/tasks', { title: 'Made after', follows: oldId });
      assert.equal(follower.status, 201, follower.text);
      assert.equal(JSON.parse(follower.text).follows, oldId);
    } finally {
      await app.close();
    }

    const database = await openDatabase({ dataDir: oldDir });
    try {
      const { rows } = await database.query('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(
        rows,
        [{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }],
        'migration 1 ran once, the others once',
      );
    } finally {
      await database.close();
    }
  });

  it('lets one database at a time open a data folder, naming the folder and its holder to the next', async () => {
    const shared = join(dataDir, 'shared');
    const first = await openDatabase({ dataDir: shared });
    try {
      await assert.rejects(openDatabase({ dataDir: shared }), (error: unknown) => {
        assert.ok(error instanceof DatabaseUnavailableError);
        assert.ok(error.message.startsWith(`Cannot open the tasks database in ${shared} (`), error.message);
        assert.match(error.message, new RegExp(`the folder is in use by process ${process.pid} `));
        return true;
      });
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: shared });
    await again.close();
  });

  it('takes over a lock file whose process is gone', async () => {
    const abandoned = join(dataDir, 'abandoned');
    mkdirSync(abandoned);
    // A pid no process has (beyond Linux's pid_max), as a SIGKILLed holder leaves behind.
    writeFileSync(
      join(abandoned, 'intake-app.lock'),
      JSON.stringify({ pid: 2 ** 30, host: hostname(), started: '1' }),
    );
    const database = await openDatabase({ dataDir: abandoned });
    await database.close();
  });

  it('refuses a data folder it cannot create with a DatabaseUnavailableError naming it', async () => {
    const notAFolder = join(dataDir, 'a-file');
    writeFileSync(notAFolder, '');
    await assert.rejects(start({ database: { dataDir: notAFolder }, port: 0 }), (error: unknown) => {
      assert.ok(error instanceof DatabaseUnavailableError);
      assert.equal(error.code, 'databaseUnavailable');
      assert.match(error.message, /^Cannot open the tasks database in .*a-file \(EEXIST/);
      assert.match(error.message, /set DATA_DIR to a writable folder, or use --memory$/);
      return true;
    });
  });

  for (const store of stores)
    describe(`on ${store.name}`, { skip: store.skip }, () => {
      let app: RunningApp;
      before(async () => {
        app = await start({ database: await store.fresh(), port: 0 });
      });
      after(() => app.close());

      it("answers 409 for a second task of the user's with the same title in one project, and no other user learns of it", async () => {
        assert.equal((await post(app, '/api/v2/projects/1/tasks', { title: 'Only once' })).status, 201);
        const again = await post(app, '/api/v1/projects/1/tasks', { title: 'Only once' });
        assert.equal(again.status, 409);
        assert.match(again.headers['content-type']!, /^application\/problem\+json/);
        assert.deepEqual(JSON.parse(again.text), {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'You already have a task titled "Only once" in project 1',
          code: 'taskTitleTaken',
        });
        assert.equal((await post(app, '/api/v2/projects/2/tasks', { title: 'Only once' })).status, 201);
        const bobs = await sendHttp(app.server, '/api/v2/projects/1/tasks', {
          method: 'POST',
          headers: bob,
          body: JSON.stringify({ title: 'Only once' }),
        });
        assert.equal(
          bobs.status,
          201,
          "another user's title is no conflict, so a 409 reveals nothing of theirs",
        );
      });

      it('answers 409 when a PATCH takes a title another task of the project holds', async () => {
        await post(app, '/api/v2/projects/3/tasks', { title: 'taken' });
        const other = JSON.parse((await post(app, '/api/v2/projects/3/tasks', { title: 'free' })).text);
        const renamed = await sendHttp(app.server, `/api/v2/projects/3/tasks/${other.id}`, {
          method: 'PATCH',
          headers: alice,
          body: JSON.stringify({ title: 'taken' }),
        });
        assert.equal(renamed.status, 409, renamed.text);
        const unchanged = await sendHttp(app.server, `/api/v2/projects/3/tasks/${other.id}`, {
          headers: alice,
        });
        assert.equal(JSON.parse(unchanged.text).title, 'free');
      });

      it('answers 422 for text Postgres cannot store, and keeps nothing of it', async () => {
        for (const body of [
          { title: 'nul\u0000inside' },
          { title: 'ok', checklist: [{ text: 'nul\u0000' }] },
        ]) {
          const refused = await post(app, '/api/v2/projects/4/tasks', body);
          assert.equal(refused.status, 422, refused.text);
          assert.equal(JSON.parse(refused.text).code, 'unstorableValue');
        }
        const list = await sendHttp(app.server, '/api/v2/projects/4/tasks', { headers: alice });
        assert.equal(JSON.parse(list.text).count, 0);
      });

      it('answers 422, not 500, for a project id beyond the column', async () => {
        const refused = await post(app, '/api/v2/projects/99999999999/tasks', { title: 'far' });
        assert.equal(refused.status, 422, refused.text);
      });
    });

  for (const store of stores)
    describe(`lookups for exists:/unique: on ${store.name}`, { skip: store.skip }, () => {
      /** One task of project 1, owned by alice, written straight to the table; its id. */
      async function insertTask(database: Awaited<ReturnType<typeof openDatabase>>, title: string) {
        const id = '6f1c1b9e-4f1a-4a57-9a43-2f5d2b1c0a11';
        await database.query('INSERT INTO tasks (id, project_id, owner_id, title) VALUES ($1, $2, $3, $4)', [
          id,
          1,
          'alice',
          title,
        ]);
        return id;
      }

      it('ask the tasks table by id or title, leave out the excepted task, and refuse other columns', async () => {
        const database = await openDatabase(await store.fresh());
        try {
          const id = await insertTask(database, "O'Brien; DROP TABLE tasks");
          const { tasks } = taskLookups(database);
          const ask = (value: unknown, column?: string, except?: string) => tasks({ value, column, except });
          assert.equal(await ask(id), true);
          assert.equal(await ask('00000000-0000-0000-0000-000000000000'), false);
          assert.equal(await ask("O'Brien; DROP TABLE tasks", 'title'), true);
          assert.equal(await ask("O'Brien; DROP TABLE tasks", 'title', id), false);
          await assert.rejects(ask('alice', 'owner_id'), /cannot search by "owner_id"/);
          await assert.rejects(
            tasks({ value: id, column: undefined, except: undefined, signal: AbortSignal.abort() }),
            { name: 'AbortError' },
          );
        } finally {
          await database.close();
        }
      });

      it('projectTasks asks for a task of the project and user in the context, nothing else', async () => {
        const database = await openDatabase(await store.fresh());
        try {
          const id = await insertTask(database, 'first');
          const { projectTasks } = taskLookups(database);
          const ask = (value: unknown, context: unknown, column?: string) =>
            projectTasks({ value, column, except: undefined, context });
          assert.equal(await ask(id, { userId: 'alice', projectId: 1 }), true);
          assert.equal(await ask(id, { userId: 'alice', projectId: 2 }), false);
          assert.equal(await ask(id, { userId: 'bob', projectId: 1 }), false);
          assert.equal(await ask(id, { userId: 'alice', projectId: 99999999999 }), false);
          assert.equal(await ask(id, { userId: 'alice', projectId: 1e30 }), false);
          assert.equal(await ask("' OR 1=1 --", { userId: 'alice', projectId: 1 }), false);
          await assert.rejects(ask(id, { userId: 'alice' }), /needs userId and projectId in the context/);
          await assert.rejects(ask(id, undefined), /needs userId and projectId in the context/);
          await assert.rejects(
            ask('first', { userId: 'alice', projectId: 1 }, 'title'),
            /cannot search by "title"/,
          );
        } finally {
          await database.close();
        }
      });

      it('a followed task deleted after the rule passed answers 422 followedTaskGone, not 500', async () => {
        const database = await openDatabase(await store.fresh());
        try {
          const gone = '9d9a2f64-5c1e-4c1b-8f3a-7b6e5d4c3b2a';
          const task = {
            id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
            projectId: 1,
            ownerId: 'alice',
            title: 'late',
            description: null,
            dueAt: null,
            checklist: [],
            follows: gone,
            done: false,
            createdAt: new Date(),
          };
          await assert.rejects(new DatabaseTaskStore(database).create(task), {
            status: 422,
            code: 'followedTaskGone',
            message: `Task ${gone} no longer exists`,
          });
        } finally {
          await database.close();
        }
      });
    });
});
