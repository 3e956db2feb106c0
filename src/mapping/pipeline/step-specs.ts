// The plan before it becomes code: built-in steps (reads, casts, payload entries, assignment)
// are data, so consecutive ones can be fused into one generated function; steps that call user
// code (hooks, validator, nested items) stay closures and may go asynchronous.
import type { BuiltInCast } from '../casts/cast-failed.js';
import type { FieldSource } from '../class-shape.js';
import { assignStep, castStep, payloadStep, readStep } from './field-steps.js';
import type { Step } from './run-state.js';

export type StepSpec =
  | { kind: 'read'; index: number; name: string; source: FieldSource; scalar: boolean; toPayload: boolean }
  | { kind: 'payload'; index: number; name: string }
  | { kind: 'cast'; index: number; name: string; cast: BuiltInCast; rule: string }
  | { kind: 'assign'; names: readonly string[] }
  | { kind: 'custom'; step: Step };

/** A built-in (never asynchronous, no user code) step, which code generation may fuse. */
export type BuiltInSpec = Exclude<StepSpec, { kind: 'custom' }>;

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
    case 'custom':
      return spec.step;
  }
}

/**
 * Turns specs into steps: with `fuse`, each run of consecutive built-in specs becomes one step
 * made by `fuse`; otherwise every spec is its own closure.
 */
export function materialize(specs: StepSpec[], fuse: ((run: BuiltInSpec[]) => Step) | null): Step[] {
  if (fuse === null) return specs.map(closureFor);
  const steps: Step[] = [];
  let run: BuiltInSpec[] = [];
  for (const spec of specs) {
    if (spec.kind !== 'custom') {
      run.push(spec);
      continue;
    }
    if (run.length > 0) steps.push(fuse(run));
    run = [];
    steps.push(spec.step);
  }
  if (run.length > 0) steps.push(fuse(run));
  return steps;
}
