// The typed lane of a field on the fast path (docs/mapping.md, "The fast path"): when a value arrives
// already of the type the field wants — a JSON number for a numeric field, a boolean for a
// boolean one, a string for a text field — one condition settles the whole field: every
// check's fast path holds and the cast would return the value unchanged. The lane then keeps
// the value and skips the field's general code (number reading, rule calls, the cast call).
// When the condition is false nothing is decided: the general code runs as before, so the lane
// can only take a shortcut to the result the general code gives.
import { literal } from '../../shared/code-writer.js';
import type { CompiledCheck, FieldPlan } from '../../validator/compile-field.js';
import type { ValueType } from '../../validator/rules/definition.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import type { FieldShape } from '../class-shape.js';

export type LaneType = ValueType;

export interface TypedLane {
  readonly type: LaneType;
  /** The whole lane as an expression over `v`: its type, then what must hold for a value of it. */
  readonly test: string;
}

/**
 * Where each built-in cast returns a value of the lane's type unchanged: the condition under
 * which it does (scalar-casts.ts). Other casts (datetime, array) have no lane.
 */
const unchangedBy: Readonly<Record<ResolvedCast['rule'], { type: LaneType; condition: string } | null>> = {
  int: { type: 'number', condition: 'Number.isSafeInteger(v)' },
  float: { type: 'number', condition: 'Number.isFinite(v)' },
  bool: { type: 'boolean', condition: 'true' },
  string: { type: 'string', condition: 'true' },
  array: null,
  datetime: null,
};

/**
 * The lane of a `@Nested` field in the whole-object lane (whole-lane.ts): a plain object whose
 * field rules all pass for any plain object (`required`) is mapped by its class's fast path.
 */
export interface ObjectLane {
  readonly type: 'object';
}

/** The object lane of `field`, or `null` when it is no `@Nested` field or a rule must see the object. */
export function objectLane(field: FieldShape, plan: FieldPlan | undefined): ObjectLane | null {
  if (field.nested === undefined || field.cast !== null) return null;
  return (plan?.checks ?? []).every((check) => check.passesObjects) ? { type: 'object' } : null;
}

/**
 * The lane of `field`, or `null` when the field has none (nested items, a cast that changes the
 * value, text read as a number…). A check whose fast path does not decide for a value of the
 * lane's type is asked itself (`testOf` names its test in the generated code), as the per-field
 * code does: a value that only the rule can judge (`min:15` on text shorter than 30 units, an
 * e-mail address) keeps its lane.
 */
export function typedLane(
  field: FieldShape,
  plan: FieldPlan | undefined,
  testOf: (check: CompiledCheck) => string,
): TypedLane | null {
  if (field.items !== undefined || field.nested !== undefined) return null;
  const checks = plan?.checks ?? [];
  const readsNumber = checks.some((check) => check.readsNumber);
  let type: LaneType;
  // A Set: the cast's condition and a rule's are often the same test (`numeric` + float).
  const conditions = new Set<string>();
  if (field.cast !== null) {
    const unchanged = unchangedBy[field.cast.rule];
    if (unchanged === null) return null;
    type = unchanged.type;
    if (unchanged.condition !== 'true') conditions.add(unchanged.condition);
  } else {
    type = readsNumber ? 'number' : checks.some((check) => check.rule === 'boolean') ? 'boolean' : 'string';
  }
  // A number lane's fast paths read the value itself; text and booleans have fast paths that
  // read `n`, its parsed number, which a lane does not compute: such a field has no lane.
  if (readsNumber && type !== 'number') return null;
  for (const check of checks) {
    const fastPath = check.typedFastPaths?.[type];
    // The payload, the checks' second argument, is never read on a fast path (fast-path.ts).
    const call = `${testOf(check)}(v, undefined)`;
    if (fastPath === undefined || fastPath === 'false') conditions.add(call);
    // A condition the cast already requires (`Number.isFinite(v)` of `numeric` + float) holds.
    else if (fastPath !== 'true' && !conditions.has(fastPath)) conditions.add(`(${fastPath}) || ${call}`);
  }
  const test = [`typeof v === ${literal(type)}`, ...[...conditions].map((condition) => `(${condition})`)];
  return { type, test: test.join(' && ') };
}
