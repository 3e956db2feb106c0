// Runs compiled field plans over a payload. Synchronous unless a custom rule returns a
// promise; a valid payload of plain fields allocates nothing but the `{}` it returns. A field
// written with `*` (`items.*.id`) is expanded into its concrete paths (`items.0.id`, …), each
// checked with its own scope and reported under its own key.

import { defineOwn } from '../shared/own-property.js';
import { isThenable } from '../shared/thenable.js';
import type { CompiledCheck, FieldPlan } from './compile-field.js';
import { expandPattern, type PathScope } from './rules/paths.js';
import type { ValidationErrors, ValidationFailure } from './types.js';

type Failures = ValidationFailure[] | undefined;

/** Error entries still settling, in the order they must appear. */
type Pending = Array<[key: string, failures: Failures | PromiseLike<Failures>]>;

/**
 * Validates `data` against every field plan; `{}` (a fresh object) when everything passes. A
 * `*` field whose container holds more than `maxItems` entries fails once, at the container,
 * with the `max` rule (as an `@Items` list over the limit does), and is not expanded.
 */
export function runPlan(
  fields: readonly FieldPlan[],
  data: Record<string, unknown>,
  maxItems = Number.POSITIVE_INFINITY,
): ValidationErrors | Promise<ValidationErrors> {
  // A payload that is not an object has no fields: every field is absent.
  const payload: Record<string, unknown> = typeof data === 'object' && data !== null ? data : {};
  return runFrom(fields, payload, {}, 0, undefined, maxItems);
}

/** Runs fields from `start`; once one goes asynchronous, later entries queue behind it to keep their order. */
function runFrom(
  fields: readonly FieldPlan[],
  data: Record<string, unknown>,
  errors: ValidationErrors,
  start: number,
  pending: Pending | undefined,
  maxItems: number,
): ValidationErrors | Promise<ValidationErrors> {
  let memo: Map<unknown, unknown> | undefined;
  for (let index = start; index < fields.length; index++) {
    const plan = fields[index]!;
    if (plan.pattern === undefined) {
      const failures = runField(plan, data);
      if (failures !== undefined) pending = add(errors, pending, plan.field, failures);
      continue;
    }
    memo ??= new Map();
    const expanded = expandPattern(data, plan.pattern, maxItems);
    if (!Array.isArray(expanded)) {
      if (!Object.hasOwn(errors, expanded.tooMany)) {
        pending = add(errors, pending, expanded.tooMany, [{ rule: 'max', params: [String(maxItems)] }]);
      }
      continue;
    }
    for (const instance of expanded) {
      const scope: PathScope = { indices: instance.indices, memo };
      const failures = runValue(plan, instance.value, data, scope);
      if (failures !== undefined) pending = add(errors, pending, instance.path, failures);
    }
  }
  return pending === undefined ? errors : settle(errors, pending);
}

/** Records one key's failures, or queues them once anything before them is still settling. */
function add(
  errors: ValidationErrors,
  pending: Pending | undefined,
  key: string,
  failures: Failures | PromiseLike<Failures>,
): Pending | undefined {
  if (pending === undefined && !isThenable(failures)) {
    if (failures !== undefined) defineOwn(errors, key, failures);
    return undefined;
  }
  (pending ??= []).push([key, failures]);
  return pending;
}

async function settle(errors: ValidationErrors, pending: Pending): Promise<ValidationErrors> {
  const settled = await Promise.all(pending.map(([, failures]) => failures));
  settled.forEach((failures, index) => {
    if (failures !== undefined) defineOwn(errors, pending[index]![0], failures);
  });
  return errors;
}

/** One field's failures (`undefined` when it passes), or a promise of them when a custom rule went async. */
export function runField(plan: FieldPlan, data: Record<string, unknown>): Failures | PromiseLike<Failures> {
  return runValue(plan, plan.read(data), data, undefined);
}

function runValue(
  plan: FieldPlan,
  value: unknown,
  data: Record<string, unknown>,
  scope: PathScope | undefined,
): Failures | PromiseLike<Failures> {
  if (plan.exclusions.length > 0 && isExcluded(plan, value, data, scope)) return undefined;
  const checks = checksFor(plan, value);
  return checks.length === 0 ? undefined : runChecks(plan, checks, value, data, scope, 0, undefined);
}

/** Whether an `exclude*` rule leaves the field out (exclusions are built in, so synchronous). */
export function isExcluded(
  plan: FieldPlan,
  value: unknown,
  data: Record<string, unknown>,
  scope?: PathScope,
): boolean {
  return plan.exclusions.some((excluded) => excluded(value, data, scope) === true);
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
  scope: PathScope | undefined,
  start: number,
  failures: Failures,
): Failures | Promise<Failures> {
  for (let index = start; index < checks.length; index++) {
    const check = checks[index]!;
    const outcome = check.test(value, data, scope);
    if (outcome === true) continue;
    if (isThenable(outcome)) return awaitCheck(plan, checks, value, data, scope, index, outcome, failures);
    // Custom rules may return any truthy value; built-ins return booleans.
    if (outcome) continue;
    failures = record(failures, check, data, scope);
    if (plan.bail || check.stops) break;
  }
  return failures;
}

async function awaitCheck(
  plan: FieldPlan,
  checks: readonly CompiledCheck[],
  value: unknown,
  data: Record<string, unknown>,
  scope: PathScope | undefined,
  index: number,
  outcome: PromiseLike<boolean>,
  failures: Failures,
): Promise<Failures> {
  if (!(await outcome)) {
    const check = checks[index]!;
    failures = record(failures, check, data, scope);
    if (plan.bail || check.stops) return failures;
  }
  return runChecks(plan, checks, value, data, scope, index + 1, failures);
}

function record(
  failures: Failures,
  check: CompiledCheck,
  data: Record<string, unknown>,
  scope: PathScope | undefined,
): ValidationFailure[] {
  const failure = check.failure(data, scope);
  if (failures === undefined) return [failure];
  failures.push(failure);
  return failures;
}

/**
 * Continues after field `first` went asynchronous (`errors` holds the fields before it): the
 * remaining fields start at once (custom async rules run concurrently) and errors keep the
 * fields' order.
 */
export function finishAsync(
  fields: readonly FieldPlan[],
  data: Record<string, unknown>,
  errors: ValidationErrors,
  first: number,
  pending: PromiseLike<Failures>,
): Promise<ValidationErrors> {
  // Generated validations hold no `*` field, so nothing is left to expand here.
  return Promise.resolve(
    runFrom(fields, data, errors, first + 1, [[fields[first]!.field, pending]], Number.POSITIVE_INFINITY),
  );
}
