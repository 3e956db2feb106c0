// The middleware onion, controller resolution and the onError hook (through the Fetch door:
// the core is shared, the contract suite covers the doors).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ControllerResolver,
  type HttpContext,
  HttpKernel,
  type HttpNext,
  Reply,
  RouteCollector,
} from '../../src/index.js';
import { MemoryLogger } from './support/app.js';
import { doorFactories, fetchDoor } from './support/doors.js';

function recorder(log: string[], name: string) {
  return async (_ctx: HttpContext, next: HttpNext) => {
    log.push(`${name}:before`);
    const result = await next();
    log.push(`${name}:after`);
    return result;
  };
}

describe('middleware onion', () => {
  it('runs outer groups, inner groups, then the route, each before and after next()', async () => {
    const log: string[] = [];
    const routes = new RouteCollector();
    routes.group(
      '/outer',
      (outer) => {
        outer.group(
          '/inner',
          (inner) => {
            inner
              .get('/x', () => {
                log.push('handler');
                return 'ok';
              })
              .middleware(recorder(log, 'route'));
          },
          [recorder(log, 'inner')],
        );
      },
      [recorder(log, 'outer1'), recorder(log, 'outer2')],
    );
    const received = await fetchDoor(new HttpKernel(routes)).send('/outer/inner/x');
    assert.equal(received.text, 'ok');
    assert.deepEqual(log, [
      'outer1:before',
      'outer2:before',
      'inner:before',
      'route:before',
      'handler',
      'route:after',
      'inner:after',
      'outer2:after',
      'outer1:after',
    ]);
  });

  it('lets a middleware short-circuit with its own response', async () => {
    let reached = false;
    const routes = new RouteCollector();
    routes.group(
      '',
      (r) => {
        r.get('/private', () => {
          reached = true;
          return 'secret';
        });
      },
      [() => Reply.json({ denied: true }, { status: 403 })],
    );
    const received = await fetchDoor(new HttpKernel(routes)).send('/private');
    assert.equal(received.status, 403);
    assert.deepEqual(JSON.parse(received.text), { denied: true });
    assert.equal(reached, false);
  });

  it('keeps the inner result when a middleware returns nothing, and replaces it when it returns a value', async () => {
    const routes = new RouteCollector();
    const addHeader = async (ctx: HttpContext, next: HttpNext) => {
      await next();
      ctx.setHeader('x-after', 'set');
    };
    const wrap = async (_ctx: HttpContext, next: HttpNext) => ({ wrapped: await next() });
    routes.get('/keep', () => ({ inner: 1 })).middleware(addHeader);
    routes.get('/wrap', () => ({ inner: 2 })).middleware(wrap);
    const door = fetchDoor(new HttpKernel(routes));
    const kept = await door.send('/keep');
    assert.deepEqual(JSON.parse(kept.text), { inner: 1 });
    assert.equal(kept.headers['x-after'], 'set');
    assert.deepEqual(JSON.parse((await door.send('/wrap')).text), { wrapped: { inner: 2 } });
  });

  it('sends headers set by middleware with error responses too', async () => {
    const routes = new RouteCollector();
    const tag = (ctx: HttpContext, next: HttpNext) => {
      ctx.setHeader('x-request-id', 'r-1');
      return next();
    };
    routes
      .get('/fail', () => {
        throw new Error('nope');
      })
      .middleware(tag);
    const received = await fetchDoor(new HttpKernel(routes, { logger: new MemoryLogger() })).send('/fail');
    assert.equal(received.status, 500);
    assert.equal(received.headers['x-request-id'], 'r-1');
  });

  it('refuses a second next() call from one middleware', async () => {
    const routes = new RouteCollector();
    const twice = async (_ctx: HttpContext, next: HttpNext) => {
      await next();
      return next();
    };
    routes.get('/twice', () => 'x').middleware(twice);
    const logger = new MemoryLogger();
    const received = await fetchDoor(new HttpKernel(routes, { logger })).send('/twice');
    assert.equal(received.status, 500);
    assert.match(String((logger.entries[0]!.error as Error).message), /next\(\) was called more than once/);
  });

  it('instantiates a middleware class once per app and calls handle(ctx, next)', async () => {
    let instances = 0;
    class Counter {
      count = 0;
      constructor() {
        instances++;
      }
      handle(ctx: HttpContext, next: HttpNext) {
        ctx.setHeader('x-count', String(++this.count));
        return next();
      }
    }
    const routes = new RouteCollector();
    routes.group(
      '',
      (r) => {
        r.get('/a', () => 'a');
        r.get('/b', () => 'b');
      },
      [Counter],
    );
    const door = fetchDoor(new HttpKernel(routes));
    await door.send('/a');
    await door.send('/b');
    const third = await door.send('/a');
    assert.equal(instances, 1);
    assert.equal(third.headers['x-count'], '3');
  });
});

describe('controllers and the resolver', () => {
  class Greeter {
    readonly greeting: string;
    constructor(greeting = 'hello') {
      this.greeting = greeting;
    }
    greet(ctx: HttpContext) {
      return `${this.greeting} ${ctx.params.name}`;
    }
  }

  it('calls [Controller, method] on one instance per class by default', async () => {
    const routes = new RouteCollector();
    routes.get('/greet/{name}', [Greeter, 'greet']);
    assert.equal((await fetchDoor(new HttpKernel(routes)).send('/greet/ada')).text, 'hello ada');
  });

  it('asks a plugged-in resolver (e.g. a DI container) for instances, with the context', async () => {
    const asked: string[] = [];
    const resolver: ControllerResolver = {
      resolve<T extends object>(cls: abstract new (...args: any[]) => T, ctx: HttpContext): T {
        asked.push(`${cls.name} ${ctx.path}`);
        return new Greeter('hi') as unknown as T;
      },
    };
    const routes = new RouteCollector();
    routes.get('/greet/{name}', [Greeter, 'greet']);
    const received = await fetchDoor(new HttpKernel(routes, { resolver })).send('/greet/bo');
    assert.equal(received.text, 'hi bo');
    assert.deepEqual(asked, ['Greeter /greet/bo']);
  });
});

describe('onError hook', () => {
  it('replaces the default mapping; its return value is sent like a handler result', async () => {
    const routes = new RouteCollector();
    routes.get('/fail', () => {
      throw new Error('bad');
    });
    const kernel = new HttpKernel(routes, {
      onError: (error, ctx) =>
        Reply.json({ handled: (error as Error).message, path: ctx.path }, { status: 599 }),
    });
    const door = fetchDoor(kernel);
    const failed = await door.send('/fail');
    assert.equal(failed.status, 599);
    assert.deepEqual(JSON.parse(failed.text), { handled: 'bad', path: '/fail' });
    const missing = await door.send('/nowhere');
    assert.equal(missing.status, 599, 'a 404 goes through the hook as well');
  });

  it('falls back to the default mapping when the hook resolves to something that cannot be sent', async () => {
    const routes = new RouteCollector();
    routes.get('/fail', () => {
      throw new Error('bad');
    });
    const logger = new MemoryLogger();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const door of doorFactories) {
      const client = await door.open(new HttpKernel(routes, { logger, onError: async () => circular }));
      try {
        const received = await client.send('/fail');
        assert.equal(received.status, 500, door.name);
        const [hookError, original] = (logger.entries.at(-1)!.error as AggregateError).errors as Error[];
        assert.match(String(hookError!.message), /circular/i);
        assert.equal(original!.message, 'bad');
      } finally {
        await client.close();
      }
    }
  });

  it('falls back to the default mapping when the hook itself throws', async () => {
    const routes = new RouteCollector();
    routes.get('/fail', () => {
      throw new Error('bad');
    });
    const logger = new MemoryLogger();
    const kernel = new HttpKernel(routes, {
      logger,
      onError: async () => {
        throw new Error('hook broke');
      },
    });
    const received = await fetchDoor(kernel).send('/fail');
    assert.equal(received.status, 500);
    assert.equal(logger.entries.length, 1);
    assert.equal(((logger.entries[0]!.error as AggregateError).errors[0] as Error).message, 'hook broke');
  });
});
