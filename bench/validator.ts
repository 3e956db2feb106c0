// `npm run bench:validator`: the same 10-field payload and the same rules validated by
// intake and four peers, valid and invalid variants, one process, rounds interleaved.
// Sync contenders share one table; VineJS only validates asynchronously, so it is timed in
// a table of its own against intake awaited the same way.
import { createRequire } from 'node:module';
import vine from '@vinejs/vine';
import type FastestValidatorModule from 'fastest-validator';
import validatorJs from 'validator';
import ValidatorJs from 'validatorjs';
import { z } from 'zod';
import { Validator } from '../src/index.js';
import { type CaseResult, type Contender, compare, report } from './harness.js';

const UUID = '9b2f4a4e-3f0e-4d9a-9a6b-1c1f0b6c7d8e';

const valid = {
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada.lovelace@example.com',
  age: 36,
  role: 'editor',
  userId: UUID,
  active: true,
  birthday: '1990-12-10',
  bio: null,
  country: 'GB',
};

// Five fields wrong, five right: measures the error path, not only the first failure.
const invalid = {
  ...valid,
  email: 'ada.lovelace(at)example.com',
  age: 12,
  role: 'owner',
  userId: 'not-a-uuid',
  birthday: '1990-13-45',
};

// --- intake: Laravel-style rule strings, compiled once.
const intakeRules = {
  name: 'required|string|max:50',
  username: 'required|string|max:30',
  email: 'required|email',
  age: 'required|integer|min_value:18|max_value:120',
  role: 'required|in:admin,editor,viewer',
  userId: 'required|uuid',
  active: 'required|boolean',
  birthday: 'nullable|date',
  bio: 'nullable|string|max:500',
  country: 'required|string|max:2',
};
const intake = new Validator().compile(intakeRules);
// The closure runner, used where `new Function` is forbidden or with custom rules.
const intakeJitless = new Validator({ jitless: true }).compile(intakeRules);
const intakeIsValid = (data: Record<string, unknown>) => Object.keys(intake(data)).length === 0;

// --- validatorjs: the same Laravel rule strings (no uuid rule: a regex; no nullable: it skips null).
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const validatorJsRules = {
  ...intakeRules,
  age: 'required|integer|min:18|max:120',
  userId: ['required', `regex:${UUID_PATTERN}`],
  birthday: 'date',
  bio: 'string|max:500',
};
const validatorJsIsValid = (data: Record<string, unknown>) =>
  new ValidatorJs(data, validatorJsRules).passes() === true;

// Its types declare an ES default export the CommonJS build does not have.
const FastestValidator = createRequire(import.meta.url)(
  'fastest-validator',
) as typeof FastestValidatorModule.default;

// --- fastest-validator: compiled schema (no ISO date type for strings: a pattern).
const fastest = new FastestValidator().compile({
  name: 'string|max:50',
  username: 'string|max:30',
  email: 'email',
  age: { type: 'number', integer: true, min: 18, max: 120 },
  role: { type: 'enum', values: ['admin', 'editor', 'viewer'] },
  userId: 'uuid',
  active: 'boolean',
  birthday: { type: 'string', pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, nullable: true },
  bio: { type: 'string', max: 500, nullable: true },
  country: 'string|max:2',
}) as (data: object) => true | unknown[];
const fastestIsValid = (data: Record<string, unknown>) => fastest(data) === true;

// --- zod v4: safeParse.
const zodSchema = z.object({
  name: z.string().max(50),
  username: z.string().max(30),
  email: z.email(),
  age: z.number().int().min(18).max(120),
  role: z.enum(['admin', 'editor', 'viewer']),
  userId: z.uuid(),
  active: z.boolean(),
  birthday: z.iso.date().nullable(),
  bio: z.string().max(500).nullable(),
  country: z.string().max(2),
});
const zodIsValid = (data: Record<string, unknown>) => zodSchema.safeParse(data).success;

// --- VineJS: compiled, always async.
const vineValidator = vine.compile(
  vine.object({
    name: vine.string().maxLength(50),
    username: vine.string().maxLength(30),
    email: vine.string().email(),
    age: vine.number().withoutDecimals().min(18).max(120),
    role: vine.enum(['admin', 'editor', 'viewer']),
    userId: vine.string().uuid(),
    active: vine.boolean(),
    birthday: vine.date().nullable(),
    bio: vine.string().maxLength(500).nullable(),
    country: vine.string().maxLength(2),
  }),
);
const vineIsValid = async (data: Record<string, unknown>) =>
  (await vineValidator.tryValidate(data))[0] === null;

function syncContenders(data: Record<string, unknown>): Contender[] {
  return [
    { name: 'intake Validator', run: () => intake(data) },
    { name: 'intake Validator, jitless (closures)', run: () => intakeJitless(data) },
    { name: 'fastest-validator', run: () => fastest(data) },
    { name: 'zod v4', run: () => zodSchema.safeParse(data) },
    { name: 'validatorjs', run: () => new ValidatorJs(data, validatorJsRules).passes() },
  ];
}

function asyncContenders(data: Record<string, unknown>): Contender[] {
  return [
    { name: 'intake Validator (awaited)', run: async () => intake(data) },
    { name: '@vinejs/vine', run: () => vineValidator.tryValidate(data) },
  ];
}

// One e-mail check: the WHATWG grammar behind `email` against validator.js isEmail (`email:rfc`).
const whatwgEmail = new Validator().compile({ email: 'email' });
const rfcEmail = new Validator().compile({ email: 'email:rfc' });
const emailPayload = { email: valid.email };

async function sanity(): Promise<void> {
  const checks: Array<[string, (data: Record<string, unknown>) => boolean | Promise<boolean>]> = [
    ['intake', intakeIsValid],
    ['intake jitless', (data) => Object.keys(intakeJitless(data)).length === 0],
    ['fastest-validator', fastestIsValid],
    ['zod', zodIsValid],
    ['validatorjs', validatorJsIsValid],
    ['vine', vineIsValid],
  ];
  const lines: string[] = [];
  for (const [name, isValid] of checks) {
    const acceptsValid = await isValid(valid);
    const rejectsInvalid = !(await isValid(invalid));
    lines.push(`${name} ${acceptsValid && rejectsInvalid ? 'ok' : 'WRONG'}`);
    if (!acceptsValid || !rejectsInvalid) {
      throw new Error(
        `${name} does not agree: accepts valid ${acceptsValid}, rejects invalid ${rejectsInvalid}`,
      );
    }
  }
  const emailAgrees =
    Object.keys(whatwgEmail(emailPayload)).length === 0 &&
    Object.keys(rfcEmail(emailPayload)).length === 0 &&
    validatorJs.isEmail(valid.email);
  if (!emailAgrees) throw new Error('e-mail contenders disagree on the sample address');
  console.log(`sanity (accepts valid, rejects invalid): ${lines.join(', ')}; e-mail contenders agree\n`);
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);

await sanity();
const cases: CaseResult[] = [
  await compare('Valid 10-field payload (sync contenders)', syncContenders(valid), { rounds }),
  await compare('Invalid payload, 5 of 10 fields wrong (sync contenders)', syncContenders(invalid), {
    rounds,
  }),
  await compare('Valid payload, awaited (VineJS is async-only)', asyncContenders(valid), {
    rounds,
    async: true,
  }),
  await compare('Invalid payload, awaited', asyncContenders(invalid), { rounds, async: true }),
  await compare(
    'One e-mail check',
    [
      { name: 'intake `email` (WHATWG grammar)', run: () => whatwgEmail(emailPayload) },
      { name: 'intake `email:rfc` (validator.js isEmail)', run: () => rfcEmail(emailPayload) },
      { name: 'validator.js isEmail, called directly', run: () => validatorJs.isEmail(valid.email) },
    ],
    { rounds, batch: 1000 },
  ),
];
report('Validator — `npm run bench:validator`', cases, [
  `rounds per contender: ${rounds} (after 30 warm-up rounds), batch 200 calls (1000 for e-mail)`,
]);
