// A test hook on the mapping's internals: a class's plan as the default RequestHandler fills it,
// whose fast path starts in the first tier (src/mapping/pipeline/first-tier.ts) where the class has
// one. A test calls that fast path directly and then sees whether the first tier answered by
// itself (the class's own fast path is still unwritten) or handed the input over.
import type { RequestClass } from '../../src/mapping/class-shape.js';
import { shapeOf } from '../../src/mapping/class-shape.js';
import { fillPlan } from '../../src/mapping/pipeline/compile-plan.js';
import { fastPathOf, preparedFastPathOf, writtenFastPathOf } from '../../src/mapping/pipeline/fast-path.js';
import type { FastPath, Plan } from '../../src/mapping/pipeline/run-state.js';
import { Validator } from '../../src/validator/validator.js';

export interface FirstTierProbe {
  /** The plan's fast path as a first call finds it. */
  readonly fastPath: FastPath;
  /** Whether the plan still waits for its own fast path: nothing has needed it written yet. */
  readonly unwritten: () => boolean;
  /** The class's own fast path, written now if not yet. */
  readonly written: () => FastPath;
  /** What the kernel's start-up does: the first tier stays, the fast path is written when idle. */
  readonly prepare: () => void;
  /** Told each time the plan's fast path was replaced by the written one. */
  readonly replacements: () => number;
}

/**
 * The first fast path of a fresh plan of `cls`, or null when the class has none; `jitless`: as a
 * handler that may not generate code fills it.
 */
export function firstTierProbe(cls: RequestClass, jitless = false): FirstTierProbe | null {
  const validator = new Validator();
  let replaced = 0;
  const plans = new Map<Function, Plan>();
  const planFor = (target: Function): Plan => {
    let plan = plans.get(target);
    if (plan !== undefined) return plan;
    plan = {
      shape: shapeOf(target),
      collect: [],
      finish: [],
      fastPath: null,
      buildFastPath: null,
      completeFastPath: null,
      promoteFastPath: null,
      buildSteps: null,
    };
    plans.set(target, plan);
    fillPlan(plan, {
      validator,
      instances: (hook) => new (hook as new () => object)(),
      planFor,
      generateCode: !jitless,
      fastPathReplaced: () => {
        replaced++;
      },
    });
    return plan;
  };
  const plan = planFor(cls);
  const fastPath = fastPathOf(plan);
  if (fastPath === null) return null;
  return {
    fastPath,
    unwritten: () => plan.promoteFastPath !== null,
    written: () => writtenFastPathOf(plan)!,
    prepare: () => {
      preparedFastPathOf(plan);
    },
    replacements: () => replaced,
  };
}
