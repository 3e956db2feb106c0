// A test hook on the mapping's internals: a class's plan as the default RequestHandler fills it,
// whose fast path starts in the first tier (src/mapping/pipeline/first-tier.ts) where the class has
// one. A test calls that fast path directly and then sees whether the first tier answered by
// itself (the class's own fast path is still unwritten) or handed the input over.
import type { RequestClass } from '../../src/mapping/class-shape.js';
import { fastPathOf, preparedFastPathOf, writtenFastPathOf } from '../../src/mapping/pipeline/fast-path.js';
import type { FastPath } from '../../src/mapping/pipeline/run-state.js';
import { probePlanner } from './fast-path-probe.js';

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
  let replaced = 0;
  const planFor = probePlanner({
    generateCode: !jitless,
    fastPathReplaced: () => {
      replaced++;
    },
  });
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
