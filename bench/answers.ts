// `npm run bench:answers`: what writing an answer costs — one process, rounds interleaved.
// 1. A DTO answer as the kernel writes it (docs/http.md, "Answering"): `{ id, tenantId, data }`
//    around a mapped 13-field DTO with 5 typed items, the PUT answer of `npm run bench:app`, by
//    intake's generated writers, by fast-json-stringify compiled from the same answer's TypeBox
//    schema (what Fastify does with a response schema), and by JSON.stringify.
// 2. Shaping an answer by its declared class ("Answers through a view class"): the kernel's
//    generated view writer, answerAs then JSON.stringify (its path without code generation),
//    fast-json-stringify compiled from the view's TypeBox schema (which writes only the schema's
//    properties, as Fastify does with a response schema), JSON.stringify of the row as the
//    handler returned it, and of the same fields picked by hand.

import { isDeepStrictEqual } from 'node:util';
import { Type } from '@sinclair/typebox';
import fastJsonStringify from 'fast-json-stringify';
import { jsonText, viewJsonText } from '../src/http/json-text.js';
import {
  answerAs,
  answerListAs,
  Cast,
  Items,
  Nested,
  Request,
  RequestHandler,
  Validate,
} from '../src/index.js';
import { compare, consume, report } from './harness.js';

class Line extends Request {
  @Validate('required|boolean') label = false;
  @Validate('required|integer|min_value:0|max_value:100') @Cast('int') currency = 0;
  @Validate('string|min:2|max:120') owner = '';
  @Validate('required|boolean') size = false;
  @Validate('integer|min_value:0|max_value:100000') @Cast('int') offset = 0;
}

class UpdateOrder extends Request {
  @Validate('required|numeric|min_value:0|max_value:1000') @Cast('float') visible = 0;
  @Validate('numeric|min_value:0|max_value:1000') @Cast('float') level = 0;
  @Validate('required|numeric|min_value:0|max_value:1000') @Cast('float') weight = 0;
  @Validate('required|string|min:1|max:80') size = '';
  @Validate('required|in:north,south,blue') channel = '';
  @Validate('required|string|min:2|max:80') owner = '';
  @Validate('required|email') externalId = '';
  @Validate('numeric|min_value:0|max_value:100000') @Cast('float') source = 0;
  @Validate('integer|min_value:0|max_value:100000') @Cast('int') notes = 0;
  @Validate('required|string|min:3|max:255') archived = '';
  @Validate('required|email') priority = '';
  @Validate('required|string|min:2|max:255') street = '';
  @Validate('required|string|min:3|max:80') language = '';
  @Validate('required|array|min:1|max:50') @Items(Line) lines: Line[] = [];
}

const body = JSON.stringify({
  visible: 484.3,
  level: 462.01,
  weight: 478.38,
  size: 'north closed',
  channel: 'south',
  owner: 'urgent open',
  externalId: 'urgent.225@example.com',
  source: 7002.84,
  notes: 61436,
  archived: 'north blue',
  priority: 'draft.655@example.com',
  street: 'south high',
  language: 'high pending',
  lines: [63, 55, 86, 83, 67].map((currency, i) => ({
    label: i % 2 === 0,
    currency,
    owner: `south ${i}`,
    size: true,
    offset: 60000 + i,
  })),
});
const dto = new RequestHandler().handleArraySync(UpdateOrder, JSON.parse(body));
const parsed = JSON.parse(body) as Record<string, unknown>;
const number = (limits = {}) => Type.Number(limits);
const answerSchema = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  data: Type.Object({
    visible: number(),
    level: Type.Optional(number()),
    weight: number(),
    size: Type.String(),
    channel: Type.String(),
    owner: Type.String(),
    externalId: Type.String(),
    source: Type.Optional(number()),
    notes: Type.Optional(Type.Integer()),
    archived: Type.String(),
    priority: Type.String(),
    street: Type.String(),
    language: Type.String(),
    lines: Type.Array(
      Type.Object({
        label: Type.Boolean(),
        currency: Type.Integer(),
        owner: Type.Optional(Type.String()),
        size: Type.Boolean(),
        offset: Type.Optional(Type.Integer()),
      }),
    ),
  }),
});
const compiledWriter = fastJsonStringify(answerSchema);
const dtoAnswer = () => ({ id: '7', tenantId: 't42', data: dto });
const plainAnswer = () => ({ id: '7', tenantId: 't42', data: parsed });
// Every contender writes the same data (fast-json-stringify puts optional keys last), the
// JSON.stringify rows the same text as intake; checked before any timing.
const expected = jsonText(dtoAnswer())!;
if (
  JSON.stringify(dtoAnswer()) !== expected ||
  JSON.stringify(plainAnswer()) !== expected ||
  !isDeepStrictEqual(JSON.parse(compiledWriter(plainAnswer())), JSON.parse(expected))
) {
  throw new Error('the writers disagree');
}

class AddressView extends Request {
  city = '';
  country = '';
}

class UserView extends Request {
  id = 0;
  email = '';
  name = '';
  createdAt = '';
  @Nested(AddressView) address: AddressView | undefined = undefined;
}

const row = {
  id: 7,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  createdAt: '2026-11-25T10:00:00.000Z',
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
  internalNote: 'VIP since 2019',
  address: { city: 'London', country: 'GB', geo: { lat: 51.5, lng: -0.12 } },
};
const rows = Array.from({ length: 50 }, (_, i) => ({ ...row, id: i }));
const userSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  address: Type.Object({ city: Type.String(), country: Type.String() }),
});
const compiledUser = fastJsonStringify(userSchema);
const compiledUsers = fastJsonStringify(Type.Array(userSchema));
if (
  viewJsonText(UserView, false, row) !== JSON.stringify(answerAs(UserView, row)) ||
  viewJsonText(UserView, true, rows) !== JSON.stringify(answerListAs(UserView, rows)) ||
  compiledUser(row) !== viewJsonText(UserView, false, row) ||
  compiledUsers(rows) !== viewJsonText(UserView, true, rows)
) {
  throw new Error('the view writers disagree');
}

function byHand(input: typeof row) {
  return {
    id: input.id,
    email: input.email,
    name: input.name,
    createdAt: input.createdAt,
    address: { city: input.address.city, country: input.address.country },
  };
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const options = { rounds, batch: 200 };

const cases = [
  await compare(
    'a DTO answer: { id, tenantId, data } around 13 fields and 5 typed items (bench:app PUT)',
    [
      { name: 'intake: the kernel’s writer (jsonText)', run: () => consume(jsonText(dtoAnswer())) },
      {
        name: 'fast-json-stringify, compiled from the TypeBox schema (plain object)',
        run: () => consume(compiledWriter(plainAnswer())),
      },
      { name: 'JSON.stringify, the DTO through toJSON()', run: () => consume(JSON.stringify(dtoAnswer())) },
      { name: 'JSON.stringify, the plain object', run: () => consume(JSON.stringify(plainAnswer())) },
    ],
    options,
  ),
  await compare(
    'one user (5 of 7 fields, a nested view)',
    [
      {
        name: 'through UserView: the kernel’s generated writer',
        run: () => consume(viewJsonText(UserView, false, row)),
      },
      {
        name: 'through UserView: answerAs (jitless)',
        run: () => consume(JSON.stringify(answerAs(UserView, row))),
      },
      {
        name: 'fast-json-stringify, compiled from the view’s TypeBox schema',
        run: () => consume(compiledUser(row)),
      },
      {
        name: 'the row as returned (JSON.stringify, leaks 2 fields)',
        run: () => consume(JSON.stringify(row)),
      },
      { name: 'picked by hand + JSON.stringify', run: () => consume(JSON.stringify(byHand(row))) },
    ],
    options,
  ),
  await compare(
    'a list of 50 users',
    [
      {
        name: 'through [UserView]: generated writer',
        run: () => consume(viewJsonText(UserView, true, rows)),
      },
      {
        name: 'through [UserView]: answerAs (jitless)',
        run: () => consume(JSON.stringify(answerListAs(UserView, rows))),
      },
      {
        name: 'fast-json-stringify, compiled from the view’s TypeBox schema',
        run: () => consume(compiledUsers(rows)),
      },
      { name: 'the rows as returned', run: () => consume(JSON.stringify(rows)) },
      { name: 'picked by hand', run: () => consume(JSON.stringify(rows.map(byHand))) },
    ],
    { rounds: Math.max(20, rounds / 4), batch: 20 },
  ),
];
report('Answers: JSON text, and through a view class', cases, [
  'The first table: all four write the same data, the JSON.stringify rows the same text as intake (checked before timing); fast-json-stringify writes the plain object Fastify would hold, intake the mapped DTO.',
  'The other tables: the first row is what the kernel does for a route that declared .responds(200, UserView); the first four rows write the same text (checked before timing).',
]);
