// What each step of a plan does, as data: the one description of a step, which three writers
// interpret — the closures (closureFor, below); generated code (generate-steps.ts), which
// writes a whole list of specs as one function; and the fast path (write-fast-path.ts), which
// writes the valid case of a whole plan as one function and takes a class only when every spec
// is of a kind it writes (`fastPathWork`). Adding a step kind is one member of `StepSpec` plus
// one case in each writer (or, for the fast path, a class it declines);
// test/mapping/step-backends.property.test.ts runs every kind through the first two on random
// classes and inputs, test/mapping/fast-path.property.test.ts the fast path against them.
import type { FieldPlan } from '../../validator/compile-field.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import type { FieldSource } from '../class-shape.js';
import { excludeStep } from './exclude-step.js';
import { assignStep, castStep, payloadStep, readStep } from './field-steps.js';
import { itemsCollectStep, itemsFinishStep } from './items-steps.js';
import { nestedCollectStep, nestedFinishStep } from './nested-steps.js';
import type { PlanChoice } from './plan-choice.js';
import type { Step } from './run-state.js';
import { type ClassValidation, validateStep } from './validate-step.js';

export type StepSpec =
  /** Reads the raw value from its bag (own properties only), with the scalar guard. */
  | { kind: 'read'; index: number; name: string; source: FieldSource; scalar: boolean; toPayload: boolean }
  /** Puts the (pre-processed or generated) value into the validation payload. */
  | { kind: 'payload'; index: number; name: string }
  /** A built-in cast; `numberSlot`: where the mapping's validation left the value read as a number. */
  | { kind: 'cast'; index: number; name: string; cast: ResolvedCast; numberSlot?: number }
  /** Checks an `@Items` list and maps each element up to (not including) post-processing. */
  | { kind: 'itemsCollect'; index: number; name: string; choice: PlanChoice; nullable: boolean }
  /** Post-processes every `@Items` element and replaces the states by the finished DTOs. */
  | { kind: 'itemsFinish'; index: number; choice: PlanChoice }
  /** Checks a `@Nested` object and maps it up to (not including) post-processing. */
  | { kind: 'nestedCollect'; index: number; name: string; choice: PlanChoice; nullable: boolean }
  /** Post-processes the `@Nested` object and puts its DTO in place. */
  | { kind: 'nestedFinish'; index: number; choice: PlanChoice }
  /** Leaves a field out of the DTO when one of its `exclude*` rules holds (before `assign`). */
  | { kind: 'exclude'; index: number; name: string; plan: FieldPlan }
  /** Writes every present value onto the DTO; absent fields keep their declared default. */
  | { kind: 'assign'; names: readonly string[] }
  /**
   * One validator call for the whole object; generated code may instead write each field's
   * checks inline (`validation.fieldPlans()`), as the fast path does.
   */
  | { kind: 'validate'; validation: ClassValidation }
  /** A step that calls user code (hooks, casters, generators); it may go asynchronous. */
  | { kind: 'custom'; step: Step };

/**
 * The specs of one plan: `collect` (read, pre-process, validate, cast, nested collect: all that
 * can fail) and `finish` (nested finish, post-process, exclusions, assignment).
 */
export interface PlanSpecs {
  readonly collect: readonly StepSpec[];
  readonly finish: readonly StepSpec[];
}

/** The closure for one spec: the path used when code generation is off or unavailable. */
export function closureFor(spec: StepSpec): Step {
  switch (spec.kind) {
    case 'read':
      return readStep(spec.index, spec.name, spec.source, spec.scalar, spec.toPayload);
    case 'payload':
      return payloadStep(spec.index, spec.name);
    case 'cast':
      return castStep(spec.index, spec.name, spec.cast);
    case 'itemsCollect':
      return itemsCollectStep(spec.index, spec.name, spec.choice, spec.nullable);
    case 'itemsFinish':
      return itemsFinishStep(spec.index);
    case 'nestedCollect':
      return nestedCollectStep(spec.index, spec.name, spec.choice, spec.nullable);
    case 'nestedFinish':
      return nestedFinishStep(spec.index);
    case 'exclude':
      return excludeStep(spec.index, spec.name, spec.plan);
    case 'assign':
      return assignStep(spec.names);
    case 'validate':
      return validateStep(spec.validation.compiled());
    case 'custom':
      return spec.step;
  }
}

/**
 * Turns specs into steps: every spec its own closure, or with `generate` one generated step
 * for the whole list (which carries on with the closures after a step went asynchronous).
 */
export function materialize(
  specs: readonly StepSpec[],
  generate: ((specs: readonly StepSpec[], closures: Step[]) => Step) | null,
): Step[] {
  const closures = specs.map(closureFor);
  if (generate === null || specs.length === 0) return closures;
  return [generate(specs, closures)];
}
