// Runs the rules that ask the application (`exists`, `unique`, rules/application.ts) once every
// other rule of the payload passed: an invalid payload never reaches the database. All fields'
// lookups start together; within a field they run in rule order and stop at its first failure.
// The caller's AbortSignal cancels the whole validation (it rejects with the signal's reason).
import { defineOwn } from '../shared/own-property.js';
import { isThenable } from '../shared/thenable.js';
import type { CompiledCheck, FieldPlan } from './compile-field.js';
import type { MappingValidation } from './mapping-door.js';
import { expandPattern, type PathScope } from './rules/paths.js';
import { isExcluded } from './run-plan.js';
import type {
  CompiledValidation,
  RunnableValidation,
  ValidationErrors,
  ValidationFailure,
  ValidationRun,
} from './types.js';

/** `base` followed by the lookups of `fields`, when any field has one; otherwise `base` itself. */
export function withLookups(fields: readonly FieldPlan[], base: CompiledValidation): RunnableValidation {
  const asking = fields.filter((plan) => plan.lookups.length > 0);
  if (asking.length === 0) return base;
  return (data: Record<string, unknown>, run?: ValidationRun) =>
    then(base(data), (errors) => afterRules(asking, data, errors, run));
}

/** The same for the mapping's door (mapping-door.ts), whose asynchronous answers are always an object. */
export function mappingWithLookups(fields: readonly FieldPlan[], base: MappingValidation): MappingValidation {
  const asking = fields.filter((plan) => plan.lookups.length > 0);
  if (asking.length === 0) return base;
  return (data, numbers, run) =>
    then(base(data, numbers, run), (errors) => afterRules(asking, data, errors ?? {}, run));
}

/** `next(value)`, after `value` settles when it is a promise. */
function then<T, R>(value: T | PromiseLike<T>, next: (settled: T) => Promise<R>): Promise<R> {
  return isThenable(value) ? Promise.resolve(value).then(next) : next(value as T);
}

async function afterRules(
  fields: readonly FieldPlan[],
  data: Record<string, unknown>,
  errors: ValidationErrors,
  run: ValidationRun | undefined,
): Promise<ValidationErrors> {
  if (Object.keys(errors).length > 0) return errors;
  const payload: Record<string, unknown> = typeof data === 'object' && data !== null ? data : {};
  const signal = run?.signal ?? new AbortController().signal;
  const memo = new Map<unknown, unknown>();
  const jobs: Array<[string, Promise<ValidationFailure[] | undefined>]> = [];
  for (const plan of fields) {
    const instances =
      plan.pattern === undefined
        ? [{ path: plan.field, value: plan.read(payload), indices: [] as string[] }]
        : expandPattern(payload, plan.pattern);
    // Lookups run only when every rule passed, so no container was over the limit.
    if (!Array.isArray(instances)) continue;
    for (const { path, value, indices } of instances) {
      if (value === undefined || (value === null && plan.nullable)) continue;
      const scope: PathScope = { indices, memo, application: { field: path, context: run?.context, signal } };
      if (isExcluded(plan, value, payload, scope)) continue;
      jobs.push([path, askInOrder(plan.lookups, value, payload, scope)]);
    }
  }
  const settled = await untilAborted(Promise.all(jobs.map(([, job]) => job)), signal);
  let found: ValidationErrors | undefined;
  settled.forEach((failures, index) => {
    if (failures !== undefined) defineOwn((found ??= {}), jobs[index]![0], failures);
  });
  return found ?? errors;
}

/** `work`, or a rejection with the signal's reason as soon as it aborts (a lookup may not listen). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  let stop: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', stop!));
}

async function askInOrder(
  checks: readonly CompiledCheck[],
  value: unknown,
  data: Record<string, unknown>,
  scope: PathScope,
): Promise<ValidationFailure[] | undefined> {
  for (const check of checks) {
    if (!(await check.test(value, data, scope))) return [check.failure(data, scope)];
  }
  return undefined;
}
