// JSON Schema and OpenAPI follow @Nested and oneOf(): a nested class is a `$ref` (inline for
// openapi-3.0), a union one alternative per branch with its tag pinned, and OpenAPI documents
// add the discriminator. Checked by the exact keywords and by real validators (ajv, and an
// OpenAPI 3.1 validator): what intake accepts the schema accepts, and the wrong tag both refuse.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  Items,
  Nested,
  oneOf,
  openapi,
  Request,
  RequestHandler,
  RouteCollector,
  requestJsonSchema,
  Validate,
  ValidationException,
} from '../../src/index.js';

class Address extends Request {
  @Validate('required|string') city = '';
}

class Card extends Request {
  @Validate('required|string|min:12') number = '';
}

class Bank extends Request {
  @Validate('required|string|min:15') iban = '';
}

class Checkout extends Request {
  @Validate('required') @Nested(Address) address!: Address;
  @Validate('nullable') @Nested(Address) billing: Address | null = null;
  @Validate('required') @Nested(oneOf('type', { card: Card, bank: Bank })) payment!: Card | Bank;
  @Items(oneOf('type', { card: Card, bank: Bank })) refunds: (Card | Bank)[] = [];
}

type Json = Record<string, any>;

const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
addFormats.default(ajv);
const schema = requestJsonSchema(Checkout) as Json;
const validate = ajv.compile(schema);
const handler = new RequestHandler();

async function intakeAccepts(body: Record<string, unknown>): Promise<boolean> {
  try {
    await handler.handleArray(Checkout, body);
    return true;
  } catch (error) {
    if (error instanceof ValidationException) return false;
    throw error;
  }
}

describe('JSON Schema of @Nested and oneOf', () => {
  test('a nested class is a $ref, nullable with null allowed beside it', () => {
    assert.deepEqual(schema.properties.address, { $ref: '#/$defs/Address' });
    assert.deepEqual(schema.properties.billing, {
      anyOf: [{ $ref: '#/$defs/Address' }, { type: 'null' }],
      default: null,
    });
    assert.deepEqual(schema.$defs.Address.required, ['city']);
  });

  test('a union is one alternative per branch, its tag pinned to the branch key', () => {
    assert.deepEqual(schema.properties.payment, {
      type: 'object',
      oneOf: [
        {
          allOf: [
            { $ref: '#/$defs/Card' },
            { type: 'object', properties: { type: { enum: ['card'] } }, required: ['type'] },
          ],
        },
        {
          allOf: [
            { $ref: '#/$defs/Bank' },
            { type: 'object', properties: { type: { enum: ['bank'] } }, required: ['type'] },
          ],
        },
      ],
    });
    assert.deepEqual(schema.properties.refunds.items, schema.properties.payment);
    assert.equal(schema.properties.payment.discriminator, undefined);
  });

  const bodies: Array<[string, Record<string, unknown>, boolean]> = [
    [
      'a card payment',
      { address: { city: 'Oslo' }, payment: { type: 'card', number: '411111111111' } },
      true,
    ],
    [
      'a bank payment and refunds of both kinds',
      {
        address: { city: 'Oslo' },
        billing: null,
        payment: { type: 'bank', iban: 'DE89370400440532013000' },
        refunds: [
          { type: 'card', number: '411111111111' },
          { type: 'bank', iban: 'DE89370400440532013000' },
        ],
      },
      true,
    ],
    ['an unknown tag', { address: { city: 'Oslo' }, payment: { type: 'cash' } }, false],
    ['a missing tag', { address: { city: 'Oslo' }, payment: { number: '411111111111' } }, false],
    ['a branch field missing', { address: { city: 'Oslo' }, payment: { type: 'bank' } }, false],
    ['a nested field missing', { address: {}, payment: { type: 'card', number: '411111111111' } }, false],
    [
      'a nested value that is no object',
      { address: 'Oslo', payment: { type: 'card', number: '411111111111' } },
      false,
    ],
  ];
  for (const [what, body, accepted] of bodies) {
    test(`${what}: intake and ajv both ${accepted ? 'accept' : 'refuse'}`, async () => {
      assert.equal(await intakeAccepts(body), accepted);
      assert.equal(validate(body), accepted, JSON.stringify(validate.errors));
    });
  }

  test('openapi-3.0 inlines the nested classes', () => {
    const inline = requestJsonSchema(Checkout, { target: 'openapi-3.0' }) as Json;
    assert.equal(inline.properties.address.properties.city.type, 'string');
    assert.equal(inline.properties.payment.oneOf[0].allOf[0].properties.number.type, 'string');
  });
});

describe('OpenAPI document of a union', () => {
  test('adds the discriminator with the mapping of each tag, and validates as OpenAPI 3.1', async () => {
    const routes = new RouteCollector();
    routes
      .post('/checkout')
      .body(Checkout)
      .handle(() => 'ok');
    const document = openapi(routes, { info: { title: 'Shop', version: '1' } }) as Json;
    const checkout = document.components.schemas.Checkout;
    assert.deepEqual(checkout.properties.payment.discriminator, {
      propertyName: 'type',
      mapping: { card: '#/components/schemas/Card', bank: '#/components/schemas/Bank' },
    });
    assert.deepEqual(await new OpenApiValidator().validate(structuredClone(document)), { valid: true });
  });
});
