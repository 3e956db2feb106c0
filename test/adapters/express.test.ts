// intake/express against a real Express 5 app over HTTP: the example app, the body and query
// sources, bags, failures as problem+json or next(error), and the kernel mounted as middleware.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import express from 'express';
import { createApp } from '../../examples/adapters/express.js';
import { dto, dtoOf } from '../../src/adapters/express/index.js';
import { HttpKernel, Request, RouteCollector, Validate, ValidationException } from '../../src/index.js';
import { placedOrder, validOrder } from './support/orders.js';

async function withServer<T>(app: express.Express, run: (base: string) => Promise<T>): Promise<T> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('intake/express — the example app', () => {
  it('maps a valid order with the route param and req.user, and answers 422 problem+json for an invalid one', () =>
    withServer(createApp(), async (base) => {
      const ok = await fetch(`${base}/shops/7/orders`, json(validOrder));
      assert.equal(ok.status, 201);
      assert.deepEqual(await ok.json(), placedOrder);

      const bad = await fetch(`${base}/shops/7/orders`, json({ email: 'nope', lines: [{ qty: 0 }] }));
      assert.equal(bad.status, 422);
      assert.equal(bad.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      const problem = (await bad.json()) as {
        status: number;
        errors: Record<string, Array<{ rule: string; message: string }>>;
      };
      assert.equal(problem.status, 422);
      assert.deepEqual(Object.keys(problem.errors), ['email', 'lines.0.sku', 'lines.0.qty']);
      assert.equal(problem.errors.email![0]!.message, 'The email field must be a valid email address.');
    }));

  it('reads the query with intake’s rules whatever Express’s query parser is set to', async () => {
    for (const parser of ['simple', 'extended']) {
      const app = createApp();
      app.set('query parser', parser);
      await withServer(app, async (base) => {
        const found = await fetch(`${base}/orders?status=shipped&tags[]=a&tags[]=b&page=2`);
        assert.deepEqual(await found.json(), { status: 'shipped', tags: ['a', 'b'], page: 2 }, parser);
        const refused = await fetch(`${base}/orders?status=lost`);
        assert.equal(refused.status, 422, parser);
      });
    }
  });
});

class Note extends Request {
  @Validate('required|string|max:20') text = '';
}

describe('intake/express — dto()', () => {
  it('reads the body stream itself when no body parser ran (JSON and forms), and refuses malformed JSON with 400', async () => {
    const app = express();
    app.post('/notes', dto(Note), (req, res) => res.json(dtoOf(req, Note)));
    await withServer(app, async (base) => {
      assert.deepEqual(await (await fetch(`${base}/notes`, json({ text: 'hello' }))).json(), {
        text: 'hello',
      });
      const form = await fetch(`${base}/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'text=from+a+form',
      });
      assert.deepEqual(await form.json(), { text: 'from a form' });
      const malformed = await fetch(`${base}/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"text":',
      });
      assert.equal(malformed.status, 400);
      assert.equal(((await malformed.json()) as { code: string }).code, 'malformedJson');
    });
  });

  it("errors: 'next' hands the ValidationException to the app's error handler", async () => {
    const app = express();
    app.post('/notes', express.json(), dto(Note, { errors: 'next' }), (_req, res) => res.end());
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(418).json({
        caught: error instanceof ValidationException,
        fields: Object.keys((error as ValidationException).errors),
      });
    });
    await withServer(app, async (base) => {
      const answer = await fetch(`${base}/notes`, json({ text: 'x'.repeat(21) }));
      assert.equal(answer.status, 418);
      assert.deepEqual(await answer.json(), { caught: true, fields: ['text'] });
    });
  });

  it('a custom context function fills the Context bag; dtoOf() without dto() is a clear TypeError', async () => {
    class Audit extends Request {
      @Validate('required|string') text = '';
    }
    const app = express();
    app.post('/audit', express.json(), dto(Audit, { context: () => ({ tenant: 't1' }) }), (req, res) =>
      res.json(dtoOf(req, Audit)),
    );
    app.get('/forgot', (req, res) => {
      try {
        dtoOf(req, Audit);
      } catch (error) {
        res.status(500).send((error as Error).message);
      }
    });
    await withServer(app, async (base) => {
      assert.deepEqual(await (await fetch(`${base}/audit`, json({ text: 'a' }))).json(), { text: 'a' });
      assert.match(await (await fetch(`${base}/forgot`)).text(), /put dto\(Audit\) before the handler/);
    });
  });
});

describe('intake/express — the kernel as Express middleware', () => {
  it('answers its own routes and passes the rest to next()', async () => {
    const routes = new RouteCollector();
    routes.get('/intake/{name}', (ctx) => ({ hello: ctx.params.name }));
    const app = express();
    app.use(new HttpKernel(routes).listener);
    app.get('/express', (_req, res) => res.send('express'));
    await withServer(app, async (base) => {
      assert.deepEqual(await (await fetch(`${base}/intake/ada`)).json(), { hello: 'ada' });
      assert.equal(await (await fetch(`${base}/express`)).text(), 'express');
    });
  });
});
