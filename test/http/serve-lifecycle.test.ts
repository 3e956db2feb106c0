// serve()'s life cycle: the drain on SIGTERM (in-flight requests finish, keep-alive answers say
// Connection: close, new connections are refused, readiness is false while liveness holds), the
// cut after the grace period, health checks (a hanging one times out), request ids, the access
// log, and reusePort. Ordering and counting only: nothing here measures time.
import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import {
  type AccessLogEntry,
  Health,
  HttpKernel,
  RouteCollector,
  reusePortUnavailable,
  serve,
} from '../../src/index.js';
import { until } from '../support/wait.js';

/** A promise the test resolves when it chooses: the handler of /slow waits on it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function appWith(health: Health, slow: Promise<void>): HttpKernel {
  const routes = new RouteCollector();
  routes.get('/slow', async () => {
    await slow;
    return { done: true };
  });
  routes.get('/users/{id}', (ctx) => ({ id: ctx.params.id, requestId: ctx.header('x-request-id') ?? null }));
  routes.group('/health', (group) => health.mount(group));
  return new HttpKernel(routes, { logger: { error() {} } });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, agent?: Agent, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function connectionRefused(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('serve() drain', () => {
  it('on SIGTERM finishes every in-flight request, says Connection: close, refuses new connections, and turns readiness off', async () => {
    const health = new Health();
    const slow = gate();
    const kernel = appWith(health, slow.opened);
    const running = await serve(kernel, { port: 0, signals: ['SIGTERM'], health });
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const base = running.url;
    try {
      assert.equal((await get(`${base}/health/ready`, agent)).status, 200);
      const inFlight = Array.from({ length: 8 }, () => get(`${base}/slow`, agent));
      await until(() => running.inFlight === 8);

      process.kill(process.pid, 'SIGTERM');
      await until(() => !running.ready);
      assert.equal(await connectionRefused(base), 'ECONNREFUSED', 'new connections are refused once closing');
      // The health object the server drives, asked through the kernel's other door meanwhile.
      const ready = await kernel.fetch(new globalThis.Request('http://pod/health/ready'));
      const live = await kernel.fetch(new globalThis.Request('http://pod/health/live'));
      assert.equal(ready.status, 503);
      assert.equal(((await ready.json()) as { status: string }).status, 'draining');
      assert.equal(live.status, 200);
      assert.equal(running.inFlight, 8, 'the drain waits for the requests in flight');

      slow.open();
      const answers = await Promise.all(inFlight);
      assert.deepEqual(
        answers.map((answer) => [answer.status, answer.body, answer.headers.connection]),
        Array.from({ length: 8 }, () => [200, '{"done":true}', 'close']),
      );
      await running.close();
      assert.equal(running.inFlight, 0);
      assert.equal(process.listenerCount('SIGTERM'), 0, 'the signal handler is gone once closed');
    } finally {
      agent.destroy();
      slow.open();
      await running.close();
    }
  });

  it('counts a pipelined request queued behind another, and answers both', async () => {
    const slow = gate();
    const running = await serve(appWith(new Health(), slow.opened), { port: 0 });
    try {
      const socket = connect(Number(new URL(running.url).port), '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
      await until(() => running.inFlight === 2);
      slow.open();
      await until(() => received.split('{"done":true}').length === 3);
      assert.equal(received.match(/HTTP\/1\.1 200 OK/g)?.length, 2);
      socket.destroy();
    } finally {
      await running.close();
    }
  });

  it('cuts what is still running once the grace period is over', async () => {
    const never = new Promise<void>(() => {});
    const running = await serve(appWith(new Health(), never), { port: 0, graceMs: 1 });
    const events: string[] = [];
    const hanging = get(`${running.url}/slow`).then(
      () => events.push('answered'),
      (error: NodeJS.ErrnoException) => events.push(`client saw ${error.code}`),
    );
    await until(() => running.inFlight === 1);
    await running.close();
    events.push('closed');
    await hanging;
    assert.deepEqual(events, ['closed', 'client saw ECONNRESET']);
  });

  it('closes idle keep-alive connections at once', async () => {
    const running = await serve(appWith(new Health(), Promise.resolve()), { port: 0, graceMs: 60_000 });
    const agent = new Agent({ keepAlive: true });
    const answer = await get(`${running.url}/slow`, agent);
    assert.equal(answer.headers.connection, 'keep-alive');
    // close() resolves only once every connection is gone; the idle one is closed at once, not after graceMs.
    await running.close();
    assert.equal(running.inFlight, 0);
    agent.destroy();
  });
});

describe('Health', () => {
  it('is starting before serve() listens, then ready, and failing while a check fails', async () => {
    let databaseUp = false;
    const health = new Health({
      checks: {
        database: () => {
          if (!databaseUp) throw new Error('connection refused');
        },
      },
    });
    assert.equal((await health.ready()).status, 'starting');
    const running = await serve(appWith(health, Promise.resolve()), { port: 0, health });
    try {
      const failing = await get(`${running.url}/health/ready`);
      assert.equal(failing.status, 503);
      assert.deepEqual(JSON.parse(failing.body), {
        status: 'failing',
        checks: { database: { ok: false, error: 'connection refused' } },
      });
      databaseUp = true;
      const ready = await get(`${running.url}/health/ready`);
      assert.equal(ready.status, 200);
      assert.deepEqual(JSON.parse(ready.body), { status: 'ready', checks: { database: { ok: true } } });
      assert.equal(ready.headers['cache-control'], 'no-store');
    } finally {
      await running.close();
    }
  });

  it('times out a check that hangs and reports the server not ready', async () => {
    const health = new Health({
      checks: { database: () => new Promise(() => {}), cache: async () => 'ok' },
      timeoutMs: 5,
    });
    health.markStarted();
    const report = await health.ready();
    assert.deepEqual(report, {
      status: 'failing',
      checks: { database: { ok: false, error: 'timed out after 5 ms' }, cache: { ok: true } },
    });
  });

  it('refuses a check that is not a function and a timeout that is not positive', () => {
    assert.throws(
      () => new Health({ checks: { db: 'select 1' as never } }),
      /Health check "db" must be a function/,
    );
    assert.throws(() => new Health({ timeoutMs: 0 }), /positive number of ms, got 0/);
  });
});

describe('request ids and the access log', () => {
  it('keeps a safe X-Request-Id, replaces an unsafe one, makes one when absent, and logs each request once', async () => {
    const entries: AccessLogEntry[] = [];
    const running = await serve(appWith(new Health(), Promise.resolve()), {
      port: 0,
      requestIds: true,
      accessLog: (entry) => entries.push(entry),
    });
    try {
      const kept = await get(`${running.url}/users/7`, undefined, { 'x-request-id': 'trace-abc.123' });
      assert.equal(kept.headers['x-request-id'], 'trace-abc.123');
      assert.deepEqual(JSON.parse(kept.body), { id: '7', requestId: 'trace-abc.123' });
      const forged = await get(`${running.url}/users/8`, undefined, { 'x-request-id': 'a b\tfake log line' });
      assert.match(String(forged.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      const made = await get(`${running.url}/nowhere`);
      assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      await until(() => entries.length === 3);
      assert.deepEqual(
        entries.map(({ method, path, route, status, requestId }) => ({
          method,
          path,
          route,
          status,
          requestId,
        })),
        [
          { method: 'GET', path: '/users/7', route: '/users/{id}', status: 200, requestId: 'trace-abc.123' },
          {
            method: 'GET',
            path: '/users/8',
            route: '/users/{id}',
            status: 200,
            requestId: forged.headers['x-request-id'],
          },
          {
            method: 'GET',
            path: '/nowhere',
            route: null,
            status: 404,
            requestId: made.headers['x-request-id'],
          },
        ],
      );
      for (const entry of entries) assert.ok(entry.durationMs >= 0);
    } finally {
      await running.close();
    }
  });

  it('reports an access-log hook that throws once, and answers every request', async () => {
    const failures: unknown[] = [];
    const running = await serve(appWith(new Health(), Promise.resolve()), {
      port: 0,
      accessLog: () => {
        throw new Error('log sink down');
      },
      logger: { warn() {}, error: (_message, error) => failures.push(error) },
    });
    try {
      for (let i = 0; i < 3; i++) assert.equal((await get(`${running.url}/users/${i}`)).status, 200);
      assert.equal(failures.length, 1);
      assert.match(String(failures[0]), /log sink down/);
    } finally {
      await running.close();
    }
  });
});

describe('reusePort', () => {
  it('names the platform or Node line that lacks it', () => {
    assert.match(
      String(reusePortUnavailable('darwin', '26.0.0')),
      /"darwin" has no load-balancing SO_REUSEPORT/,
    );
    assert.match(
      String(reusePortUnavailable('linux', '22.11.0')),
      /Node 22.11.0 has no listen\(\{ reusePort \}\)/,
    );
    assert.equal(reusePortUnavailable('linux', '24.0.0'), null);
  });

  const missing = reusePortUnavailable();
  it('lets two servers listen on one port', { skip: missing ?? false }, async () => {
    const first = await serve(appWith(new Health(), Promise.resolve()), { port: 0, reusePort: true });
    const port = Number(new URL(first.url).port);
    const second = await serve(appWith(new Health(), Promise.resolve()), { port, reusePort: true });
    try {
      assert.equal(second.url, first.url);
      assert.equal((await get(`${first.url}/users/1`)).status, 200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('falls back to listening alone, and says why, where it is missing', async () => {
    const warnings: string[] = [];
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'darwin' });
    let running: Awaited<ReturnType<typeof serve>>;
    try {
      running = await serve(appWith(new Health(), Promise.resolve()), {
        port: 0,
        reusePort: true,
        logger: { warn: (message) => warnings.push(message), error() {} },
      });
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
    try {
      assert.equal(warnings.length, 1);
      assert.match(
        warnings[0]!,
        /reusePort is off because the platform "darwin" has no load-balancing SO_REUSEPORT/,
      );
      assert.match(warnings[0]!, /use node:cluster/);
      assert.equal((await get(`${running.url}/users/1`)).status, 200);
    } finally {
      await running.close();
    }
  });
});
