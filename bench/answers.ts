// `npm run bench:answers`: what shaping an answer by its declared class costs (docs/http.md,
// "Answers through a view class"): JSON.stringify of the row as the handler returned it, of the
// row written through the view (answerAs, then one JSON.stringify), and of the same fields picked
// by hand — one process, rounds interleaved.

import { answerAs, answerListAs, Nested, Request } from '../src/index.js';
import { answerForJson, answerListForJson } from '../src/mapping/answer-writer.js';
import { compare, consume, report } from './harness.js';

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
    'one user (5 of 7 fields, a nested view)',
    [
      {
        name: 'through UserView: the kernel’s generated writer',
        run: () => consume(JSON.stringify(answerForJson(UserView, row))),
      },
      {
        name: 'through UserView: answerAs (jitless)',
        run: () => consume(JSON.stringify(answerAs(UserView, row))),
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
        run: () => consume(JSON.stringify(answerListForJson(UserView, rows))),
      },
      {
        name: 'through [UserView]: answerAs (jitless)',
        run: () => consume(JSON.stringify(answerListAs(UserView, rows))),
      },
      { name: 'the rows as returned', run: () => consume(JSON.stringify(rows)) },
      { name: 'picked by hand', run: () => consume(JSON.stringify(rows.map(byHand))) },
    ],
    { rounds: Math.max(20, rounds / 4), batch: 20 },
  ),
];
report('Answers through a view class', cases, [
  'The first row of each table is what the kernel does for a route that declared .responds(200, UserView).',
]);
