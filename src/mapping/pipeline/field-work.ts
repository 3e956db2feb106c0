// What the fast path runs of one field (docs/mapping.md, "The fast path"), gathered from the
// plan's specs by fast-path.ts and read by the writers (write-fast-path.ts, typed-lane.ts,
// whole-lane.ts): a module of its own, so that the writers do not import the module that calls them.
import type { FieldPlan } from '../../validator/compile-field.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import type { StepSpec } from './step-specs.js';

/** The spec of one kind. */
export type SpecOf<K extends StepSpec['kind']> = Extract<StepSpec, { kind: K }>;

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
