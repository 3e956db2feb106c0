// The generated class shape of the warm-phase benchmarks (warm-phase.ts, built-first-call.ts):
// field `i` of class `tag` is one of four typed JSON kinds in turn, each with one bound, declared
// for intake and for zod with the same rules.
import { z } from 'zod';
import { cast, fields, Request } from '../../src/index.js';

export type Kind = 'text' | 'int' | 'number' | 'flag';
export const kindOf = (i: number): Kind => (['text', 'int', 'number', 'flag'] as const)[i % 4]!;

/** Distinct field names per class (`tag`), so many classes are many shapes to V8 as in an app. */
export const fieldName = (tag: number, i: number) => `f${tag}_${i}`;

/** A valid input of `size` fields, built key by key; `seed` varies the values, not the shape. */
export function builtInputOf(tag: number, size: number, seed: number): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) {
    const kind = kindOf(i);
    input[fieldName(tag, i)] =
      kind === 'text'
        ? `value ${seed} of ${i}`
        : kind === 'int'
          ? seed + i
          : kind === 'number'
            ? seed * 0.5 + i
            : seed % 2 === 0;
  }
  return input;
}

const intakeRules: Record<Kind, { rules: string; cast?: 'int' | 'float' | 'bool' }> = {
  text: { rules: 'required|string|max:64' },
  int: { rules: 'required|integer|min_value:0', cast: 'int' },
  number: { rules: 'required|numeric', cast: 'float' },
  flag: { rules: 'required|boolean', cast: 'bool' },
};

/** The request class `tag` of `size` fields, with own fields as TypeScript emits `name!: type`. */
export function intakeClass(tag: number, size: number): new () => Request {
  const declared: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) {
    const { rules, cast: to } = intakeRules[kindOf(i)];
    declared[fieldName(tag, i)] = to === undefined ? rules : [rules, cast(to)];
  }
  const names = Array.from({ length: size }, (_, i) => fieldName(tag, i));
  // The class itself is written as text (its field names vary); the mapping's code is what is measured.
  const cls = new Function('Request', `return class extends Request { ${names.join('; ')}; }`)(Request) as {
    new (): Request;
    fields?: unknown;
  };
  cls.fields = fields(declared as never);
  return cls;
}

/**
 * The same shape for zod; `refuseBlank` adds what intake's `required` asks of text and
 * `z.string()` does not: not blank once trimmed (a refinement, so the value is not changed).
 */
export function zodShape(tag: number, size: number, refuseBlank: boolean): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (let i = 0; i < size; i++) {
    const kind = kindOf(i);
    const text = z.string().max(64);
    shape[fieldName(tag, i)] =
      kind === 'text'
        ? refuseBlank
          ? text.refine((value) => value.trim() !== '')
          : text
        : kind === 'int'
          ? z.number().int().min(0)
          : kind === 'number'
            ? z.number()
            : z.boolean();
  }
  return z.object(shape);
}
