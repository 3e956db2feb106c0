// ARCHITECTURE.md "Pipeline order": one validator call per request object, with every present field in the payload
// and each @Validate string unchanged. Compiled once when the validator can compile.

import { StaleBuildException } from '../../compiler/compiled-build.js';
import { isThenable } from '../../shared/thenable.js';
import type { FieldPlan } from '../../validator/compile-field.js';
import { compileForMapping, fieldPlansOf, type MappingValidation } from '../../validator/mapping-door.js';
import type { ValidationErrors, ValidatorInterface } from '../../validator/types.js';
import { Validator } from '../../validator/validator.js';
import type { ClassShape } from '../class-shape.js';
import { ConfigurationException } from '../configuration-exception.js';
import { asyncValidationError } from '../sync-mapping.js';
import { FAILED, type RunState, type Step } from './run-state.js';

/**
 * The validation of one class, as the `validate` step kind carries it (step-specs.ts): the
 * built-in validator's plan of each field, which generated code may write inline, and the
 * validation compiled for the whole object, compiled on first use (a class that only ever takes
 * its fast path never compiles it).
 */
export interface ClassValidation {
  /**
   * The built-in validator's plan of each field with rules, in field order; `null` with another
   * validator. The plans read when the class was filled go to the first caller (the fast path's
   * writer) and are then let go, so a compiled class keeps only what its code references; a
   * later call reads the rules again.
   */
  fieldPlans(): readonly FieldPlan[] | null;
  /** The validation leaves the numbers it read for the int and float casts (the built-in validator). */
  readonly sharesNumbers: boolean;
  /** The validation of the whole payload: `undefined` or `{}` when valid. */
  compiled(): MappingValidation;
}

/**
 * The validation of `shape` and each field's plan (`null` with a foreign validator), or `null`
 * when no field has rules. With the built-in validator each rule string is read here, so a rule
 * it refuses throws the `ConfigurationException` now.
 */
export function classValidation(
  shape: ClassShape,
  validator: ValidatorInterface,
): { validation: ClassValidation; plans: readonly FieldPlan[] | null } | null {
  const rules = rulesOf(shape);
  if (Object.keys(rules).length === 0) return null;
  const builtIn = isBuiltIn(validator);
  const plans = builtIn ? readPlans(shape, validator, rules) : null;
  let handedOver = plans;
  let compiled: MappingValidation | null = null;
  const validation: ClassValidation = {
    fieldPlans: () => {
      if (!builtIn) return null;
      const taken = handedOver ?? readPlans(shape, validator, rules);
      handedOver = null;
      return taken;
    },
    sharesNumbers: builtIn,
    compiled: () => {
      handedOver = null;
      compiled ??= compileRules(shape, validator, rules);
      return compiled;
    },
  };
  return { validation, plans };
}

function readPlans(
  shape: ClassShape,
  validator: Validator,
  rules: Record<string, string>,
): readonly FieldPlan[] {
  try {
    return validator[fieldPlansOf](rules);
  } catch (cause) {
    throw ConfigurationException.invalidRules(shape.className, culprit(validator, rules), cause);
  }
}

/**
 * The rules object handed to the validator: each `@Validate` string by field name, in field
 * order, and each `@Each` string under `name.*` (its errors come back as `name.3`).
 */
export function rulesOf(shape: ClassShape): Record<string, string> {
  const rules: Record<string, string> = {};
  for (const field of shape.fields) {
    if (field.rules !== undefined) rules[field.name] = field.rules;
    if (field.each !== undefined) rules[`${field.name}.*`] = field.each.rules;
  }
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
    // The rules are fine; the build that was to supply their code is not.
    if (cause instanceof StaleBuildException) throw cause;
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
