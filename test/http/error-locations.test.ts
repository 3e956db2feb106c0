// Every entry of a 422 problem document says which input it is about: `in` the body with an
// RFC 6901 `pointer` (through @FromBody paths, item indexes, nested objects and the union branch
// a tag chose), the query with the `parameter` as sent, a route parameter or a context key —
// while ValidationException.errors stays keyed by field path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  HttpKernel,
  Items,
  Nested,
  oneOf,
  openapi,
  Request,
  RequestHandler,
  RouteCollector,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { doorFactories } from './support/doors.js';

class Line extends Request {
  @Validate('required|integer|min_value:1') @Cast('int') qty = 0;
}

class Card extends Request {
  @Validate('required|string|min:12') number = '';
}

class Bank extends Request {
  @Validate('required|string|min:15') iban = '';
}

class Address extends Request {
  @Validate('required|string') city = '';
}

class PlaceOrder extends Request {
  @FromRoute('shopId') @Validate('integer') shop = '';
  @FromContext('tenant') @Validate('required') tenant = '';
  @FromBody('shipping.address') @Nested(Address) address: Address | undefined = undefined;
  @Items(Line) lines: Line[] = [];
  @Nested(oneOf('type', { card: Card, bank: Bank })) payment: Card | Bank | undefined = undefined;
  @FromBody('a/b~c') @Validate('integer') odd: unknown = undefined;
}

class Search extends Request {
  @FromBody('filter.status') @Validate('in:open,closed') status = 'open';
  @Validate('integer') page: unknown = undefined;
}

function routes() {
  const collector = new RouteCollector();
  // Declared, so the document lists their 422 (undeclared mapping is not in the document).
  collector
    .post('/shops/{shopId}/orders')
    .body(PlaceOrder)
    .handle(async (ctx) => ctx.body());
  collector
    .get('/search')
    .query(Search)
    .handle(async (ctx) => ctx.query());
  return collector;
}

type Entry = { rule: string; in?: string; pointer?: string; parameter?: string };

for (const door of doorFactories) {
  describe(`where each 422 error came from — ${door.name} door`, () => {
    it('names body pointers, route parameters and context keys', async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        const received = await client.send('/shops/seven/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            shipping: { address: { city: '' } },
            lines: [{ qty: 2 }, { qty: 0 }],
            payment: { type: 'bank', iban: 'short' },
            'a/b~c': 'x',
          }),
        });
        assert.equal(received.status, 422);
        const errors = JSON.parse(received.text).errors as Record<string, Entry[]>;
        const where = Object.fromEntries(
          Object.entries(errors).map(([key, list]) => [
            key,
            { in: list[0]!.in, at: list[0]!.pointer ?? list[0]!.parameter },
          ]),
        );
        assert.deepEqual(where, {
          shop: { in: 'route', at: 'shopId' },
          tenant: { in: 'context', at: 'tenant' },
          'address.city': { in: 'body', at: '#/shipping/address/city' },
          'lines.1.qty': { in: 'body', at: '#/lines/1/qty' },
          'payment.iban': { in: 'body', at: '#/payment/iban' },
          odd: { in: 'body', at: '#/a~1b~0c' },
        });
      } finally {
        await client.close();
      }
    });

    it('names the query parameter as sent', async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        const received = await client.send('/search?filter[status]=lost&page=x');
        const errors = JSON.parse(received.text).errors as Record<string, Entry[]>;
        assert.deepEqual(errors.status![0]!.in, 'query');
        assert.deepEqual(errors.status![0]!.parameter, 'filter[status]');
        assert.deepEqual(errors.page![0]!.parameter, 'page');
      } finally {
        await client.close();
      }
    });
  });
}

describe('the OpenAPI document describes the locations', () => {
  it("a real 422 answer validates against the document's ValidationProblem, with no key left undescribed", async () => {
    const document = openapi(routes(), { info: { title: 'Shop', version: '1' } }) as {
      components: { schemas: Record<string, Record<string, any>> };
    };
    const problem = document.components.schemas.ValidationProblem!;
    const entry = problem.properties.errors.additionalProperties.items;
    assert.deepEqual(Object.keys(entry.properties).sort(), [
      'in',
      'message',
      'parameter',
      'params',
      'pointer',
      'rule',
    ]);
    // A copy that refuses keys it does not describe, so an answer with an undocumented key fails.
    const closed = structuredClone(document.components);
    closed.schemas.ValidationProblem!.properties.errors.additionalProperties.items.additionalProperties =
      false;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: closed });
    const validate = ajv.compile({ $ref: 'doc#/components/schemas/ValidationProblem' });
    const kernel = new HttpKernel(routes());
    const answer = await kernel.fetch(
      new globalThis.Request('http://localhost/shops/seven/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ qty: 0 }], payment: { type: 'bank', iban: 'short' } }),
      }),
    );
    assert.equal(answer.status, 422);
    const body = await answer.json();
    assert.equal(validate(body), true, JSON.stringify(validate.errors));
    const search = await kernel.fetch(new globalThis.Request('http://localhost/search?page=x'));
    assert.equal(validate(await search.json()), true, JSON.stringify(validate.errors));
  });
});

describe('ValidationException.locationOf', () => {
  it('is there for an exception from a handler and absent for one made by hand', async () => {
    const error = await new RequestHandler()
      .handleArray(PlaceOrder, { lines: 'nope' }, { context: { tenant: 't' } })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof ValidationException);
    assert.deepEqual(Object.keys(error.errors), ['lines']);
    assert.deepEqual(error.locationOf('lines'), { in: 'body', pointer: '#/lines' });
    assert.equal(new ValidationException({ a: [{ rule: 'required' }] }).locationOf('a'), undefined);
  });

  it('a body that is no object points at the whole body', async () => {
    const error = await new RequestHandler()
      .handleBody(PlaceOrder, [1, 2])
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof ValidationException);
    assert.deepEqual(error.locationOf('*'), { in: 'body', pointer: '#' });
  });
});
