// The example app (examples/app) end to end over real HTTP, as the README's walkthrough uses it,
// on each of its stores: PGlite in memory and a PostgreSQL server (skipped, saying why, where
// PostgreSQL is not installed).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RunningApp, start } from '../../examples/app/server.js';
import type { RunningServer } from '../../src/index.js';
import { type Received, sendHttp } from './support/doors.js';
import { exampleStores } from './support/example-stores.js';

const alice = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };
const bob = { authorization: 'Bearer bob-token', 'content-type': 'application/json' };

for (const store of exampleStores())
  describe(`example app on ${store.name}`, { skip: store.skip }, () => {
    let running: RunningServer;
    const send = (path: string, method = 'GET', headers: Record<string, string> = alice, body?: unknown) =>
      sendHttp(running, path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const json = (received: Received) => JSON.parse(received.text);

    let app: RunningApp;
    before(async () => {
      app = await start({ database: await store.fresh(), port: 0 });
      running = app.server;
    });
    after(() => app.close());

    it('answers /health without a token, having asked the database', async () => {
      assert.deepEqual(json(await send('/health', 'GET', {})), { status: 'ok', database: 'ok' });
    });

    it('refuses /api without a valid bearer token (401, WWW-Authenticate)', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: 'Basic YTpi' },
      ];
      for (const headers of attempts) {
        const received = await send('/api/v2/projects/1/tasks', 'GET', headers);
        assert.equal(received.status, 401);
        assert.equal(received.headers['www-authenticate'], 'Bearer realm="tasks"');
        assert.equal(json(received).code, 'unauthenticated');
      }
    });

    it('creates a task from nested body paths, with Location from the named route', async () => {
      const created = await send('/api/v2/projects/7/tasks', 'POST', alice, {
        title: 'Write the walkthrough',
        details: { description: 'for newcomers', due: '2026-12-01' },
        checklist: [{ text: 'outline' }, { text: 'curl lines', done: true }],
      });
      assert.equal(created.status, 201, created.text);
      const task = json(created);
      assert.match(task.id, /^[0-9a-f-]{36}$/);
      assert.equal(created.headers.location, `/api/v2/projects/7/tasks/${task.id}`);
      assert.deepEqual(
        { ...task, id: undefined, createdAt: undefined },
        {
          id: undefined,
          projectId: 7,
          ownerId: 'alice',
          title: 'Write the walkthrough',
          description: 'for newcomers',
          dueAt: '2026-12-01T00:00:00.000Z',
          checklist: [
            { text: 'outline', done: false },
            { text: 'curl lines', done: true },
          ],
          follows: null,
          done: false,
          createdAt: undefined,
        },
      );
      const shown = await send(created.headers.location!);
      assert.deepEqual(json(shown), task);
    });

    it('reports every invalid field at once, nested items included (422)', async () => {
      const received = await send('/api/v2/projects/7/tasks', 'POST', alice, {
        title: '',
        details: { due: 'someday' },
        checklist: [{ text: 'fine' }, { done: 'perhaps' }],
      });
      assert.equal(received.status, 422);
      assert.deepEqual(Object.keys(json(received).errors).sort(), [
        'checklist.1.done',
        'checklist.1.text',
        'due',
        'title',
      ]);
    });

    it('filters the list with a query DTO, and keeps users apart', async () => {
      const created = json(await send('/api/v2/projects/8/tasks', 'POST', alice, { title: 'one' }));
      await send(`/api/v2/projects/8/tasks/${created.id}`, 'PATCH', alice, { done: true });
      await send('/api/v2/projects/8/tasks', 'POST', alice, { title: 'two' });
      assert.deepEqual(
        json(await send('/api/v2/projects/8/tasks?status=done')).data.map((t: { title: string }) => t.title),
        ['one'],
      );
      assert.equal(json(await send('/api/v2/projects/8/tasks?status=all&limit=1')).count, 1);
      assert.equal(json(await send('/api/v2/projects/8/tasks', 'GET', bob)).count, 0);
      assert.equal((await send(`/api/v2/projects/8/tasks/${created.id}`, 'GET', bob)).status, 404);
      assert.equal((await send('/api/v2/projects/8/tasks?limit=500')).status, 422);
    });

    it('updates with PATCH and deletes with DELETE (204, then 404)', async () => {
      const { id } = json(await send('/api/v2/projects/9/tasks', 'POST', alice, { title: 'draft' }));
      const patched = await send(`/api/v2/projects/9/tasks/${id}`, 'PATCH', alice, {
        title: 'final',
        details: { description: 'now with text' },
      });
      assert.equal(json(patched).title, 'final');
      assert.equal(json(patched).description, 'now with text');
      assert.equal((await send(`/api/v2/projects/9/tasks/${id}`, 'DELETE')).status, 204);
      assert.equal((await send(`/api/v2/projects/9/tasks/${id}`, 'DELETE')).status, 404);
      assert.equal((await send('/api/v2/projects/9/tasks/not-a-uuid')).status, 422);
    });

    it('lets a task follow another task of its project, the lookup asking the database (422 exists)', async () => {
      const first = json(await send('/api/v2/projects/10/tasks', 'POST', alice, { title: 'A' }));
      const followed = await send('/api/v2/projects/10/tasks', 'POST', alice, {
        title: 'B',
        follows: first.id,
      });
      assert.equal(followed.status, 201, followed.text);
      const second = json(followed);
      assert.equal(second.follows, first.id);
      assert.equal(json(await send(followed.headers.location!)).follows, first.id);

      const refusedFollows = async (
        path: string,
        method: string,
        headers: Record<string, string>,
        body: unknown,
      ) => {
        const received = await send(path, method, headers, body);
        assert.equal(received.status, 422, received.text);
        return json(received).errors;
      };
      // An id no task has, a task of another project, another user's task: none exists here.
      const unknown = { title: 'C', follows: '3b241101-e2bb-4255-8caf-4136c566a962' };
      assert.deepEqual(await refusedFollows('/api/v2/projects/10/tasks', 'POST', alice, unknown), {
        follows: [
          {
            rule: 'exists',
            params: ['projectTasks'],
            message: 'The task to follow is not one of your tasks in this project.',
            in: 'body',
            pointer: '#/follows',
          },
        ],
      });
      for (const [path, headers] of [
        ['/api/v2/projects/11/tasks', alice],
        ['/api/v2/projects/10/tasks', bob],
        ['/api/v2/projects/99999999999/tasks', alice],
      ] as const) {
        const errors = await refusedFollows(path, 'POST', headers, { title: 'D', follows: first.id });
        assert.equal(errors.follows[0].rule, 'exists', path);
      }
      const listed = json(await send('/api/v2/projects/10/tasks'));
      assert.deepEqual(
        listed.data.map((task: { title: string }) => task.title),
        ['A', 'B'],
        'a refused follows stores nothing',
      );

      // PATCH: follow another, refuse itself, follow none; deleting the followed task clears the link.
      const firstPath = `/api/v2/projects/10/tasks/${first.id}`;
      const secondPath = `/api/v2/projects/10/tasks/${second.id}`;
      assert.equal(json(await send(secondPath, 'PATCH', alice, { follows: null })).follows, null);
      assert.equal(json(await send(firstPath, 'PATCH', alice, { follows: second.id })).follows, second.id);
      const itself = await refusedFollows(firstPath, 'PATCH', alice, { follows: first.id });
      assert.equal(itself.follows[0].rule, 'different');
      const elsewhere = await refusedFollows(firstPath, 'PATCH', alice, { follows: unknown.follows });
      assert.equal(elsewhere.follows[0].rule, 'exists');
      assert.equal(json(await send(firstPath)).follows, second.id, 'a refused PATCH changes nothing');
      assert.equal((await send(secondPath, 'DELETE')).status, 204);
      assert.equal(json(await send(firstPath)).follows, null);
    });

    it('marks v1 as deprecated (Deprecation, Sunset, Link) and serves its older shapes', async () => {
      const created = await send('/api/v1/projects/3/tasks', 'POST', alice, {
        title: 'old style',
        description: 'flat',
      });
      assert.equal(created.status, 201);
      assert.match(created.headers.location!, /^\/api\/v1\/projects\/3\/tasks\//);
      assert.equal(created.headers.deprecation, '@1767225600');
      assert.equal(created.headers.sunset, 'Wed, 30 Jun 2027 23:59:59 GMT');
      const list = await send('/api/v1/projects/3/tasks');
      assert.ok(Array.isArray(json(list)));
      assert.equal(list.headers.deprecation, '@1767225600');
      const missing = await send('/api/v1/projects/3/tasks/6f1c1b9e-4f1a-4a57-9a43-2f5d2b1c0a11');
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.deprecation, '@1767225600', 'errors carry the deprecation too');
      const current = await send('/api/v2/projects/3/tasks');
      assert.equal(current.headers.deprecation, undefined);
    });

    it('echoes the client X-Request-Id (or makes one) on every /api answer', async () => {
      const echoed = await send('/api/v2/projects/1/tasks', 'GET', { ...alice, 'x-request-id': 'trace-42' });
      assert.equal(echoed.headers['x-request-id'], 'trace-42');
      const made = await send('/api/v2/projects/1/tasks', 'GET', {});
      assert.match(made.headers['x-request-id']!, /^[0-9a-f-]{36}$/);
    });

    it('answers 405 with Allow and OPTIONS automatically', async () => {
      const wrong = await send('/api/v2/projects/1/tasks', 'PUT');
      assert.equal(wrong.status, 405);
      assert.equal(wrong.headers.allow, 'GET, HEAD, POST, OPTIONS');
      assert.equal((await send('/api/v2/projects/1/tasks', 'OPTIONS', {})).status, 204);
    });
  });

describe('example app declarations', () => {
  it('each API route declares what it reads and answers; v1 routes inherit deprecation and tags', async () => {
    const { buildRoutes } = await import('../../examples/app/routes.js');
    const { CreateTask, CreateTaskV1 } = await import('../../examples/app/dtos.js');
    const { TaskResource } = await import('../../examples/app/resources.js');
    const byName = new Map(buildRoutes().routes.map((route) => [route.routeName, route.declaration]));
    const store = byName.get('v1.tasks.store')!;
    assert.equal(store.body, CreateTaskV1);
    assert.equal(store.query, null);
    assert.deepEqual(
      store.responses.map(({ status, dto, list, headers }) => ({
        status,
        dto,
        list,
        headers: { ...headers },
      })),
      [
        {
          status: 201,
          dto: TaskResource,
          list: false,
          headers: {
            location: { description: "The new task's URL (its GET route)", required: true },
            etag: {
              description: "The task's version (send it in If-Match to change this version only)",
              required: true,
            },
          },
        },
      ],
    );
    assert.deepEqual(store.errors, [
      {
        status: 409,
        code: 'taskTitleTaken',
        description: 'You already have a task with this title in this project',
      },
    ]);
    assert.deepEqual(
      [store.summary, store.tags, store.deprecated],
      ['Create a task (flat v1 body)', ['tasks (v1)'], true],
    );
    assert.equal(byName.get('v2.tasks.store')?.body, CreateTask);
    assert.equal(byName.get('v2.tasks.store')?.deprecated, false);
    assert.equal(byName.get('health')?.summary, 'Liveness and database probe');
    assert.deepEqual(byName.get('v1.tasks.index')?.responses, [
      {
        status: 200,
        dto: TaskResource,
        list: true,
        description: 'The tasks (a bare array in v1)',
        headers: {},
      },
    ]);
  });
});
