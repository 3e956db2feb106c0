export {
  InvalidRuleParameterError,
  RuleConfigurationError,
  type RuleConfigurationErrorCode,
  UnknownRuleError,
} from './errors.js';
export { defaultMessages, messageFor } from './messages.js';
export type { ValidatorOptions } from './options.js';
export {
  BUILT_IN_RULE_NAMES,
  type BuiltInRuleName,
  type CustomRules,
  type MappingRuleName,
  type RuleErrors,
  type RuleName,
} from './rule-names.js';
export type { Lookup, LookupQuery } from './rules/application.js';
export type {
  CompiledValidation,
  CustomRule,
  RunnableValidation,
  ValidationErrors,
  ValidationFailure,
  ValidationRun,
  ValidatorInterface,
} from './types.js';
export { Validator } from './validator.js';
