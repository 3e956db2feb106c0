// Attack class 3 — type confusion: values of the wrong type in every channel (query, form,
// multipart, JSON body, route parameter, context) get a precise 4xx naming the field path,
// never a wrong value and never a 500; through both front doors and the handler API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Request, RequestHandler, ValidationException } from '../../src/index.js';
import { Order, orderKernel, unexpected } from './support/app.js';
import { channels, jsonAttempt, type Pairs } from './support/channels.js';
import { type Answer, LoopbackKernel } from './support/server.js';

let app: LoopbackKernel;
before(async () => {
  app = await LoopbackKernel.start(orderKernel());
});
after(async () => {
  await app.close();
  assert.deepEqual(unexpected, [], 'no request may end in a 500');
});

/** Both doors answered 422 with `rule` among the failures of `field`. */
function assertRefused(answers: { node: Answer; fetch: Answer }, field: string, rule: string): void {
  for (const [door, answer] of Object.entries(answers)) {
    assert.equal(answer.status, 422, `${door}: ${answer.text}`);
    const rules = (answer.json?.errors?.[field] ?? []).map((error: { rule: string }) => error.rule);
    assert.ok(rules.includes(rule), `${door}: expected ${field} → ${rule}, got ${answer.text}`);
  }
}

// Strings reach every channel alike; each must fail the named cast.
const refusedStrings: Array<{ pairs: Pairs; field: string; rule: string }> = [
  { pairs: [['quantity', '12abc']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', 'NaN']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', 'Infinity']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '-Infinity']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '9007199254740993']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '12.5']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '0x1f']], field: 'quantity', rule: 'int' },
  // Digits of other scripts, separators and control characters are not numbers here.
  { pairs: [['quantity', '\uff11\uff12']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '\u0661\u0662']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '1_000']], field: 'quantity', rule: 'int' },
  { pairs: [['quantity', '12\u0000']], field: 'quantity', rule: 'int' },
  { pairs: [['price', 'NaN']], field: 'price', rule: 'float' },
  { pairs: [['price', 'Infinity']], field: 'price', rule: 'float' },
  { pairs: [['price', '1.5e400']], field: 'price', rule: 'float' },
  { pairs: [['gift', 'maybe']], field: 'gift', rule: 'bool' },
  { pairs: [['deliverAt', 'tomorrow']], field: 'deliverAt', rule: 'datetime' },
  // A repeated key combines into an array, which a scalar field refuses.
  {
    pairs: [
      ['quantity', '1'],
      ['quantity', '2'],
    ],
    field: 'quantity',
    rule: 'scalar',
  },
  {
    pairs: [
      ['note', 'a'],
      ['note', 'b'],
    ],
    field: 'note',
    rule: 'string',
  },
];

// Bracket syntax only means something in the query and form channels (qs semantics).
const refusedBrackets: Array<{ pairs: Pairs; field: string; rule: string }> = [
  { pairs: [['quantity[]', '1']], field: 'quantity', rule: 'scalar' },
  { pairs: [['quantity[value]', '1']], field: 'quantity', rule: 'scalar' },
  { pairs: [['lines', 'x']], field: 'lines', rule: 'array' },
  { pairs: [['lines[sku]', 'x']], field: 'lines', rule: 'array' },
  { pairs: [['lines[0]', 'x']], field: 'lines.0', rule: 'object' },
  { pairs: [['lines[0][quantity]', 'two']], field: 'lines.0.quantity', rule: 'int' },
  { pairs: [['lines[0][quantity]', '2']], field: 'lines.0.sku', rule: 'required' },
];

// The spec's bool set: every "false" spelling must give false, never a truthy string.
const accepted: Array<{ pairs: Pairs; field: string; value: unknown }> = [
  { pairs: [['gift', 'false']], field: 'gift', value: false },
  { pairs: [['gift', 'FALSE']], field: 'gift', value: false },
  { pairs: [['gift', '0']], field: 'gift', value: false },
  { pairs: [['gift', 'off']], field: 'gift', value: false },
  { pairs: [['gift', 'no']], field: 'gift', value: false },
  { pairs: [['gift', 'true']], field: 'gift', value: true },
  { pairs: [['quantity', '-42']], field: 'quantity', value: -42 },
  { pairs: [['quantity', '9007199254740991']], field: 'quantity', value: Number.MAX_SAFE_INTEGER },
  // ARCHITECTURE.md "Pipeline order": '' is "no value" for int/float/datetime.
  { pairs: [['quantity', '']], field: 'quantity', value: null },
];

for (const channel of channels) {
  describe(`type confusion through the ${channel.name} channel`, () => {
    for (const { pairs, field, rule } of refusedStrings) {
      test(`${JSON.stringify(pairs)} → 422 ${field}: ${rule}`, async () => {
        assertRefused(await app.both(channel.attempt(pairs)), field, rule);
      });
    }
    if (channel.name === 'query' || channel.name === 'form') {
      for (const { pairs, field, rule } of refusedBrackets) {
        test(`${JSON.stringify(pairs)} → 422 ${field}: ${rule}`, async () => {
          assertRefused(await app.both(channel.attempt(pairs)), field, rule);
        });
      }
    }
    for (const { pairs, field, value } of accepted) {
      test(`${JSON.stringify(pairs)} → ${field} = ${JSON.stringify(value)}`, async () => {
        const { node, fetch } = await app.both(channel.attempt(pairs));
        for (const answer of [node, fetch]) {
          assert.equal(answer.status, 200, answer.text);
          assert.deepEqual(answer.json.order[field], value);
        }
      });
    }
  });
}

describe('type confusion in JSON-only shapes', () => {
  const cases: Array<{ body: string; field: string; rule: string }> = [
    { body: '{"quantity":1e400}', field: 'quantity', rule: 'int' },
    { body: '{"price":-1e400}', field: 'price', rule: 'float' },
    { body: '{"quantity":9007199254740993}', field: 'quantity', rule: 'int' },
    { body: '{"quantity":12.5}', field: 'quantity', rule: 'int' },
    { body: '{"quantity":true}', field: 'quantity', rule: 'int' },
    { body: '{"gift":2}', field: 'gift', rule: 'bool' },
    { body: '{"quantity":[1]}', field: 'quantity', rule: 'scalar' },
    { body: '{"quantity":{"valueOf":1}}', field: 'quantity', rule: 'scalar' },
    { body: '{"lines":{"sku":"a"}}', field: 'lines', rule: 'array' },
    { body: '{"lines":"a"}', field: 'lines', rule: 'array' },
    { body: '{"lines":[null]}', field: 'lines.0', rule: 'object' },
    { body: '{"lines":[["a"]]}', field: 'lines.0', rule: 'object' },
    { body: '{"lines":[{"sku":"a"},{"sku":["a"]}]}', field: 'lines.1.sku', rule: 'string' },
    // A whole body of the wrong shape for an object DTO.
    { body: '[{"quantity":1}]', field: '*', rule: 'object' },
    { body: '"quantity"', field: '*', rule: 'object' },
    { body: '42', field: '*', rule: 'object' },
    { body: 'true', field: '*', rule: 'object' },
  ];
  for (const { body, field, rule } of cases) {
    test(`${body} → 422 ${field}: ${rule}`, async () => {
      assertRefused(await app.both(jsonAttempt(body)), field, rule);
    });
  }
});

describe('type confusion through route parameters and context', () => {
  for (const shop of ['12abc', 'NaN', 'Infinity', '9007199254740993', '1e3', '-']) {
    test(`route shopId ${shop} → 422 shopId: int`, async () => {
      assertRefused(await app.both(channels[0]!.attempt([], shop)), 'shopId', 'int');
    });
  }

  for (const seat of ['NaN', '-Infinity', '1.5', 'x']) {
    test(`context seat ${seat} (from a header) → 422 seat: int`, async () => {
      assertRefused(await app.both(channels[0]!.attempt([], '1', { 'x-seat': seat })), 'seat', 'int');
    });
  }

  const handler = new RequestHandler();
  // Values JSON cannot carry, handed over by an application through the handler API.
  const direct: Array<{ label: string; data: Record<string, unknown>; field: string; rule: string }> = [
    { label: 'NaN', data: { quantity: Number.NaN }, field: 'quantity', rule: 'int' },
    { label: 'Infinity', data: { quantity: Number.POSITIVE_INFINITY }, field: 'quantity', rule: 'int' },
    { label: '-Infinity', data: { price: Number.NEGATIVE_INFINITY }, field: 'price', rule: 'float' },
    { label: 'NaN float', data: { price: Number.NaN }, field: 'price', rule: 'float' },
    { label: '2^53', data: { quantity: 2 ** 53 }, field: 'quantity', rule: 'int' },
    { label: 'bigint', data: { quantity: 10n }, field: 'quantity', rule: 'int' },
    { label: 'symbol', data: { note: Symbol('x') }, field: 'note', rule: 'string' },
    { label: 'function', data: { quantity: () => 1 }, field: 'quantity', rule: 'int' },
    {
      label: 'invalid Date',
      data: { deliverAt: new Date(Number.NaN) },
      field: 'deliverAt',
      rule: 'datetime',
    },
  ];
  for (const { label, data, field, rule } of direct) {
    test(`handleArray with ${label} → ValidationException ${field}: ${rule}`, async () => {
      await assert.rejects(handler.handleArray(Order, data), (error: unknown) => {
        assert.ok(error instanceof ValidationException);
        assert.ok(
          error.errors[field]?.some((entry) => entry.rule === rule),
          JSON.stringify(error.errors),
        );
        return true;
      });
    });
  }

  for (const seat of [Number.NaN, Number.POSITIVE_INFINITY, [1], { valueOf: () => 1 }]) {
    test(`context seat ${String(seat)} → ValidationException seat`, async () => {
      await assert.rejects(handler.handleArray(Order, {}, { context: { seat } }), ValidationException);
    });
  }

  test('an array, string or null body given to handleBody is a 422 on "*", not a crash', async () => {
    for (const body of [[{ quantity: 1 }], 'quantity=1', 42, null]) {
      await assert.rejects(
        handler.handleBody(Order, body as unknown as Record<string, unknown>),
        (error: unknown) => error instanceof ValidationException && error.errors['*']?.[0]?.rule === 'object',
      );
    }
  });

  test('a refused request leaves no DTO behind and the next request is unaffected', async () => {
    await assert.rejects(handler.handleArray(Order, { quantity: 'x', gift: 'yes' }), ValidationException);
    const order = await handler.handleArray(Order, { gift: 'no' });
    assert.ok(order instanceof Request);
    assert.deepEqual(order.toArray(), { gift: false });
  });
});
