// Own properties only, on every path a class can take: the fast path (valid input, from a
// class's first call), the generated steps (failures) and the closures (jitless). Each case
// maps the same input three times.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  Request,
  RequestHandler,
  Validate,
} from '../../src/index.js';

class Shipment extends Request {
  @Validate('string') status?: string;
  @Validate('numeric') @Cast('float') weight?: number;
  @FromBody('address.city') @Validate('string') city?: string;
  @FromBody('address.geo.lat') @Cast('float') lat?: number;
  @FromRoute('id') @Cast('int') id?: number;
  @FromContext('tenant') tenant?: string;
}

const handlers = {
  fast: new RequestHandler(),
  closures: new RequestHandler(undefined, { jitless: true }),
};

type Bags = {
  body: Record<string, unknown>;
  route?: Record<string, unknown>;
  context?: Record<string, unknown>;
};

/** The fields of the DTO after three mappings of the same input (the last one is returned). */
async function mapThrice(handler: RequestHandler, bags: () => Bags): Promise<Record<string, unknown>> {
  let dto: Shipment | undefined;
  for (let call = 0; call < 3; call++) {
    const { body, route, context } = bags();
    dto = await handler.handleArray(Shipment, body, { route, context });
  }
  const { status, weight, city, lat, id, tenant } = dto!;
  return { status, weight, city, lat, id, tenant };
}

const nothing = {
  status: undefined,
  weight: undefined,
  city: undefined,
  lat: undefined,
  id: undefined,
  tenant: undefined,
};

class Ping extends Request {
  @Validate('string') a?: string;
  @Validate('string') b?: string;
}

test('a value Object.prototype gains once the fast path is hot (optimised by V8) stays absent', () => {
  const handler = new RequestHandler();
  // Enough calls for V8 to optimise the fast path, which folds Object.prototype's lookups.
  for (let call = 0; call < 30_000; call++) handler.handleArraySync(Ping, { a: 'x', b: 'y' });
  const proto = Object.prototype as Record<string, unknown>;
  proto.b = 'polluted';
  try {
    for (let call = 0; call < 1_000; call++) {
      const dto = handler.handleArraySync(Ping, JSON.parse('{"a":"x"}'));
      assert.deepEqual([dto.a, dto.b], ['x', undefined]);
    }
  } finally {
    delete proto.b;
  }
  assert.equal(handler.handleArraySync(Ping, { a: 'x', b: 'y' }).b, 'y');
});

for (const [path, handler] of Object.entries(handlers)) {
  describe(`own reads (${path})`, () => {
    test('plain JSON bodies and null-prototype bags are read as they are', async () => {
      const dto = await mapThrice(handler, () => ({
        body: JSON.parse('{"status":"sent","weight":2.5,"address":{"city":"Oslo","geo":{"lat":59.9}}}'),
        route: Object.assign(Object.create(null), { id: '7' }),
        context: Object.assign(Object.create(null), { tenant: 'acme' }),
      }));
      assert.deepEqual(dto, { status: 'sent', weight: 2.5, city: 'Oslo', lat: 59.9, id: 7, tenant: 'acme' });
    });

    test('values inherited from a polluted Object.prototype stay absent, at the top and down a path', async () => {
      const proto = Object.prototype as Record<string, unknown>;
      // Each of the type its field's typed lane takes, so no lane can refuse it for its type alone.
      const polluted = { status: 'hacked', weight: 9, city: 'Nowhere', lat: 1, id: 1, tenant: 'evil' };
      Object.assign(proto, polluted);
      try {
        const dto = await mapThrice(handler, () => ({
          body: JSON.parse('{"address":{"geo":{}}}'),
          route: {},
          context: {},
        }));
        assert.deepEqual(dto, nothing);
        // An own value equal to the polluted one is still the caller's own value.
        const own = await mapThrice(handler, () => ({
          body: JSON.parse('{"status":"hacked","address":{"city":"Nowhere","geo":{"lat":1}}}'),
        }));
        assert.deepEqual([own.status, own.city, own.lat], ['hacked', 'Nowhere', 1]);
      } finally {
        for (const key of Object.keys(polluted)) delete proto[key];
      }
    });

    test('values inherited from any other prototype stay absent, in every bag and on a path', async () => {
      class Defaults {
        status = 'x';
      }
      const dto = await mapThrice(handler, () => ({
        body: Object.assign(Object.create(new Defaults()), {
          weight: undefined,
          address: Object.assign(Object.create({ city: 'Inherited' }), { geo: Object.create({ lat: 3 }) }),
        }),
        route: Object.create({ id: 3 }),
        context: Object.create({ tenant: 'inherited' }),
      }));
      assert.deepEqual(dto, nothing);
    });

    test('an own __proto__ key from JSON neither hides own values nor lends inherited ones', async () => {
      const own = await mapThrice(handler, () => ({
        body: JSON.parse(
          '{"__proto__":{"weight":1},"status":"sent","address":{"__proto__":null,"city":"Oslo"}}',
        ),
      }));
      assert.deepEqual([own.status, own.weight, own.city], ['sent', undefined, 'Oslo']);
    });

    test('a path through an array or a non-object step leaves the field absent', async () => {
      const dto = await mapThrice(handler, () => ({
        body: { address: [{ city: 'Oslo' }], status: 'sent' },
      }));
      assert.deepEqual([dto.status, dto.city, dto.lat], ['sent', undefined, undefined]);
      const text = await mapThrice(handler, () => ({ body: { address: 'Main Street 1' } }));
      assert.deepEqual([text.city, text.lat], [undefined, undefined]);
    });
  });
}
