// The kernel's diagnostics channels as a subscriber sees them through node:diagnostics_channel
// (their names are public API, docs/observability.md): what each event carries and in which
// order, on both doors.
import assert from 'node:assert/strict';
import diagnostics from 'node:diagnostics_channel';
import { describe, it } from 'node:test';
import {
  channelNames,
  fields,
  HttpKernel,
  type MappingTrace,
  Reply,
  Request,
  type RequestTrace,
  RouteCollector,
} from '../../src/index.js';
import { until } from '../support/wait.js';
import { doorFactories } from './support/doors.js';

class NewUser extends Request {
  name = '';
  age = 0;
  static fields = fields({ name: 'required|string|min:2', age: 'required|integer' });
}

function kernel(): HttpKernel {
  const routes = new RouteCollector();
  routes.post('/users', async (ctx) => Reply.created(await ctx.body(NewUser), '/users/1'));
  routes.get('/users/{id}/fail', () => {
    throw new Error('broken');
  });
  return new HttpKernel(routes, { logger: { error() {} } });
}

type Event = [channel: string, event: string, detail: string];

/** Subscribes to the three TracingChannels, recording each event with the fields that matter. */
function record(): { events: Event[]; stop(): void } {
  const events: Event[] = [];
  const stops: Array<() => void> = [];
  for (const name of [channelNames.request, channelNames.mapping, channelNames.handler]) {
    const channel = diagnostics.tracingChannel(name);
    const describe = (event: string) => (message: unknown) => {
      const trace = message as Partial<RequestTrace & MappingTrace> & { class?: { name: string } };
      const detail =
        name === channelNames.request
          ? `${trace.method} ${trace.route ?? '-'} ${trace.status}${trace.error === undefined ? '' : ' error'}`
          : name === channelNames.mapping
            ? `${trace.class!.name} ${trace.bag} ${trace.outcome} ${trace.invalidFields}`
            : `${(trace as { route: string | null }).route}${trace.error === undefined ? '' : ' error'}`;
      events.push([name, event, detail]);
    };
    const subscribers = {
      start: describe('start'),
      end: describe('end'),
      asyncStart: describe('asyncStart'),
      asyncEnd: describe('asyncEnd'),
      error: describe('error'),
    };
    channel.subscribe(subscribers);
    stops.push(() => channel.unsubscribe(subscribers));
  }
  return {
    events,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

for (const { name: doorName, open } of doorFactories) {
  describe(`intake's channels on the ${doorName} door`, () => {
    it('publish a request, its mapping and its handler, each complete on asyncEnd', async () => {
      const door = await open(kernel());
      const recorded = record();
      try {
        const invalid = await door.send('/users', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"name":"A"}',
        });
        assert.equal(invalid.status, 422);
        // On the Node door the request closes when its socket says the answer went out.
        const requestEnds = () =>
          recorded.events.filter(([c, e]) => c === 'intake:request' && e === 'asyncEnd').length;
        await until(() => requestEnds() === 1);
        const done = recorded.events.length;
        const failed = await door.send('/users/3/fail');
        assert.equal(failed.status, 500);
        await until(() => requestEnds() === 2);
        const { events } = recorded;
        const asyncEnds = events
          .filter(([, event]) => event === 'asyncEnd')
          .map(([channel, , detail]) => [channel, detail]);
        assert.deepEqual(asyncEnds, [
          ['intake:mapping', 'NewUser body invalid 2'],
          ['intake:handler', '/users error'],
          ['intake:request', 'POST /users 422 error'],
          ['intake:handler', '/users/{id}/fail error'],
          ['intake:request', 'GET /users/{id}/fail 500 error'],
        ]);
        // The request opens first and closes last: every other event of it lies in between.
        const first = events.slice(0, done);
        assert.deepEqual(first[0], ['intake:request', 'start', 'POST - 0']);
        assert.deepEqual(first.at(-1), ['intake:request', 'asyncEnd', 'POST /users 422 error']);
      } finally {
        recorded.stop();
        await door.close();
      }
    });
  });
}

describe('intake:initialization', () => {
  it('carries each kernel once its constructor has run', () => {
    const announced: unknown[] = [];
    const listener = (message: unknown) => announced.push((message as { kernel: unknown }).kernel);
    diagnostics.subscribe(channelNames.initialization, listener);
    try {
      const built = kernel();
      assert.deepEqual(announced, [built]);
      assert.equal(
        typeof (announced[0] as HttpKernel).listener,
        'function',
        'announced whole, Node door included',
      );
    } finally {
      diagnostics.unsubscribe(channelNames.initialization, listener);
    }
  });

  it('names its channels under intake:', () => {
    assert.deepEqual(channelNames, {
      request: 'intake:request',
      mapping: 'intake:mapping',
      handler: 'intake:handler',
      initialization: 'intake:initialization',
    });
  });
});
