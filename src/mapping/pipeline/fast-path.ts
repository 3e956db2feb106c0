// Which plans get a fast path (write-fast-path.ts; fast-path-work.ts gathers what it runs of
// each field), and building it on first need. The fast path is the plan's specs (step-specs.ts)
// written for the valid case only, field by field: read, check inline, cast, nested objects
// through their own fast path.
// It takes a plan only when every spec is of a kind it writes — reads, the built-in validator's
// checks, built-in casts, `@Items` and `@Nested` — and no check reads other payload fields (the
// fast path never builds the payload). Hooks, generators, exclusions and a foreign validator
// keep the steps only, and so does jitless (no fast path is ever asked for).
import type { ClassShape, RequestClass } from '../class-shape.js';
import { fastPathWork } from './fast-path-work.js';
import { planChoiceOf, plansOf } from './plan-choice.js';
import type { BuiltFastPath, FastPath, Plan } from './run-state.js';
import type { PlanSpecs } from './step-specs.js';
import { writeFastPath } from './write-fast-path.js';

/** The fast path of a plan with `specs`, or `null` when one of them is of a kind it does not write. */
export function buildFastPath(shape: ClassShape, specs: PlanSpecs): BuiltFastPath | null {
  const fields = fastPathWork(specs);
  if (fields === null) return null;
  // The same specs give the same work again (fastPathWork answered it once).
  const fieldsAgain = () => fastPathWork(specs)!;
  return writeFastPath({ cls: shape.cls, fields, fastPathOf, fieldsAgain });
}

/**
 * The plan's fast path, built on first need: the handler asks on a class's first call (or
 * `compile`), a parent's fast path when it reaches a nested class. The general steps are built
 * only when an input needs them (compile-plan.ts `stepsOf`), so a class that only sees valid
 * input compiles this one function.
 */
export function fastPathOf(plan: Plan): FastPath | null {
  const build = plan.buildFastPath;
  if (build !== null) {
    plan.buildFastPath = null;
    const built = build();
    plan.fastPath = built?.run ?? null;
    plan.completeFastPath = built?.complete ?? null;
  }
  return plan.fastPath;
}

/**
 * Builds the fast path of `plan` and of every plan nested in it, each with the parts it leaves to
 * their first need: what `compileEveryPath` (inspection, the ahead-of-time build) must see.
 */
export function completeFastPaths(
  plan: Plan,
  planFor: (cls: RequestClass) => Plan,
  seen: Set<Plan> = new Set(),
): void {
  if (seen.has(plan)) return;
  seen.add(plan);
  fastPathOf(plan);
  plan.completeFastPath?.();
  plan.completeFastPath = null;
  for (const field of plan.shape.fields) {
    const choice = field.items ?? field.nested;
    if (choice === undefined) continue;
    for (const nested of plansOf(planChoiceOf(choice, planFor))) completeFastPaths(nested, planFor, seen);
  }
}
