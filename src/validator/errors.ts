/** What is wrong with a rule string or a custom rule. */
export type RuleConfigurationErrorCode =
  | 'unknownRule'
  | 'invalidRuleParameter'
  | 'invalidRuleName'
  | 'ruleAlreadyDefined'
  | 'invalidRuleString';

/**
 * A rule string that cannot be compiled: an unknown rule, bad parameters, or a custom rule
 * registered twice. These are programming errors, raised by `compile()` (so they surface at
 * start-up), never by validating a payload.
 */
export class RuleConfigurationError extends Error {
  /** Stable machine-readable code. */
  readonly code: RuleConfigurationErrorCode;
  /** The rule name as written in the rule string. */
  readonly rule: string;
  /** The field whose rule string failed to compile, or `null` for `addRule()` errors. */
  readonly field: string | null;

  constructor(code: RuleConfigurationErrorCode, rule: string, field: string | null, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.rule = rule;
    this.field = field;
  }
}

/**
 * A rule name that is neither built in nor added with `addRule()`.
 *
 * @example
 * try { validator.compile({ age: 'integr' }); }
 * catch (error) { if (error instanceof UnknownRuleError) console.log(error.rule, error.field); } // 'integr' 'age'
 */
export class UnknownRuleError extends RuleConfigurationError {
  declare readonly field: string;

  constructor(rule: string, field: string) {
    super(
      'unknownRule',
      rule,
      field,
      `Unknown validation rule "${rule}" on field "${field}": check the spelling, or register it with validator.addRule('${rule}', fn).`,
    );
  }
}

/**
 * Parameters a rule cannot use, e.g. `max:ten`, `regex:abc` or `required_if:status`.
 *
 * @example
 * validator.compile({ name: 'max:ten' }); // throws InvalidRuleParameterError (rule 'max', field 'name')
 */
export class InvalidRuleParameterError extends RuleConfigurationError {
  declare readonly field: string;

  constructor(rule: string, field: string, problem: string) {
    super(
      'invalidRuleParameter',
      rule,
      field,
      `Invalid parameters for validation rule "${rule}" on field "${field}": ${problem}.`,
    );
  }
}
