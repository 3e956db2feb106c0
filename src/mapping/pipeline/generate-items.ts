// Optional code generation for @Items steps: the same work as `itemsCollectStep` and
// `itemsFinishStep` (items-steps.ts), but one function per field, so the call into the nested
// plan's steps is a call site of its own that always reaches the same function (V8 inlines it).
// The shared closures' call site sees every nested class of the application and goes
// megamorphic. The nested plan is read when the step runs, not when it is generated, because a
// class that nests itself is still being compiled then. Async continuations reuse the closures.
import { collectItems, emptyRoute, finishItems } from './items-steps.js';
import { FAILED, type Plan, RunState, runSteps, type Step } from './run-state.js';

function compile(source: string, plan: Plan): Step {
  const factory = new Function(
    'plan',
    'FAILED',
    'RunState',
    'runSteps',
    'collectItems',
    'finishItems',
    'emptyRoute',
    'isArray',
    `"use strict";\n${source}`,
  );
  return factory(
    plan,
    FAILED,
    RunState,
    runSteps,
    collectItems,
    finishItems,
    emptyRoute,
    Array.isArray,
  ) as Step;
}

/** Generated `itemsCollectStep(index, name, plan)`: same checks, errors and order. */
export function generateItemsCollectStep(index: number, name: string, plan: Plan, nullable: boolean): Step {
  const field = JSON.stringify(name);
  const skipsNull = nullable ? ' || value === null' : '';
  return compile(
    `return function itemsCollect(state) {
  const value = state.values[${index}];
  if (value === undefined || value === FAILED${skipsNull}) return undefined;
  if (!isArray(value)) { state.fail(${index}, ${field}, "array"); return undefined; }
  if (value.length > state.maxItems) {
    state.values[${index}] = FAILED;
    state.addError(${field}, { rule: "max", params: [String(state.maxItems)] });
    return undefined;
  }
  if (state.depth >= state.maxDepth) { state.fail(${index}, ${field}, "depth"); return undefined; }
  const children = new Array(value.length);
  state.values[${index}] = children;
  for (let k = 0; k < value.length; k++) {
    const item = value[k];
    if (typeof item !== "object" || item === null || isArray(item)) {
      state.addError(${field} + "." + k, { rule: "object" });
      continue;
    }
    const child = new RunState(plan, item, emptyRoute, state.context, state.maxDepth, state.maxItems, state, ${field}, k, state.depth + 1);
    children[k] = child;
    const steps = plan.collect;
    const pending = steps.length === 1 ? steps[0](child) : runSteps(steps, child, 0);
    if (pending !== undefined) return pending.then(() => collectItems(state, plan, ${field}, value, children, k + 1));
  }
  return undefined;
};`,
    plan,
  );
}

/** Generated `itemsFinishStep(index)` for items of `plan`. */
export function generateItemsFinishStep(index: number, plan: Plan): Step {
  return compile(
    `return function itemsFinish(state) {
  const children = state.values[${index}];
  if (!isArray(children)) return undefined;
  const dtos = new Array(children.length);
  for (let k = 0; k < children.length; k++) {
    const child = children[k];
    const steps = plan.finish;
    const pending = steps.length === 1 ? steps[0](child) : runSteps(steps, child, 0);
    if (pending !== undefined) {
      return pending.then(() => {
        dtos[k] = child.dto;
        return finishItems(state, ${index}, children, dtos, k + 1);
      });
    }
    dtos[k] = child.dto;
  }
  state.values[${index}] = dtos;
  return undefined;
};`,
    plan,
  );
}
