// ARCHITECTURE.md "Pipeline order": one validator call per request object, with every present field in the payload
// and each @Validate string unchanged. Compiled once when the validator can compile.

import { isThenable } from '../../shared/thenable.js';
import { compileForMapping, fieldPlansOf, type MappingValidation } from '../../validator/mapping-door.js';
import type { ValidationErrors, ValidatorInterface } from '../../validator/types.js';
import { Validator } from '../../validator/validator.js';
import type { ClassShape } from '../class-shape.js';
import { ConfigurationException } from '../configuration-exception.js';
import { asyncValidationError } from '../sync-mapping.js';
import { FAILED, type RunState, type Step } from './run-state.js';

/**
 * The compiled validation of a class, or `null` when no field has rules. It returns `undefined`
 * or `{}` for a valid payload: the built-in validator's mapping compile the first, others the second.
 */
export function classValidation(
  shape: ClassShape,
  validator: ValidatorInterface,
): { run: MappingValidation; sharesNumbers: boolean } | null {
  const rules = rulesOf(shape);
  if (Object.keys(rules).length === 0) return null;
  return { run: compileRules(shape, validator, rules), sharesNumbers: isBuiltIn(validator) };
}

/**
 * Throws the `ConfigurationException` that compiling the rules of `shape` with the built-in
 * validator would, without generating the validation yet: each rule string is read. (With any
 * other validator the class has no fast path, and its steps, validation included, are built
 * with its plan.)
 */
export function checkRules(shape: ClassShape, validator: ValidatorInterface): void {
  const rules = rulesOf(shape);
  if (Object.keys(rules).length === 0 || !isBuiltIn(validator)) return;
  try {
    validator[fieldPlansOf](rules);
  } catch (cause) {
    throw ConfigurationException.invalidRules(shape.className, culprit(validator, rules), cause);
  }
}

/** The rules object handed to the validator: each `@Validate` string by field name, in field order. */
export function rulesOf(shape: ClassShape): Record<string, string> {
  const rules: Record<string, string> = {};
  for (const field of shape.fields) if (field.rules !== undefined) rules[field.name] = field.rules;
  return rules;
}

/** The closure running `run` on the state's payload (generated code inlines the same). */
export function validateStep(run: MappingValidation): Step {
  return (state) => {
    // The state is the lookups' run: the call's context, and its signal read on demand.
    const errors = run(state.payload, undefined, state);
    if (errors === undefined) return undefined;
    if (isThenable(errors)) return awaitValidation(state, errors);
    mergeErrors(state, errors);
    return undefined;
  };
}

/** A validation that answered with a promise: merged once it settles, or refused by a sync-only call. */
export function awaitValidation(state: RunState, pending: PromiseLike<ValidationErrors>): PromiseLike<void> {
  if (state.syncOnly) throw asyncValidationError(state, pending);
  return pending.then((errors) => mergeErrors(state, errors));
}

/** Whether `validator` is the built-in one, with neither `compile` nor `validate` overridden. */
export function isBuiltIn(validator: ValidatorInterface): validator is Validator {
  return (
    validator instanceof Validator &&
    validator.compile === Validator.prototype.compile &&
    validator.validate === Validator.prototype.validate
  );
}

function compileRules(
  shape: ClassShape,
  validator: ValidatorInterface,
  rules: Record<string, string>,
): MappingValidation {
  if (typeof validator.compile !== 'function') return (payload) => validator.validate(payload, rules);
  try {
    return isBuiltIn(validator) ? validator[compileForMapping](rules) : validator.compile(rules);
  } catch (cause) {
    throw ConfigurationException.invalidRules(shape.className, culprit(validator, rules), cause);
  }
}

/** Finds the field whose rules the validator refuses, to name it in the error. */
function culprit(validator: ValidatorInterface, rules: Record<string, string>): string {
  for (const [field, rule] of Object.entries(rules)) {
    try {
      validator.compile!({ [field]: rule });
    } catch {
      return field;
    }
  }
  return Object.keys(rules).join(', ');
}

/** A field that already failed (scalar guard) keeps its first error; the validator's are dropped. */
export function mergeErrors(state: RunState, errors: ValidationErrors): void {
  for (const key in errors) {
    const list = errors[key];
    if (!Object.hasOwn(errors, key) || list === undefined || list.length === 0) continue;
    const index = state.plan.shape.index[key];
    if (index !== undefined) {
      if (state.values[index] === FAILED) continue;
      state.values[index] = FAILED;
    }
    for (const entry of list) state.addError(key, entry);
  }
}
