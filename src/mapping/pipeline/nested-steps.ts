// The closure backend of the @Nested steps (step-specs.ts): the one nested object is mapped by
// its class's plan (or the union branch its tag names) with the same context and an empty
// route, as an `@Items` element is; its errors land under `field.sub`.
import { nestedRefusal } from './field-code.js';
import { type PlanChoice, startChild } from './plan-choice.js';
import { FAILED, RunState, runSteps, type Step } from './run-state.js';

/**
 * Collect phase: checks the value and maps it up to (not including) post-processing. `null`
 * is an `object` error unless the field's rules say `nullable`.
 */
export function nestedCollectStep(index: number, name: string, choice: PlanChoice, nullable: boolean): Step {
  return (state) => {
    const value = state.values[index];
    if (value === undefined || value === FAILED || (value === null && nullable)) return undefined;
    const refusal = nestedRefusal(value, state.depth, state.maxDepth);
    if (refusal !== undefined) {
      state.fail(index, name, refusal);
      return undefined;
    }
    const child = startChild(state, choice, value as Record<string, unknown>, name, -1);
    state.values[index] = child ?? FAILED;
    return child === undefined ? undefined : runSteps(child.plan.collect, child, 0);
  };
}

/** Finish phase: post-processes the nested object and puts its DTO in place of its state. */
export function nestedFinishStep(index: number): Step {
  return (state) => {
    const child = state.values[index];
    if (!(child instanceof RunState)) return undefined;
    const pending = runSteps(child.plan.finish, child, 0);
    if (pending === undefined) {
      state.values[index] = child.dto;
      return undefined;
    }
    return pending.then(() => {
      state.values[index] = child.dto;
    });
  };
}
