// The typed lane of a field on the fast path (ARCHITECTURE.md, "The fast path"): when a value arrives
// already of the type the field wants — a JSON number for a numeric field, a boolean for a
// boolean one, a string for a text field, a plain object for a `@Nested` one — one condition
// settles the whole field: every check's fast path holds and the cast would return the value
// unchanged. The lane then keeps the value and skips the field's general code (number reading,
// rule calls, the cast call). When the condition is false nothing is decided: the general code
// runs as before, so the lane can only take a shortcut to the result the general code gives.
import { type CodeWriter, literal } from '../../compiler/code-writer.js';
import { memoByText } from '../../shared/text-memo.js';
import type { ValueType } from '../../validator/rules/definition.js';
import { castUnchangedWhen } from '../casts/scalar-casts.js';
import type { FieldWork } from './fast-path-work.js';
import { itemObjectCode } from './field-code.js';

export interface TypedLane {
  readonly type: ValueType;
  /**
   * The whole lane as an expression over `v`: its type, then what must hold for a value of it.
   * It may assign the scratch local `c` (`RuleDefinition.fastPath`), which code using it declares.
   */
  readonly test: string;
  /**
   * For text whose lane includes `required`'s (or `filled`'s) test: the lane without it, which the
   * whole-object lane may test instead, asking `textsFilled` of all such fields at once.
   */
  readonly unfilledTest?: string;
}

/**
 * The lane of a scalar `field`, or `null` when it has none (`@Items` and `@Nested` fields, a cast
 * that changes the value, text read as a number…).
 */
export function typedLane(field: FieldWork, code: CodeWriter): TypedLane | null {
  const kind = laneKindOf(field);
  if (kind === null) return null;
  const { type, castCondition } = kind;
  return laneOf(field, type, `typeof v === ${literal(type)}`, castCondition, code);
}

/** Which values a scalar field's lane takes: their type, and what the cast asks of them beyond it. */
export interface LaneKind {
  readonly type: ValueType;
  /** The cast's "unchanged" test over `v`, where it asks more than the type. */
  readonly castCondition: string | undefined;
}

/**
 * The kind of the typed lane of `field`, or `null` when it has none: what `typedLane` writes its
 * test for, and what the first tier (first-tier.ts) asks of a value before its fast path is written.
 */
export function laneKindOf(field: FieldWork): LaneKind | null {
  if (field.nested !== null) return null;
  const checks = field.checks?.checks ?? [];
  const readsNumber = checks.some((check) => check.readsNumber);
  let type: ValueType;
  let castCondition: string | undefined;
  if (field.cast !== null) {
    const unchanged = castUnchangedWhen[field.cast.rule];
    if (unchanged === null) return null;
    type = unchanged.type;
    if (unchanged.condition !== 'true') castCondition = unchanged.condition;
  } else {
    type = readsNumber ? 'number' : checks.some((check) => check.rule === 'boolean') ? 'boolean' : 'string';
  }
  // A number lane's fast paths read the value itself; other types have fast paths that read
  // `n`, its parsed number, which a lane does not compute: such a field has no lane.
  if (type !== 'number' && readsNumber) return null;
  return { type, castCondition };
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
  if (type !== 'number' && checks.some((check) => check.readsNumber)) return null;
  // A Set: two checks may come to the same condition.
  const conditions = new Set<string>();
  // What the cast's condition guarantees (a safe integer is finite): a fast path's parts found
  // here are not asked again. Only the cast's: a check's condition may hold through its rule.
  const known = new Set<string>();
  if (castCondition !== undefined) {
    conditions.add(castCondition);
    known.add(castCondition);
    for (const implied of impliedBy[castCondition] ?? []) known.add(implied);
  }
  // A text that another check passes only when filled (`in:a,b`, `email`) needs no presence
  // test of its own: where that check holds, `required` and `filled` do.
  const filledByAnother = type === 'string' && checks.some((check) => check.fillsText);
  let filledCondition: string | undefined;
  for (const check of checks) {
    const fills = check.rule === 'required' || check.rule === 'filled';
    if (filledByAnother && fills) continue;
    const fastPath = check.typedFastPaths?.[type];
    // The payload, the checks' second argument, is never read on a fast path (fast-path.ts).
    const call = `${code.ref(check.test, 'test')}(v, undefined)`;
    if (fastPath === undefined || fastPath === 'false') {
      conditions.add(call);
      continue;
    }
    // `integer` after an `int` cast holds already, and its rule is never called; `min_value:0`
    // after it is left with `v >= 0`.
    const parts = conjuncts(fastPath).filter((part) => part !== 'true' && !known.has(part));
    if (parts.length === 0) continue;
    const condition = `(${parts.join(' && ')}) || ${call}`;
    conditions.add(condition);
    if (fills && type === 'string') filledCondition = condition;
  }
  const written = (condition: string) => `(${type === 'number' ? inNumberForm(condition) : condition})`;
  const test = [typeTest, ...[...conditions].map(written)].join(' && ');
  if (filledCondition === undefined) return { type, test };
  const unfilled = [typeTest, ...[...conditions].filter((c) => c !== filledCondition).map(written)];
  return { type, test, unfilledTest: unfilled.join(' && ') };
}

/**
 * The number tests of the fast paths and casts, spelled for a value known to be a number (the
 * lane's type test comes first) in arithmetic that every tier of V8 compiles inline: Maglev, which
 * runs a lane before TurboFan does, calls `Number.isFinite` and `Number.isSafeInteger` out of
 * line. A finite number less itself is 0 (infinities and NaN give NaN); a number that truncation
 * to 32 bits keeps is an integer, and only others need the call.
 */
const numberForms: Readonly<Record<string, string>> = {
  'Number.isFinite(v)': 'v - v === 0',
  'Number.isInteger(v)': '(v | 0) === v || Number.isInteger(v)',
  'Number.isSafeInteger(v)': '(v | 0) === v || Number.isSafeInteger(v)',
};

/** `condition` with each number test in its form, in parentheses unless already between them. */
const inNumberForm = memoByText(numberFormOf, 2_000);

function numberFormOf(condition: string): string {
  const whole = numberForms[condition];
  if (whole !== undefined) return whole;
  return condition.replace(
    /(\()?(Number\.is(?:Finite|Integer|SafeInteger)\(v\))(\))?/g,
    (test, open: string | undefined, call: string, close: string | undefined) => {
      const form = numberForms[call];
      if (form === undefined) return test;
      return open !== undefined && close !== undefined ? `(${form})` : `${open ?? ''}(${form})${close ?? ''}`;
    },
  );
}

/** Number tests and what each implies: a safe integer is an integer, an integer is finite. */
const impliedBy: Readonly<Record<string, readonly string[]>> = {
  'Number.isSafeInteger(v)': ['Number.isInteger(v)', 'Number.isFinite(v)'],
  'Number.isInteger(v)': ['Number.isFinite(v)'],
};

/**
 * The parts of `expression` joined by `&&` at its top level; the whole expression as its one part
 * where it has `||`, `?`, a string literal, an assignment (a later part may read what it
 * assigned) or unbalanced parentheses between them, which this split does not read.
 */
const conjuncts = memoByText(conjunctsOf, 2_000);

function conjunctsOf(expression: string): readonly string[] {
  if (/\|\||\?|["'`]| = /.test(expression)) return [expression];
  const parts = expression.split(' && ');
  const balanced = (part: string) => {
    let depth = 0;
    for (const char of part) {
      depth += char === '(' ? 1 : char === ')' ? -1 : 0;
      if (depth < 0) return false;
    }
    return depth === 0;
  };
  return parts.every(balanced) ? parts : [expression];
}
