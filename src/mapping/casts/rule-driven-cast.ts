// The last source of a field's default cast: what its own rules demand. Standard decorators
// carry no `design:type`, so `@Validate('required|integer') qty!: number` would otherwise keep
// the string '3' while the same class under legacy decorators casts it; reading the rules makes
// both modes give the same DTO (table in docs/mapping.md).

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
export function ruleDrivenCast(rules: string | undefined): string | undefined {
  if (rules === undefined) return undefined;
  for (const part of rules.split('|')) {
    const rule = part.trim();
    const colon = rule.indexOf(':');
    const name = colon === -1 ? rule : rule.slice(0, colon);
    if (name === 'date_format' && colon !== -1) return `datetime:${rule.slice(colon + 1)}`;
    if (Object.hasOwn(CAST_OF_RULE, name)) return CAST_OF_RULE[name];
  }
  return undefined;
}
