// The adapters hold the kernel's input limits wherever they or a Standard Schema `validate` see
// a body (issue 26, finding 2): depth, keys per object and prototype keys on bodies the
// framework parsed, and bytes where intake reads the stream itself. One table of hostile
// bodies runs against every adapter, each in its real framework (NestJS: nest/limits.test.ts).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sValidator } from '@hono/standard-validator';
import { initTRPC } from '@trpc/server';
import express from 'express';
import type { FastifyInstance } from 'fastify';
import { Hono } from 'hono';
import { createApp as createExpressApp } from '../../examples/adapters/express.js';
import { createApp as createFastifyApp } from '../../examples/adapters/fastify.js';
import { createApp as createHonoApp, Quote } from '../../examples/adapters/hono.js';
import { CreateOrder } from '../../examples/adapters/orders.js';
import { dto as expressDto } from '../../src/adapters/express/index.js';
import {
  type HostileBody,
  hostileBodies,
  oversizedBody,
  prototypePolluted,
} from './support/hostile-bodies.js';

/** One adapter: POSTs JSON text to its order route and says what status came back. */
interface Subject {
  name: string;
  /** Standard Schema consumers report every refusal as their own 400. */
  standardSchema: boolean;
  /** Whether the adapter (or its framework, by default) bounds the bytes of a body. */
  boundsBytes: boolean;
  post(text: string): Promise<number>;
}

async function listening(server: import('node:http').Server): Promise<string> {
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const sendJson = (url: string, text: string): Promise<number> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }).then(
    async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    },
  );

const closers: Array<() => Promise<unknown>> = [];
const subjects: Subject[] = [];

before(async () => {
  const parsed = createExpressApp().listen(0, '127.0.0.1');
  const parsedBase = await listening(parsed);
  closers.push(() => new Promise((resolve) => parsed.close(resolve)));
  subjects.push({
    name: 'express: dto() after express.json()',
    standardSchema: false,
    boundsBytes: true,
    post: (text) => sendJson(`${parsedBase}/shops/7/orders`, text),
  });

  const streaming = express();
  streaming.use((req, _res, next) => {
    (req as { user?: string }).user = 'ada';
    next();
  });
  streaming.post('/shops/:shopId/orders', expressDto(CreateOrder), (_req, res) => {
    res.status(201).json({ ok: true });
  });
  const streamed = streaming.listen(0, '127.0.0.1');
  const streamedBase = await listening(streamed);
  closers.push(() => new Promise((resolve) => streamed.close(resolve)));
  subjects.push({
    name: 'express: dto() reading the stream itself',
    standardSchema: false,
    boundsBytes: true,
    post: (text) => sendJson(`${streamedBase}/shops/7/orders`, text),
  });

  const fastify: FastifyInstance = await createFastifyApp();
  const fastifyBase = await fastify.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => fastify.close());
  subjects.push({
    name: 'fastify: preValidation dto()',
    standardSchema: false,
    boundsBytes: true,
    post: (text) => sendJson(`${fastifyBase}/shops/7/orders`, text),
  });

  const hono = createHonoApp();
  const honoPost = (path: string, text: string) =>
    Promise.resolve(
      hono.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }),
    ).then((answer) => answer.status);
  subjects.push({
    name: "hono: dto('json')",
    standardSchema: false,
    boundsBytes: true,
    post: (text) => honoPost('/shops/7/orders', text),
  });
  // sValidator's default failure answer echoes the input, which Hono cannot serialise when it
  // nests 5,000 deep (a 500 of the validator package, not of intake): answer the issues only.
  const standard = new Hono().post(
    '/quotes',
    sValidator('json', Quote.schema(), (result, c) =>
      result.success ? undefined : c.json({ issues: result.error }, 400),
    ),
    (c) => c.json({ lines: c.req.valid('json').lines.length }),
  );
  subjects.push({
    name: "hono: sValidator('json', Cls)",
    standardSchema: true,
    boundsBytes: false,
    post: (text) =>
      Promise.resolve(
        standard.request('/quotes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        }),
      ).then((answer) => answer.status),
  });

  const t = initTRPC.create();
  const caller = t.createCallerFactory(
    t.router({ createOrder: t.procedure.input(Quote.schema()).mutation(() => 'placed') }),
  )({});
  subjects.push({
    name: 'trpc: procedure input(Cls)',
    standardSchema: true,
    boundsBytes: false,
    post: (text) =>
      caller.createOrder(JSON.parse(text) as never).then(
        () => 200,
        (error: { code?: string }) => (error.code === 'BAD_REQUEST' ? 400 : 500),
      ),
  });
});

after(async () => {
  for (const close of closers) await close();
});

function expected(subject: Subject, body: HostileBody): number {
  return subject.standardSchema ? 400 : body.status;
}

describe('adapters hold the kernel limits', () => {
  for (const body of hostileBodies) {
    it(`refuses ${body.name} in every adapter`, async () => {
      for (const subject of subjects) {
        assert.equal(await subject.post(body.text), expected(subject, body), `${subject.name}: ${body.name}`);
        assert.equal(prototypePolluted(), false, subject.name);
      }
    });
  }

  it('refuses a body over 1 MiB with 413 where the adapter or its framework reads the bytes', async () => {
    for (const subject of subjects.filter((candidate) => candidate.boundsBytes)) {
      assert.equal(await subject.post(oversizedBody), 413, subject.name);
    }
  });

  it('still accepts the valid order everywhere', async () => {
    for (const subject of subjects) {
      const status = await subject.post(
        JSON.stringify({ email: 'ada@example.com', lines: [{ sku: 'A', qty: 1 }] }),
      );
      assert.ok(status === 200 || status === 201, `${subject.name}: ${status}`);
    }
  });
});
