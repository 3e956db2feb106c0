// Turns one field's rule string into a flat plan of checks — once, at compile time.
import { InvalidRuleParameterError, UnknownRuleError } from './errors.js';
import { type ParameterTemplate, parseTemplate, resolveParameters } from './placeholders.js';
import { type FieldReader, fieldReader } from './read-field.js';
import { type RuleToken, splitParameterList, splitRuleString } from './rule-string.js';
import type { Lookup } from './rules/application.js';
import { dateParserFor } from './rules/dates.js';
import {
  type RuleContext,
  type RuleDefinition,
  RuleParameterProblem,
  type RuleTest,
  type ValueType,
} from './rules/definition.js';
import { builtInRules, MODIFIERS } from './rules/index.js';
import { type PathScope, pathSteps } from './rules/paths.js';
import type { ValidationFailure } from './types.js';

export interface CompiledCheck {
  readonly rule: string;
  /** An implicit (presence) rule: the only kind that runs on an absent value. */
  readonly implicit: boolean;
  /**
   * A failure here ends the field's checks: a presence rule (as in Laravel) or a type rule
   * (docs/validator.md "One message per mistake"), so `integer|min_value:1` on `'abc'`
   * reports `integer` alone.
   */
  readonly stops: boolean;
  readonly test: RuleTest;
  /** An inline expression implying a pass, for generated code (see `RuleDefinition.fastPath`). */
  readonly fastPath: string | undefined;
  /** `fastPath` for a value known to be of each type (a number's reads `v`, never `n`). */
  readonly typedFastPaths: Readonly<Record<ValueType, string>> | undefined;
  /** Whether `fastPath` reads `n`, the value as a number (see `RuleDefinition.readsNumber`). */
  readonly readsNumber: boolean;
  /** The test reads other payload fields (see `RuleDefinition.readsPayload`), or parameters from them. */
  readonly readsPayload: boolean;
  /** Every string the check passes is filled (see `RuleDefinition.fillsText`). */
  readonly fillsText: boolean;
  /** Builds the error entry; only called when the check failed. */
  readonly failure: (data: Record<string, unknown>, scope?: PathScope) => ValidationFailure;
}

export interface FieldPlan {
  /** The field as written in the rules object: a key, a dotted path, or a pattern with `*`. */
  readonly field: string;
  /** The steps of a pattern with `*` (`['items', '*', 'id']`), whose values the runner expands; else undefined. */
  readonly pattern: readonly string[] | undefined;
  readonly read: FieldReader;
  /** Every check, in rule-string order. */
  readonly checks: readonly CompiledCheck[];
  /** The implicit checks alone: what runs when the value is absent, or null and nullable. */
  readonly implicitChecks: readonly CompiledCheck[];
  readonly nullable: boolean;
  /** `bail`: stop at the field's first failure. */
  readonly bail: boolean;
  /** `sometimes`: an absent field meets no rule at all, not even the presence rules. */
  readonly sometimes: boolean;
  /** `exclude*` tests, `true` when the field is left out: no rule runs and no error is reported. */
  readonly exclusions: readonly RuleTest[];
  /** Rules that ask the application (`exists`, `unique`), run apart by lookups.ts. */
  readonly lookups: readonly CompiledCheck[];
  /**
   * Only built-in checks, which always return booleans (custom rules may return promises), and
   * no exclusions or lookups: such a field can be written inline by generated code.
   */
  readonly synchronous: boolean;
}

export interface CompileSettings {
  readonly lookup: (name: string) => RuleDefinition | undefined;
  readonly regexMaxLength: number;
  /** The rule string of another field of the same rules object, if it has one. */
  readonly rulesOf?: (field: string) => string | undefined;
  /** Enums by name, for `enum:<name>`. */
  readonly enums?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** Application lookups by name, for `exists:`/`unique:`. */
  readonly lookups?: ReadonlyMap<string, Lookup>;
}

/** The rules that make the size rules measure a numeric value by its number (Laravel's `numericRules`). */
const NUMERIC_RULES: ReadonlySet<string> = new Set(['numeric', 'integer', 'int', 'decimal']);

/** Rules that say what a value is: when one fails, the field's other rules have nothing to check. */
const TYPE_RULES: ReadonlySet<string> = new Set([
  'string',
  'integer',
  'int',
  'numeric',
  'decimal',
  'boolean',
  'bool',
  'array',
  'list',
  'object',
  'file',
  'image',
]);

/** The size rules, whose messages say what they measured (`characters`, `items`…). */
const SIZE_RULES: ReadonlySet<string> = new Set(['min', 'max', 'size', 'between']);

/** What the size rules of a field measure, from its type rules; `undefined` without one. */
export type Measure = 'string' | 'array' | 'numeric' | 'file';

function measureOf(names: ReadonlySet<string>): Measure | undefined {
  if ([...NUMERIC_RULES].some((name) => names.has(name))) return 'numeric';
  if (names.has('file') || names.has('image') || names.has('mimes') || names.has('mimetypes')) return 'file';
  if (names.has('array') || names.has('list')) return 'array';
  if (names.has('string')) return 'string';
  return undefined;
}

/**
 * Marks a size failure with what was measured, for its message (`min.string`: "at least 8
 * characters"). Not enumerable: the error data stays `{ rule, params }`, in JSON and in
 * comparisons.
 */
function withMeasure<T extends object>(failure: T, measure: Measure): T {
  return Object.defineProperty(failure, 'measures', { value: measure, enumerable: false });
}

/** The parameter text of rule `name` in a rule string: `''` for a rule without one, `undefined` when absent. */
function ruleIn(rules: string | undefined, name: string): string | undefined {
  if (rules === undefined) return undefined;
  const token = splitRuleString(rules).find((candidate) => candidate.name === name);
  return token === undefined ? undefined : (token.parameterText ?? '');
}

/** What a field's rules compile to, apart from where the field is read. */
type FieldChecks = Omit<FieldPlan, 'field' | 'pattern' | 'read'>;

/**
 * The checks of rule strings made only of built-in rules that read nothing of the field they
 * check (`RuleDefinition.readsFieldContext`), by `regexMaxLength` and rule string: the same
 * for every field that writes them, in every validator.
 */
const sharedChecks = new Map<string, FieldChecks>();
/** Beyond this many distinct strings (rules written at run time) the rest compile per field. */
const SHARED_CHECKS_LIMIT = 2_000;

/** Compiles `'required|string|max:50'` for `field`; throws `RuleConfigurationError`s. */
export function compileField(field: string, rules: string, settings: CompileSettings): FieldPlan {
  const key = `${settings.regexMaxLength}|${rules}`;
  let checks = sharedChecks.get(key);
  if (checks === undefined) {
    const tokens = splitRuleString(rules);
    checks = fieldChecks(field, tokens, settings);
    if (sharedChecks.size < SHARED_CHECKS_LIMIT && tokens.every((token) => isShared(token, settings))) {
      sharedChecks.set(key, checks);
    }
  }
  return {
    field,
    // Only a field with a `*` has a `*` step: other names need not be split.
    pattern: field.includes('*') && pathSteps(field).includes('*') ? pathSteps(field) : undefined,
    read: fieldReader(field),
    ...checks,
  };
}

/**
 * Whether `token`'s check is the same for every field: a modifier, or intake's own definition
 * of a rule that reads nothing but its parameters, written without placeholders.
 */
function isShared({ name, parameterText }: RuleToken, settings: CompileSettings): boolean {
  if (MODIFIERS.has(name)) return true;
  const definition = settings.lookup(name);
  return (
    definition !== undefined &&
    definition === builtInRules.get(name) &&
    definition.readsFieldContext !== true &&
    definition.readsPayload !== true &&
    definition.asksApplication !== true &&
    definition.excludes !== true &&
    definition.custom !== true &&
    (parameterText === undefined || !parameterText.includes('{'))
  );
}

function fieldChecks(field: string, tokens: readonly RuleToken[], settings: CompileSettings): FieldChecks {
  const measure = measureOf(new Set(tokens.map((token) => token.name)));
  const dateFormat = tokens.find((token) => token.name === 'date_format')?.parameterText;
  const parseDate = dateParserFor(dateFormat);
  const context: RuleContext = {
    field,
    parseDate,
    hasDateFormat: dateFormat !== undefined,
    regexMaxLength: settings.regexMaxLength,
    numeric: tokens.some((token) => NUMERIC_RULES.has(token.name)),
    // Another field is read with its own date_format, else with this field's (Laravel's checkDateTimeOrder).
    dateParserOf: (other) => {
      const otherFormat = ruleIn(settings.rulesOf?.(other), 'date_format');
      return otherFormat === undefined ? parseDate : dateParserFor(otherFormat);
    },
    otherHasRule: (other, name) => ruleIn(settings.rulesOf?.(other), name) !== undefined,
    enumNamed: (name) => settings.enums?.get(name),
    lookupNamed: (name) => settings.lookups?.get(name),
  };
  const checks: CompiledCheck[] = [];
  const exclusions: RuleTest[] = [];
  const lookups: CompiledCheck[] = [];
  const modifiers = new Set<string>();
  let synchronous = true;
  for (const { name, parameterText } of tokens) {
    if (MODIFIERS.has(name)) {
      if (parameterText !== undefined)
        throw new InvalidRuleParameterError(name, field, 'takes no parameters');
      modifiers.add(name);
      continue;
    }
    const definition = settings.lookup(name);
    if (definition === undefined) throw new UnknownRuleError(name, field);
    if (definition.custom === true || definition.asynchronous === true) synchronous = false;
    const check = compileCheck(
      name,
      definition,
      splitParameters(name, field, definition, parameterText),
      context,
      SIZE_RULES.has(name) ? measure : undefined,
    );
    if (definition.excludes === true) exclusions.push(check.test);
    else if (definition.asksApplication === true) lookups.push(check);
    else checks.push(check);
  }
  return {
    checks,
    implicitChecks: checks.filter((check) => check.implicit),
    nullable: modifiers.has('nullable'),
    bail: modifiers.has('bail'),
    sometimes: modifiers.has('sometimes'),
    exclusions,
    lookups,
    // Exclusions and lookups run outside the checks: code that writes the checks inline
    // (generated validation, the mapping's fused functions) must leave such a field to the runner.
    synchronous: synchronous && exclusions.length === 0 && lookups.length === 0,
  };
}

function splitParameters(
  rule: string,
  field: string,
  definition: RuleDefinition,
  text: string | undefined,
): readonly string[] {
  if (text === undefined) return [];
  if (definition.parameters === 'none')
    throw new InvalidRuleParameterError(rule, field, 'takes no parameters');
  return Object.freeze(definition.parameters === 'whole' ? [text] : splitParameterList(text));
}

function compileCheck(
  rule: string,
  definition: RuleDefinition,
  params: readonly string[],
  context: RuleContext,
  measure: Measure | undefined,
): CompiledCheck {
  const implicit = definition.implicit === true;
  const stops = implicit || TYPE_RULES.has(rule);
  const mark =
    measure === undefined
      ? <T extends object>(failure: T) => failure
      : <T extends object>(failure: T) => withMeasure(failure, measure);
  const templates = definition.placeholders === false ? undefined : withTemplates(params);
  if (templates === undefined) {
    let test: RuleTest;
    try {
      test = definition.build(params, context);
    } catch (error) {
      if (error instanceof RuleParameterProblem)
        throw new InvalidRuleParameterError(rule, context.field, error.message);
      throw error;
    }
    const failure = params.length === 0 ? () => mark({ rule }) : () => mark({ rule, params: [...params] });
    const fastPath = definition.fastPath?.(params, undefined, context);
    const typedFastPaths =
      fastPath === undefined
        ? undefined
        : {
            number: definition.fastPath!(params, 'number', context),
            string: definition.fastPath!(params, 'string', context),
            boolean: definition.fastPath!(params, 'boolean', context),
            object: definition.fastPath!(params, 'object', context),
          };
    const readsNumber =
      fastPath !== undefined &&
      (typeof definition.readsNumber === 'function'
        ? definition.readsNumber(context)
        : definition.readsNumber === true);
    const readsPayload = definition.readsPayload === true || definition.custom === true;
    return {
      rule,
      implicit,
      stops,
      test,
      fastPath,
      typedFastPaths,
      readsNumber,
      readsPayload,
      fillsText: definition.fillsText?.(params) === true,
      failure,
    };
  }
  // Placeholders: the check is rebuilt per call from the resolved parameters; parameters that
  // cannot work with this payload's values fail the rule instead of throwing.
  const test: RuleTest = (value, data, scope) => {
    const resolved = resolveParameters(templates, data, scope);
    if (resolved === undefined) return false;
    try {
      return definition.build(Object.freeze(resolved), context)(value, data, scope);
    } catch (error) {
      if (error instanceof RuleParameterProblem) return false;
      throw error;
    }
  };
  const failure = (data: Record<string, unknown>, scope?: PathScope) =>
    mark({
      rule,
      params: resolveParameters(templates, data, scope) ?? [...params],
    });
  return {
    rule,
    implicit,
    stops,
    test,
    fastPath: undefined,
    typedFastPaths: undefined,
    readsNumber: false,
    readsPayload: true,
    fillsText: false,
    failure,
  };
}

/** The parameters with placeholders parsed, or `undefined` when none has one. */
function withTemplates(params: readonly string[]): ReadonlyArray<string | ParameterTemplate> | undefined {
  const templates = params.map((param) => parseTemplate(param) ?? param);
  return templates.some((template) => typeof template !== 'string') ? templates : undefined;
}
