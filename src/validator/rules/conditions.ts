// The conditional presence rules: `required_*`, `present_*`, `missing*` and `prohibited*` demand
// (or forbid) a value depending on other fields, read by dotted path. Which of them run on an
// absent field follows Laravel's implicit rules: `required*`, `present*` and `missing*` do;
// `prohibited*` and `prohibits` do not (an absent field is never a prohibited value).
import { expectCount, type RuleContext, type RuleDefinition, type RuleTest } from './definition.js';
import { isAccepted, isDeclined, matchesAny } from './matching.js';
import { type PathScope, readPath } from './paths.js';
import { isFilled } from './presence.js';

export type Condition = (data: Record<string, unknown>, scope: PathScope | undefined) => boolean;
type Demand = (value: unknown) => boolean;

const isPresent: Demand = (value) => value !== undefined;
const isMissing: Demand = (value) => value === undefined;
const isNotFilled: Demand = (value) => !isFilled(value);

/** How a rule's parameters become the condition under which its demand applies (also for acceptance.ts and exclusions.ts). */
export const conditions = {
  /** `x_if:other,a,b`: other matches a value. */
  if: (params: readonly string[], context: RuleContext): Condition => {
    expectCount(params, 2, Number.POSITIVE_INFINITY);
    const [other, ...values] = params as [string, ...string[]];
    const booleanField = context.otherHasRule(other, 'boolean');
    return (data, scope) => matchesAny(readPath(data, other, scope), values, booleanField);
  },
  /** `required_if` demands nothing while the other field is not sent at all (Laravel's validateRequiredIf). */
  ifSent: (params: readonly string[], context: RuleContext): Condition => {
    const matches = conditions.if(params, context);
    return (data, scope) => readPath(data, params[0]!, scope) !== undefined && matches(data, scope);
  },
  /** `x_unless:other,a,b`: other matches none of the values. */
  unless: (params: readonly string[], context: RuleContext): Condition => {
    const matches = conditions.if(params, context);
    return (data, scope) => !matches(data, scope);
  },
  /** `x_with:a,b`: any of the fields is filled (`required`'s sense). */
  withAny: (params: readonly string[]): Condition => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (data, scope) => params.some((other) => isFilled(readPath(data, other, scope)));
  },
  withAll: (params: readonly string[]): Condition => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (data, scope) => params.every((other) => isFilled(readPath(data, other, scope)));
  },
  withoutAny: (params: readonly string[]): Condition => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (data, scope) => params.some((other) => !isFilled(readPath(data, other, scope)));
  },
  withoutAll: (params: readonly string[]): Condition => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (data, scope) => params.every((other) => !isFilled(readPath(data, other, scope)));
  },
  /** `present_with:a,b` and `missing_with:a,b` ask whether the keys are sent at all. */
  sentAny: (params: readonly string[]): Condition => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (data, scope) => params.some((other) => readPath(data, other, scope) !== undefined);
  },
  sentAll: (params: readonly string[]): Condition => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    return (data, scope) => params.every((other) => readPath(data, other, scope) !== undefined);
  },
  accepted: (params: readonly string[]): Condition => {
    expectCount(params, 1);
    return (data, scope) => isAccepted(readPath(data, params[0]!, scope));
  },
  declined: (params: readonly string[]): Condition => {
    expectCount(params, 1);
    return (data, scope) => isDeclined(readPath(data, params[0]!, scope));
  },
};

/** A rule that applies `demand` to the value when `condition` holds for the payload. */
function conditional(
  condition: (params: readonly string[], context: RuleContext) => Condition,
  demand: Demand,
  implicit: boolean,
): RuleDefinition {
  return {
    parameters: 'list',
    implicit,
    readsPayload: true,
    build(params, context): RuleTest {
      const holds = condition(params, context);
      return (value, data, scope) => !holds(data, scope) || demand(value);
    },
  };
}

export const conditionRules: Record<string, RuleDefinition> = {
  required_if: conditional(conditions.ifSent, isFilled, true),
  required_unless: conditional(conditions.unless, isFilled, true),
  required_with: conditional(conditions.withAny, isFilled, true),
  required_with_all: conditional(conditions.withAll, isFilled, true),
  required_without: conditional(conditions.withoutAny, isFilled, true),
  required_without_all: conditional(conditions.withoutAll, isFilled, true),
  required_if_accepted: conditional(conditions.accepted, isFilled, true),
  required_if_declined: conditional(conditions.declined, isFilled, true),

  present_if: conditional(conditions.if, isPresent, true),
  present_unless: conditional(conditions.unless, isPresent, true),
  present_with: conditional(conditions.sentAny, isPresent, true),
  present_with_all: conditional(conditions.sentAll, isPresent, true),

  missing: { parameters: 'none', implicit: true, build: () => isMissing },
  missing_if: conditional(conditions.if, isMissing, true),
  missing_unless: conditional(conditions.unless, isMissing, true),
  missing_with: conditional(conditions.sentAny, isMissing, true),
  missing_with_all: conditional(conditions.sentAll, isMissing, true),

  prohibited: { parameters: 'none', build: () => isNotFilled },
  prohibited_if: conditional(conditions.if, isNotFilled, false),
  prohibited_unless: conditional(conditions.unless, isNotFilled, false),
  prohibited_if_accepted: conditional(conditions.accepted, isNotFilled, false),
  prohibited_if_declined: conditional(conditions.declined, isNotFilled, false),
  // `prohibits:a,b`: when this field is filled, the others must not be.
  prohibits: {
    parameters: 'list',
    readsPayload: true,
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value, data, scope) =>
        !isFilled(value) || params.every((other) => !isFilled(readPath(data, other, scope)));
    },
  },
};
