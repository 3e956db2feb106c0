export {
  InvalidRuleParameterError,
  RuleConfigurationError,
  type RuleConfigurationErrorCode,
  UnknownRuleError,
} from './errors.js';
export { defaultMessages, messageFor } from './messages.js';
export type {
  CompiledValidation,
  CustomRule,
  ValidationErrors,
  ValidationFailure,
  ValidatorInterface,
} from './types.js';
export { Validator, type ValidatorOptions } from './validator.js';
