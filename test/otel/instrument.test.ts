// intake/otel with the real OpenTelemetry SDK and its in-memory exporters: the same four
// requests (201, 422, 404, 500) through the kernel's two doors and through each adapter that
// runs the kernel (Express middleware, Fastify's intakeRoutes, Hono's mount).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import { SpanKind, SpanStatusCode, type TracerProvider } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { intakeRoutes } from '../../src/adapters/fastify/index.js';
import { serve } from '../../src/index.js';
import { instrument } from '../../src/otel/index.js';
import { fourRequests, otelKernel } from './support/app.js';
import { startTelemetry, type Telemetry } from './support/telemetry.js';

type Send = (method: string, path: string, body?: unknown) => Promise<number>;

interface Door {
  name: string;
  prefix: string;
  open(): Promise<{ send: Send; close(): Promise<void> }>;
}

function init(method: string, body: unknown): RequestInit {
  return body === undefined
    ? { method }
    : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function overHttp(base: string): Send {
  return async (method, path, body) => {
    const response = await fetch(base + path, init(method, body));
    await response.arrayBuffer();
    return response.status;
  };
}

const doors: Door[] = [
  {
    name: 'kernel.fetch',
    prefix: '',
    async open() {
      const kernel = otelKernel();
      return {
        send: async (method, path, body) => {
          const response = await kernel.fetch(
            new globalThis.Request(`http://localhost${path}`, init(method, body)),
          );
          await response.arrayBuffer();
          return response.status;
        },
        close: async () => {},
      };
    },
  },
  {
    name: 'serve() (node:http)',
    prefix: '',
    async open() {
      const running = await serve(otelKernel(), { port: 0 });
      return { send: overHttp(running.url), close: () => running.close() };
    },
  },
  {
    name: 'Express (kernel.listener as middleware)',
    prefix: '',
    async open() {
      const app = express();
      app.use(otelKernel().listener);
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      return {
        send: overHttp(`http://127.0.0.1:${port}`),
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  },
  {
    name: "Fastify (intakeRoutes under '/v2')",
    prefix: '/v2',
    async open() {
      const app = Fastify();
      await app.register(intakeRoutes, { kernel: otelKernel('/v2'), prefix: '/v2' });
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      return { send: overHttp(base), close: () => app.close() };
    },
  },
  {
    name: 'Hono (app.mount of kernel.fetch)',
    prefix: '',
    async open() {
      const kernel = otelKernel();
      const app = new Hono();
      app.mount('/', kernel.fetch);
      return {
        send: async (method, path, body) => {
          const response = await app.request(path, init(method, body));
          await response.arrayBuffer();
          return response.status;
        },
        close: async () => {},
      };
    },
  },
];

let telemetry: Telemetry | undefined;
afterEach(async () => {
  await telemetry?.finish();
  telemetry = undefined;
});

function byName(spans: ReadableSpan[], name: string): ReadableSpan[] {
  return spans.filter((span) => span.name === name);
}

function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}

for (const door of doors) {
  describe(`intake/otel through ${door.name}`, () => {
    it('makes a server span per request, child spans for mapping and handler, and the two metrics', async () => {
      telemetry = await startTelemetry();
      const opened = await door.open();
      try {
        for (const request of fourRequests) {
          const status = await opened.send(
            request.method,
            door.prefix + request.path,
            'body' in request ? request.body : undefined,
          );
          assert.equal(status, request.status, `${request.method} ${request.path}`);
        }
      } finally {
        await opened.close();
      }
      const spans = telemetry.spans();
      const users = `POST ${door.prefix}/users`;
      const boom = `GET ${door.prefix}/users/{id}/boom`;
      const servers = spans.filter((span) => span.kind === SpanKind.SERVER);
      assert.deepEqual(servers.map((span) => span.name).sort(), ['GET', boom, users, users].sort());
      assert.deepEqual(
        servers.map((span) => span.attributes['http.response.status_code']).sort(),
        [201, 404, 422, 500],
      );
      const [created, invalid] = byName(servers, users).sort(
        (a, b) =>
          Number(a.attributes['http.response.status_code']) -
          Number(b.attributes['http.response.status_code']),
      );
      assert.deepEqual(created!.attributes, {
        'http.request.method': 'POST',
        'url.scheme': 'http',
        'url.path': `${door.prefix}/users`,
        'http.route': `${door.prefix}/users`,
        'http.response.status_code': 201,
      });
      assert.equal(created!.status.code, SpanStatusCode.UNSET);
      assert.equal(invalid!.status.code, SpanStatusCode.UNSET, 'a 422 is not a server failure');
      const [notFound] = byName(servers, 'GET');
      assert.equal(notFound!.attributes['http.route'], undefined, 'no route, no http.route');
      const [failed] = byName(servers, boom);
      assert.equal(failed!.status.code, SpanStatusCode.ERROR);
      assert.equal(failed!.attributes['error.type'], 'Error');
      assert.equal(failed!.events[0]?.name, 'exception');
      assert.equal(failed!.events[0]?.attributes?.['exception.message'], 'the database is down');

      const mappings = byName(spans, 'map body CreateUser');
      assert.deepEqual(
        mappings
          .map((span) => [
            span.attributes['intake.mapping.outcome'],
            span.attributes['intake.mapping.invalid_fields'],
          ])
          .sort(),
        [
          ['invalid', 2],
          ['valid', 0],
        ],
      );
      const parents = new Set([created!.spanContext().spanId, invalid!.spanContext().spanId]);
      for (const mapping of mappings)
        assert.ok(parents.has(parentOf(mapping)!), 'a mapping span is a child of its request');
      const handlers = spans.filter((span) => span.name.startsWith('handler '));
      assert.equal(handlers.length, 3, 'no handler ran for the 404');
      const failedHandler = handlers.find((span) => span.name === `handler ${boom}`)!;
      assert.equal(parentOf(failedHandler), failed!.spanContext().spanId);
      assert.equal(failedHandler.status.code, SpanStatusCode.ERROR);

      const durations = await telemetry.points('http.server.request.duration');
      assert.deepEqual(
        durations
          .map((point) => [
            point.attributes['http.response.status_code'],
            point.attributes['http.route'],
            point.attributes['error.type'],
          ])
          .sort(),
        [
          [201, `${door.prefix}/users`, undefined],
          [404, undefined, undefined],
          [422, `${door.prefix}/users`, undefined],
          [500, `${door.prefix}/users/{id}/boom`, 'Error'],
        ],
      );
      for (const point of durations) assert.equal((point.value as { count: number }).count, 1);
      const active = await telemetry.points('http.server.active_requests');
      assert.deepEqual(active.map((point) => [point.attributes['http.request.method'], point.value]).sort(), [
        ['GET', 0],
        ['POST', 0],
      ]);
    });
  });
}

describe('intake/otel when its own pipeline fails', () => {
  it('answers every request and reports the first failure once', async () => {
    const reported: unknown[] = [];
    // A tracer provider whose tracer throws on every span start.
    const failing = {
      getTracer: () => ({
        startSpan() {
          throw new Error('exporter exploded');
        },
      }),
    } as unknown as TracerProvider;
    const stop = instrument({ tracerProvider: failing, onError: (error) => reported.push(error) });
    const opened = await doors[1]!.open();
    try {
      for (let round = 0; round < 3; round++) {
        for (const request of fourRequests) {
          assert.equal(
            await opened.send(request.method, request.path, 'body' in request ? request.body : undefined),
            request.status,
          );
        }
      }
    } finally {
      await opened.close();
      stop();
    }
    assert.equal(reported.length, 1);
    assert.match(String(reported[0]), /exporter exploded/);
  });
});
