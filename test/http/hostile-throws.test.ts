// Whatever a handler, a middleware or an onError hook throws — values that throw when they are
// looked at included — the client gets one 500 problem, the process lives and the connection
// goes on serving.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type HttpContext,
  HttpKernel,
  type HttpNext,
  type KernelOptions,
  RouteCollector,
  serve,
} from '../../src/index.js';
import { rawExchange } from '../support/sockets.js';
import { doorFactories } from './support/doors.js';

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const refuseEverything = (): never => {
  throw new Error('trapped');
};

/** Values whose inspection throws: every `instanceof`, property read or conversion fails. */
const hostileValues: ReadonlyArray<[string, () => unknown]> = [
  ['a revoked Proxy', revokedProxy],
  [
    'a Proxy whose every trap throws',
    () =>
      new Proxy(
        {},
        {
          get: refuseEverything,
          has: refuseEverything,
          getPrototypeOf: refuseEverything,
          ownKeys: refuseEverything,
          getOwnPropertyDescriptor: refuseEverything,
        },
      ),
  ],
  [
    'an object whose getters and conversions throw',
    () => ({
      get message(): string {
        throw new Error('message');
      },
      get stack(): string {
        throw new Error('stack');
      },
      toString: refuseEverything,
      [Symbol.toPrimitive]: refuseEverything,
    }),
  ],
];

function hostileKernel(hostile: () => unknown, options: KernelOptions = {}): HttpKernel {
  const routes = new RouteCollector();
  routes.get('/sync', () => {
    throw hostile();
  });
  routes.get('/async', async () => {
    await Promise.resolve();
    throw hostile();
  });
  routes.get('/rejects', () => Promise.reject(hostile()));
  routes
    .get('/middleware', () => 'unreachable')
    .middleware((_ctx: HttpContext, _next: HttpNext) => {
      throw hostile();
    });
  routes.get('/ok', () => 'ok');
  return new HttpKernel(routes, { logger: { error: () => {} }, ...options });
}

const throwingLogger = {
  error(): never {
    throw new Error('the logger is broken');
  },
};

for (const door of doorFactories) {
  describe(`hostile thrown values — ${door.name} door`, () => {
    for (const [label, hostile] of hostileValues) {
      for (const [setup, options] of [
        ['the default error mapping', {}],
        ['an onError hook that throws the value again', { onError: () => Promise.reject(hostile()) }],
        ['a logger that throws', { logger: throwingLogger }],
      ] as Array<[string, KernelOptions]>) {
        it(`answers 500 problem+json for ${label} with ${setup}`, async () => {
          const client = await door.open(hostileKernel(hostile, options));
          try {
            for (const path of ['/sync', '/async', '/rejects', '/middleware']) {
              const received = await client.send(path);
              assert.equal(received.status, 500, path);
              assert.match(received.headers['content-type'] ?? '', /^application\/problem\+json/, path);
              assert.deepEqual(JSON.parse(received.text), {
                type: 'about:blank',
                title: 'Internal Server Error',
                status: 500,
              });
            }
            assert.equal((await client.send('/ok')).text, 'ok');
          } finally {
            await client.close();
          }
        });
      }
    }
  });
}

describe('hostile thrown values — one keep-alive connection', () => {
  it('serves the next pipelined request after a revoked Proxy was thrown', async () => {
    const running = await serve(hostileKernel(revokedProxy), { port: 0 });
    try {
      const port = Number(new URL(running.url).port);
      const answer = await rawExchange(
        port,
        'GET /async HTTP/1.1\r\nHost: x\r\n\r\nGET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        2000,
      );
      const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]);
      assert.deepEqual(statuses, ['500', '200']);
      assert.ok(answer.endsWith('ok'), answer);
    } finally {
      await running.close();
    }
  });
});
