// The shape every rule — built in or custom — is compiled from.
import { parseNumberText } from '../number-text.js';
import type { Lookup } from './application.js';
import type { PathScope } from './paths.js';

/** The types a value may be known to have in generated code; `object`: a plain object (not null, not an array). */
export type ValueType = 'number' | 'string' | 'boolean' | 'object';

/**
 * The per-call check a rule compiles to: `true` when the value passes. `scope` is given for the
 * values of a `*` field (the indices its `*` steps took, see paths.ts).
 */
export type RuleTest = (
  value: unknown,
  data: Record<string, unknown>,
  scope?: PathScope,
) => boolean | Promise<boolean>;

/** What a rule knows about its field while it is being compiled. */
export interface RuleContext {
  readonly field: string;
  /** Parses the field's value as a date: the field's `date_format` when it has one, else the default. */
  readonly parseDate: (value: unknown) => number | undefined;
  /** The field has a `date_format` rule. */
  readonly hasDateFormat: boolean;
  /** Strings longer than this never reach a user-supplied `regex:` pattern. */
  readonly regexMaxLength: number;
  /**
   * The field has `numeric`, `integer` or `decimal`: the size rules then measure a numeric
   * value by its number, as Laravel does (docs/validator.md "Sizes").
   */
  readonly numeric: boolean;
  /** The date parser of another field of the same rules object: its own `date_format`, else this field's. */
  readonly dateParserOf: (field: string) => (value: unknown) => number | undefined;
  /** Whether another field of the same rules object has rule `name` (`required_if` asks for `boolean`). */
  readonly otherHasRule: (field: string, name: string) => boolean;
  /** The lookup registered under `name` (`ValidatorOptions.lookups`), for `exists:`/`unique:`. */
  readonly lookupNamed: (name: string) => Lookup | undefined;
  /** The enum registered under `name` (`ValidatorOptions.enums`), for `enum:<name>`. */
  readonly enumNamed: (name: string) => Readonly<Record<string, unknown>> | undefined;
}

export interface RuleDefinition {
  /**
   * How the text after the first `:` is read: `none` (no parameters allowed), `list`
   * (comma-separated) or `whole` (one parameter that may contain commas, e.g. a pattern).
   */
  readonly parameters: 'none' | 'list' | 'whole';
  /** Whether `{field}` placeholders in parameters are resolved (off for patterns and formats). */
  readonly placeholders?: boolean;
  /** Added with `addRule()`: may return a promise or a non-boolean truthy value. */
  readonly custom?: boolean;
  /** A built-in rule whose test returns a promise (file content). */
  readonly asynchronous?: boolean;
  /**
   * Asks the application (`exists`, `unique`): run apart, after every other rule of the payload
   * passed, with the caller's context and signal in `scope.application` (lookups.ts).
   */
  readonly asksApplication?: boolean;
  /**
   * The test reads other fields of the payload (its second argument): `same`, `required_with`,
   * date bounds naming a field… Code that validates without building a payload skips such rules.
   */
  readonly readsPayload?: boolean;
  /**
   * The check depends on more than the rule string: `build`, `fastPath` or the test reads the
   * field's name or what the validator registers (`context.field`, `enumNamed`…). Rules that read
   * the payload or ask the application count as such too; every other built-in rule is compiled
   * once per rule string and shared by the fields that write it (compile-field.ts).
   */
  readonly readsFieldContext?: boolean;
  /**
   * Whether every string the rule passes with `params` is filled (not blank once trimmed): where
   * such a rule holds for a text, `required` and `filled` hold too, and the mapping's typed lane
   * (src/mapping/pipeline/typed-lane.ts) does not test them again.
   */
  fillsText?(params: readonly string[]): boolean;
  /** Runs even when the field is absent or null-and-nullable (`required*`, `present`, `filled`). */
  readonly implicit?: boolean;
  /**
   * An exclusion (`exclude_if`…): its test says whether the field is left out — then none of
   * its rules run and the mapping drops it — rather than whether it passes.
   */
  readonly excludes?: boolean;
  /**
   * Builds the check once per field. Throws a `RuleParameterProblem` when the parameters
   * cannot work; with `{field}` placeholders this runs per call, and a throw then fails the rule.
   */
  build(params: readonly string[], context: RuleContext): RuleTest;
  /**
   * Optional, for generated code: a JavaScript expression over `v` that, when true, implies
   * the test passes (e.g. `typeof v === "string" && v.length <= 50` for `max:50`), so the
   * common case runs inline; when false, the test decides. Called only with parameters
   * `build` accepted; parameters enter the expression only as numbers `build` parsed or as
   * `JSON.stringify` literals, never as raw text. With `type`, `v` is known to be of that type
   * (`typeof v === type`; for `'object'` a plain object) and the expression may rely on it — `'true'` where every value of the
   * type passes; with `'number'` it reads `v` itself, never `n`. A rule with nothing better
   * returns its general expression. With a `type`, the expression may also keep a value it
   * reads twice in the scratch local `c`, which code asking typed fast paths declares: assigned
   * before it is read, inside the one expression (`(c = v.charCodeAt(0)) > 32 && c < 127`).
   * A twin of `build`'s test kept for speed: test/validator/typed-fast-paths.property.test.ts
   * holds every built-in rule's expression to its test.
   */
  fastPath?(params: readonly string[], type?: ValueType, context?: RuleContext): string;
  /**
   * The fast path may also read `n`: the value as a number, read once per field and call by
   * `readNumber` (a number as is, decimal text parsed, anything else `NaN`). Not for implicit
   * rules (which also run when the value is absent). A function decides per field (the size
   * rules read `n` only on numeric fields).
   */
  readonly readsNumber?: boolean | ((context: RuleContext) => boolean);
}

/** Thrown by `build()` to say what is wrong with the parameters; the compiler adds rule and field. */
export class RuleParameterProblem extends Error {}

/** Helpers that keep parameter checks one line each in the rule files. */
export function expectCount(params: readonly string[], min: number, max = min): void {
  if (params.length < min || params.length > max) {
    const wanted =
      min === max ? `${min}` : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
    throw new RuleParameterProblem(`expects ${wanted} parameter(s), got ${params.length}`);
  }
}

export function expectSize(param: string): number {
  if (!/^\d{1,15}$/.test(param)) throw new RuleParameterProblem(`"${param}" is not a non-negative integer`);
  return Number(param);
}

export function expectNumber(param: string): number {
  const number = toFiniteNumber(param);
  if (number === undefined) throw new RuleParameterProblem(`"${param}" is not a number`);
  return number;
}

/** A finite number from a number or a decimal string (`'42'`, `'-1.5'`, `'1e3'`), else undefined. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  // NaN (not decimal text) and ±Infinity (`'1e400'`) both fail here.
  const number = parseNumberText(value, true, false);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The text form a scalar is compared by (`in`, `required_if`, placeholders): strings as is,
 * finite numbers and booleans as `String()` writes them; anything else has none.
 */
export function scalarText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return undefined;
  }
}
