// Issue 27, item 5: a body the framework's own parser refuses (malformed JSON, too large, a type
// or charset it does not read) is answered with intake's problem document — the kernel's
// status and `code` — under `useIntake(app, { parseErrors: 'problem' })`, and with the
// framework's own answer, unchanged, without it. Real Express 5, Fastify 5 and Hono apps.
// NestJS: test/adapters/nest/parse-errors.test.ts.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { sValidator } from '@hono/standard-validator';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { useIntake as useIntakeExpress } from '../../src/adapters/express/index.js';
import { useIntake as useIntakeFastify } from '../../src/adapters/fastify/index.js';
import { dto, useIntake as useIntakeHono } from '../../src/adapters/hono/index.js';
import type { ParseErrors } from '../../src/adapters/parse-errors.js';
import { HttpKernel, Request, RouteCollector, Validate } from '../../src/index.js';

class Note extends Request {
  @Validate('string') title = '';
}

/** What a request was answered with: status, content type and `code` (when it is a problem document). */
interface Answer {
  status: number;
  type: string;
  code: string | undefined;
  detail: string | undefined;
}

async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const problem = type.startsWith('application/problem+json') ? JSON.parse(text) : undefined;
  return { status: response.status, type, code: problem?.code, detail: problem?.detail };
}

/** A request the parser refuses, and what the kernel itself answers for the same bytes. */
interface Refused {
  name: string;
  contentType: string;
  body: string;
  status: number;
  code: string;
}

const malformed: Refused = {
  name: 'malformed JSON',
  contentType: 'application/json',
  body: '{"title":',
  status: 400,
  code: 'malformedJson',
};
const tooLarge = (limit: number): Refused => ({
  name: 'a body over the parser limit',
  contentType: 'application/json',
  body: JSON.stringify({ title: 'x'.repeat(limit) }),
  status: 413,
  code: 'bodyTooLarge',
});

/** The kernel's own answer to the same request, for the detail it words. */
async function kernelAnswer(refused: Refused): Promise<Answer> {
  const routes = new RouteCollector();
  routes.post('/notes', (ctx) => ctx.body());
  const response = await new HttpKernel(routes).fetch(
    new globalThis.Request('http://localhost/notes', {
      method: 'POST',
      headers: { 'content-type': refused.contentType },
      body: refused.body,
    }),
  );
  return answerOf(response);
}

async function listen(server: import('node:http').Server): Promise<string> {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const send = (base: string, refused: Refused) =>
  fetch(`${base}/notes`, {
    method: 'POST',
    headers: { 'content-type': refused.contentType },
    body: refused.body,
  });

function assertProblem(answer: Answer, refused: Refused) {
  assert.equal(answer.status, refused.status);
  assert.equal(answer.type, 'application/problem+json; charset=utf-8');
  assert.equal(answer.code, refused.code);
}

function assertFrameworkAnswer(answer: Answer, refused: Refused) {
  assert.equal(answer.status, refused.status);
  assert.doesNotMatch(answer.type, /problem\+json/);
}

describe('parse errors under Express: express.json() and urlencoded()', () => {
  const refusals: Refused[] = [
    malformed,
    tooLarge(100 * 1024),
    {
      name: 'an unsupported charset',
      contentType: 'application/json; charset=latin9',
      body: '{}',
      status: 415,
      code: 'unsupportedCharset',
    },
  ];

  async function withExpress(parseErrors: ParseErrors | undefined, run: (base: string) => Promise<void>) {
    const app = express();
    app.set('env', 'test'); // Express's final handler logs errors outside tests
    app.post('/notes', express.json(), (req, res) => {
      res.json(req.body);
    });
    useIntakeExpress(app, parseErrors === undefined ? {} : { parseErrors });
    const server = app.listen(0, '127.0.0.1');
    try {
      await run(await listen(server));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  for (const refused of refusals) {
    it(`parseErrors: 'problem' — ${refused.name} is ${refused.status} ${refused.code}`, () =>
      withExpress('problem', async (base) => {
        assertProblem(await answerOf(await send(base, refused)), refused);
      }));
    it(`default — ${refused.name} is Express's own ${refused.status}`, () =>
      withExpress(undefined, async (base) => {
        assertFrameworkAnswer(await answerOf(await send(base, refused)), refused);
      }));
  }

  it('words a JSON syntax error as the kernel does, position included', () =>
    withExpress('problem', async (base) => {
      const answer = await answerOf(await send(base, malformed));
      assert.equal(answer.detail, (await kernelAnswer(malformed)).detail);
      assert.match(answer.detail!, /position 9/);
    }));

  it('leaves errors that are not a parser’s to the next error handler', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('not a parse error');
    });
    useIntakeExpress(app, { parseErrors: 'problem' });
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(599).send('mine');
    });
    const server = app.listen(0, '127.0.0.1');
    try {
      const answer = await fetch(`${await listen(server)}/boom`);
      assert.equal(answer.status, 599);
      assert.equal(await answer.text(), 'mine');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('parse errors under Fastify: its content-type parsers', () => {
  const refusals: Refused[] = [
    malformed,
    { ...malformed, name: 'an empty JSON body', body: '' },
    tooLarge(1024 * 1024),
    {
      name: 'an unsupported media type',
      contentType: 'text/xml',
      body: '<note/>',
      status: 415,
      code: 'unsupportedContentType',
    },
  ];

  async function withFastify(parseErrors: ParseErrors | undefined, run: (base: string) => Promise<void>) {
    const app = Fastify();
    useIntakeFastify(app, parseErrors === undefined ? {} : { parseErrors });
    app.post('/notes', async (request) => request.body);
    app.get('/boom', async () => {
      throw new Error('not a parse error');
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await run(base);
    } finally {
      await app.close();
    }
  }

  for (const refused of refusals) {
    it(`parseErrors: 'problem' — ${refused.name} is ${refused.status} ${refused.code}`, () =>
      withFastify('problem', async (base) => {
        assertProblem(await answerOf(await send(base, refused)), refused);
      }));
    it(`default — ${refused.name} is Fastify's own ${refused.status}`, () =>
      withFastify(undefined, async (base) => {
        assertFrameworkAnswer(await answerOf(await send(base, refused)), refused);
      }));
  }

  it('leaves other errors to Fastify’s error handler', () =>
    withFastify('problem', async (base) => {
      const answer = await fetch(`${base}/boom`);
      assert.equal(answer.status, 500);
      assert.match(answer.headers.get('content-type')!, /^application\/json/);
    }));
});

describe('parse errors under Hono: validator("json") / sValidator and hono/body-limit', () => {
  const refusals: Refused[] = [malformed, tooLarge(1024)];

  function honoApp(parseErrors: ParseErrors | undefined) {
    const app = new Hono();
    useIntakeHono(app, parseErrors === undefined ? {} : { parseErrors });
    app.post('/notes', bodyLimit({ maxSize: 1024 }), sValidator('json', Note), (c) =>
      c.json(c.req.valid('json')),
    );
    app.post('/dto', dto('json', Note), (c) => c.json(c.req.valid('json')));
    app.get('/boom', () => {
      throw new Error('not a parse error');
    });
    return app;
  }
  const sendHono = (app: Hono, refused: Refused, path = '/notes') =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': refused.contentType },
      body: refused.body,
    });

  for (const refused of refusals) {
    it(`parseErrors: 'problem' — ${refused.name} is ${refused.status} ${refused.code}`, async () => {
      assertProblem(await answerOf(await sendHono(honoApp('problem'), refused)), refused);
    });
    it(`default — ${refused.name} is Hono's own ${refused.status}`, async () => {
      assertFrameworkAnswer(await answerOf(await sendHono(honoApp(undefined), refused)), refused);
    });
  }

  it('dto("json") answers malformed JSON with the problem either way, worded as the kernel words it', async () => {
    for (const parseErrors of ['problem', undefined] as const) {
      const answer = await answerOf(await sendHono(honoApp(parseErrors), malformed, '/dto'));
      assertProblem(answer, malformed);
      assert.equal(answer.detail, (await kernelAnswer(malformed)).detail);
    }
  });

  it('leaves other errors to the error handler set before it', async () => {
    const app = new Hono();
    app.onError((_error, c) => c.text('mine', 599 as 500));
    useIntakeHono(app, { parseErrors: 'problem' });
    app.get('/boom', () => {
      throw new Error('not a parse error');
    });
    const answer = await app.request('/boom');
    assert.equal(answer.status, 599);
    assert.equal(await answer.text(), 'mine');
  });
});
