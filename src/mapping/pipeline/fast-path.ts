// Which classes get a fast path (write-fast-path.ts), and building it on first need. A class
// qualifies when the built-in validator is its validator (or no field has rules), every field
// only reads, validates and casts with built-ins (no processor, caster, generator), and no
// rule reads other payload fields (those need the payload the fast path never builds).
// Anything else — and jitless — keeps the steps only.
import type { FieldPlan } from '../../validator/compile-field.js';
import { fieldPlansOf } from '../../validator/mapping-door.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { type PlanChoice, planChoiceOf } from './plan-choice.js';
import type { PlanDependencies } from './plan-dependencies.js';
import type { FastPath, Plan } from './run-state.js';
import { isBuiltIn, rulesOf } from './validate-step.js';
import { writeFastPath } from './write-fast-path.js';

/** The fast path of `shape`, or `null` when the class does not qualify. */
export function buildFastPath(shape: ClassShape, deps: PlanDependencies): FastPath | null {
  if (!deps.generateCode || !shape.fields.every(onlyBuiltIns)) return null;
  const checks = fieldChecks(shape, deps);
  if (checks === null) return null;
  const nested = new Map<string, PlanChoice>();
  for (const field of shape.fields) {
    const choice = field.items ?? field.nested;
    if (choice !== undefined) nested.set(field.name, planChoiceOf(choice, deps.planFor));
  }
  return writeFastPath({ shape, checks, nested, fastPathOf });
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
    plan.fastPath = build();
  }
  return plan.fastPath;
}

function onlyBuiltIns(field: FieldShape): boolean {
  return (
    field.generator === undefined &&
    field.caster === undefined &&
    field.pre.length === 0 &&
    field.post.length === 0
  );
}

/** The validator's plan per field with rules; `null` when the rules cannot be written inline. */
function fieldChecks(shape: ClassShape, deps: PlanDependencies): Map<string, FieldPlan> | null {
  const rules = rulesOf(shape);
  const checks = new Map<string, FieldPlan>();
  if (Object.keys(rules).length === 0) return checks;
  if (!isBuiltIn(deps.validator)) return null;
  for (const plan of deps.validator[fieldPlansOf](rules)) {
    if (!plan.synchronous || plan.checks.some((check) => check.readsPayload)) return null;
    checks.set(plan.field, plan);
  }
  return checks;
}
