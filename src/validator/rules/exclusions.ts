// `exclude` and its conditional forms: when one holds, the field meets none of its rules and
// reports nothing. `FieldPlan.exclusions` carries them for the request mapping, which leaves
// such a field out of the DTO (src/mapping/pipeline/exclude-step.ts).
// They are decided before the field's other rules, whatever their place in the rule string.
import { type Condition, conditions } from './conditions.js';
import { expectCount, type RuleContext, type RuleDefinition } from './definition.js';

/** An exclusion's test is `true` when the field is excluded: when its condition holds. */
function exclusion(
  condition: (params: readonly string[], context: RuleContext) => Condition,
): RuleDefinition {
  return {
    parameters: 'list',
    readsPayload: true,
    excludes: true,
    build(params, context) {
      const holds = condition(params, context);
      return (_, data, scope) => holds(data, scope);
    },
  };
}

export const exclusionRules: Record<string, RuleDefinition> = {
  exclude: { parameters: 'none', excludes: true, build: () => () => true },
  // `exclude_if:other,a`: excluded when other is sent and matches (Laravel's validateExcludeIf).
  exclude_if: exclusion(conditions.ifSent),
  exclude_unless: exclusion(conditions.unless),
  // `exclude_with:other`: excluded when other is sent; `exclude_without:a,b`: when any is not filled.
  exclude_with: exclusion((params) => {
    expectCount(params, 1);
    return conditions.sentAny(params);
  }),
  exclude_without: exclusion(conditions.withoutAny),
};
