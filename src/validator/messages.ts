// English messages for humans. The data shape stays `{ rule, params }`; these templates only
// turn it into text, and every one can be replaced (per rule, or per `field.rule`) for
// translation.
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
  required_with: 'The :attribute field is required when :others is present.',
  required_without: 'The :attribute field is required when :others is not present.',
  string: 'The :attribute field must be a string.',
  integer: 'The :attribute field must be an integer.',
  numeric: 'The :attribute field must be a number.',
  boolean: 'The :attribute field must be true or false.',
  array: 'The :attribute field must be an array.',
  object: 'The :attribute field must be an object.',
  email: 'The :attribute field must be a valid email address.',
  url: 'The :attribute field must be a valid URL.',
  uuid: 'The :attribute field must be a valid UUID.',
  ulid: 'The :attribute field must be a valid ULID.',
  ip: 'The :attribute field must be a valid IP address.',
  regex: 'The :attribute field format is invalid.',
  date: 'The :attribute field must be a valid date.',
  date_format: 'The :attribute field must match the format :format.',
  before: 'The :attribute field must be a date before :date.',
  after: 'The :attribute field must be a date after :date.',
  in: 'The selected :attribute is invalid.',
  not_in: 'The selected :attribute is invalid.',
  min: 'The :attribute field must have a length of at least :min.',
  max: 'The :attribute field must not have a length greater than :max.',
  length: 'The :attribute field must have a length of exactly :length.',
  min_value: 'The :attribute field must be at least :min.',
  max_value: 'The :attribute field must not be greater than :max.',
  same: 'The :attribute field must match :other.',
  different: 'The :attribute field and :other must be different.',
  confirmed: 'The :attribute field confirmation does not match.',
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
  ['same', ['other']],
  ['different', ['other']],
  ['required_if', ['other']],
]);

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
    if (key === 'values') return params.slice(failure.rule === 'required_if' ? 1 : 0).join(', ');
    const position = /^\d+$/.test(key) ? Number(key) : names.indexOf(key);
    const param = position >= 0 ? params[position] : undefined;
    if (param === undefined) return whole;
    return key === 'other' ? displayName(param) : param;
  });
}

/**
 * The default English message for one error, without a `Validator` instance (what the HTTP
 * kernel shows unless given its own formatter). `Validator.message()` adds overrides.
 *
 * @example
 * messageFor('email', { rule: 'required' }); // 'The email field is required.'
 */
export function messageFor(field: string, failure: ValidationFailure): string {
  const template = Object.hasOwn(defaultMessages, failure.rule)
    ? defaultMessages[failure.rule]!
    : GENERIC_MESSAGE;
  return interpolate(template, humanize(field), failure, humanize);
}
