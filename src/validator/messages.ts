// English messages for humans. The data shape stays `{ rule, params }`; these templates only
// turn it into text, and every one can be replaced (per rule, or per `field.rule`) for
// translation.
import { isDateBound } from './rules/dates.js';
import { toFiniteNumber } from './rules/definition.js';
import type { ValidationFailure } from './types.js';

/**
 * Default templates. Placeholders: `:attribute` (the field's display name), `:0`, `:1`, …
 * (parameters by position), `:params` (all, comma-separated), `:others` (all, as field
 * names), plus the named ones of `PARAMETER_NAMES`.
 */
export const defaultMessages: Readonly<Record<string, string>> = {
  required: 'The :attribute field is required.',
  present: 'The :attribute field must be present.',
  filled: 'The :attribute field must have a value.',
  required_if: 'The :attribute field is required when :other is :values.',
  required_unless: 'The :attribute field is required unless :other is in :values.',
  required_with: 'The :attribute field is required when :others is present.',
  required_with_all: 'The :attribute field is required when :others are present.',
  required_without: 'The :attribute field is required when :others is not present.',
  required_without_all: 'The :attribute field is required when none of :others are present.',
  required_if_accepted: 'The :attribute field is required when :other is accepted.',
  required_if_declined: 'The :attribute field is required when :other is declined.',
  present_if: 'The :attribute field must be present when :other is :values.',
  present_unless: 'The :attribute field must be present unless :other is :values.',
  present_with: 'The :attribute field must be present when :others is present.',
  present_with_all: 'The :attribute field must be present when :others are present.',
  missing: 'The :attribute field must be missing.',
  missing_if: 'The :attribute field must be missing when :other is :values.',
  missing_unless: 'The :attribute field must be missing unless :other is :values.',
  missing_with: 'The :attribute field must be missing when :others is present.',
  missing_with_all: 'The :attribute field must be missing when :others are present.',
  prohibited: 'The :attribute field is prohibited.',
  prohibited_if: 'The :attribute field is prohibited when :other is :values.',
  prohibited_unless: 'The :attribute field is prohibited unless :other is in :values.',
  prohibited_if_accepted: 'The :attribute field is prohibited when :other is accepted.',
  prohibited_if_declined: 'The :attribute field is prohibited when :other is declined.',
  prohibits: 'The :attribute field prohibits :others from being present.',
  accepted: 'The :attribute field must be accepted.',
  accepted_if: 'The :attribute field must be accepted when :other is :values.',
  declined: 'The :attribute field must be declined.',
  declined_if: 'The :attribute field must be declined when :other is :values.',
  string: 'The :attribute field must be a string.',
  integer: 'The :attribute field must be an integer.',
  numeric: 'The :attribute field must be a number.',
  boolean: 'The :attribute field must be true or false.',
  array: 'The :attribute field must be an array.',
  list: 'The :attribute field must be a list.',
  required_array_keys: 'The :attribute field must contain entries for: :params.',
  in_array_keys: 'The :attribute field must contain at least one of these keys: :params.',
  contains: 'The :attribute field is missing a required value.',
  doesnt_contain: 'The :attribute field must not contain any of the following: :params.',
  in_array: 'The :attribute field must exist in :other.',
  distinct: 'The :attribute field has a duplicate value.',
  object: 'The :attribute field must be an object.',
  email: 'The :attribute field must be a valid email address.',
  url: 'The :attribute field must be a valid URL.',
  uuid: 'The :attribute field must be a valid UUID.',
  ulid: 'The :attribute field must be a valid ULID.',
  ip: 'The :attribute field must be a valid IP address.',
  ipv4: 'The :attribute field must be a valid IPv4 address.',
  ipv6: 'The :attribute field must be a valid IPv6 address.',
  mac_address: 'The :attribute field must be a valid MAC address.',
  timezone: 'The :attribute field must be a valid timezone.',
  regex: 'The :attribute field format is invalid.',
  not_regex: 'The :attribute field format is invalid.',
  alpha: 'The :attribute field must only contain letters.',
  alpha_num: 'The :attribute field must only contain letters and numbers.',
  alpha_dash: 'The :attribute field must only contain letters, numbers, dashes, and underscores.',
  ascii: 'The :attribute field must only contain single-byte alphanumeric characters and symbols.',
  lowercase: 'The :attribute field must be lowercase.',
  uppercase: 'The :attribute field must be uppercase.',
  starts_with: 'The :attribute field must start with one of the following: :params.',
  ends_with: 'The :attribute field must end with one of the following: :params.',
  doesnt_start_with: 'The :attribute field must not start with one of the following: :params.',
  doesnt_end_with: 'The :attribute field must not end with one of the following: :params.',
  hex_color: 'The :attribute field must be a valid hexadecimal color.',
  json: 'The :attribute field must be a valid JSON string.',
  base64: 'The :attribute field must be a valid Base64 string.',
  digits: 'The :attribute field must be :digits digits.',
  digits_between: 'The :attribute field must be between :min and :max digits.',
  min_digits: 'The :attribute field must have at least :min digits.',
  max_digits: 'The :attribute field must not have more than :max digits.',
  decimal: 'The :attribute field must have :decimal decimal places.',
  multiple_of: 'The :attribute field must be a multiple of :value.',
  date: 'The :attribute field must be a valid date.',
  date_format: 'The :attribute field must match the format :format.',
  before: 'The :attribute field must be a date before :date.',
  after: 'The :attribute field must be a date after :date.',
  before_or_equal: 'The :attribute field must be a date before or equal to :date.',
  after_or_equal: 'The :attribute field must be a date after or equal to :date.',
  date_equals: 'The :attribute field must be a date equal to :date.',
  file: 'The :attribute field must be a file.',
  image: 'The :attribute field must be an image.',
  mimes: 'The :attribute field must be a file of type: :params.',
  mimetypes: 'The :attribute field must be a file of type: :params.',
  extensions: 'The :attribute field must have one of the following extensions: :params.',
  dimensions: 'The :attribute field has invalid image dimensions.',
  exists: 'The selected :attribute is invalid.',
  unique: 'The :attribute has already been taken.',
  in: 'The selected :attribute is invalid.',
  not_in: 'The selected :attribute is invalid.',
  enum: 'The selected :attribute is invalid.',
  // Size rules: by what the field's type rule says they measure (`min:string`), else neutral.
  min: 'The :attribute field must be at least :min.',
  'min:string': 'The :attribute field must be at least :min characters.',
  'min:array': 'The :attribute field must have at least :min items.',
  'min:numeric': 'The :attribute field must be at least :min.',
  'min:file': 'The :attribute field must be at least :min kilobytes.',
  max: 'The :attribute field must be at most :max.',
  'max:string': 'The :attribute field must be at most :max characters.',
  'max:array': 'The :attribute field must have at most :max items.',
  'max:numeric': 'The :attribute field must be at most :max.',
  'max:file': 'The :attribute field must be at most :max kilobytes.',
  length: 'The :attribute field must have a length of exactly :length.',
  size: 'The :attribute field must be :size.',
  'size:string': 'The :attribute field must be :size characters.',
  'size:array': 'The :attribute field must have :size items.',
  'size:numeric': 'The :attribute field must be :size.',
  'size:file': 'The :attribute field must be :size kilobytes.',
  between: 'The :attribute field must be between :min and :max.',
  'between:string': 'The :attribute field must be between :min and :max characters.',
  'between:array': 'The :attribute field must have between :min and :max items.',
  'between:numeric': 'The :attribute field must be between :min and :max.',
  'between:file': 'The :attribute field must be between :min and :max kilobytes.',
  gt: 'The :attribute field must be greater than :value.',
  gte: 'The :attribute field must be greater than or equal to :value.',
  lt: 'The :attribute field must be less than :value.',
  lte: 'The :attribute field must be less than or equal to :value.',
  min_value: 'The :attribute field must be at least :min.',
  max_value: 'The :attribute field must not be greater than :max.',
  same: 'The :attribute field must match :other.',
  different: 'The :attribute field and :other must be different.',
  confirmed: 'The :attribute field confirmation does not match.',
  // A request body that is not an object (a JSON array, a number, a string) is reported on `*`.
  '*.object': 'The request body must be a JSON object or form fields.',
  // Rules the request mapping reports (ARCHITECTURE.md "Pipeline order"): guards and casts.
  scalar: 'The :attribute field must be a single value, not a list or an object.',
  int: 'The :attribute field must be an integer.',
  float: 'The :attribute field must be a number.',
  bool: 'The :attribute field must be true or false.',
  datetime: 'The :attribute field must be a valid date.',
};

/** Fallback for rules without a template (custom rules, unless `addRule` was given one). */
export const GENERIC_MESSAGE = 'The :attribute field is invalid.';

/** Names for parameters by position, so templates read like Laravel's (`:min`, `:other`). */
const PARAMETER_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['min', ['min']],
  ['max', ['max']],
  ['length', ['length']],
  ['min_value', ['min']],
  ['max_value', ['max']],
  ['date_format', ['format']],
  ['before', ['date']],
  ['after', ['date']],
  ['before_or_equal', ['date']],
  ['after_or_equal', ['date']],
  ['date_equals', ['date']],
  ['same', ['other']],
  ['different', ['other']],
  ['in_array', ['other']],
  ['size', ['size']],
  ['between', ['min', 'max']],
  ['digits', ['digits']],
  ['digits_between', ['min', 'max']],
  ['min_digits', ['min']],
  ['max_digits', ['max']],
  ['decimal', ['decimal']],
  ['multiple_of', ['value']],
  ['gt', ['value']],
  ['gte', ['value']],
  ['lt', ['value']],
  ['lte', ['value']],
  ...[
    'required_if',
    'required_unless',
    'required_if_accepted',
    'required_if_declined',
    'present_if',
    'present_unless',
    'missing_if',
    'missing_unless',
    'prohibited_if',
    'prohibited_unless',
    'prohibited_if_accepted',
    'prohibited_if_declined',
    'accepted_if',
    'declined_if',
  ].map((rule): [string, string[]] => [rule, ['other']]),
]);

/** Rules whose first parameter names a field and whose `:values` are the rest. */
const FIELD_THEN_VALUES: ReadonlySet<string> = new Set(
  [...PARAMETER_NAMES]
    .filter(([rule, names]) => names[0] === 'other' && rule.includes('_'))
    .map(([rule]) => rule),
);

/** Parameters that name a field only when they are not a number or a date (`gt:5` vs `gt:min`). */
const FIELD_OR_VALUE: ReadonlySet<string> = new Set([
  'gt',
  'gte',
  'lt',
  'lte',
  'before',
  'after',
  'before_or_equal',
  'after_or_equal',
  'date_equals',
]);

/** How a message names a field: its last key (`password` for `user.password`), or the whole path. */
export type AttributeNames = 'leaf' | 'path';

/**
 * The part of a path a message names: the last key that is not a list index
 * (`lines.0.qty` → `qty`, `tags.0` → `tags`); the whole path with `'path'`.
 */
export function attributeOf(field: string, names: AttributeNames = 'leaf'): string {
  if (names === 'path' || !field.includes('.')) return field;
  const keys = field.split('.');
  for (let index = keys.length - 1; index >= 0; index--) {
    const key = keys[index]!;
    if (key !== '*' && !/^\d+$/.test(key)) return key;
  }
  return field;
}

/**
 * The template keys of one failure, most specific first: by field and rule, by rule and what a
 * size rule measured (`min:string`), by rule.
 */
export function templateKeys(field: string, failure: ValidationFailure): string[] {
  const measures = (failure as { measures?: string }).measures;
  const keys = [`${field}.${failure.rule}`];
  if (measures !== undefined) keys.push(`${failure.rule}:${measures}`);
  keys.push(failure.rule);
  return keys;
}

/** `first_name` / `firstName` → `first name`: the default display name of a field. */
export function humanize(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

const PLACEHOLDER = /:([A-Za-z_]+|\d+)/g;

/** Fills a template for one failure. Unknown placeholders are left as written. */
export function interpolate(
  template: string,
  attribute: string,
  failure: ValidationFailure,
  displayName: (field: string) => string,
): string {
  const params = failure.params ?? [];
  const names = PARAMETER_NAMES.get(failure.rule) ?? [];
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    if (key === 'attribute') return attribute;
    if (key === 'params') return params.join(', ');
    if (key === 'others') return params.map(displayName).join(' / ');
    if (key === 'values') return params.slice(FIELD_THEN_VALUES.has(failure.rule) ? 1 : 0).join(', ');
    const position = /^\d+$/.test(key) ? Number(key) : names.indexOf(key);
    const param = position >= 0 ? params[position] : undefined;
    if (param === undefined) return whole;
    if (key === 'other') return displayName(param);
    // `before:starts` and `gt:min` name a field: its display name, as `same` prints it.
    if (
      FIELD_OR_VALUE.has(failure.rule) &&
      position === 0 &&
      !isDateBound(param) &&
      toFiniteNumber(param) === undefined
    )
      return displayName(param);
    return param;
  });
}

/**
 * The default English message for one error, without a `Validator` instance (what the HTTP
 * kernel shows unless given its own formatter). `Validator.message()` adds overrides.
 *
 * @example
 * messageFor('user.email', { rule: 'required' }); // 'The email field is required.'
 * messageFor('user.email', { rule: 'required' }, 'path'); // 'The user.email field is required.'
 */
export function messageFor(
  field: string,
  failure: ValidationFailure,
  names: AttributeNames = 'leaf',
): string {
  const key = templateKeys(field, failure).find((candidate) => Object.hasOwn(defaultMessages, candidate));
  const template = key === undefined ? GENERIC_MESSAGE : defaultMessages[key]!;
  const display = (name: string) => humanize(attributeOf(name, names));
  return interpolate(template, display(field), failure, display);
}
