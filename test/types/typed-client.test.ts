// Type-level behaviour of `intake/client` over the example's generated API: operation names and
// `METHOD /path` keys are closed, input is the wire input (numeric text for integers, defaults
// optional), and results narrow on `status` — data on successes, the error format's body with
// the declared codes on errors. The `@ts-expect-error` lines must be errors: the build fails if
// one compiles.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Api, operations } from '../../examples/app/client.js';
import { type CallResult, createClient, type UnexpectedCode } from '../../src/client/index.js';

const client = createClient<Api>(operations, {
  baseUrl: 'https://tasks.example',
  fetch: async () => new Response(null, { status: 599 }),
});

describe('typed client (compile-time)', () => {
  it('checks names and input', async () => {
    await client.call('health');
    // @ts-expect-error: no such operation
    await client.call('tasks.nowhere');
    // @ts-expect-error: path parameters are required
    await client.call('v2.tasks.show');
    // @ts-expect-error: projectId is an integer: numeric text passes, other text does not
    await client.call('v2.tasks.index', { params: { projectId: 'seven' } });
    await client.call('v2.tasks.index', { params: { projectId: '7' }, query: { limit: 5 } });
    // @ts-expect-error: status is a closed set
    await client.call('v2.tasks.index', { params: { projectId: 7 }, query: { status: 'later' } });
    // @ts-expect-error: title is required; checklist and follows have defaults
    await client.call('v2.tasks.store', { params: { projectId: 7 }, body: {} });
    await client.call('v2.tasks.store', { params: { projectId: 7 }, body: { title: 'a' } });
    // @ts-expect-error: a GET route takes no body
    await client.call('v2.tasks.index', { params: { projectId: 7 }, body: { title: 'a' } });
    // @ts-expect-error: METHOD /path keys are closed too
    await client.call('PUT /api/v2/projects/{projectId}/tasks', { params: { projectId: 7 } });
    // client.routes holds the same operations, typed the same way.
    await client.routes['v2.tasks.store']({ params: { projectId: 7 }, body: { title: 'a' } });
    // @ts-expect-error: the body is required there too
    await client.routes['v2.tasks.store']({ params: { projectId: 7 } });
    await client.routes.health();
    assert.ok(true);
  });

  it('narrows results on status', async () => {
    const result = await client.call('v2.tasks.store', { params: { projectId: 7 }, body: { title: 'a' } });
    // @ts-expect-error: data may be undefined before narrowing
    const unnarrowed = () => result.data.id;
    assert.equal(typeof unnarrowed, 'function');
    if (result.status === 201) {
      const id: string = result.data.id;
      // Declared on the 201 (responds(201, …, { headers })): typed text.
      const location: string = result.headers.location;
      assert.equal(typeof id, 'string');
      assert.ok(location);
    } else if (result.status === 409) {
      // @ts-expect-error: the 409 declares no Location, so it may be missing
      const location: string = result.headers.location;
      assert.ok(location);
      const code: 'taskTitleTaken' = result.error.code;
      // @ts-expect-error: the 409's code is closed
      const other: 'taskNotFound' = result.error.code;
      assert.ok(code && other);
    } else if (result.status === 422) {
      // The errors are keyed by the class's own field paths, items included.
      const first: string | undefined = result.error.errors['checklist.0.text']?.[0]?.rule;
      // @ts-expect-error: no field of CreateTask is called titel
      const typo = result.error.errors.titel;
      assert.ok(first ?? typo);
    } else if (result.status === 'unexpected') {
      const code: UnexpectedCode = result.error.code;
      const response: Response | undefined = result.response;
      assert.ok(code && response);
    } else {
      // @ts-expect-error: 418 is no status of this route
      if (result.status === 418) assert.fail();
    }
    const deleted: CallResult<Api['v2.tasks.destroy']> = await client.call('v2.tasks.destroy', {
      params: { projectId: 1, taskId: 'x' },
    });
    if (deleted.status === 204) {
      const nothing: undefined = deleted.data;
      assert.equal(nothing, undefined);
    }
  });

  it('types url() like calls, without a body', () => {
    assert.equal(client.url('health'), 'https://tasks.example/health');
    // @ts-expect-error: url() needs the path parameters
    assert.throws(() => client.url('v2.tasks.show'));
    // @ts-expect-error: path() takes the path parameters of the named route, not another's
    assert.throws(() => client.path('v2.tasks.show', { params: { projectId: 7 } }));
    // @ts-expect-error: no such operation
    assert.throws(() => client.url('tasks.nowhere'));
  });

  it('reads the input against the named operation only, with the literal types kept', async () => {
    // The status literal stays 'open' (not string) because the named operation's type is the
    // contextual type, not the union of every operation's input.
    await client.call('v2.tasks.index', { params: { projectId: 7 }, query: { status: 'open' } });
    // @ts-expect-error: the input of another operation does not fit this one
    await client.call('health', { params: { projectId: 7 } });
  });
});
