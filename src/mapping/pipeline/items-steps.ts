// The closure backend of the @Items steps (step-specs.ts; ARCHITECTURE.md "Pipeline order"):
// each element is mapped by the nested plan with the same context and an empty route; nested
// errors land in the shared error map as `field.index.sub`.
import { type ItemsRefusal, isItemObject, itemsRefusal } from './field-code.js';
import { type PlanChoice, startChild } from './plan-choice.js';
import { FAILED, type RunState, runSteps, type Step } from './run-state.js';

/**
 * Collect phase: checks the array and maps each element up to (not including) post-processing.
 * `null` is an `array` error unless the field's rules say `nullable`: a handler looping over
 * the items must never meet a `null` it was not told about.
 */
export function itemsCollectStep(index: number, name: string, choice: PlanChoice, nullable: boolean): Step {
  return (state) => {
    const value = state.values[index];
    if (value === undefined || value === FAILED || (value === null && nullable)) return undefined;
    const refusal = itemsRefusal(value, state.maxItems, state.depth, state.maxDepth);
    if (refusal !== undefined) {
      refuseItems(state, index, name, refusal);
      return undefined;
    }
    const children: RunState[] = new Array((value as unknown[]).length);
    state.values[index] = children;
    return collectItems(state, choice, name, value as unknown[], children, 0);
  };
}

/** Records why an `@Items` value was refused; `max` names the limit. */
export function refuseItems(state: RunState, index: number, name: string, refusal: ItemsRefusal): void {
  if (refusal !== 'max') {
    state.fail(index, name, refusal);
    return;
  }
  state.values[index] = FAILED;
  state.addError(name, { rule: 'max', params: [String(state.maxItems)] });
}

/** Maps `items` from `from` on (also the continuation of the generated step after a promise). */
export function collectItems(
  state: RunState,
  choice: PlanChoice,
  name: string,
  items: unknown[],
  children: RunState[],
  from: number,
): PromiseLike<unknown> | undefined {
  for (let k = from; k < items.length; k++) {
    const item = items[k];
    if (!isItemObject(item)) {
      state.addError(`${name}.${k}`, { rule: 'object' });
      continue;
    }
    const child = startChild(state, choice, item, name, k);
    if (child === undefined) continue;
    children[k] = child;
    const pending = runSteps(child.plan.collect, child, 0);
    if (pending !== undefined)
      return pending.then(() => collectItems(state, choice, name, items, children, k + 1));
  }
  return undefined;
}

/** Finish phase: post-processes every element and replaces the states by the finished DTOs. */
export function itemsFinishStep(index: number): Step {
  return (state) => {
    const children = state.values[index];
    if (!Array.isArray(children)) return undefined;
    return finishItems(state, index, children as RunState[], new Array(children.length), 0);
  };
}

/** Finishes `children` from `from` on (also the continuation of the generated step). */
export function finishItems(
  state: RunState,
  index: number,
  children: RunState[],
  dtos: unknown[],
  from: number,
): PromiseLike<unknown> | undefined {
  for (let k = from; k < children.length; k++) {
    const child = children[k]!;
    const pending = runSteps(child.plan.finish, child, 0);
    if (pending !== undefined) {
      return pending.then(() => {
        dtos[k] = child.dto;
        return finishItems(state, index, children, dtos, k + 1);
      });
    }
    dtos[k] = child.dto;
  }
  state.values[index] = dtos;
  return undefined;
}
