// `exclude` and its conditional forms: when one holds, the field meets none of its rules and
// reports nothing, and the request mapping leaves it out of the DTO (`FieldPlan.exclusions`).
// They are decided before the field's other rules, whatever their place in the rule string.
import { expectCount, type RuleContext, type RuleDefinition } from './definition.js';
import { matchesAny } from './matching.js';
import { readPath } from './paths.js';
import { isFilled } from './presence.js';

/** An exclusion's `build` returns a test that is `true` when the field is excluded. */
function exclusion(build: RuleDefinition['build']): RuleDefinition {
  return { parameters: 'list', readsPayload: true, excludes: true, build };
}

function dependent(params: readonly string[], context: RuleContext) {
  expectCount(params, 2, Number.POSITIVE_INFINITY);
  const [other, ...values] = params as [string, ...string[]];
  const booleanField = context.otherHasRule(other, 'boolean');
  return { other, matches: (value: unknown) => matchesAny(value, values, booleanField) };
}

export const exclusionRules: Record<string, RuleDefinition> = {
  exclude: { parameters: 'none', excludes: true, build: () => () => true },
  // `exclude_if:other,a`: excluded when other is sent and matches (Laravel's validateExcludeIf).
  exclude_if: exclusion((params, context) => {
    const { other, matches } = dependent(params, context);
    return (_, data, scope) => {
      const value = readPath(data, other, scope);
      return value !== undefined && matches(value);
    };
  }),
  exclude_unless: exclusion((params, context) => {
    const { other, matches } = dependent(params, context);
    return (_, data, scope) => !matches(readPath(data, other, scope));
  }),
  // `exclude_with:other`: excluded when other is sent; `exclude_without:a,b`: when any is not filled.
  exclude_with: exclusion((params) => {
    expectCount(params, 1);
    return (_, data, scope) => readPath(data, params[0]!, scope) !== undefined;
  }),
  exclude_without: exclusion((params) => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (_, data, scope) => params.some((other) => !isFilled(readPath(data, other, scope)));
  }),
};
