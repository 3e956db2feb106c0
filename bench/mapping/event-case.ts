// Payload 3: a small typed JSON object (an analytics event of 6 fields, already typed as JSON
// gives them: strings, an integer, a number, a boolean), mapped by every contender.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsString, MaxLength, Min, validate } from 'class-validator';
import { z } from 'zod';
import { Cast, Request, type RequestHandler, Validate } from '../../src/index.js';
import { decorate } from './legacy-decorate.js';
import { NOT_BLANK } from './same-rules.js';
import { classValidatorSubject, type Subject } from './subject.js';

export const eventValid = {
  id: 'evt_01HZX3',
  kind: 'click',
  userId: 4821,
  value: 12.5,
  label: 'checkout button',
  test: false,
};

/** Two fields wrong: an unknown kind and a negative user id. */
export const eventInvalid = { ...eventValid, kind: 'hover', userId: -3 };

class EventRequest extends Request {
  @Validate('required|string|max:64') id!: string;
  @Validate('required|in:click,view,purchase') kind!: string;
  @Validate('required|integer|min_value:1') @Cast('int') userId!: number;
  @Validate('required|numeric') @Cast('float') value!: number;
  @Validate('required|string|max:200') label!: string;
  @Validate('required|boolean') @Cast('bool') test!: boolean;
}

class CvEvent {
  id!: string;
  kind!: string;
  userId!: number;
  value!: number;
  label!: string;
  test!: boolean;
}
decorate(CvEvent, {
  id: [IsString(), MaxLength(64)],
  kind: [IsIn(['click', 'view', 'purchase'])],
  userId: [IsInt(), Min(1)],
  value: [IsNumber()],
  label: [IsString(), MaxLength(200)],
  test: [IsBoolean()],
});

const zodEvent = z.object({
  id: z.string().max(64),
  kind: z.enum(['click', 'view', 'purchase']),
  userId: z.number().int().min(1),
  value: z.number(),
  label: z.string().max(200),
  test: z.boolean(),
});
const zodEventCompiled = z.compile(zodEvent);
/** The same, with `required`'s refusal of blank text on the two text fields: intake's rules. */
const zodEventSameRulesCompiled = z.compile(
  zodEvent.extend({ id: z.string().max(64).regex(NOT_BLANK), label: z.string().max(200).regex(NOT_BLANK) }),
);

const typeboxEvent = TypeCompiler.Compile(
  Type.Object({
    id: Type.String({ maxLength: 64 }),
    kind: Type.Union([Type.Literal('click'), Type.Literal('view'), Type.Literal('purchase')]),
    userId: Type.Integer({ minimum: 1 }),
    value: Type.Number(),
    label: Type.String({ maxLength: 200 }),
    test: Type.Boolean(),
  }),
);

type Input = Record<string, any>;

/** The practical limit: the same checks written out by hand, copying into a fresh object. */
function handEvent(input: Input): unknown {
  const { id, kind, userId, value, label, test } = input;
  if (
    typeof id !== 'string' ||
    id.length > 64 ||
    (kind !== 'click' && kind !== 'view' && kind !== 'purchase') ||
    !Number.isInteger(userId) ||
    userId < 1 ||
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    typeof label !== 'string' ||
    label.length > 200 ||
    typeof test !== 'boolean'
  ) {
    throw new TypeError('invalid');
  }
  return { id, kind, userId, value, label, test };
}

export function eventSubjects(handler: RequestHandler, jitless: RequestHandler): Subject[] {
  return [
    { name: 'intake', map: (input) => handler.handleArray(EventRequest, input as Input) },
    {
      name: 'intake (jitless: no code generation)',
      map: (input) => jitless.handleArray(EventRequest, input as Input),
    },
    classValidatorSubject((input) => plainToInstance(CvEvent, input as object), validate),
    { name: 'zod v4 parse', map: (input) => zodEvent.parse(input) },
    { name: 'zod v4 z.compile parse', map: (input) => zodEventCompiled.parse(input) },
    {
      name: 'zod v4 z.compile parse, blank text refused (the same rules)',
      map: (input) => zodEventSameRulesCompiled.parse(input),
    },
    { name: 'TypeBox compiled Decode', map: (input) => typeboxEvent.Decode(input) },
    { name: 'hand-written function', map: (input) => handEvent(input as Input) },
  ];
}
