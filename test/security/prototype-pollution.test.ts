// Attack class 2 — prototype pollution and poisoning, through every channel that can carry a
// key: JSON, urlencoded and multipart bodies, the query, route parameters and context, on both
// front doors and through the handler API. Default policy: such input is refused with 400
// (`prototypeKey`); with `protoKeys: 'remove'` it is stripped. Either way nothing is polluted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import {
  FromBody,
  FromContext,
  FromRoute,
  InvalidArgumentException,
  MalformedBodyError,
  MalformedQueryError,
  Request,
  RequestHandler,
} from '../../src/index.js';
import { Order, OrderLine, orderKernel, unexpected } from './support/app.js';
import { channels, jsonAttempt, type Pairs } from './support/channels.js';
import { assertCleanTree, assertNotPolluted } from './support/pollution.js';
import { assertBoth, LoopbackKernel } from './support/server.js';

const dtoPrototypes = [Order.prototype, OrderLine.prototype];

const hostileJson = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"\\u005f_proto__":{"polluted":1}}',
  '{"\\u005f\\u005f\\u0070roto__":{"polluted":1}}',
  '{"quantity":1,"address":{"__proto__":{"polluted":1,"city":"x"}}}',
  '{"lines":[{"sku":"a","__proto__":{"polluted":1}}]}',
  '{"lines":[{"sku":"a","constructor":{"prototype":{"polluted":1}}}]}',
  '{"__proto__":null}',
];

// Bracket keys as qs reads them, in the query, urlencoded and multipart channels alike.
const hostilePairs: Pairs[] = [
  [['__proto__[polluted]', '1']],
  [['constructor[prototype][polluted]', '1']],
  [
    ['a[__proto__]', 'b'],
    ['a[__proto__]', ''],
    ['a[length]', '100000000'],
  ],
  [['__proto__', 'x']],
  [['[__proto__][polluted]', '1']],
  [['lines[0][__proto__][polluted]', '1']],
  [['address[constructor][prototype][polluted]', '1']],
  [['a][__proto__][polluted]', '1']],
];

// The same keys percent-encoded in the query string itself (`%5F` is `_`, `%74` is `t`).
const encodedQueries = [
  '%5F_proto__[polluted]=1',
  '__pro%74o__[polluted]=1',
  'constructor%5Bprototype%5D[polluted]=1',
];

let app: LoopbackKernel;
let stripping: LoopbackKernel;
before(async () => {
  app = await LoopbackKernel.start(orderKernel());
  stripping = await LoopbackKernel.start(orderKernel({ protoKeys: 'remove' }));
});
after(async () => {
  await app.close();
  await stripping.close();
  assert.deepEqual(unexpected, [], 'no request may end in a 500');
});

describe('prototype keys are refused with 400 (default)', () => {
  for (const body of hostileJson) {
    test(`JSON ${body}`, async () => {
      assertBoth(await app.both(jsonAttempt(body)), 400, 'prototypeKey');
      assertNotPolluted();
    });
  }

  for (const channel of channels.filter((c) => c.name !== 'json')) {
    for (const pairs of hostilePairs) {
      test(`${channel.name} ${new URLSearchParams(pairs as Array<[string, string]>)}`, async () => {
        assertBoth(await app.both(channel.attempt(pairs)), 400, 'prototypeKey');
        assertNotPolluted();
      });
    }
  }

  // A JSON array inside a string, parsed by @Cast('array'), passes the same screen.
  for (const channel of channels) {
    test(`${channel.name}: @Cast('array') of '[{"__proto__":…}]' is refused with 422`, async () => {
      const { node, fetch } = await app.both(channel.attempt([['tags', '[{"__proto__":{"polluted":1}}]']]));
      for (const answer of [node, fetch]) {
        assert.equal(answer.status, 422, answer.text);
        assert.equal(answer.json.errors.tags[0].rule, 'array');
      }
      assertNotPolluted();
    });
  }

  for (const query of encodedQueries) {
    test(`percent-encoded query ${query}`, async () => {
      assertBoth(await app.both({ path: `/shops/1/orders?${query}` }), 400);
      assertNotPolluted();
    });
  }
});

describe("prototype keys are stripped with protoKeys: 'remove'", () => {
  for (const body of hostileJson) {
    test(`JSON ${body}`, async () => {
      const { node, fetch } = await stripping.both(jsonAttempt(body));
      for (const answer of [node, fetch]) {
        assert.ok(answer.status === 200 || answer.status === 422, answer.text);
        assert.equal(answer.text.includes('polluted'), false, answer.text);
        assert.equal(answer.text.includes('__proto__'), false, answer.text);
        if (answer.status === 200) assert.equal(answer.json.isOrder, true);
      }
      assertNotPolluted();
    });
  }

  for (const channel of channels.filter((c) => c.name !== 'json')) {
    for (const pairs of hostilePairs) {
      test(`${channel.name} ${new URLSearchParams(pairs as Array<[string, string]>)}`, async () => {
        const { node, fetch } = await stripping.both(channel.attempt(pairs));
        for (const answer of [node, fetch]) {
          assert.ok(answer.status === 200 || answer.status === 422, answer.text);
          assert.equal(answer.text.includes('polluted'), false, answer.text);
          assert.equal(answer.text.includes('__proto__'), false, answer.text);
        }
        assertNotPolluted();
      });
    }
  }
});

describe('route parameters and context', () => {
  test('parameters named constructor and __proto__ are own data of an object that inherits nothing', async () => {
    const { node, fetch } = await app.both({ path: '/echo/x/y' });
    for (const answer of [node, fetch]) {
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.json.inheritsNothing, true);
      assert.deepEqual(answer.json.ownKeys, ['constructor', '__proto__']);
    }
    // JSON.parse would turn an own "__proto__" key into an own property: check the raw text.
    assert.equal(node.text.includes('"constructor":"x"'), true, node.text);
    assert.equal(node.text.includes('"__proto__":"y"'), true, node.text);
    assertNotPolluted();
  });

  test('route parameter values such as __proto__ are plain strings', async () => {
    const { node, fetch } = await app.both(channels[0]!.attempt([], '__proto__'));
    for (const answer of [node, fetch]) {
      assert.equal(answer.status, 422, answer.text);
      assert.equal(answer.json.errors.shopId[0].rule, 'int');
    }
    assertNotPolluted();
  });

  const handler = new RequestHandler();
  const hostileBag = () =>
    JSON.parse(
      '{"__proto__":{"shopId":"7","seat":"7","polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    );

  test('hostile route and context bags given to the handler reach nothing', async () => {
    const order = await handler.handleArray(Order, {}, { route: hostileBag(), context: hostileBag() });
    assert.deepEqual(order.toArray(), {});
    assert.equal(Object.getPrototypeOf(order), Order.prototype);
    assertCleanTree(order.toArray(), dtoPrototypes);
    assertNotPolluted();
  });

  test('inherited values of a bag are not read: only own properties count', async () => {
    const inherited = Object.create({ seat: '3', quantity: '4', shopId: '5' }) as Record<string, unknown>;
    const order = await handler.handleArray(Order, inherited, { route: inherited, context: inherited });
    assert.deepEqual(order.toArray(), {});
  });
});

describe('mounted in Express, after express.json() parsed the body', () => {
  test('a preset req.body with prototype keys maps without pollution; prototype paths stay absent', async () => {
    const server = express();
    server.use(express.json());
    server.use(orderKernel().listener);
    const listening = server.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as { port: number };
      for (const body of hostileJson) {
        const response = await fetch(`http://127.0.0.1:${port}/shops/1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        // intake's screen does not see a body another parser read: it is mapped, not refused.
        assert.ok(response.status === 200 || response.status === 422, `${body}: ${response.status} ${text}`);
        assert.equal(text.includes('polluted'), false, text);
        assertNotPolluted();
      }
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

describe('the handler API with already parsed hostile data', () => {
  const handler = new RequestHandler();

  for (const body of hostileJson) {
    test(`handleArray(JSON.parse(${body})) neither pollutes nor copies prototype keys`, async () => {
      // An application that parsed the body itself: the mapping must still hold.
      let result: Request | undefined;
      try {
        result = await handler.handleArray(Order, JSON.parse(body));
      } catch (error) {
        assert.equal((error as { status?: number }).status, 422, String(error));
      }
      if (result !== undefined) {
        assert.equal(Object.getPrototypeOf(result), Order.prototype);
        assert.equal(Object.hasOwn(result, '__proto__'), false);
        const array = result.toArray();
        assert.equal(Object.hasOwn(array, '__proto__'), false);
        assert.equal(Object.hasOwn(array, 'polluted'), false);
      }
      assertNotPolluted();
    });
  }

  test('a JSON Fetch request with a prototype key is refused by handleBody (MalformedBodyError 400)', async () => {
    const request = new globalThis.Request('http://app.test/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: hostileJson[0],
    });
    await assert.rejects(handler.handleBody(Order, request), MalformedBodyError);
    assertNotPolluted();
  });

  for (const query of ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[__proto__]=b']) {
    test(`handleQuery('${query}') rejects with MalformedQueryError 400`, async () => {
      await assert.rejects(handler.handleQuery(Order, query), MalformedQueryError);
      await assert.rejects(handler.handleQuery(Order, new URLSearchParams(query)), MalformedQueryError);
      assertNotPolluted();
    });
  }

  test('dot paths through prototype keys are refused when the decorator is applied', () => {
    for (const path of [
      '__proto__.polluted',
      'constructor.prototype',
      'a.__proto__',
      'a.prototype.b',
      'constructor',
    ]) {
      assert.throws(() => FromBody(path), InvalidArgumentException, path);
    }
  });

  test('keys named after Object.prototype members resolve only to own input values', async () => {
    class Probe extends Request {
      @FromBody('a.toString') nestedToString?: unknown;
      @FromBody('toString') bodyToString?: unknown;
      @FromRoute('toString') routeToString?: unknown;
      // ARCHITECTURE.md "Pipeline order": `constructor` never resolves in the mapping, even as a flat key.
      @FromRoute('constructor') routeConstructor?: unknown;
      @FromContext('hasOwnProperty') contextHasOwn?: unknown;
      @FromContext('valueOf') contextValueOf?: unknown;
    }
    const empty = await handler.handleArray(Probe, { a: {} }, { route: {}, context: {} });
    assert.deepEqual(empty.toArray(), {});

    const own = await handler.handleArray(
      Probe,
      { a: { toString: 'n' }, toString: 'b' },
      { route: { toString: 'r', constructor: 'c' }, context: { hasOwnProperty: 'h', valueOf: 'v' } },
    );
    assert.deepEqual(own.toArray(), {
      nestedToString: 'n',
      bodyToString: 'b',
      routeToString: 'r',
      contextHasOwn: 'h',
      contextValueOf: 'v',
    });
    assertNotPolluted();
  });
});
