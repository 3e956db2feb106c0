// The kernel's `errors` format in the adapters: a DTO that fails (422) and a body the framework's
// parser refused (`parseErrors: 'problem'`) are both written in the format given. Real Express 5,
// Fastify 5 and Hono apps.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { dto as expressDto, useIntake as useIntakeExpress } from '../../src/adapters/express/index.js';
import { dto as fastifyDto, useIntake as useIntakeFastify } from '../../src/adapters/fastify/index.js';
import { dto as honoDto } from '../../src/adapters/hono/index.js';
import { errorFormat, type ProblemDetails, Request, Validate } from '../../src/index.js';

const flatErrors = errorFormat({
  mediaType: 'application/vnd.errors+json',
  schema: { type: 'object', required: ['status', 'messages'] },
  write: (problem: ProblemDetails) => ({
    status: problem.status,
    messages: problem.errors
      ? Object.values(problem.errors).flatMap((list) => list.map((entry) => entry.message))
      : [problem.detail ?? problem.title],
  }),
});

class Note extends Request {
  @Validate('required|string') title = '';
}

const expected422 = { status: 422, messages: ['The title field is required.'] };
const json = { 'content-type': 'application/json' };

async function answer(response: Response): Promise<[number, string | null, unknown]> {
  return [response.status, response.headers.get('content-type'), JSON.parse(await response.text())];
}

describe('adapters write errors in the kernel format', () => {
  it('Express: dto() failures and parser refusals', async () => {
    const app = express();
    app.use(express.json());
    app.post('/notes', expressDto(Note, { errors: flatErrors }), (_req, res) => {
      res.json({});
    });
    useIntakeExpress(app, { parseErrors: 'problem', errors: flatErrors });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notes`;
    try {
      const invalid = await fetch(url, { method: 'POST', headers: json, body: '{}' });
      assert.deepEqual(await answer(invalid), [
        422,
        'application/vnd.errors+json; charset=utf-8',
        expected422,
      ]);
      const malformed = await fetch(url, { method: 'POST', headers: json, body: '{"title":' });
      const [status, type, body] = await answer(malformed);
      assert.deepEqual(
        [status, type, (body as { status: number }).status],
        [400, 'application/vnd.errors+json; charset=utf-8', 400],
      );
    } finally {
      server.close();
    }
  });

  it('Fastify: dto() failures and parser refusals', async () => {
    const app = Fastify();
    useIntakeFastify(app, { parseErrors: 'problem', errors: flatErrors });
    app.post('/notes', { preValidation: fastifyDto(Note, { errors: flatErrors }) }, async () => ({}));
    const invalid = await app.inject({ method: 'POST', url: '/notes', headers: json, payload: '{}' });
    assert.deepEqual(
      [invalid.statusCode, invalid.headers['content-type'], invalid.json()],
      [422, 'application/vnd.errors+json; charset=utf-8', expected422],
    );
    const malformed = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: json,
      payload: '{"title":',
    });
    assert.deepEqual([malformed.statusCode, malformed.json().status], [400, 400]);
    await app.close();
  });

  it('Hono: dto() failures', async () => {
    const app = new Hono();
    app.post('/notes', honoDto('json', Note, { errors: flatErrors }), (c) => c.json({}));
    const invalid = await app.request('/notes', { method: 'POST', headers: json, body: '{}' });
    assert.deepEqual(await answer(invalid), [422, 'application/vnd.errors+json; charset=utf-8', expected422]);
  });
});
