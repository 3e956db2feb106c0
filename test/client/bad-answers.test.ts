// What the client makes of answers and failures outside a route's declarations: each is an
// `unexpected` result with a code and the raw Response when one arrived; nothing throws unless
// `throwOnError` asks. A stub `fetch` plays the server, so every case is exact.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Api, operations } from '../../examples/app/client.js';
import { ClientError, type ClientOptions, createClient } from '../../src/client/index.js';

const base = 'https://tasks.example';
const sent: Request[] = [];

function clientAnswering(
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<ClientOptions> = {},
) {
  return createClient<Api>(operations, {
    baseUrl: base,
    fetch: async (request) => {
      sent.push(request);
      return answer(request);
    },
    ...options,
  });
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const health = (answer: () => Response | Promise<Response>) => clientAnswering(answer).call('health');

describe('client: declared answers', () => {
  it("a declared answer's headers, by lower-case name, read from the Response", async () => {
    const client = clientAnswering(
      () =>
        new Response(JSON.stringify({ id: '7' }), {
          status: 201,
          headers: {
            'content-type': 'application/json',
            Location: '/api/v2/projects/1/tasks/7',
            'X-Request-Id': 'r1',
          },
        }),
    );
    const result = await client.call('v2.tasks.store', { params: { projectId: 1 }, body: { title: 'a' } });
    assert.equal(result.status, 201);
    if (result.status === 201) {
      const location: string = result.headers.location;
      assert.equal(location, '/api/v2/projects/1/tasks/7');
      assert.equal(result.headers['x-request-id'], 'r1');
      assert.equal(result.headers['x-undeclared'], undefined);
      assert.equal(result.headers, result.headers, 'read once');
    }
  });
});

describe('client: answers outside the declarations', () => {
  it('a status the route does not declare', async () => {
    const result = await health(() => json(418, { teapot: true }));
    assert.equal(result.status, 'unexpected');
    assert.equal(result.error?.code, 'undeclaredStatus');
    if (result.status === 'unexpected') {
      assert.equal(result.error.status, 418);
      assert.equal(result.error.text, '{"teapot":true}');
      assert.equal(result.response?.status, 418);
    }
  });

  it('a declared status whose body is not JSON, by type or by text', async () => {
    const html = await health(
      () => new Response('<h1>ok</h1>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    assert.equal(html.status === 'unexpected' && html.error.code, 'notJson');
    assert.equal(html.response?.headers.get('content-type'), 'text/html');
    const broken = await health(
      () => new Response('{"status":', { headers: { 'content-type': 'application/json' } }),
    );
    assert.equal(broken.status === 'unexpected' && broken.error.code, 'notJson');
  });

  it('a body shorter than its Content-Length, and a body stream that fails', async () => {
    const short = await health(
      () =>
        new Response('{"status":"o', {
          headers: { 'content-type': 'application/json', 'content-length': '15' },
        }),
    );
    assert.equal(short.status === 'unexpected' && short.error.code, 'truncatedBody');
    const failing = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status"'));
        controller.error(new Error('connection reset'));
      },
    });
    const cut = await health(
      () => new Response(failing, { headers: { 'content-type': 'application/json' } }),
    );
    assert.equal(cut.status === 'unexpected' && cut.error.code, 'truncatedBody');
    assert.ok(cut.response instanceof Response);
  });

  it('a network failure and an aborted call, with no Response', async () => {
    const down = await health(() => Promise.reject(new TypeError('fetch failed')));
    assert.equal(down.status === 'unexpected' && down.error.code, 'networkFailure');
    assert.equal(down.response, undefined);
    const controller = new AbortController();
    controller.abort();
    const aborted = await clientAnswering((request) => {
      request.signal.throwIfAborted();
      return json(200, { status: 'ok' });
    }).call('health', { signal: controller.signal });
    assert.equal(aborted.status === 'unexpected' && aborted.error.code, 'aborted');
  });

  it('an error status keeps its body as `error`, a success as `data`', async () => {
    const failed = await health(() =>
      json(503, { type: 'about:blank', title: 'Service Unavailable', status: 503 }),
    );
    assert.equal(failed.status, 503);
    assert.equal(failed.data, undefined);
    assert.equal(failed.status === 503 && failed.error.title, 'Service Unavailable');
  });

  it('throwOnError: a ClientError carrying the result; successes come back as results', async () => {
    const client = clientAnswering(
      () => json(409, { type: 'x', title: 'Conflict', status: 409, code: 'taskTitleTaken' }),
      {
        throwOnError: true,
      },
    );
    await assert.rejects(
      client.call('v2.tasks.store', { params: { projectId: 1 }, body: { title: 'a' } }),
      (error: unknown) =>
        error instanceof ClientError &&
        error.result.status === 409 &&
        /\(taskTitleTaken\)/.test(error.message),
    );
    const ok = createClient<Api>(operations, {
      baseUrl: base,
      throwOnError: true,
      fetch: async () => json(200, { status: 'ok' }),
    });
    const result = await ok.call('health');
    assert.equal(result.data.status, 'ok');
  });
});

describe('client: what it sends', () => {
  it('percent-encodes path parameters: a `/` stays in its segment, `.` and `..` are refused', async () => {
    const client = clientAnswering(() => json(200, {}));
    assert.equal(
      client.url('v2.tasks.show', { params: { projectId: 1, taskId: 'a/../b?c#d' } }),
      `${base}/api/v2/projects/1/tasks/a%2F..%2Fb%3Fc%23d`,
    );
    for (const taskId of ['..', '.', '']) {
      const result = await client.call('v2.tasks.show', { params: { projectId: 1, taskId } });
      assert.equal(result.status === 'unexpected' && result.error.code, 'invalidParameter', taskId);
      assert.throws(() => client.url('v2.tasks.show', { params: { projectId: 1, taskId } }), ClientError);
    }
    const lone = await client.call('v2.tasks.show', { params: { projectId: 1, taskId: '\uD800' } });
    assert.equal(lone.status === 'unexpected' && lone.error.code, 'invalidParameter');
  });

  it('the same URL for url() and a call, query in bracket form; path() without the base', async () => {
    sent.length = 0;
    const client = clientAnswering(() => json(200, { data: [], count: 0 }));
    const input = { params: { projectId: 3 }, query: { status: 'open' as const, limit: 10 } };
    await client.call('v2.tasks.index', input);
    assert.equal(sent[0]?.url, client.url('v2.tasks.index', input));
    assert.equal(sent[0]?.url, `${base}/api/v2/projects/3/tasks?status=open&limit=10`);
    assert.equal(client.path('v2.tasks.index', input), '/api/v2/projects/3/tasks?status=open&limit=10');
    assert.throws(
      () => client.path('v2.tasks.show', { params: { projectId: 3, taskId: '..' } }),
      ClientError,
    );
  });

  it('merges the global headers (asked per call) with the call headers; JSON bodies are typed', async () => {
    sent.length = 0;
    let token = 'first';
    const client = clientAnswering(() => json(201, {}), {
      headers: () => ({ authorization: `Bearer ${token}`, 'x-app': 'tests' }),
    });
    await client.call('v2.tasks.store', {
      params: { projectId: 1 },
      body: { title: 'a' },
      headers: { 'x-app': 'call' },
    });
    token = 'second';
    await client.call('POST /api/v2/projects/{projectId}/tasks', {
      params: { projectId: 1 },
      body: { title: 'b' },
    });
    assert.deepEqual(
      sent.map((request) => [
        request.method,
        request.headers.get('authorization'),
        request.headers.get('x-app'),
      ]),
      [
        ['POST', 'Bearer first', 'call'],
        ['POST', 'Bearer second', 'tests'],
      ],
    );
    assert.equal(sent[0]?.headers.get('content-type'), 'application/json');
    assert.deepEqual(await sent[1]?.json(), { title: 'b' });
  });
});
