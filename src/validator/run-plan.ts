// Runs compiled field plans over a payload. Synchronous unless a custom rule returns a
// promise; a valid payload allocates nothing but the `{}` it returns.

import { defineOwn } from '../shared/own-property.js';
import { isThenable } from '../shared/thenable.js';
import type { CompiledCheck, FieldPlan } from './compile-field.js';
import type { ValidationErrors, ValidationFailure } from './types.js';

type Failures = ValidationFailure[] | undefined;

/** Validates `data` against every field plan; `{}` (a fresh object) when everything passes. */
export function runPlan(
  fields: readonly FieldPlan[],
  data: Record<string, unknown>,
): ValidationErrors | Promise<ValidationErrors> {
  // A payload that is not an object has no fields: every field is absent.
  const payload: Record<string, unknown> = typeof data === 'object' && data !== null ? data : {};
  const errors: ValidationErrors = {};
  for (let index = 0; index < fields.length; index++) {
    const failures = runField(fields[index]!, payload);
    if (failures === undefined) continue;
    if (isThenable(failures)) return finishAsync(fields, payload, errors, index, failures);
    defineOwn(errors, fields[index]!.field, failures);
  }
  return errors;
}

/** One field's failures (`undefined` when it passes), or a promise of them when a custom rule went async. */
export function runField(plan: FieldPlan, data: Record<string, unknown>): Failures | PromiseLike<Failures> {
  const value = plan.read(data);
  const checks = checksFor(plan, value);
  return checks.length === 0 ? undefined : runChecks(plan, checks, value, data, 0, undefined);
}

/** ARCHITECTURE.md "Validator rules": an absent field, or a null one marked nullable, meets only its presence rules. */
function checksFor(plan: FieldPlan, value: unknown): readonly CompiledCheck[] {
  if (value === undefined) return plan.sometimes ? [] : plan.implicitChecks;
  return value === null && plan.nullable ? plan.implicitChecks : plan.checks;
}

function runChecks(
  plan: FieldPlan,
  checks: readonly CompiledCheck[],
  value: unknown,
  data: Record<string, unknown>,
  start: number,
  failures: Failures,
): Failures | Promise<Failures> {
  for (let index = start; index < checks.length; index++) {
    const check = checks[index]!;
    const outcome = check.test(value, data);
    if (outcome === true) continue;
    if (isThenable(outcome)) return awaitCheck(plan, checks, value, data, index, outcome, failures);
    // Custom rules may return any truthy value; built-ins return booleans.
    if (outcome) continue;
    failures = record(failures, check, data);
    if (plan.bail || check.implicit) break;
  }
  return failures;
}

async function awaitCheck(
  plan: FieldPlan,
  checks: readonly CompiledCheck[],
  value: unknown,
  data: Record<string, unknown>,
  index: number,
  outcome: PromiseLike<boolean>,
  failures: Failures,
): Promise<Failures> {
  if (!(await outcome)) {
    const check = checks[index]!;
    failures = record(failures, check, data);
    if (plan.bail || check.implicit) return failures;
  }
  return runChecks(plan, checks, value, data, index + 1, failures);
}

function record(
  failures: Failures,
  check: CompiledCheck,
  data: Record<string, unknown>,
): ValidationFailure[] {
  const failure = check.failure(data);
  if (failures === undefined) return [failure];
  failures.push(failure);
  return failures;
}

/**
 * Continues after field `first` went asynchronous (`errors` holds the fields before it): the
 * remaining fields start at once (custom async rules run concurrently) and errors keep the
 * fields' order.
 */
export async function finishAsync(
  fields: readonly FieldPlan[],
  data: Record<string, unknown>,
  errors: ValidationErrors,
  first: number,
  pending: PromiseLike<Failures>,
): Promise<ValidationErrors> {
  const outcomes: Array<Failures | PromiseLike<Failures>> = [pending];
  for (let index = first + 1; index < fields.length; index++) outcomes.push(runField(fields[index]!, data));
  const settled = await Promise.all(outcomes);
  settled.forEach((failures, offset) => {
    if (failures !== undefined) defineOwn(errors, fields[first + offset]!.field, failures);
  });
  return errors;
}
