// Request classes as Standard Schemas, checked with the spec's own types and two real
// consumers: Hono's @hono/standard-validator and tRPC's input validation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sValidator } from '@hono/standard-validator';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { initTRPC, TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import {
  FromContext,
  FromRoute,
  Items,
  Request,
  RequestHandler,
  Validate,
  Validator,
} from '../../src/index.js';

class OrderLine extends Request {
  @Validate('required|string') sku!: string;
  @Validate('required|integer|min_value:1') qty!: number;
}

class CreateOrder extends Request {
  @Validate('required|email') email!: string;
  @Validate('required|array|min:1') @Items(OrderLine) lines: OrderLine[] = [];
  @Validate('nullable|string|max:200') note: string | null = null;
}

// Compile-time checks against the spec's types: these assignments are the test.
const asSchema: StandardSchemaV1<unknown, Request> = CreateOrder;
const asJsonSchema: StandardJSONSchemaV1<unknown, Request> = CreateOrder;
const typed: StandardSchemaV1<unknown, CreateOrder> = CreateOrder.schema();
const createOrderSchema = CreateOrder.schema();
type Output = StandardSchemaV1.InferOutput<typeof createOrderSchema>;
const outputIsTheDto: Output extends CreateOrder ? (CreateOrder extends Output ? true : false) : false = true;

const valid = { email: 'ada@example.com', lines: [{ sku: 'A-1', qty: '2' }] };
const invalid = { email: 'nope', lines: [{ sku: 'A-1', qty: 0 }, { qty: 1 }] };

describe('Standard Schema v1 on every Request class', () => {
  test('the props say version 1 and vendor intake, and are the same object for the class and its schema()', () => {
    assert.equal(asSchema['~standard'].version, 1);
    assert.equal(asSchema['~standard'].vendor, 'intake');
    assert.equal(typed['~standard'], CreateOrder['~standard']);
    assert.equal(outputIsTheDto, true);
  });

  test('validate maps a valid value to the DTO instance, cast and defaulted', async () => {
    const result = await CreateOrder['~standard'].validate(valid);
    assert.equal(result.issues, undefined);
    const dto = (result as { value: CreateOrder }).value;
    assert.ok(dto instanceof CreateOrder);
    assert.deepEqual(dto.toArray(), {
      email: 'ada@example.com',
      lines: [{ sku: 'A-1', qty: 2 }],
      note: null,
    });
  });

  test('issues carry the human message and the path into the input, items by index', async () => {
    const result = await CreateOrder['~standard'].validate(invalid);
    assert.deepEqual(result.issues, [
      { message: 'The email field must be a valid email address.', path: ['email'] },
      { message: 'The qty field must be at least 1.', path: ['lines', 0, 'qty'] },
      { message: 'The sku field is required.', path: ['lines', 1, 'sku'] },
    ]);
  });

  test('@FromBody paths, route and context bags: paths follow the input, bags come through libraryOptions', async () => {
    class Reply extends Request {
      @FromRoute() ticketId!: string;
      @FromContext('user') author!: string;
      @Validate('required|string|min:3') text!: string;
    }
    const ok = await Reply['~standard'].validate(
      { text: 'thanks' },
      { libraryOptions: { route: { ticketId: 't-9' }, context: { user: 'ada' } } },
    );
    assert.deepEqual((ok as { value: Reply }).value.toArray(), {
      ticketId: 't-9',
      author: 'ada',
      text: 'thanks',
    });
    const bad = await Reply['~standard'].validate({ text: 'no' });
    assert.deepEqual(bad.issues, [
      { message: 'The text field must be at least 3 characters.', path: ['text'] },
    ]);
  });

  test('a value that is not an object is one issue at the root, not a throw', async () => {
    for (const value of [null, 'text', 42, [valid], undefined]) {
      const result = await CreateOrder['~standard'].validate(value);
      assert.equal(result.issues?.length, 1);
      assert.deepEqual(result.issues?.[0]?.path, []);
    }
  });

  test('Request.use(handler) replaces the handler per class; subclasses inherit it', async () => {
    const validator = new Validator();
    validator.setMessages({ 'email.email': 'Please give a real address.' });
    class Scoped extends Request {
      @Validate('required|email') email!: string;
    }
    class Narrower extends Scoped {}
    assert.equal(Scoped.use(new RequestHandler(validator)), Scoped);
    for (const cls of [Scoped, Narrower]) {
      const result = await cls['~standard'].validate({ email: 'x' });
      assert.deepEqual(result.issues, [{ message: 'Please give a real address.', path: ['email'] }]);
    }
    const others = await CreateOrder['~standard'].validate({ email: 'x', lines: [{ sku: 'a', qty: 1 }] });
    assert.equal(others.issues?.[0]?.message, 'The email field must be a valid email address.');
    assert.throws(() => Scoped.use({} as RequestHandler), TypeError);
  });

  test('jsonSchema.input/output answer every supported target and throw on others', () => {
    const props = asJsonSchema['~standard'];
    const input = props.jsonSchema.input({ target: 'draft-2020-12' });
    assert.deepEqual(input.required, ['email', 'lines']);
    assert.equal(
      props.jsonSchema.input({ target: 'draft-07' }).$schema,
      'http://json-schema.org/draft-07/schema#',
    );
    const output = props.jsonSchema.output({ target: 'openapi-3.0' });
    assert.deepEqual((output.properties as Record<string, unknown>).note, {
      type: 'string',
      maxLength: 200,
      nullable: true,
    });
    assert.throws(() => props.jsonSchema.input({ target: 'draft-04' }), /not supported/);
  });
});

describe('consumers', () => {
  test("Hono's sValidator takes the class as is, and schema() types c.req.valid()", async () => {
    const app = new Hono();
    app.post('/orders', sValidator('json', CreateOrder), (c) => c.json(c.req.valid('json')));
    app.post('/typed', sValidator('json', CreateOrder.schema()), (c) => {
      const order = c.req.valid('json');
      return c.json({ lines: order.lines.length, first: order.lines[0]?.qty });
    });
    const send = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });

    const ok = await send('/orders', valid);
    assert.equal(ok.status, 200);
    assert.deepEqual(await ok.json(), {
      email: 'ada@example.com',
      lines: [{ sku: 'A-1', qty: 2 }],
      note: null,
    });
    assert.deepEqual(await (await send('/typed', valid)).json(), { lines: 1, first: 2 });

    const bad = await send('/orders', invalid);
    assert.equal(bad.status, 400);
    const answer = (await bad.json()) as { success: boolean; error: Array<{ path: unknown[] }> };
    assert.equal(answer.success, false);
    assert.deepEqual(
      answer.error.map((issue) => issue.path),
      [['email'], ['lines', 0, 'qty'], ['lines', 1, 'sku']],
    );
  });

  test("tRPC's procedure input validates through the class and hands the handler the DTO", async () => {
    const t = initTRPC.create();
    const router = t.router({
      createOrder: t.procedure.input(CreateOrder.schema()).mutation(({ input }) => ({
        isDto: input instanceof CreateOrder,
        total: input.lines.reduce((sum, line) => sum + line.qty, 0),
      })),
    });
    const caller = t.createCallerFactory(router)({});
    assert.deepEqual(await caller.createOrder(valid), { isDto: true, total: 2 });
    await assert.rejects(
      () => caller.createOrder(invalid),
      (error: unknown) =>
        error instanceof TRPCError &&
        error.code === 'BAD_REQUEST' &&
        (error.cause as unknown as { issues?: unknown[] }).issues?.length === 3,
    );
  });
});
