// Which plans get a fast path (write-fast-path.ts; fast-path-work.ts gathers what it runs of
// each field), and building it on first need. The fast path is the plan's specs (step-specs.ts)
// written for the valid case only, field by field: read, check inline, cast, nested objects
// through their own fast path.
// It takes a plan only when every spec is of a kind it writes — reads, the built-in validator's
// checks, built-in casts, `@Items` and `@Nested` — and no check reads other payload fields (the
// fast path never builds the payload). Hooks, generators, exclusions and a foreign validator
// keep the steps only. Under jitless no fast path is written: a flat class keeps its first tier
// (first-tier.ts) in front of the steps.
import { buildInUse } from '../../compiler/compiled-build.js';
import { generatingFor, recordingOpen } from '../../compiler/generated-record.js';
import { whenIdle } from '../../shared/when-idle.js';
import type { ClassShape, RequestClass } from '../class-shape.js';
import { blueprintOf, type InstanceBlueprint } from '../instance-blueprint.js';
import type { FieldWork } from './fast-path-work.js';
import { fastPathWork } from './fast-path-work.js';
import { firstTier, firstTierLane, runFirstTier } from './first-tier.js';
import { planChoiceOf, plansOf } from './plan-choice.js';
import type { BuiltFastPath, FastPath, Plan } from './run-state.js';
import { SIZED_FIELDS } from './sized-constructor.js';
import type { PlanSpecs } from './step-specs.js';
import { writeFastPath } from './write-fast-path.js';
import { dtoRecipeOf } from './write-instance.js';

/**
 * The fast path of a plan with `specs`, or `null` when one of them is of a kind it does not write.
 * Given `promoted`, a class that has a first tier (first-tier.ts) starts in it, and `promoted` is
 * told of the fast path written when the first tier hands over; a recording (inspection, an
 * ahead-of-time build in the making) and a build in use write it at once.
 */
export function buildFastPath(
  shape: ClassShape,
  specs: PlanSpecs,
  promoted?: (written: BuiltFastPath) => void,
): BuiltFastPath | null {
  const fields = fastPathWork(specs);
  if (fields === null) return null;
  const { cls } = shape;
  // The same specs give the same work again (fastPathWork answered it once).
  const fieldsAgain = () => fastPathWork(specs)!;
  const dto = recipeOf(cls, fields, blueprintOf(cls as new () => object));
  const write = () =>
    generatingFor(cls.name, () => writeFastPath({ cls, fields, fastPathOf, fieldsAgain, dto }));
  // With a build in use the class's code is the build's: written now, a stale build is found
  // where it always was, at start-up or at the first call, not at some later call.
  if (promoted === undefined || recordingOpen() || buildInUse()) return write();
  const lane = firstTierLane(fields, dto);
  return lane === null ? write() : firstTier(lane, write, promoted);
}

/**
 * Where no code may be written (jitless): the first tier of a class that has one, kept for good,
 * else null. What it declines the steps map. A class of more than `SIZED_FIELDS` blueprint
 * fields has none: its DTO constructor is written code (write-instance.ts).
 */
export function lastingFirstTier(shape: ClassShape, specs: PlanSpecs): FastPath | null {
  const fields = fastPathWork(specs);
  const blueprint = blueprintOf(shape.cls as new () => object);
  if (fields === null || blueprint === null || blueprint.keys.length > SIZED_FIELDS) return null;
  const lane = firstTierLane(fields, recipeOf(shape.cls, fields, blueprint));
  return lane === null ? null : (main) => runFirstTier(lane, main);
}

/** How the fast path of a class with `fields` makes its DTO. */
function recipeOf(cls: RequestClass, fields: readonly FieldWork[], blueprint: InstanceBlueprint | null) {
  return dtoRecipeOf(
    cls,
    fields.map((field) => field.read.name),
    blueprint,
  );
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
    keepFastPath(plan, build());
  }
  return plan.fastPath;
}

/** Makes `built` the plan's fast path (none for null), with what it leaves to do later. */
export function keepFastPath(plan: Plan, built: BuiltFastPath | null): void {
  plan.fastPath = built?.run ?? null;
  plan.completeFastPath = built?.complete ?? null;
  plan.promoteFastPath = built?.promote ?? null;
}

/**
 * `fastPathOf` for a class met at start-up: a first tier stays in place, and the class's own fast
 * path is written once the process is idle (`whenIdle`), one class a turn.
 */
export function preparedFastPathOf(plan: Plan): FastPath | null {
  const fastPath = fastPathOf(plan);
  const promote = plan.promoteFastPath;
  if (promote !== null) whenIdle(promote);
  return fastPath;
}

/** `fastPathOf`, past the first tier: the class's own fast path, written now if not yet. */
export function writtenFastPathOf(plan: Plan): FastPath | null {
  fastPathOf(plan);
  plan.promoteFastPath?.();
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
  writtenFastPathOf(plan);
  plan.completeFastPath?.();
  plan.completeFastPath = null;
  for (const field of plan.shape.fields) {
    const choice = field.items ?? field.nested;
    if (choice === undefined) continue;
    for (const nested of plansOf(planChoiceOf(choice, planFor))) completeFastPaths(nested, planFor, seen);
  }
}
