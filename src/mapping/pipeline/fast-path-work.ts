// What the fast path (write-fast-path.ts) runs of each field, gathered from a plan's specs
// (step-specs.ts): the field's read, its checks (the `validate` spec's field plans), its cast and
// its nested collect spec. A plan with a spec of another kind has no fast path.
import type { FieldPlan } from '../../validator/compile-field.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import type { PlanSpecs, StepSpec } from './step-specs.js';

type SpecOf<K extends StepSpec['kind']> = Extract<StepSpec, { kind: K }>;

/** What the fast path runs of one field, gathered from the plan's specs. */
export interface FieldWork {
  /** The field's `read` spec: its name, position and source, and whether the scalar guard applies. */
  readonly read: SpecOf<'read'>;
  /** The built-in validator's plan of the field, when it has rules. */
  readonly checks: FieldPlan | undefined;
  /** The field's built-in cast, if any. */
  readonly cast: ResolvedCast | null;
  /** The field's `@Items` or `@Nested` collect spec, if any. */
  readonly nested: SpecOf<'itemsCollect'> | SpecOf<'nestedCollect'> | null;
}

/**
 * Each field's work in the fast path, in field order, or `null` when a spec is of a kind the
 * fast path does not write. The finish specs of nested fields have nothing left to do there: a
 * nested class that has a fast path has no post-processing.
 */
export function fastPathWork(specs: PlanSpecs): FieldWork[] | null {
  const reads: SpecOf<'read'>[] = [];
  const casts = new Map<number, ResolvedCast>();
  const nested = new Map<number, SpecOf<'itemsCollect'> | SpecOf<'nestedCollect'>>();
  const checks = new Map<string, FieldPlan>();
  for (const spec of [...specs.collect, ...specs.finish]) {
    switch (spec.kind) {
      case 'read':
        reads.push(spec);
        break;
      case 'cast':
        casts.set(spec.index, spec.cast);
        break;
      case 'itemsCollect':
      case 'nestedCollect':
        nested.set(spec.index, spec);
        break;
      case 'validate': {
        const plans = spec.validation.fieldPlans();
        if (plans === null) return null;
        for (const plan of plans) {
          if (!plan.synchronous || plan.checks.some((check) => check.readsPayload)) return null;
          // A wildcard key (`@Each`'s `tags.*`) checks elements no field read holds.
          if (plan.field.includes('*')) return null;
          checks.set(plan.field, plan);
        }
        break;
      }
      case 'itemsFinish':
      case 'nestedFinish':
      case 'assign':
        break;
      case 'payload':
      case 'exclude':
      case 'custom':
        return null;
    }
  }
  return reads.map((read) => ({
    read,
    checks: checks.get(read.name),
    cast: casts.get(read.index) ?? null,
    nested: nested.get(read.index) ?? null,
  }));
}
