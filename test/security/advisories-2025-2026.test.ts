// Every 2025–2026 advisory of our field, replayed (issue 26, item 7). Each case is named after
// its advisory and pins what intake does with the attack: the kernel through its doors, and
// the adapters where the attack reaches them (bodies and queries they map themselves).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { dto as expressDto } from '../../src/adapters/express/index.js';
import { dto as fastifyDto } from '../../src/adapters/fastify/index.js';
import { dto as honoDto } from '../../src/adapters/hono/index.js';
import {
  type HttpContext,
  HttpKernel,
  type HttpNext,
  Reply,
  RouteCollector,
  RouteDefinitionError,
  type RunningServer,
  serve,
} from '../../src/index.js';
import {
  type AdvisorySubject,
  adapterAdvisories,
  Note,
  notApplicable,
  Search,
  subjectOverHttp,
} from '../adapters/support/advisory-cases.js';
import { rawExchange } from '../support/sockets.js';

/** Bytes the streamed answer of /stream produced so far. */
let streamed = 0;

function kernel(): HttpKernel {
  const routes = new RouteCollector();
  routes.get('/', () => 'root');
  routes.get('/search', async (ctx) => ctx.query(Search));
  routes.get('/query', async (ctx) => ctx.query());
  routes.post('/notes', async (ctx) => ctx.body(Note));
  routes.post('/raw', async (ctx) => ({ keys: Object.keys((await ctx.body()) as object).length }));
  routes.get('/optional/{p:(?:b)?c}', (ctx) => ({ p: ctx.params.p ?? null }));
  routes.get('/stream', () => {
    let pulls = 0;
    return Reply.stream(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          // 256 MiB in 64 KiB pieces if anyone reads them all.
          if (++pulls > 4096) return controller.close();
          streamed += 65536;
          controller.enqueue(new Uint8Array(65536));
        },
      }),
      'application/octet-stream',
    );
  });
  routes.group(
    '/admin',
    (admin) => {
      admin.get('/secret', () => 'the secret');
    },
    [
      (ctx: HttpContext, next: HttpNext) =>
        ctx.header('authorization') === 'Bearer admin'
          ? next()
          : Reply.json({ status: 401 }, { status: 401 }),
    ],
  );
  return new HttpKernel(routes, { logger: { error: () => {} } });
}

const app = kernel();
const fetchKernel = (path: string, init: RequestInit = {}) =>
  app.fetch(new globalThis.Request(`http://localhost${path}`, init));
const json = (text: string, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body: text,
});

let running: RunningServer;
let port: number;
before(async () => {
  running = await serve(app, { port: 0 });
  port = Number(new URL(running.url).port);
});
after(() => running.close());

/** Status of the first answer on a raw connection. */
async function rawStatus(bytes: string | Buffer, waitMs = 3000): Promise<number> {
  const raw = await rawExchange(port, bytes, waitMs);
  return Number(raw.slice(9, 12));
}

describe('qs: array limits and comma lists', () => {
  it('CVE-2025-15284: bracket items `a[]=` past the limits are refused, never an array over arrayLimit', async () => {
    const query = Array.from({ length: 1001 }, () => 'a[]=1').join('&');
    const answer = await fetchKernel(`/query?${query}`);
    assert.equal(answer.status, 400);
    assert.match(await answer.text(), /tooManyParameters/);
    const routes = new RouteCollector();
    routes.get('/query', async (ctx) => ctx.query());
    const strict = new HttpKernel(routes, { limits: { maxArrayLength: 10 } });
    const eleven = Array.from({ length: 11 }, () => 'a[]=1').join('&');
    const refused = await strict.fetch(new globalThis.Request(`http://x/query?${eleven}`));
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /arrayTooLong/);
  });

  it('GHSA-x5fp-wj9c-mxmx: an index past maxArrayLength (`a[999999]=x`) is refused, never an object of indexes', async () => {
    const answer = await fetchKernel('/search?tags[999999]=x');
    assert.equal(answer.status, 400);
    assert.match(await answer.text(), /arrayTooLong/);
  });

  it('CVE-2026-2391: a comma list stays one string (no comma splitting to bypass the limit)', async () => {
    const list = Array.from({ length: 2000 }, () => '1').join(',');
    const answer = await fetchKernel(`/search?tags=${list}`);
    // `tags` declared an array: one string is a 422, not a 5,000-item array.
    assert.equal(answer.status, 422);
  });
});

describe('body-parser', () => {
  it('CVE-2025-13466: a urlencoded body of 100,000 `&` is refused by the parameter count', async () => {
    const answer = await fetchKernel('/raw', json('&'.repeat(100_000), 'application/x-www-form-urlencoded'));
    assert.equal(answer.status, 413);
    assert.match(await answer.text(), /tooManyParameters/);
  });

  for (const limit of ['1mb', Number.NaN, -1, null, {}]) {
    it(`CVE-2026-12590: an invalid maxBodyBytes (${String(limit)}) throws at start-up instead of lifting the cap`, () => {
      const invalid = { maxBodyBytes: limit as unknown as number };
      assert.throws(() => new HttpKernel(new RouteCollector(), { limits: invalid }), TypeError);
      assert.throws(() => expressDto(Note, { limits: invalid }), TypeError);
      assert.throws(() => fastifyDto(Note, { limits: invalid }), TypeError);
      assert.throws(() => honoDto('json', Note, { limits: invalid }), TypeError);
    });
  }
});

describe('multer', () => {
  const multipart = (body: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body,
  });

  it('CVE-2025-47944: a truncated boundary is 400 malformedMultipart, no crash', async () => {
    const answer = await fetchKernel(
      '/raw',
      multipart('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--b'),
    );
    assert.equal(answer.status, 400);
    assert.match(await answer.text(), /malformedMultipart/);
  });

  it('CVE-2025-48997: an empty field name is ignored, no crash', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nv\r\n--b--\r\n';
    const answer = await fetchKernel('/raw', multipart(body));
    assert.deepEqual([answer.status, await answer.json()], [200, { keys: 0 }]);
  });

  it('CVE-2026-3520: 25,000 files stop at maxFiles with 413 tooManyFiles', async () => {
    const file = '--b\r\nContent-Disposition: form-data; name="f"; filename="x.txt"\r\n\r\nx\r\n';
    // A body limit large enough for all of them, so the file count is what stops the read.
    const routes = new RouteCollector();
    routes.post('/raw', async (ctx) => ctx.body());
    const roomy = new HttpKernel(routes, { limits: { maxBodyBytes: 8 * 1024 * 1024 } });
    const answer = await roomy.fetch(
      new globalThis.Request('http://x/raw', multipart(`${file.repeat(25_000)}--b--\r\n`)),
    );
    assert.equal(answer.status, 413);
    assert.match(await answer.text(), /tooManyFiles/);
  });
});

describe('fastify: content types that skip validation', () => {
  const invalidNote = '{"text":42}';
  for (const [advisory, contentType] of [
    ['CVE-2025-32442 (letter case)', 'Application/JSON'],
    ['CVE-2025-32442 (whitespace before ;)', 'application/json ; charset=utf-8'],
    ['CVE-2026-25223 (tab before ;)', 'application/json\t; charset=utf-8'],
  ] as const) {
    it(`${advisory}: the body is still validated (422), never mapped unchecked`, async () => {
      assert.equal((await fetchKernel('/notes', json(invalidNote, contentType))).status, 422);
    });
  }
});

describe('fastify CVE-2026-25224: a slow reader of a streamed answer', () => {
  it('pulls only what the socket can take while the client reads nothing', async () => {
    streamed = 0;
    const { connect } = await import('node:net');
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => {});
    socket.pause();
    socket.write('GET /stream HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pulled = streamed;
    socket.destroy();
    // The kernel waits for the socket to drain: a few MiB of buffers, not the 256 MiB stream.
    assert.ok(pulled > 0 && pulled < 32 * 1024 * 1024, `${pulled} bytes pulled`);
  });
});

describe('find-my-way and absolute-form targets', () => {
  it('CVE-2026-47219: an optional regex group that captures nothing gives the whole match, no crash', async () => {
    const answer = await fetchKernel('/optional/c');
    assert.deepEqual([answer.status, await answer.json()], [200, { p: 'c' }]);
  });

  it('absolute-form `http://localhost?next=/admin` routes to `/`, never to /admin', async () => {
    const raw = await rawExchange(
      port,
      'GET http://localhost?next=/admin/secret HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      3000,
    );
    assert.match(raw, /^HTTP\/1\.1 200 [\s\S]*\r\n\r\nroot$/);
  });
});

describe('path-to-regexp', () => {
  it('CVE-2026-4867: several parameters in one segment answer a 8,000-dash path without backtracking', async () => {
    const routes = new RouteCollector();
    routes.get('/r/{a}-{b}-{c}-{d}', () => 'matched');
    const local = new HttpKernel(routes);
    const answer = await local.fetch(new globalThis.Request(`http://x/r/${'-'.repeat(8000)}x`));
    assert.ok([200, 404].includes(answer.status));
  });

  it('CVE-2026-4923: repeated wildcards are refused at registration or answer linearly', async () => {
    const routes = new RouteCollector();
    let refused = false;
    try {
      routes.get('/w/{a:.*}-{b:.*}-{c:.*}', () => 'matched');
    } catch (error) {
      refused = error instanceof RouteDefinitionError;
    }
    if (!refused) {
      const answer = await new HttpKernel(routes).fetch(
        new globalThis.Request(`http://x/w/${'-'.repeat(4000)}`),
      );
      // 414: a parameter over maxParameterLength is refused before any regex runs.
      assert.ok([200, 404, 414].includes(answer.status), String(answer.status));
    }
  });

  it('CVE-2026-4926: many sequential optional groups are refused at registration', () => {
    const routes = new RouteCollector();
    const optionals = Array.from({ length: 64 }, (_, index) => `[/o${index}]`).join('');
    assert.throws(() => routes.get(`/x${optionals}`, () => 1), RouteDefinitionError);
  });
});

describe('hono: encoded slashes and mounts', () => {
  for (const path of [
    '/admin%2Fsecret',
    '/admin%2fsecret',
    '/%2Fadmin/secret',
    '/admin/%2e%2e/admin/secret',
  ]) {
    it(`%2F prefix bypass: ${path} never reaches the admin handler without its middleware`, async () => {
      const answer = await fetchKernel(path);
      assert.notEqual(await answer.text(), 'the secret');
    });
  }

  it('mount() with %252F: the kernel mounted in Express under /v2 never runs /admin/secret unguarded', async () => {
    const host = express();
    host.use('/v2', app.listener);
    const server = host.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of [
        '/v2%252Fadmin/secret',
        '/v2/admin%252Fsecret',
        '/v2%2Fadmin/secret',
        '/v2/admin/secret',
      ]) {
        const answer = await fetch(`${base}${path}`);
        assert.notEqual(await answer.text(), 'the secret', path);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('dot-notation nesting: `a.b=1` stays one key and `__proto__.x` reaches no prototype', async () => {
    const answer = await fetchKernel(
      '/raw',
      json(
        'a.b=1&__proto__.polluted=1&constructor.prototype.polluted=1',
        'application/x-www-form-urlencoded',
      ),
    );
    assert.ok([200, 400].includes(answer.status));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe('chunked bodies without a length', () => {
  const chunkedOver = (path: string, host = 'x'): string => {
    const chunk = `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`;
    return `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(20)}0\r\n\r\n`;
  };

  it('hono body-limit bypass: the kernel stops a chunked body at maxBodyBytes with 413', async () => {
    assert.equal(await rawStatus(chunkedOver('/notes')), 413);
  });
});

describe('undici CVE-2026-22036: stacked content codings', () => {
  it('`Content-Encoding: gzip, br, gzip, …` 5,000 times is 415 at once, nothing inflated', async () => {
    const coding = Array.from({ length: 5000 }, (_, index) => (index % 2 === 0 ? 'gzip' : 'br')).join(', ');
    const answer = await fetchKernel('/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': coding },
      body: '{"text":"x"}',
    });
    assert.equal(answer.status, 415);
    assert.match(await answer.text(), /unsupportedEncoding/);
  });
});

describe('the same advisories through the adapters (NestJS: test/adapters/nest/advisories-2025-2026.test.ts)', () => {
  const subjects: AdvisorySubject[] = [];
  const closers: Array<() => Promise<unknown>> = [];
  const listening = async (server: import('node:http').Server) => {
    await new Promise((resolve) => server.once('listening', resolve));
    closers.push(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  before(async () => {
    const mapped = (_req: unknown, res: express.Response) => {
      res.end('mapped');
    };
    // dto() with no body parser before it: intake reads JSON, forms and multipart itself.
    const streamApp = express();
    streamApp.get('/search', expressDto(Search, { source: 'query' }), mapped);
    streamApp.post('/notes', expressDto(Note), mapped);
    subjects.push(
      subjectOverHttp('express dto()', await listening(streamApp.listen(0, '127.0.0.1')), {
        urlencoded: true,
        multipart: true,
        contentCodings: true,
      }),
    );
    // After express.json() and express.urlencoded(): body-parser reads those, intake screens what they parsed.
    const parsedApp = express();
    parsedApp.set('env', 'test'); // Express's final handler logs errors outside tests
    parsedApp.use(express.json(), express.urlencoded());
    parsedApp.get('/search', expressDto(Search, { source: 'query' }), mapped);
    parsedApp.post('/notes', expressDto(Note), mapped);
    subjects.push(
      subjectOverHttp('express.json() + dto()', await listening(parsedApp.listen(0, '127.0.0.1')), {
        urlencoded: true,
        multipart: true,
        contentCodings: true,
      }),
    );

    // Fastify parses JSON only (415 for forms and multipart) and decodes no content coding.
    const fastify = Fastify();
    fastify.get('/search', { preValidation: fastifyDto(Search, { source: 'query' }) }, async () => 'mapped');
    fastify.post('/notes', { preValidation: fastifyDto(Note) }, async () => 'mapped');
    const fastifyBase = await fastify.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => fastify.close());
    subjects.push(
      subjectOverHttp('fastify dto()', fastifyBase, {
        urlencoded: false,
        multipart: false,
        contentCodings: false,
      }),
    );

    // Hono's dto('json') reads JSON bodies itself and leaves other types out (422 for a required field).
    const hono = new Hono()
      .get('/search', honoDto('query', Search), (c) => c.text('mapped'))
      .post('/notes', honoDto('json', Note), (c) => c.text('mapped'));
    const honoStatus = async (answer: Response | Promise<Response>) => {
      const response = await answer;
      await response.arrayBuffer();
      return response.status;
    };
    subjects.push({
      name: 'hono dto()',
      reads: { urlencoded: false, multipart: false, contentCodings: true },
      get: (path) => honoStatus(hono.request(path)),
      post: (path, body, contentType, headers = {}) =>
        honoStatus(
          hono.request(path, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body }),
        ),
      chunked: (path, bytes) => {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= bytes) return controller.close();
            sent += 4096;
            controller.enqueue(new TextEncoder().encode(' '.repeat(4096)));
          },
        });
        const init = {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          duplex: 'half',
        };
        return honoStatus(hono.request(path, init as RequestInit));
      },
    });
  });
  after(async () => {
    for (const close of closers) await close();
  });

  for (const advisory of adapterAdvisories) {
    it(advisory.name, async () => {
      for (const subject of subjects) await advisory.run(subject);
    });
  }
  for (const { advisory, reason } of notApplicable) {
    it(`${advisory}: not an adapter's input`, { skip: reason }, () => {});
  }
});
