// A test hook on the mapping's internals: the fast path of a class, built as the default
// RequestHandler builds it, so a test can call it directly and see whether it answered or
// declined (NOT_HANDLED) — an outcome comparison alone cannot tell which path ran.
import type { RequestClass } from '../../src/mapping/class-shape.js';
import { shapeOf } from '../../src/mapping/class-shape.js';
import { fillPlan } from '../../src/mapping/pipeline/compile-plan.js';
import { writtenFastPathOf } from '../../src/mapping/pipeline/fast-path.js';
import { type FastPath, NOT_HANDLED, type Plan } from '../../src/mapping/pipeline/run-state.js';
import { Validator } from '../../src/validator/validator.js';

export { NOT_HANDLED };

/**
 * The written fast path of `cls` (past its first tier) with the built-in validator and generated
 * code, or null when it has none.
 */
export function fastPathProbe(cls: RequestClass): FastPath | null {
  return writtenFastPathOf(probePlanner({ generateCode: true })(cls));
}

/**
 * Plans as the default RequestHandler does, with a validator of its own: `generateCode` as a
 * handler that may write code or not, and `fastPathReplaced` told as the handler is.
 */
export function probePlanner(options: {
  readonly generateCode: boolean;
  readonly fastPathReplaced?: () => void;
}): (cls: Function) => Plan {
  const plans = new Map<Function, Plan>();
  const validator = new Validator();
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
      generateCode: options.generateCode,
      fastPathReplaced: options.fastPathReplaced,
    });
    return plan;
  };
  return planFor;
}
