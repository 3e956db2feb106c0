// The names a validation error's `rule` can have, as types: a comparison with a name that no
// rule has (`error.rule === 'emial'`) is a compile error. Custom rules extend the union by
// declaration merging of `CustomRules`.

/** Every rule of the built-in validator, by name. */
export const BUILT_IN_RULE_NAMES = [
  'required',
  'present',
  'filled',
  'required_if',
  'required_with',
  'required_without',
  'string',
  'integer',
  'numeric',
  'boolean',
  'array',
  'object',
  'min',
  'max',
  'length',
  'min_value',
  'max_value',
  'email',
  'url',
  'uuid',
  'ulid',
  'ip',
  'regex',
  'in',
  'not_in',
  'same',
  'confirmed',
  'different',
  'date',
  'date_format',
  'before',
  'after',
] as const;

export type BuiltInRuleName = (typeof BUILT_IN_RULE_NAMES)[number];

/** What the request mapping reports itself: its guards, casts and limits. */
export type MappingRuleName =
  | 'scalar'
  | 'int'
  | 'float'
  | 'bool'
  | 'datetime'
  | 'depth'
  | 'object'
  | 'array'
  | 'string'
  | 'max';

/**
 * Names of custom rules (`validator.addRule`) and of a foreign validator's rules, added by
 * declaration merging so they type-check too.
 *
 * @example
 * declare module 'intake' {
 *   interface CustomRules { mimes: true }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by users through declaration merging
export interface CustomRules {}

/** A validation error's `rule`: built in, the mapping's own, or a declared custom rule. */
export type RuleName = BuiltInRuleName | MappingRuleName | Extract<keyof CustomRules, string>;

/** The errors of a `ValidationException`: per field path, the rules that failed. */
export type RuleErrors = Record<string, Array<{ rule: RuleName; params?: string[] }>>;
