// The plans a nested value (an `@Items` element or a `@Nested` object) is mapped with: one
// class's plan, or a union's plans by tag. The branch is chosen by the input's own tag
// property; a missing or unknown tag is an `in` error on `<field>.<tag>` listing the tags.
import type { ClassChoice } from '../class-choice.js';
import type { RequestClass } from '../class-shape.js';
import { type Plan, RunState } from './run-state.js';

export type PlanChoice =
  | { readonly tag: undefined; readonly plan: Plan }
  | {
      readonly tag: string;
      /** No prototype: any tag text is a safe key. */
      readonly plans: Readonly<Record<string, Plan>>;
      readonly tags: readonly string[];
    };

/** The plans of `choice`, through `planFor` (which may hand out a plan still being filled). */
export function planChoiceOf(choice: ClassChoice, planFor: (cls: RequestClass) => Plan): PlanChoice {
  if (choice.kind === 'class') return { tag: undefined, plan: planFor(choice.cls) };
  const plans: Record<string, Plan> = Object.create(null);
  for (const [key, cls] of choice.branches) plans[key] = planFor(cls);
  return { tag: choice.tag, plans, tags: [...choice.branches.keys()] };
}

/** The plan for `item` (an object): the class's, or the branch its own tag property names. */
export function planOf(choice: PlanChoice, item: Record<string, unknown>): Plan | undefined {
  if (choice.tag === undefined) return choice.plan;
  const tag = Object.hasOwn(item, choice.tag) ? item[choice.tag] : undefined;
  return typeof tag === 'string' ? choice.plans[tag] : undefined;
}

/**
 * Starts mapping `item` as a child of `state`: element `index` of field `name`, or its one
 * nested object when `index` is -1. `undefined` when the item's tag names no branch; the
 * error is recorded then.
 */
export function startChild(
  state: RunState,
  choice: PlanChoice,
  item: Record<string, unknown>,
  name: string,
  index: number,
): RunState | undefined {
  if (choice.tag === undefined) return RunState.forItem(choice.plan, item, state, name, index);
  const plan = planOf(choice, item);
  if (plan !== undefined) return RunState.forItem(plan, item, state, name, index);
  const at = index < 0 ? name : `${name}.${index}`;
  state.addError(`${at}.${choice.tag}`, { rule: 'in', params: [...choice.tags] });
  return undefined;
}

/** Every plan of a choice. */
export function plansOf(choice: PlanChoice): Plan[] {
  return choice.tag === undefined ? [choice.plan] : Object.values(choice.plans);
}
