// Payload 1: the object of moltar's "typescript-runtime-type-benchmarks" parseSafe case
// (numbers, strings, a ~1 KB string, a boolean, a nested object), mapped by every contender.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { plainToInstance, Type as TransformType } from 'class-transformer';
import { IsBoolean, IsNumber, IsString, ValidateNested, validate } from 'class-validator';
import * as v from 'valibot';
import { z } from 'zod';
import { Cast, FromBody, Request, type RequestHandler, Validate } from '../../src/index.js';
import { decorate } from './legacy-decorate.js';
import { classValidatorSubject, type Subject } from './subject.js';

export const moltarValid = {
  number: 1,
  negNumber: -1,
  maxNumber: Number.MAX_VALUE,
  string: 'string',
  longString:
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivendum intellegat et qui, ei denique consequuntur vix. Semper aeterno percipit ut his, sea ex utinam referrentur repudiandae. No epicuri hendrerit consetetur sit, sit te iriure ex tibique. Ad vix nostrud dolorem, veri verear pri at. Ei perfecto adolescens eos, sea ne aliquip meliore splendide. Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivendum intellegat et qui, ei denique consequuntur vix. Semper aeterno percipit ut his, sea ex utinam referrentur repudiandae. No epicuri hendrerit consetetur sit, sit te iriure ex tibique. Ad vix nostrud dolorem, veri verear pri at. Ei perfecto adolescens eos, sea ne aliquip meliore splendide. Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivendum intellegat et qui, ei denique consequuntur vix. Semper aeterno percipit ut his, sea ex utinam referrentur repudiandae. No epicuri hendrerit consetetur sit, sit te iriure ex tibique. Ad vix nostrud dolorem, veri verear pri at.',
  boolean: true,
  deeplyNested: { foo: 'bar', num: 1, bool: false },
};

/** Two fields wrong: a top-level number and a nested number. */
export const moltarInvalid = {
  ...moltarValid,
  number: 'one',
  deeplyNested: { foo: 'bar', num: 'x', bool: false },
};

// --- intake: the nested object is read through @FromBody paths (intake nests only arrays,
// through @Items), so the DTO is flat: foo/num/bool sit next to the top-level fields.
class MoltarRequest extends Request {
  @Validate('required|numeric') @Cast('float') number!: number;
  @Validate('required|numeric') @Cast('float') negNumber!: number;
  @Validate('required|numeric') @Cast('float') maxNumber!: number;
  @Validate('required|string') string!: string;
  @Validate('required|string') longString!: string;
  @Validate('required|boolean') @Cast('bool') boolean!: boolean;
  @FromBody('deeplyNested.foo') @Validate('required|string') foo!: string;
  @FromBody('deeplyNested.num') @Validate('required|numeric') @Cast('float') num!: number;
  @FromBody('deeplyNested.bool') @Validate('required|boolean') @Cast('bool') bool!: boolean;
}

// --- class-transformer + class-validator (decorators applied by hand: this build uses TC39 decorators).
class CvNested {
  foo!: string;
  num!: number;
  bool!: boolean;
}
class CvMoltar {
  number!: number;
  negNumber!: number;
  maxNumber!: number;
  string!: string;
  longString!: string;
  boolean!: boolean;
  deeplyNested!: CvNested;
}
decorate(CvNested, { foo: [IsString()], num: [IsNumber()], bool: [IsBoolean()] });
decorate(CvMoltar, {
  number: [IsNumber()],
  negNumber: [IsNumber()],
  maxNumber: [IsNumber()],
  string: [IsString()],
  longString: [IsString()],
  boolean: [IsBoolean()],
  deeplyNested: [ValidateNested(), TransformType(() => CvNested)],
});

const zodMoltar = z.object({
  number: z.number(),
  negNumber: z.number(),
  maxNumber: z.number(),
  string: z.string(),
  longString: z.string(),
  boolean: z.boolean(),
  deeplyNested: z.object({ foo: z.string(), num: z.number(), bool: z.boolean() }),
});
const zodMoltarCompiled = z.compile(zodMoltar);

const typeboxMoltar = TypeCompiler.Compile(
  Type.Object({
    number: Type.Number(),
    negNumber: Type.Number(),
    maxNumber: Type.Number(),
    string: Type.String(),
    longString: Type.String(),
    boolean: Type.Boolean(),
    deeplyNested: Type.Object({ foo: Type.String(), num: Type.Number(), bool: Type.Boolean() }),
  }),
);

const valibotMoltar = v.object({
  number: v.number(),
  negNumber: v.number(),
  maxNumber: v.number(),
  string: v.string(),
  longString: v.string(),
  boolean: v.boolean(),
  deeplyNested: v.object({ foo: v.string(), num: v.number(), bool: v.boolean() }),
});

type Input = Record<string, any>;

/** The practical limit: the same checks written out by hand, copying into a fresh object. */
function handMoltar(input: Input): unknown {
  const nested = input.deeplyNested;
  if (
    typeof input.number !== 'number' ||
    typeof input.negNumber !== 'number' ||
    typeof input.maxNumber !== 'number' ||
    typeof input.string !== 'string' ||
    typeof input.longString !== 'string' ||
    typeof input.boolean !== 'boolean' ||
    typeof nested !== 'object' ||
    nested === null ||
    typeof nested.foo !== 'string' ||
    typeof nested.num !== 'number' ||
    typeof nested.bool !== 'boolean'
  ) {
    throw new TypeError('invalid');
  }
  return {
    number: input.number,
    negNumber: input.negNumber,
    maxNumber: input.maxNumber,
    string: input.string,
    longString: input.longString,
    boolean: input.boolean,
    deeplyNested: { foo: nested.foo, num: nested.num, bool: nested.bool },
  };
}

export function moltarSubjects(handler: RequestHandler, jitless: RequestHandler): Subject[] {
  return [
    { name: 'intake', map: (input) => handler.handleArray(MoltarRequest, input as Input) },
    {
      name: 'intake (jitless: no code generation)',
      map: (input) => jitless.handleArray(MoltarRequest, input as Input),
    },
    classValidatorSubject((input) => plainToInstance(CvMoltar, input as object), validate),
    { name: 'zod v4 parse', map: (input) => zodMoltar.parse(input) },
    { name: 'zod v4 z.compile parse', map: (input) => zodMoltarCompiled.parse(input) },
    {
      name: 'TypeBox compiled Decode',
      map: (input) => typeboxMoltar.Decode(input),
    },
    { name: 'valibot parse', map: (input) => v.parse(valibotMoltar, input) },
    { name: 'hand-written function', map: (input) => handMoltar(input as Input) },
  ];
}
