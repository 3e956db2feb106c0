// `npm run bench:mapping` (`-- --json` for JSON): maps the same inputs with intake and its peers
// in one process, rounds interleaved — moltar's parseSafe object, a small typed JSON event, a
// registration form whose invalid input has every field wrong, and a realistic string-typed
// order with ten line items, one nested object and a tagged union, valid and invalid — then the
// growth of an `@Items` list from 1 to 1,000 items (synchronous, beside zod and TypeBox) and the
// first-call (metadata build) cost.
import { RequestHandler } from '../src/index.js';
import { type CaseResult, compare, report } from './harness.js';
import { eventInvalid, eventSubjects, eventValid } from './mapping/event-case.js';
import { firstCallInput, firstCallSubjects } from './mapping/first-call.js';
import { itemsGrowthCases } from './mapping/items-growth.js';
import { moltarInvalid, moltarSubjects, moltarValid } from './mapping/moltar-case.js';
import { orderInvalid, orderSubjects, orderValid } from './mapping/order-case.js';
import { orderPeerSubjects } from './mapping/order-peers.js';
import { registrationInvalid, registrationSubjects, registrationValid } from './mapping/registration-case.js';
import {
  checkoutInvalid,
  checkoutSubjects,
  checkoutValid,
  customerInvalid,
  customerSubjects,
  customerValid,
} from './mapping/shapes-case.js';
import { contenders, type Subject, sanity } from './mapping/subject.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const handler = new RequestHandler();
const jitless = new RequestHandler(undefined, { jitless: true });
const notes: string[] = [];

async function measure(
  title: string,
  subjects: Subject[],
  valid: unknown,
  invalid: unknown,
): Promise<CaseResult[]> {
  // Checked and printed before any timing (to stderr, so `--json` output stays one object).
  const line = await sanity(title, subjects, valid, invalid);
  console.error(line);
  notes.push(line);
  const options = { async: true, rounds, batch: 100 };
  return [
    await compare(`${title} — valid`, contenders(subjects, valid, true), options),
    await compare(`${title} — invalid`, contenders(subjects, invalid, false), options),
  ];
}

const cases: CaseResult[] = [
  ...(await measure('moltar parseSafe object', moltarSubjects(handler, jitless), moltarValid, moltarInvalid)),
  ...(await measure(
    'small typed JSON event (6 fields)',
    eventSubjects(handler, jitless),
    eventValid,
    eventInvalid,
  )),
  ...(await measure(
    'registration form (8 typed fields; invalid: all 8 wrong)',
    registrationSubjects(handler),
    registrationValid,
    registrationInvalid,
  )),
  ...(await measure(
    'order: 10 string fields + 10 line items',
    [...orderSubjects(handler, jitless), ...orderPeerSubjects()],
    orderValid,
    orderInvalid,
  )),
  ...(await measure(
    'one nested object (customer + address)',
    customerSubjects(handler),
    customerValid,
    customerInvalid,
  )),
  ...(await measure(
    'a union told apart by a field (card | bank)',
    checkoutSubjects(handler),
    checkoutValid,
    checkoutInvalid,
  )),
  ...(await itemsGrowthCases(handler, Math.max(20, rounds / 2))),
  await compare(
    'first call: metadata build (order classes)',
    contenders(firstCallSubjects(), firstCallInput, true),
    {
      async: true,
      rounds: Math.max(20, rounds / 4),
      batch: 5,
      warmupRounds: 5,
    },
  ),
];

notes.push(
  'Every contender is awaited (intake and class-validator return promises), so sync parsers pay one await per call too.',
  'intake writes its built-in steps and each hook-free class as generated functions; the "jitless" rows show the closure-only path used where `new Function` is forbidden.',
);
report('Request mapping', cases, notes);
