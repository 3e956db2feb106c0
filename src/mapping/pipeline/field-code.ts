// The guards and the cast a field goes through, each defined once in the forms the backends
// need: a function for the closure steps, and a writer for generated code. Two generated
// backends write them — the step sequence (generate-steps.ts), where a failure records an
// error and the mapping goes on, and the fast path (write-fast-path.ts), where a failure hands
// the input back to the steps — so what a failure does is the writer's parameter.
import type { CodeWriter } from '../../compiler/code-writer.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import { castFloatKnown, castIntKnown } from '../casts/scalar-casts.js';
import type { FieldShape } from '../class-shape.js';

/**
 * A scalar-cast field refuses objects and arrays before anything else reads them
 * (ARCHITECTURE.md "Pipeline order"); a `Date` passes and the cast decides.
 */
export function isNonScalar(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/** `isNonScalar(v)` as an expression over the local `v`. */
export function nonScalarCode(v: string): string {
  return `typeof ${v} === "object" && ${v} !== null && !(${v} instanceof Date)`;
}

/** Why an `@Items` value cannot be mapped element by element. */
export type ItemsRefusal = 'array' | 'max' | 'depth';

/**
 * The checks an `@Items` value passes before any element is mapped, in order: a list, no longer
 * than `maxItems` (so a huge array cannot make a huge error map), not deeper than `maxDepth`.
 */
export function itemsRefusal(
  value: unknown,
  maxItems: number,
  depth: number,
  maxDepth: number,
): ItemsRefusal | undefined {
  if (!Array.isArray(value)) return 'array';
  if (value.length > maxItems) return 'max';
  if (depth >= maxDepth) return 'depth';
  return undefined;
}

/** Where generated code finds the call's limits. */
export interface LimitLocals {
  readonly maxItems: string;
  readonly depth: string;
  readonly maxDepth: string;
}

/** `itemsRefusal` written over the local `value`; `refuse` writes what each refusal does. */
export function writeItemsGuards(
  code: CodeWriter,
  value: string,
  limits: LimitLocals,
  refuse: (refusal: ItemsRefusal) => void,
): void {
  const isArray = code.ref(Array.isArray, 'isArray');
  code.block(`if (!${isArray}(${value}))`, () => refuse('array'));
  code.block(`if (${value}.length > ${limits.maxItems})`, () => refuse('max'));
  code.block(`if (${limits.depth} >= ${limits.maxDepth})`, () => refuse('depth'));
}

/** Why a `@Nested` value cannot be mapped: not an object, or one level too deep. */
export type NestedRefusal = 'object' | 'depth';

/** The checks a `@Nested` value passes before its class maps it. */
export function nestedRefusal(value: unknown, depth: number, maxDepth: number): NestedRefusal | undefined {
  if (!isItemObject(value)) return 'object';
  if (depth >= maxDepth) return 'depth';
  return undefined;
}

/** `nestedRefusal` written over the local `value`; `refuse` writes what each refusal does. */
export function writeNestedGuards(
  code: CodeWriter,
  value: string,
  limits: Omit<LimitLocals, 'maxItems'>,
  refuse: (refusal: NestedRefusal) => void,
): void {
  code.block(`if (!(${itemObjectCode(code, value)}))`, () => refuse('object'));
  code.block(`if (${limits.depth} >= ${limits.maxDepth})`, () => refuse('depth'));
}

/** An `@Items` element and a `@Nested` value must be a plain object (not null, not a list). */
export function isItemObject(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}

/** `isItemObject(item)` as an expression. */
export function itemObjectCode(code: CodeWriter, item: string): string {
  return `typeof ${item} === "object" && ${item} !== null && !${code.ref(Array.isArray, 'isArray')}(${item})`;
}

/** Whether an `@Items` or `@Nested` field lets `null` through: its rules say `nullable`. */
export function nullableField(field: FieldShape): boolean {
  return field.ruleTokens.some((token) => token.name === 'nullable');
}

/**
 * Writes the built-in cast of the present, non-null local `value` in place; `number` is the
 * local holding the validation's reading of it as a number, when there is one (int and float
 * casts then take it instead of parsing again). `refuse` writes what a value the cast cannot
 * represent does.
 */
export function writeCast(
  code: CodeWriter,
  cast: NonNullable<FieldShape['cast']>,
  value: string,
  number: string | undefined,
  refuse: () => void,
): void {
  const known = number !== undefined && (cast.rule === 'int' || cast.rule === 'float');
  if (known) {
    const fn = code.ref(cast.rule === 'int' ? castIntKnown : castFloatKnown, `${cast.rule}Known`);
    code.line(`${value} = ${fn}(${value}, ${number});`);
  } else {
    code.line(`${value} = ${code.ref(cast.cast, 'cast')}(${value});`);
  }
  code.block(`if (${value} === ${code.ref(CAST_FAILED, 'CAST_FAILED')})`, refuse);
}
