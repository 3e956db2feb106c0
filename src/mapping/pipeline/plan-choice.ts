// The plans a nested value (an `@Items` element or a `@Nested` object) is mapped with: one
// class's plan, or a union's plans by tag. The branch is chosen by the input's own tag
// property; a missing or unknown tag is an `in` error on `<field>.<tag>` listing the tags.
import { type CodeWriter, literal } from '../../compiler/code-writer.js';
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

/** Up to this many branches, generated code compares the tag with each instead of calling `planOf`. */
const INLINE_TAGS = 8;

/**
 * `planOf` in generated code: writes `const branch = …`, the plan of the union branch the
 * object in `item` names, `undefined` when it names none. Small unions read the own tag
 * property and compare it with each key, as `planOf` decides it, without a call.
 */
export function writeBranchPlan(
  code: CodeWriter,
  choice: Extract<PlanChoice, { tag: string }>,
  item: string,
): void {
  if (choice.tags.length > INLINE_TAGS) {
    code.line(`const branch = ${code.ref(planOf, 'planOf')}(${code.ref(choice, 'choice')}, ${item});`);
    return;
  }
  const tag = literal(choice.tag);
  const branches = choice.tags.map(
    (key) => `tag === ${literal(key)} ? ${code.ref(choice.plans[key], 'plan')} : `,
  );
  code.line(
    `const tag = ${code.ref(Object.hasOwn, 'hasOwn')}(${item}, ${tag}) ? ${item}[${tag}] : undefined;`,
    `const branch = ${branches.join('')}undefined;`,
  );
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
