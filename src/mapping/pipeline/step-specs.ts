// The plan before it becomes code: built-in steps (reads, casts, payload entries, assignment)
// are data, so consecutive ones can be fused into one generated function; steps that call user
// code (hooks, validator, nested items) stay closures and may go asynchronous.
import type { LeanValidation } from '../../validator/lean.js';
import type { BuiltInCast } from '../casts/cast-failed.js';
import type { FieldSource } from '../class-shape.js';
import { assignStep, castStep, payloadStep, readStep } from './field-steps.js';
import type { Step } from './run-state.js';
import { validateStep } from './validate-step.js';

export type StepSpec =
  | { kind: 'read'; index: number; name: string; source: FieldSource; scalar: boolean; toPayload: boolean }
  | { kind: 'payload'; index: number; name: string }
  | {
      kind: 'cast';
      index: number;
      name: string;
      cast: BuiltInCast;
      rule: string;
      /** Where the lean validation leaves this field's value read as a number (int/float casts). */
      numberSlot?: number;
    }
  | { kind: 'assign'; names: readonly string[] }
  | { kind: 'validate'; run: LeanValidation; lean: boolean }
  | { kind: 'custom'; step: Step };

/** A built-in (never asynchronous, no user code) step, which code generation writes inline. */
export type BuiltInSpec = Exclude<StepSpec, { kind: 'custom' | 'validate' }>;

/** The closure for one spec: the path used when code generation is off or unavailable. */
export function closureFor(spec: StepSpec): Step {
  switch (spec.kind) {
    case 'read':
      return readStep(spec.index, spec.name, spec.source, spec.scalar, spec.toPayload);
    case 'payload':
      return payloadStep(spec.index, spec.name);
    case 'cast':
      return castStep(spec.index, spec.name, spec.cast, spec.rule);
    case 'assign':
      return assignStep(spec.names);
    case 'validate':
      return validateStep(spec.run);
    case 'custom':
      return spec.step;
  }
}

/**
 * Turns specs into steps: every spec its own closure, or with `generate` one generated step
 * for the whole list (which falls back to the closures after a step went asynchronous).
 */
export function materialize(
  specs: StepSpec[],
  generate: ((specs: StepSpec[], closures: Step[]) => Step) | null,
): Step[] {
  const closures = specs.map(closureFor);
  if (generate === null || specs.length === 0) return closures;
  return [generate(specs, closures)];
}
