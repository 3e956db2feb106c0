// The names a validation error's `rule` can have, as types: a comparison with a name that no
// rule has (`error.rule === 'emial'`) is a compile error. Custom rules extend the union by
// declaration merging of `CustomRules`.

/** Every rule of the built-in validator, by name. */
export const BUILT_IN_RULE_NAMES = [
  'required',
  'present',
  'filled',
  'required_if',
  'required_unless',
  'required_with',
  'required_with_all',
  'required_without',
  'required_without_all',
  'required_if_accepted',
  'required_if_declined',
  'present_if',
  'present_unless',
  'present_with',
  'present_with_all',
  'missing',
  'missing_if',
  'missing_unless',
  'missing_with',
  'missing_with_all',
  'prohibited',
  'prohibited_if',
  'prohibited_unless',
  'prohibited_if_accepted',
  'prohibited_if_declined',
  'prohibits',
  'exclude',
  'exclude_if',
  'exclude_unless',
  'exclude_with',
  'exclude_without',
  'accepted',
  'accepted_if',
  'declined',
  'declined_if',
  'string',
  'integer',
  'int',
  'numeric',
  'boolean',
  'bool',
  'array',
  'list',
  'object',
  'required_array_keys',
  'in_array_keys',
  'contains',
  'doesnt_contain',
  'in_array',
  'distinct',
  'min',
  'max',
  'size',
  'between',
  'gt',
  'gte',
  'lt',
  'lte',
  'length',
  'min_value',
  'max_value',
  'email',
  'url',
  'uuid',
  'ulid',
  'ip',
  'ipv4',
  'ipv6',
  'mac_address',
  'timezone',
  'regex',
  'not_regex',
  'alpha',
  'alpha_num',
  'alpha_dash',
  'ascii',
  'lowercase',
  'uppercase',
  'starts_with',
  'ends_with',
  'doesnt_start_with',
  'doesnt_end_with',
  'hex_color',
  'json',
  'base64',
  'digits',
  'digits_between',
  'min_digits',
  'max_digits',
  'decimal',
  'multiple_of',
  'in',
  'not_in',
  'enum',
  'same',
  'confirmed',
  'different',
  'date',
  'date_format',
  'before',
  'after',
  'before_or_equal',
  'after_or_equal',
  'date_equals',
  'file',
  'image',
  'mimes',
  'mimetypes',
  'extensions',
  'dimensions',
  'exists',
  'unique',
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
 *   interface CustomRules { slug: true }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by users through declaration merging
export interface CustomRules {}

/** A validation error's `rule`: built in, the mapping's own, or a declared custom rule. */
export type RuleName = BuiltInRuleName | MappingRuleName | Extract<keyof CustomRules, string>;

/** The errors of a `ValidationException`: per field path, the rules that failed. */
export type RuleErrors = Record<string, Array<{ rule: RuleName; params?: string[] }>>;
