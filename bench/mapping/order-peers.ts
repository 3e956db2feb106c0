// Payload 2 for the peer libraries: the same rules and casts as intake's OrderRequest, written
// the way each library's documentation recommends for string inputs.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { plainToInstance, Transform, Type as TransformType } from 'class-transformer';
import {
  ArrayMinSize,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
  validate,
} from 'class-validator';
import * as v from 'valibot';
import { z } from 'zod';
import { decorate } from './legacy-decorate.js';
import { booleans, patterns } from './order-case.js';
import { classValidatorSubject, type Subject } from './subject.js';

// --- zod v4: regex-checked strings piped to numbers, stringbool for booleans, ISO check then Date.
/** Builds the zod schema (a factory, so the first-call benchmark can build it afresh). */
export function zodOrderSchema() {
  const zodLine = z.object({
    sku: z.string().min(1).max(32),
    quantity: z.string().regex(patterns.integer).transform(Number).pipe(z.number().int().min(1)),
    price: z.string().regex(patterns.decimal).transform(Number).pipe(z.number().min(0)),
  });
  return z.object({
    id: z.uuid(),
    email: z.email(),
    name: z.string().min(1).max(80),
    status: z.enum(['new', 'paid', 'shipped']),
    itemsCount: z.string().regex(patterns.integer).transform(Number).pipe(z.number().int().min(1)),
    total: z.string().regex(patterns.decimal).transform(Number).pipe(z.number().min(0)),
    express: z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] }),
    placedAt: z.iso.datetime().transform((text) => new Date(text)),
    note: z.string().max(500).nullable().optional(),
    coupon: z.string().max(20).optional(),
    lines: z.array(zodLine).min(1),
  });
}
const zodOrder = zodOrderSchema();
const zodOrderCompiled = z.compile(zodOrder);

// --- valibot: pipes with transforms.
const vInt = v.pipe(v.string(), v.regex(patterns.integer), v.transform(Number), v.integer(), v.minValue(1));
const vFloat = v.pipe(v.string(), v.regex(patterns.decimal), v.transform(Number), v.minValue(0));
const valibotOrder = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.pipe(v.string(), v.email()),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  status: v.picklist(['new', 'paid', 'shipped']),
  itemsCount: vInt,
  total: vFloat,
  express: v.pipe(
    v.picklist(['true', 'false', '1', '0']),
    v.transform((text) => booleans[text]!),
  ),
  placedAt: v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.transform((text) => new Date(text)),
  ),
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  coupon: v.optional(v.pipe(v.string(), v.maxLength(20))),
  lines: v.pipe(
    v.array(
      v.object({ sku: v.pipe(v.string(), v.minLength(1), v.maxLength(32)), quantity: vInt, price: vFloat }),
    ),
    v.minLength(1),
  ),
});

// --- TypeBox: compiled checker with Transform types for the casts.
const tbInt = Type.Transform(Type.String({ pattern: '^[+-]?[0-9]*[1-9][0-9]*$' }))
  .Decode((text) => Number(text))
  .Encode(String);
const tbFloat = Type.Transform(Type.String({ pattern: '^[+]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)$' }))
  .Decode((text) => Number(text))
  .Encode(String);
const typeboxOrder = TypeCompiler.Compile(
  Type.Object({
    id: Type.String({ pattern: patterns.uuid.source }),
    email: Type.String({ pattern: patterns.email.source }),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    status: Type.Union([Type.Literal('new'), Type.Literal('paid'), Type.Literal('shipped')]),
    itemsCount: tbInt,
    total: tbFloat,
    express: Type.Transform(
      Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]),
    )
      .Decode((text) => booleans[text]!)
      .Encode((flag) => (flag ? 'true' : 'false')),
    placedAt: Type.Transform(Type.String({ pattern: patterns.isoDateTime.source }))
      .Decode((text) => new Date(text))
      .Encode((date) => date.toISOString()),
    note: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 500 })])),
    coupon: Type.Optional(Type.String({ maxLength: 20 })),
    lines: Type.Array(
      Type.Object({ sku: Type.String({ minLength: 1, maxLength: 32 }), quantity: tbInt, price: tbFloat }),
      { minItems: 1 },
    ),
  }),
);

// --- class-transformer + class-validator: the NestJS ValidationPipe path (transform: true).
class CvLine {
  sku!: string;
  quantity!: number;
  price!: number;
}
class CvOrder {
  id!: string;
  email!: string;
  name!: string;
  status!: string;
  itemsCount!: number;
  total!: number;
  express!: boolean;
  placedAt!: Date;
  note?: string | null;
  coupon?: string;
  lines!: CvLine[];
}
const toBool = Transform(({ value }) => (typeof value === 'string' ? booleans[value] : value));
decorate(CvLine, {
  sku: [IsString(), MaxLength(32)],
  quantity: [IsInt(), Min(1), TransformType(() => Number)],
  price: [IsNumber(), Min(0), TransformType(() => Number)],
});
decorate(CvOrder, {
  id: [IsUUID()],
  // The same WHATWG grammar as intake's `email` rule (IsEmail is validator.js's slower RFC check, intake's `email:rfc`).
  email: [IsString(), Matches(patterns.email)],
  name: [IsString(), MaxLength(80)],
  status: [IsIn(['new', 'paid', 'shipped'])],
  itemsCount: [IsInt(), Min(1), TransformType(() => Number)],
  total: [IsNumber(), Min(0), TransformType(() => Number)],
  express: [IsBoolean(), toBool],
  placedAt: [IsDate(), TransformType(() => Date)],
  note: [IsOptional(), IsString(), MaxLength(500)],
  coupon: [IsOptional(), IsString(), MaxLength(20)],
  lines: [ValidateNested({ each: true }), ArrayMinSize(1), TransformType(() => CvLine)],
});

export function orderPeerSubjects(): Subject[] {
  return [
    classValidatorSubject((input) => plainToInstance(CvOrder, input as object), validate),
    { name: 'zod v4 parse', map: (input) => zodOrder.parse(input) },
    { name: 'zod v4 z.compile parse', map: (input) => zodOrderCompiled.parse(input) },
    { name: 'TypeBox compiled Decode', map: (input) => typeboxOrder.Decode(input) },
    { name: 'valibot parse', map: (input) => v.parse(valibotOrder, input) },
  ];
}
