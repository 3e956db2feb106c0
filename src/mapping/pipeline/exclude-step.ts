// `exclude` and its conditional forms (docs/validator.md): when one holds for a field, the field
// is left out of the DTO — set to `undefined`, so `toJSON()` and `has()` do not show it — after
// the whole object validated. Decided on the validation payload, as the validator decides it.
// Both backends of the step (step-specs.ts) call `excludes`; only the built-in validator's
// field plans carry exclusions.
import type { FieldPlan } from '../../validator/compile-field.js';
import { isExcluded } from '../../validator/run-plan.js';
import type { RunState, Step } from './run-state.js';

/** Whether `plan`'s exclusions leave its field out, for the payload of `state`. */
export function excludes(plan: FieldPlan, state: RunState): boolean {
  return isExcluded(plan, state.payload[plan.field], state.payload);
}

/** The closure: leaves field `index` (`name` on the DTO) out when an exclusion holds. */
export function excludeStep(index: number, name: string, plan: FieldPlan): Step {
  return (state) => {
    if (!excludes(plan, state)) return undefined;
    state.values[index] = undefined;
    (state.dto as unknown as Record<string, unknown>)[name] = undefined;
    return undefined;
  };
}
