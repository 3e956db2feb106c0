// The typed lane of a field on the fast path (docs/mapping.md, "The fast path"): when a value arrives
// already of the type the field wants — a JSON number for a numeric field, a boolean for a
// boolean one, a string for a text field, a plain object for a `@Nested` one — one condition
// settles the whole field: every check's fast path holds and the cast would return the value
// unchanged. The lane then keeps the value and skips the field's general code (number reading,
// rule calls, the cast call). When the condition is false nothing is decided: the general code
// runs as before, so the lane can only take a shortcut to the result the general code gives.
import { type CodeWriter, literal } from '../../shared/code-writer.js';
import type { ValueType } from '../../validator/rules/definition.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import type { FieldWork } from './fast-path-work.js';
import { itemObjectCode } from './field-code.js';

export interface TypedLane {
  readonly type: ValueType;
  /** The whole lane as an expression over `v`: its type, then what must hold for a value of it. */
  readonly test: string;
}

/**
 * Where each built-in cast returns a value of the lane's type unchanged: the condition under
 * which it does (scalar-casts.ts). Other casts (datetime, array) have no lane.
 */
const unchangedBy: Readonly<Record<ResolvedCast['rule'], { type: ValueType; condition: string } | null>> = {
  int: { type: 'number', condition: 'Number.isSafeInteger(v)' },
  float: { type: 'number', condition: 'Number.isFinite(v)' },
  bool: { type: 'boolean', condition: 'true' },
  string: { type: 'string', condition: 'true' },
  array: null,
  datetime: null,
};

/**
 * The lane of a scalar `field`, or `null` when it has none (`@Items` and `@Nested` fields, a cast
 * that changes the value, text read as a number…).
 */
export function typedLane(field: FieldWork, code: CodeWriter): TypedLane | null {
  if (field.nested !== null) return null;
  const checks = field.checks?.checks ?? [];
  const readsNumber = checks.some((check) => check.readsNumber);
  let type: ValueType;
  let castCondition: string | undefined;
  if (field.cast !== null) {
    const unchanged = unchangedBy[field.cast.rule];
    if (unchanged === null) return null;
    type = unchanged.type;
    if (unchanged.condition !== 'true') castCondition = unchanged.condition;
  } else {
    type = readsNumber ? 'number' : checks.some((check) => check.rule === 'boolean') ? 'boolean' : 'string';
  }
  return laneOf(field, type, `typeof v === ${literal(type)}`, castCondition, code);
}

/**
 * The object lane of a `@Nested` field in the whole-object lane (whole-lane.ts), which then hands
 * the object to its class's fast path; `null` for any other field.
 */
export function wholeObjectLane(field: FieldWork, code: CodeWriter): TypedLane | null {
  if (field.nested?.kind !== 'nestedCollect' || field.cast !== null) return null;
  return laneOf(field, 'object', itemObjectCode(code, 'v'), undefined, code);
}

/**
 * The lane of `field` for values of `type` (`typeTest` over `v`). A check whose fast path does
 * not decide for a value of that type is asked itself, as the per-field code does: a value that
 * only the rule can judge (`min:15` on text shorter than 30 units, an e-mail address) keeps its
 * lane.
 */
function laneOf(
  field: FieldWork,
  type: ValueType,
  typeTest: string,
  castCondition: string | undefined,
  code: CodeWriter,
): TypedLane | null {
  const checks = field.checks?.checks ?? [];
  // A number lane's fast paths read the value itself; other types have fast paths that read
  // `n`, its parsed number, which a lane does not compute: such a field has no lane.
  if (type !== 'number' && checks.some((check) => check.readsNumber)) return null;
  // A Set: the cast's condition and a rule's are often the same test (`numeric` + float).
  const conditions = new Set<string>();
  if (castCondition !== undefined) conditions.add(castCondition);
  for (const check of checks) {
    const fastPath = check.typedFastPaths?.[type];
    // The payload, the checks' second argument, is never read on a fast path (fast-path.ts).
    const call = `${code.ref(check.test, 'test')}(v, undefined)`;
    if (fastPath === undefined || fastPath === 'false') conditions.add(call);
    // A condition the cast already requires (`Number.isFinite(v)` of `numeric` + float) holds.
    else if (fastPath !== 'true' && !conditions.has(fastPath)) conditions.add(`(${fastPath}) || ${call}`);
  }
  const test = [typeTest, ...[...conditions].map((condition) => `(${condition})`)];
  return { type, test: test.join(' && ') };
}
