// `npm start`: maps sample HTTP requests end to end onto a typed request DTO — body read from
// a Fetch API request, route parameters and application context merged in, validated, cast —
// and prints the DTO or its validation errors. (Replaced later by the HTTP example app.)
import {
  Cast,
  Exclude,
  FromContext,
  FromRoute,
  Generator,
  Group,
  Items,
  PreProcess,
  Request,
  RequestHandler,
  UuidGenerator,
  Validate,
  ValidationException,
  Validator,
} from '../src/index.js';

class OrderLine extends Request {
  @Validate('required|string|max:32') sku!: string;
  @Validate('required|integer|min_value:1') @Cast('int') quantity!: number;
  @Validate('required|numeric|min_value:0') @Cast('float') price!: number;
}

class CreateOrder extends Request {
  @Generator(UuidGenerator, { options: { version: 7 } }) id!: string;
  @FromRoute() @Cast('int') shopId!: number;
  @FromContext('userId') @Validate('required') customerId!: string;
  @PreProcess((email: string) => email.trim().toLowerCase()) @Validate('required|email') email!: string;
  @Group('shipping', { mapTo: 'address.city' })
  @Validate('required|string|max:80')
  @Cast('string')
  city!: string;
  @Validate('required|boolean') @Cast('bool') express = false;
  @Validate('required|date') @Cast('datetime:immutable') deliverBy!: Date;
  @Exclude() @Validate('nullable|string|max:200') internalNote: string | null = null;
  @Validate('required|array|min:1') @Items(OrderLine) lines: OrderLine[] = [];
}

const validator = new Validator();
const handler = new RequestHandler(validator);
handler.compile(CreateOrder); // configuration errors surface at start-up, not on the first request

function post(body: unknown): globalThis.Request {
  return new globalThis.Request('http://localhost/shops/7/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const samples = {
  valid: post({
    email: '  Ada@Example.com ',
    city: 'London',
    express: 'yes',
    deliverBy: '2026-12-10',
    internalNote: 'VIP',
    lines: [
      { sku: 'TEA-01', quantity: '2', price: '4.50' },
      { sku: 'CUP-07', quantity: '1', price: '12' },
    ],
  }),
  invalid: post({
    email: 'ada(at)example.com',
    city: ['London'],
    express: 'maybe',
    deliverBy: '2026-02-30',
    lines: [{ sku: 'TEA-01', quantity: '2.5', price: 'free' }, 'not an object'],
  }),
};

for (const [label, request] of Object.entries(samples)) {
  console.log(
    `\n${label} request → handleBody(CreateOrder, request, { route: { shopId: '7' }, context: { userId: 'u-42' } })`,
  );
  try {
    const order = await handler.handleBody(CreateOrder, request, {
      route: { shopId: '7' },
      context: { userId: 'u-42' },
    });
    console.log('  DTO:', JSON.stringify(order, null, 2).replaceAll('\n', '\n  '));
    console.log('  group("shipping"):', JSON.stringify(order.group('shipping')));
    console.log('  excluded but readable: internalNote =', JSON.stringify(order.internalNote));
  } catch (error) {
    if (!(error instanceof ValidationException)) throw error;
    console.log(`  ValidationException ${error.status}:`, JSON.stringify(error.errors));
    for (const [field, messages] of Object.entries(validator.messages(error.errors))) {
      for (const message of messages) console.log(`    ${field}: ${message}`);
    }
  }
}
