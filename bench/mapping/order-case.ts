// Payload 2: a realistic order arriving as strings (a form or a query): ten fields cast to
// int/float/bool/date with required, email, uuid, max-length and in-list rules, and ten
// nested line items. Here: the input, intake's request classes and the hand-written limit.
import { Cast, Items, Request, type RequestHandler, Validate } from '../../src/index.js';
import type { Subject } from './subject.js';

const line = (i: number) => ({
  sku: `SKU-${String(i).padStart(4, '0')}`,
  quantity: String(i + 1),
  price: '12.50',
});

export const orderValid = {
  id: '0b6f1f7e-3c1a-4c7e-9d2a-5b8f9e7a1c23',
  email: 'ada.lovelace@example.com',
  name: 'Ada Lovelace',
  status: 'paid',
  itemsCount: '10',
  total: '249.90',
  express: 'true',
  placedAt: '2024-05-01T10:20:30Z',
  note: 'Leave it at the door',
  coupon: 'SPRING24',
  lines: Array.from({ length: 10 }, (_, i) => line(i)),
};

/** Four fields wrong, one of them inside a line item. */
export const orderInvalid = {
  ...orderValid,
  email: 'ada.lovelace(at)example.com',
  status: 'lost',
  itemsCount: 'ten',
  lines: orderValid.lines.map((item, i) => (i === 3 ? { ...item, quantity: 'x' } : item)),
};

/**
 * Defines intake's request classes for the order. A factory, so that the first-call benchmark
 * can measure metadata build on classes no handler has seen.
 */
export function defineOrderClasses() {
  class OrderLine extends Request {
    @Validate('required|string|max:32') sku!: string;
    @Validate('required|integer|min_value:1') @Cast('int') quantity!: number;
    @Validate('required|numeric|min_value:0') @Cast('float') price!: number;
  }

  class OrderRequest extends Request {
    @Validate('required|uuid') id!: string;
    @Validate('required|email') email!: string;
    @Validate('required|string|max:80') name!: string;
    @Validate('required|in:new,paid,shipped') status!: string;
    @Validate('required|integer|min_value:1') @Cast('int') itemsCount!: number;
    @Validate('required|numeric|min_value:0') @Cast('float') total!: number;
    @Validate('required|boolean') @Cast('bool') express!: boolean;
    @Validate('required|date') @Cast('datetime') placedAt!: Date;
    @Validate('nullable|string|max:500') note?: string | null;
    @Validate('string|max:20') coupon?: string;
    @Validate('required|array|min:1') @Items(OrderLine) lines!: OrderLine[];
  }
  return OrderRequest;
}

const OrderRequest = defineOrderClasses();

// Shared by the peers' schemas and the hand-written function.
export const patterns = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i,
  email:
    /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/,
  integer: /^[+-]?\d+$/,
  decimal: /^[+-]?(?:\d+\.?\d*|\.\d+)$/,
  isoDateTime: /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/,
};
export const booleans: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
export const statuses = new Set(['new', 'paid', 'shipped']);

type Input = Record<string, any>;
type Errors = Record<string, string>;

function int(value: unknown, min: number): number | undefined {
  if (typeof value !== 'string' || !patterns.integer.test(value)) return undefined;
  const number = Number(value);
  return number >= min ? number : undefined;
}

function float(value: unknown, min: number): number | undefined {
  if (typeof value !== 'string' || !patterns.decimal.test(value)) return undefined;
  const number = Number(value);
  return number >= min ? number : undefined;
}

function handLine(input: Input, path: string, errors: Errors) {
  const sku = input.sku;
  if (typeof sku !== 'string' || sku.length === 0 || sku.length > 32) errors[`${path}.sku`] = 'sku';
  const quantity = int(input.quantity, 1);
  if (quantity === undefined) errors[`${path}.quantity`] = 'int';
  const price = float(input.price, 0);
  if (price === undefined) errors[`${path}.price`] = 'float';
  return { sku, quantity, price };
}

/** The practical limit: every check and cast written out, collecting all errors like intake. */
export function handOrder(input: Input): unknown {
  const errors: Errors = {};
  const { id, email, name, status, note, coupon } = input;
  if (typeof id !== 'string' || !patterns.uuid.test(id)) errors.id = 'uuid';
  if (typeof email !== 'string' || !patterns.email.test(email)) errors.email = 'email';
  if (typeof name !== 'string' || name.trim() === '' || name.length > 80) errors.name = 'max';
  if (typeof status !== 'string' || !statuses.has(status)) errors.status = 'in';
  const itemsCount = int(input.itemsCount, 1);
  if (itemsCount === undefined) errors.itemsCount = 'int';
  const total = float(input.total, 0);
  if (total === undefined) errors.total = 'float';
  const express = booleans[input.express];
  if (express === undefined) errors.express = 'bool';
  const placedAt =
    typeof input.placedAt === 'string' && patterns.isoDateTime.test(input.placedAt)
      ? new Date(input.placedAt)
      : undefined;
  if (placedAt === undefined || Number.isNaN(placedAt.getTime())) errors.placedAt = 'date';
  if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > 500))
    errors.note = 'max';
  if (coupon !== undefined && (typeof coupon !== 'string' || coupon.length > 20)) errors.coupon = 'max';
  const rawLines = input.lines;
  let lines: unknown[] = [];
  if (!Array.isArray(rawLines) || rawLines.length === 0) errors.lines = 'array';
  else lines = rawLines.map((item: Input, i: number) => handLine(item, `lines.${i}`, errors));
  for (const _ in errors) throw Object.assign(new Error('invalid'), { errors });
  return { id, email, name, status, itemsCount, total, express, placedAt, note, coupon, lines };
}

export function orderSubjects(handler: RequestHandler, jitless: RequestHandler): Subject[] {
  return [
    { name: 'intake', map: (input) => handler.handleArray(OrderRequest, input as Input) },
    {
      name: 'intake (jitless: no code generation)',
      map: (input) => jitless.handleArray(OrderRequest, input as Input),
    },
    { name: 'hand-written function', map: (input) => handOrder(input as Input) },
  ];
}
