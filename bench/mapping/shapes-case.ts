// Payloads 4 and 5: one nested object (a customer with an address) and a union told apart by a
// field (a checkout whose payment is a card or a bank transfer), mapped by intake (`@Nested`,
// `oneOf`), zod (`z.object` nesting, `z.discriminatedUnion`, both compiled) and hand-written code.
import { z } from 'zod';
import { Nested, oneOf, Request, type RequestHandler, Validate } from '../../src/index.js';
import type { Subject } from './subject.js';

type Input = Record<string, any>;

export const customerValid = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  address: { street: '12 St James Square', city: 'London', zip: 'SW1Y 4JH', country: 'GB' },
};

/** The nested city too long and the country not two letters. */
export const customerInvalid = {
  ...customerValid,
  address: { ...customerValid.address, city: 'x'.repeat(81), country: 'GBR' },
};

class Address extends Request {
  @Validate('required|string|max:120') street!: string;
  @Validate('required|string|max:80') city!: string;
  @Validate('required|string|max:16') zip!: string;
  @Validate('required|string|min:2|max:2') country!: string;
}

class Customer extends Request {
  @Validate('required|string|max:200') email!: string;
  @Validate('required|string|max:120') name!: string;
  @Validate('required') @Nested(Address) address!: Address;
}

const zodAddress = z.object({
  street: z.string().max(120),
  city: z.string().max(80),
  zip: z.string().max(16),
  country: z.string().length(2),
});
const zodCustomer = z.compile(
  z.object({ email: z.string().max(200), name: z.string().max(120), address: zodAddress }),
);

function handAddress(input: Input): unknown {
  const { street, city, zip, country } = input;
  if (
    typeof street !== 'string' ||
    street.length > 120 ||
    typeof city !== 'string' ||
    city.length > 80 ||
    typeof zip !== 'string' ||
    zip.length > 16 ||
    typeof country !== 'string' ||
    country.length !== 2
  )
    throw new TypeError('invalid');
  return { street, city, zip, country };
}

function handCustomer(input: Input): unknown {
  const { email, name, address } = input;
  if (typeof email !== 'string' || email.length > 200 || typeof name !== 'string' || name.length > 120)
    throw new TypeError('invalid');
  if (typeof address !== 'object' || address === null || Array.isArray(address))
    throw new TypeError('invalid');
  return { email, name, address: handAddress(address) };
}

export function customerSubjects(handler: RequestHandler): Subject[] {
  return [
    { name: 'intake', map: (input) => handler.handleArray(Customer, input as Input) },
    { name: 'zod v4 z.compile parse', map: (input) => zodCustomer.parse(input) },
    { name: 'hand-written function', map: (input) => handCustomer(input as Input) },
  ];
}

export const checkoutValid = {
  orderId: 'ord_8812',
  amount: 129.9,
  payment: { type: 'bank', iban: 'DE89370400440532013000', holder: 'Ada Lovelace' },
};

/** The union branch's own field wrong (a short IBAN). */
export const checkoutInvalid = { ...checkoutValid, payment: { ...checkoutValid.payment, iban: 'DE89' } };

class Card extends Request {
  @Validate('required|in:card') type!: string;
  @Validate('required|string|min:12|max:19') number!: string;
  @Validate('required|integer|min_value:1|max_value:12') month!: number;
}

class Bank extends Request {
  @Validate('required|in:bank') type!: string;
  @Validate('required|string|min:15|max:34') iban!: string;
  @Validate('required|string|max:120') holder!: string;
}

class Checkout extends Request {
  @Validate('required|string|max:40') orderId!: string;
  @Validate('required|numeric|min_value:0') amount!: number;
  @Validate('required') @Nested(oneOf('type', { card: Card, bank: Bank })) payment!: Card | Bank;
}

const zodCheckout = z.compile(
  z.object({
    orderId: z.string().max(40),
    amount: z.number().min(0),
    payment: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('card'),
        number: z.string().min(12).max(19),
        month: z.number().int().min(1).max(12),
      }),
      z.object({ type: z.literal('bank'), iban: z.string().min(15).max(34), holder: z.string().max(120) }),
    ]),
  }),
);

function handPayment(input: Input): unknown {
  if (input.type === 'card') {
    const { number, month } = input;
    if (typeof number !== 'string' || number.length < 12 || number.length > 19)
      throw new TypeError('invalid');
    if (!Number.isInteger(month) || month < 1 || month > 12) throw new TypeError('invalid');
    return { type: 'card', number, month };
  }
  if (input.type === 'bank') {
    const { iban, holder } = input;
    if (typeof iban !== 'string' || iban.length < 15 || iban.length > 34) throw new TypeError('invalid');
    if (typeof holder !== 'string' || holder.length > 120) throw new TypeError('invalid');
    return { type: 'bank', iban, holder };
  }
  throw new TypeError('invalid');
}

function handCheckout(input: Input): unknown {
  const { orderId, amount, payment } = input;
  if (typeof orderId !== 'string' || orderId.length > 40) throw new TypeError('invalid');
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) throw new TypeError('invalid');
  if (typeof payment !== 'object' || payment === null || Array.isArray(payment))
    throw new TypeError('invalid');
  return { orderId, amount, payment: handPayment(payment) };
}

export function checkoutSubjects(handler: RequestHandler): Subject[] {
  return [
    { name: 'intake', map: (input) => handler.handleArray(Checkout, input as Input) },
    { name: 'zod v4 z.compile parse', map: (input) => zodCheckout.parse(input) },
    { name: 'hand-written function', map: (input) => handCheckout(input as Input) },
  ];
}
