// DTOs in answers: a handler that returns a DTO, or an object or list holding DTOs, gets the JSON
// `JSON.stringify` writes of each DTO's `toArray()` — managed fields in declaration order, those
// holding no value and `@Exclude` ones left out, nested DTOs and item lists written the same way,
// dates as ISO strings — byte for byte, on both doors, and a subclass's `toJSON()` or `toArray()`
// wins. Without code generation (`configure({ jitless: true })`) the JSON is the same.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  Cast,
  Exclude,
  FromRoute,
  HttpKernel,
  Items,
  Nested,
  Reply,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { runLibraryScript } from '../support/library-script.js';
import { doorFactories } from './support/doors.js';

class Line extends Request {
  @Validate('required|string') sku = '';
  @Validate('required|integer|min_value:1') qty = 1;
  @Exclude() @Validate('string') warehouse = '';
}

class Address extends Request {
  @Validate('required|string') city = '';
  @Validate('string') zip?: string;
}

class Order extends Request {
  @FromRoute() @Cast('int') id = 0;
  @Validate('required|string') reference = '';
  @Exclude() @Validate('string') secret = '';
  @Validate('nullable|string') note: string | null = null;
  @Validate('string') coupon?: string;
  @Cast('datetime') placedAt?: Date;
  @Nested(Address) address?: Address;
  @Validate('required|array') @Items(Line) lines: Line[] = [];
}

/** A subclass with its own `toJSON()`: JSON.stringify calls it, the kernel too. */
class RedactedOrder extends Order {
  override toJSON() {
    return { reference: '***', lines: this.lines.length };
  }
}

/** A subclass with its own `toArray()`: `toJSON()` and the DTOs holding it use it. */
class TaggedLine extends Line {
  override toArray() {
    return { ...super.toArray(), tagged: true };
  }
}

class TaggedOrder extends Request {
  @Validate('required|string') reference = '';
  @Items(TaggedLine) lines: TaggedLine[] = [];
}

const payload = {
  reference: 'A-1',
  secret: 's3cret',
  placedAt: '2024-05-01T10:00:00Z',
  address: { city: 'Lyon' },
  lines: [
    { sku: 'pen', qty: 2, warehouse: 'north' },
    { sku: 'ink', qty: 1 },
  ],
};

/** What the DTO mapped from `payload` at `/orders/7` writes. */
const written = {
  id: 7,
  reference: 'A-1',
  note: null,
  placedAt: '2024-05-01T10:00:00.000Z',
  address: { city: 'Lyon' },
  lines: [
    { sku: 'pen', qty: 2 },
    { sku: 'ink', qty: 1 },
  ],
};

function routes() {
  const collector = new RouteCollector();
  collector
    .post('/orders/{id}')
    .body(Order)
    .handle(async (ctx) => Reply.json({ id: '1', data: await ctx.body() }, { status: 201 }));
  collector
    .put('/orders/{id}')
    .body(Order)
    .handle(async (ctx) => ({ data: await ctx.body(), also: [await ctx.body()] }));
  collector
    .patch('/orders/{id}')
    .body(Order)
    .handle((ctx) => ctx.body());
  collector
    .post('/redacted/{id}')
    .body(RedactedOrder)
    .handle(async (ctx) => ({ data: await ctx.body() }));
  collector
    .post('/tagged')
    .body(TaggedOrder)
    .handle((ctx) => ctx.body());
  return collector;
}

const send = { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) };

for (const door of doorFactories) {
  describe(`DTOs in answers — ${door.name} door`, () => {
    it('writes each DTO as JSON.stringify writes its fields, byte for byte', async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        const created = await client.send('/orders/7', { method: 'POST', ...send });
        assert.equal(created.status, 201);
        assert.equal(created.text, JSON.stringify({ id: '1', data: written }));
        const replaced = await client.send('/orders/7', { method: 'PUT', ...send });
        assert.equal(replaced.text, JSON.stringify({ data: written, also: [written] }));
        const patched = await client.send('/orders/7', { method: 'PATCH', ...send });
        assert.equal(patched.text, JSON.stringify(written));
      } finally {
        await client.close();
      }
    });

    it('leaves fields without a value out, keeps null, and writes a field set by the handler', async () => {
      const collector = new RouteCollector();
      collector
        .post('/orders/{id}')
        .body(Order)
        .handle(async (ctx) => {
          const order = await ctx.body();
          order.coupon = 'SPRING';
          order.address = undefined;
          return order;
        });
      const client = await door.open(new HttpKernel(collector));
      try {
        const bare = { reference: 'B', lines: [{ sku: 'pen', qty: 3 }] };
        const answer = await client.send('/orders/8', {
          method: 'POST',
          headers: send.headers,
          body: JSON.stringify(bare),
        });
        assert.equal(
          answer.text,
          JSON.stringify({
            id: 8,
            reference: 'B',
            note: null,
            coupon: 'SPRING',
            lines: [{ sku: 'pen', qty: 3 }],
          }),
        );
      } finally {
        await client.close();
      }
    });

    it('honours a subclass’s own toJSON() and toArray()', async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        const redacted = await client.send('/redacted/7', { method: 'POST', ...send });
        assert.equal(redacted.text, '{"data":{"reference":"***","lines":2}}');
        const tagged = await client.send('/tagged', {
          method: 'POST',
          headers: send.headers,
          body: JSON.stringify({ reference: 'T', lines: [{ sku: 'pen', qty: 2 }] }),
        });
        assert.equal(tagged.text, '{"reference":"T","lines":[{"sku":"pen","qty":2,"tagged":true}]}');
      } finally {
        await client.close();
      }
    });
  });
}

describe('toArray() and toJSON()', () => {
  it('return a new object of the fields holding a value, in declaration order', () => {
    const order = new Order();
    order.reference = 'C';
    const first = order.toArray();
    assert.deepEqual(first, { id: 0, reference: 'C', note: null, lines: [] });
    assert.deepEqual(Object.keys(order.toJSON()), ['id', 'reference', 'note', 'lines']);
    assert.notEqual(order.toArray(), first);
  });

  it('keep a field named __proto__ as an own key', () => {
    class Hostile extends Request {
      @Validate('string') name = 'n';
      @Validate('string') ['__proto__'] = 'p';
    }
    const exported = new Hostile().toArray();
    assert.equal(Object.getPrototypeOf(exported), Object.prototype);
    assert.deepEqual(Object.keys(exported), ['name', '__proto__']);
    assert.equal(JSON.stringify(new Hostile()), '{"name":"n","__proto__":"p"}');
  });
});

it('without code generation (configure({ jitless: true })) the JSON is the same, also from Reply.json, and no code is made', () => {
  const script = `
    configure({ jitless: true });
    class Line extends Request {
      sku = '';
      qty = 1;
      warehouse = '';
      static fields = fields({ sku: 'required|string', qty: 'required|integer', warehouse: [exclude()] });
    }
    class Order extends Request {
      reference = '';
      note = null;
      coupon = undefined;
      lines = [];
      static fields = fields({ reference: 'required|string', note: 'nullable|string', coupon: 'string', lines: [items(Line)] });
    }
    const order = await new RequestHandler().handleArray(Order, {
      reference: 'A-1', lines: [{ sku: 'pen', qty: 2, warehouse: 'north' }],
    });
    const original = globalThis.Function;
    let generated = 0;
    globalThis.Function = new Proxy(original, { construct(target, args) { generated++; return Reflect.construct(target, args); } });
    console.log(JSON.stringify({ data: order }), Reply.json({ data: order }).body, generated);
  `;
  const result = runLibraryScript(
    ['configure', 'exclude', 'fields', 'items', 'Reply', 'Request', 'RequestHandler'],
    script,
  );
  assert.equal(result.stderr, '');
  const json = '{"data":{"reference":"A-1","note":null,"lines":[{"sku":"pen","qty":2}]}}';
  assert.equal(result.stdout.trim(), `${json} ${json} 0`);
});
