// The example app called through the client it ships (examples/app/client.ts, written by
// `intake client`), over real HTTP: typed data on declared successes, typed errors on a 422,
// a 409 and a 404 (declared codes narrowed), the kernel's 401, and `url()` beside the calls.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Api, operations } from '../../examples/app/client.js';
import { type RunningApp, start } from '../../examples/app/server.js';
import { type Client, createClient } from '../../src/client/index.js';

describe('the example app through its typed client', () => {
  let app: RunningApp;
  let alice: Client<Api>;
  let anonymous: Client<Api>;

  before(async () => {
    app = await start({ database: { memory: true }, port: 0 });
    const baseUrl = app.server.url;
    alice = createClient<Api>(operations, {
      baseUrl,
      headers: () => ({ authorization: 'Bearer alice-token' }),
    });
    anonymous = createClient<Api>(operations, { baseUrl });
  });
  after(() => app.close());

  it('creates and reads a task: data is the view of the declared status', async () => {
    const created = await alice.call('v2.tasks.store', {
      params: { projectId: 7 },
      body: {
        title: 'Write the client docs',
        details: { due: '2026-12-01' },
        checklist: [{ text: 'outline' }],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.error));
    if (created.status !== 201) return;
    assert.equal(created.data.projectId, 7);
    assert.equal(created.data.dueAt, '2026-12-01T00:00:00.000Z');
    assert.deepEqual(created.data.checklist, [{ text: 'outline', done: false }]);
    const location = created.response.headers.get('location');
    assert.equal(location, `/api/v2/projects/7/tasks/${created.data.id}`);
    assert.equal(
      alice.url('v2.tasks.show', { params: { projectId: 7, taskId: created.data.id } }),
      `${app.server.url}${location}`,
    );

    const shown = await alice.call('GET /api/v2/projects/{projectId}/tasks/{taskId}', {
      params: { projectId: '7', taskId: created.data.id },
    });
    assert.equal(shown.status, 200);
    if (shown.status === 200) assert.deepEqual(shown.data, created.data);
  });

  it('reads a 422 from the typed error: the field paths of the class', async () => {
    const refused = await alice.call('v2.tasks.store', {
      params: { projectId: 7 },
      body: { title: '', details: { due: 'someday' }, checklist: [{ text: 'fine' }, { text: '' }] },
    });
    assert.equal(refused.status, 422);
    if (refused.status !== 422) return;
    assert.deepEqual(Object.keys(refused.error.errors).sort(), ['checklist.1.text', 'due', 'title']);
    assert.equal(refused.error.errors.title?.[0]?.in, 'body');
  });

  it('reads a declared 409 with its closed code, and a 404 with its own', async () => {
    const body = { title: 'Only once' };
    assert.equal((await alice.call('v2.tasks.store', { params: { projectId: 8 }, body })).status, 201);
    const again = await alice.call('v2.tasks.store', { params: { projectId: 8 }, body });
    assert.equal(again.status, 409);
    if (again.status === 409) {
      const code: 'taskTitleTaken' = again.error.code;
      assert.equal(code, 'taskTitleTaken');
    }
    const missing = await alice.call('v2.tasks.show', {
      params: { projectId: 8, taskId: '6f1c1b9e-4f1a-4a57-9a43-2f5d2b1c0a11' },
    });
    assert.equal(missing.status, 404);
    if (missing.status === 404) assert.equal(missing.error.code, 'taskNotFound');
  });

  it("types the kernel's and the middleware's errors too (401 without a token)", async () => {
    const refused = await anonymous.call('v2.tasks.index', { params: { projectId: 1 } });
    assert.equal(refused.status, 401);
    if (refused.status === 401) assert.equal(refused.error.code, 'unauthenticated');
  });

  it('sends a query with defaults left out, updates, and deletes (204 has no data)', async () => {
    const created = await alice.call('v2.tasks.store', {
      params: { projectId: 9 },
      body: { title: 'draft' },
    });
    if (created.status !== 201) assert.fail(`expected 201, got ${created.status}`);
    const address = { params: { projectId: 9, taskId: created.data.id } };
    const patched = await alice.call('v2.tasks.update', { ...address, body: { done: true } });
    assert.equal(patched.status === 200 && patched.data.done, true);
    const done = await alice.call('v2.tasks.index', {
      params: { projectId: 9 },
      query: { status: 'done', limit: '5' },
    });
    assert.equal(done.status === 200 && done.data.count, 1);
    const deleted = await alice.call('v2.tasks.destroy', address);
    assert.equal(deleted.status, 204);
    assert.equal(deleted.data, undefined);
    assert.equal((await alice.call('v2.tasks.destroy', address)).status, 404);
  });

  it('calls through client.routes as through call()', async () => {
    const created = await alice.routes['v2.tasks.store']({
      params: { projectId: 12 },
      body: { title: 'by routes' },
    });
    assert.equal(created.status, 201);
    const again = await alice.routes['POST /api/v2/projects/{projectId}/tasks']({
      params: { projectId: 12 },
      body: { title: 'by routes' },
    });
    assert.equal(again.status === 409 && again.error.code, 'taskTitleTaken');
    assert.equal((alice.routes as Record<string, unknown>)['no.such.route'], undefined);
  });

  it('calls a route without input with no argument', async () => {
    const health = await anonymous.call('health');
    assert.equal(health.status === 200 && health.data.status, 'ok');
  });
});
