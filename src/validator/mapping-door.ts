// An internal door for the request mapping, which calls the built-in validator once per
// request object: a compiled validation that returns `undefined` when the payload is valid,
// so the valid path allocates no `{}` and the caller needs no key loop to see it is empty;
// and that hands back the numbers its numeric rules read, so the mapping's int/float casts do
// not parse the same text again. Not exported from the package: the public `compile` keeps
// returning an object the caller owns.
import type { ValidationErrors, ValidationRun } from './types.js';

/**
 * The method key of `Validator`'s compiled field plans, for the mapping's fast
 * paths (which write the checks inline, see `writeFieldChecks`).
 */
export const fieldPlansOf: unique symbol = Symbol('intake.fieldPlans');

/** The method key of `Validator`'s `compile` without caches (intake/inspect writes down what it generates). */
export const compileUncached: unique symbol = Symbol('intake.compileUncached');

/** The method key of `Validator`'s compile for the mapping. */
export const compileForMapping: unique symbol = Symbol('intake.compileForMapping');

/**
 * Like `CompiledValidation`, but `undefined` (not `{}`) when everything passes. With `numbers`,
 * generated code stores at index `i` (the field's position in the rules object) the value it
 * read as a number (`readNumber`) for each field whose rules read one (`numeric`,
 * `min_value`, `max_value`), when it got that far; other entries are left alone.
 */
export type MappingValidation = (
  data: Record<string, unknown>,
  numbers?: unknown[],
  run?: ValidationRun,
) => ValidationErrors | undefined | Promise<ValidationErrors>;
