// The JSON Schema converter, checked two ways: the exact keywords a rule gives, and with a real
// JSON Schema validator (ajv) that what intake accepts the schema accepts too, and that the
// structural mistakes the schema can see (a missing key, a wrong type, a bound) both refuse.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import AjvDraft07 from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  Cast,
  Caster,
  Exclude,
  FromBody,
  FromContext,
  FromRoute,
  Generator,
  Items,
  JsonSchemaConversionError,
  Request,
  RequestHandler,
  requestJsonSchema,
  UuidGenerator,
  Validate,
  ValidationException,
} from '../../src/index.js';

class Line extends Request {
  @Validate('required|string|max:20') sku!: string;
  @Validate('required|integer|min_value:1|max_value:99') qty!: number;
}

class CreateOrder extends Request {
  @FromRoute() shopId!: string;
  @FromContext('user') user!: unknown;
  @FromBody('customer.email') @Validate('required|email') email!: string;
  @FromBody('customer.name') @Validate('string|min:2') name?: string;
  @Validate('required|array|min:1|max:50') @Items(Line) lines: Line[] = [];
  @Validate('nullable|in:low,high') priority: string | null = 'low';
  @Validate('uuid') coupon?: string;
  @Validate('date') deliverOn?: Date;
  @Validate('string|regex:/^[A-Z]{3}$/') currency?: string;
  @Generator(UuidGenerator) reference!: string;
  @Exclude() @Validate('string') internalNote?: string;
}

const ajv2020 = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
addFormats.default(ajv2020);
const ajv07 = new AjvDraft07.default({ strict: true, strictTypes: false, allErrors: true });
addFormats.default(ajv07);

const handler = new RequestHandler();

async function intakeAccepts(body: Record<string, unknown>): Promise<boolean> {
  try {
    await handler.handleArray(CreateOrder, body, { route: { shopId: 's1' } });
    return true;
  } catch (error) {
    if (error instanceof ValidationException) return false;
    throw error;
  }
}

const valid = {
  customer: { email: 'ada@example.com', name: 'Ada' },
  lines: [{ sku: 'A-1', qty: 2 }],
  priority: null,
  coupon: '7f3e1a52-5c4b-4b8e-9a41-3c1f9d2a8b10',
  deliverOn: '2026-12-01T10:00:00Z',
  currency: 'EUR',
};

describe('JSON Schema of a request class — input side', () => {
  const schema = requestJsonSchema(CreateOrder);

  test('names its dialect, nests @FromBody paths and leaves out route, context and generated fields', () => {
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.deepEqual(Object.keys(schema.properties as object), [
      'customer',
      'lines',
      'priority',
      'coupon',
      'deliverOn',
      'currency',
      'internalNote',
    ]);
    assert.deepEqual(schema.required, ['customer', 'lines']);
    assert.deepEqual((schema.properties as Record<string, unknown>).customer, {
      type: 'object',
      properties: {
        email: { type: 'string', minLength: 1, format: 'email' },
        name: { type: 'string', minLength: 2 },
      },
      required: ['email'],
    });
  });

  test('turns rules into keywords: sizes, bounds, enums, formats, nullable, defaults, @Items as $defs', () => {
    const properties = schema.properties as Record<string, unknown>;
    assert.deepEqual(properties.lines, {
      type: 'array',
      items: { $ref: '#/$defs/Line' },
      minItems: 1,
      maxItems: 50,
      // `lines = []` breaks `minItems: 1`: a default that contradicts its schema is left out.
    });
    assert.deepEqual(properties.priority, {
      type: ['string', 'null'],
      enum: ['low', 'high', null],
      default: 'low',
    });
    assert.deepEqual(properties.coupon, { type: 'string', format: 'uuid' });
    assert.deepEqual(properties.currency, { type: 'string', pattern: '^[A-Z]{3}$' });
    assert.deepEqual(schema.$defs, {
      Line: {
        type: 'object',
        properties: {
          sku: { type: 'string', minLength: 1, maxLength: 20 },
          qty: { type: 'integer', minimum: 1, maximum: 99 },
        },
        required: ['sku', 'qty'],
      },
    });
  });

  test('ajv compiles it under strict mode, and accepts what intake accepts', async () => {
    const check = ajv2020.compile(schema);
    assert.equal(check(valid), true, JSON.stringify(check.errors));
    assert.equal(await intakeAccepts(valid), true);
  });

  const refusedByBoth: Array<[string, Record<string, unknown>]> = [
    ['a missing required nested key', { ...valid, customer: { name: 'Ada' } }],
    ['a malformed e-mail', { ...valid, customer: { email: 'not-an-address' } }],
    ['an empty list', { ...valid, lines: [] }],
    ['an item over its bound', { ...valid, lines: [{ sku: 'A', qty: 100 }] }],
    ['an item missing a key', { ...valid, lines: [{ qty: 1 }] }],
    ['a value not listed', { ...valid, priority: 'urgent' }],
    ['a string too long', { ...valid, lines: [{ sku: 'x'.repeat(21), qty: 1 }] }],
    ['a pattern mismatch', { ...valid, currency: 'eur' }],
    ['a malformed uuid', { ...valid, coupon: 'nope' }],
    ['a malformed date', { ...valid, deliverOn: '01/12/2026' }],
  ];
  for (const [name, body] of refusedByBoth) {
    test(`refuses ${name}, as intake does`, async () => {
      const check = ajv2020.compile(schema);
      assert.equal(check(body), false);
      assert.equal(await intakeAccepts(body), false);
    });
  }
});

describe('JSON Schema of a request class — output side', () => {
  const schema = requestJsonSchema(CreateOrder, { io: 'output' });
  const properties = schema.properties as Record<string, Record<string, unknown>>;

  test('describes toJSON(): every managed field by name, casts as types, minus @Exclude', async () => {
    assert.deepEqual(Object.keys(properties), [
      'shopId',
      'user',
      'email',
      'name',
      'lines',
      'priority',
      'coupon',
      'deliverOn',
      'currency',
      'reference',
    ]);
    assert.deepEqual(properties.deliverOn, { type: 'string', format: 'date-time' });
    assert.deepEqual(properties.reference, { type: 'string', format: 'uuid' });
    assert.deepEqual(properties.lines!.items, { $ref: '#/$defs/Line' });
    // Always there: required ones, generated ones, those with a default, and bare declarations
    // (`shopId!: string`); fields whose rules let them be absent (`name?`, `coupon?`) are not.
    assert.deepEqual(schema.required, ['shopId', 'user', 'email', 'lines', 'priority', 'reference']);
    const dto = await handler.handleArray(CreateOrder, valid, {
      route: { shopId: 's1' },
      context: { user: 'u1' },
    });
    const check = ajv2020.compile(schema);
    assert.equal(check(JSON.parse(JSON.stringify(dto))), true, JSON.stringify(check.errors));
  });

  test('a cast decides the output type; a custom caster leaves it open', () => {
    class Upper {
      cast(value: unknown) {
        return String(value).toUpperCase();
      }
    }
    class Casts extends Request {
      @Cast('int') count?: number;
      @Cast('bool') flag?: boolean;
      @Validate('integer') qty?: number;
      @Caster(Upper) code?: string;
    }
    const out = requestJsonSchema(Casts, { io: 'output' }).properties as Record<string, unknown>;
    assert.deepEqual(out, {
      count: { type: 'integer' },
      flag: { type: 'boolean' },
      qty: { type: 'integer' },
      code: {},
    });
    const input = requestJsonSchema(Casts).properties as Record<string, unknown>;
    assert.deepEqual(input.code, {});
  });
});

describe('JSON Schema targets', () => {
  test('draft-07 keeps nested classes under definitions and ajv (draft-07) accepts it', () => {
    const schema = requestJsonSchema(CreateOrder, { target: 'draft-07' });
    assert.equal(schema.$schema, 'http://json-schema.org/draft-07/schema#');
    assert.ok('Line' in (schema.definitions as object));
    assert.deepEqual((schema.properties as Record<string, Record<string, unknown>>).lines!.items, {
      $ref: '#/definitions/Line',
    });
    const check = ajv07.compile(schema);
    assert.equal(check(valid), true, JSON.stringify(check.errors));
    assert.equal(check({ ...valid, lines: [{ sku: 'A' }] }), false);
  });

  test('openapi-3.0 inlines nested classes and marks null with nullable', () => {
    const schema = requestJsonSchema(CreateOrder, { target: 'openapi-3.0' });
    assert.equal(schema.$schema, undefined);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    assert.equal((properties.lines!.items as Record<string, unknown>).type, 'object');
    assert.deepEqual(properties.priority, {
      type: 'string',
      enum: ['low', 'high', null],
      default: 'low',
      nullable: true,
    });
  });

  test('a recursive class refers to itself with $ref "#", and openapi-3.0 refuses it with a typed error', () => {
    class Comment extends Request {
      @Validate('required|string') text!: string;
      @Validate('array') @Items(() => Comment) replies: Comment[] = [];
    }
    const schema = requestJsonSchema(Comment);
    assert.deepEqual((schema.properties as Record<string, Record<string, unknown>>).replies!.items, {
      $ref: '#',
    });
    const check = ajv2020.compile(schema);
    assert.equal(check({ text: 'a', replies: [{ text: 'b', replies: [{ text: 'c' }] }] }), true);
    assert.equal(check({ text: 'a', replies: [{ replies: [] }] }), false);
    assert.throws(
      () => requestJsonSchema(Comment, { target: 'openapi-3.0' }),
      (error: unknown) => error instanceof JsonSchemaConversionError && error.code === 'recursiveInline',
    );
  });

  test('an unknown target throws a typed error naming the supported ones', () => {
    assert.throws(
      () => requestJsonSchema(CreateOrder, { target: 'draft-04' as never }),
      (error: unknown) =>
        error instanceof JsonSchemaConversionError &&
        error.code === 'unsupportedTarget' &&
        /draft-2020-12, draft-07, openapi-3\.0/.test(error.message),
    );
  });
});

describe('rule details', () => {
  test('untyped sizes apply to strings and arrays alike; in: lists text and number forms', () => {
    class Loose extends Request {
      @Validate('min:2|max:3') tags?: unknown;
      @Validate('in:1,2') level?: unknown;
      @Validate('string|not_in:admin') role?: string;
      @Validate('integer|in:1,2,x') stars?: number;
      @Validate('ip') host?: string;
      @Validate('regex:/^a/i') caseless?: unknown;
      @Validate('max_value:{limit}') dynamic?: unknown;
    }
    const properties = requestJsonSchema(Loose).properties as Record<string, unknown>;
    assert.deepEqual(properties.tags, { minLength: 2, maxLength: 3, minItems: 2, maxItems: 3 });
    assert.deepEqual(properties.level, { enum: ['1', 1, '2', 2] });
    assert.deepEqual(properties.role, { type: 'string', not: { enum: ['admin'] } });
    assert.deepEqual(properties.stars, { type: 'integer', enum: [1, 2] });
    assert.deepEqual(properties.host, { type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] });
    // A case-insensitive pattern and a per-request bound cannot be written as keywords.
    assert.deepEqual(properties.caseless, {});
    assert.deepEqual(properties.dynamic, {});
    const check = ajv2020.compile(requestJsonSchema(Loose));
    assert.equal(check({ tags: ['a', 'b'], level: 2, host: '::1' }), true, JSON.stringify(check.errors));
    assert.equal(check({ tags: 'abcd' }), false);
    assert.equal(check({ host: 'localhost' }), false);
  });

  test('distinct on a list is uniqueItems, which ajv and intake both enforce', async () => {
    class Tagged extends Request {
      @Validate('array|distinct') tags: string[] = [];
    }
    const schema = requestJsonSchema(Tagged) as { properties: Record<string, unknown> };
    assert.deepEqual(schema.properties.tags, { type: 'array', uniqueItems: true, items: {}, default: [] });
    const check = ajv2020.compile(schema);
    assert.equal(check({ tags: ['a', 'b'] }), true);
    assert.equal(check({ tags: ['a', 'a'] }), false);
    await assert.rejects(handler.handleArray(Tagged, { tags: ['a', 'a'] }), ValidationException);
    assert.ok(await handler.handleArray(Tagged, { tags: ['a', 'b'] }));
  });

  test('a class whose name is not a valid definition name, and two classes with one name, get distinct names', () => {
    function make() {
      class Item extends Request {
        @Validate('required|string') name!: string;
      }
      return Item;
    }
    const First = make();
    const Second = make();
    class Pair extends Request {
      @Validate('array') @Items(First) first: InstanceType<typeof First>[] = [];
      @Validate('array') @Items(Second) second: InstanceType<typeof Second>[] = [];
    }
    const schema = requestJsonSchema(Pair);
    assert.deepEqual(Object.keys(schema.$defs as object), ['Item', 'Item2']);
  });
});
