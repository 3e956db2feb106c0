// The last source of a field's default cast: what its own rules demand. Standard decorators
// carry no `design:type`, so `@Validate('required|integer') qty!: number` would otherwise keep
// the string '3' while the same class under legacy decorators casts it; reading the rules makes
// both modes give the same DTO (table in docs/mapping.md).
import type { RuleToken } from '../../validator/rule-string.js';

/** The rule → cast table, in the order the rules are looked at. */
const CAST_OF_RULE: Readonly<Record<string, string>> = {
  integer: 'int',
  numeric: 'float',
  boolean: 'bool',
  date: 'datetime',
  array: 'array',
};

/**
 * The cast spec the first type-giving rule of `rules` demands, or undefined. `date_format:<fmt>`
 * casts with the same format the rule checked, so every value that passes can be cast.
 */
export function ruleDrivenCast(rules: readonly RuleToken[]): string | undefined {
  for (const { name, parameterText } of rules) {
    if (name === 'date_format' && parameterText !== undefined) return `datetime:${parameterText}`;
    if (Object.hasOwn(CAST_OF_RULE, name)) return CAST_OF_RULE[name];
  }
  return undefined;
}
