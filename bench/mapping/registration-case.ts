// Payload 6: a registration form posted as JSON (issue 41) — eight typed fields, every one wrong
// in the invalid input, which each contender must report in full (all errors, no early stop).
// The peers get intake's rules as their own checks: the WHATWG e-mail pattern intake's `email`
// enforces, and `required`'s refusal of blank text as the pattern `\S` (trim() removes exactly
// what `\s` matches).
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import * as v from 'valibot';
import { z } from 'zod';
import { Cast, Request, type RequestHandler, Validate } from '../../src/index.js';
import { NOT_BLANK } from './same-rules.js';
import type { Subject } from './subject.js';

export const registrationValid = {
  email: 'ada@example.com',
  username: 'ada_l',
  password: 'correct horse battery',
  name: 'Ada Lovelace',
  age: 36,
  country: 'gb',
  terms: true,
  newsletter: false,
};

/** Every field wrong, so "all errors" means eight. */
export const registrationInvalid = {
  email: 'ada@',
  username: 'ad',
  password: 'short',
  name: '   ',
  age: 12,
  country: 'xx',
  terms: false,
  newsletter: 'maybe',
};

const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const COUNTRIES = ['fr', 'de', 'gb', 'us', 'es', 'it'] as const;

class RegistrationRequest extends Request {
  @Validate('required|email') email!: string;
  @Validate('required|string|min:3|max:30') username!: string;
  @Validate('required|string|min:8|max:72') password!: string;
  @Validate('required|string|max:80') name!: string;
  @Validate('required|integer|min_value:18') @Cast('int') age!: number;
  @Validate('required|in:fr,de,gb,us,es,it') country!: string;
  @Validate('accepted|boolean') @Cast('bool') terms!: boolean;
  @Validate('boolean') @Cast('bool') newsletter?: boolean;
}

const text = (min: number, max: number) => z.string().min(min).max(max).regex(NOT_BLANK);
const zodRegistration = z.object({
  email: z.string().regex(WHATWG_EMAIL),
  username: text(3, 30),
  password: text(8, 72),
  name: text(1, 80),
  age: z.number().int().min(18),
  country: z.enum(COUNTRIES),
  terms: z.literal(true),
  newsletter: z.boolean().optional(),
});
const zodRegistrationCompiled = z.compile(zodRegistration);

const vText = (min: number, max: number) =>
  v.pipe(v.string(), v.minLength(min), v.maxLength(max), v.regex(NOT_BLANK));
const valibotRegistration = v.object({
  email: v.pipe(v.string(), v.regex(WHATWG_EMAIL)),
  username: vText(3, 30),
  password: vText(8, 72),
  name: vText(1, 80),
  age: v.pipe(v.number(), v.integer(), v.minValue(18)),
  country: v.picklist(COUNTRIES),
  terms: v.literal(true),
  newsletter: v.optional(v.boolean()),
});

const tText = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });
const typeboxRegistration = TypeCompiler.Compile(
  Type.Object({
    email: Type.String({ pattern: WHATWG_EMAIL.source }),
    username: tText(3, 30),
    password: tText(8, 72),
    name: tText(1, 80),
    age: Type.Integer({ minimum: 18 }),
    country: Type.Union(COUNTRIES.map((code) => Type.Literal(code))),
    terms: Type.Literal(true),
    newsletter: Type.Optional(Type.Boolean()),
  }),
);

type Input = Record<string, unknown>;

export function registrationSubjects(handler: RequestHandler): Subject[] {
  return [
    { name: 'intake', map: (input) => handler.handleArray(RegistrationRequest, input as Input) },
    { name: 'zod v4 z.compile parse', map: (input) => zodRegistrationCompiled.parse(input) },
    { name: 'valibot parse', map: (input) => v.parse(valibotRegistration, input) },
    {
      // `Decode` stops at the first error; every error is what the others report.
      name: 'TypeBox compiled, all errors',
      map: (input) => {
        if (typeboxRegistration.Check(input)) return typeboxRegistration.Decode(input);
        throw new Error(JSON.stringify([...typeboxRegistration.Errors(input)].map((error) => error.path)));
      },
    },
  ];
}
