// An internal door for the request mapping, which calls the built-in validator once per
// request object: a compiled validation that returns `undefined` when the payload is valid,
// so the valid path allocates no `{}` and the caller needs no key loop to see it is empty.
// Not exported from the package: the public `compile` keeps returning an object the caller owns.
import type { ValidationErrors } from './types.js';

/** The method key of `Validator`'s lean compile. */
export const compileLean: unique symbol = Symbol('intake.compileLean');

/** Like `CompiledValidation`, but `undefined` (not `{}`) when everything passes. */
export type LeanValidation = (
  data: Record<string, unknown>,
) => ValidationErrors | undefined | Promise<ValidationErrors>;
