// Which classes get a fused class function (generate-fused.ts): the built-in validator is the
// class's validator (or no field has rules), every field only reads, validates and casts with
// built-ins (no processor, caster, generator), and no rule reads other payload fields (those
// need the payload the fused function never builds). Anything else — and jitless — keeps the
// general steps only.
import type { FieldPlan } from '../../validator/compile-field.js';
import { fieldPlansOf } from '../../validator/lean.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import type { PlanDependencies } from './compile-plan.js';
import { type FusedClass, generateFused } from './generate-fused.js';
import type { Plan } from './run-state.js';
import { isBuiltIn, rulesOf } from './validate-step.js';

/** The fused function of `shape`, or `null` when the class does not qualify. */
export function fusedClass(shape: ClassShape, deps: PlanDependencies): FusedClass | null {
  if (!deps.generateCode || !shape.fields.every(onlyBuiltIns)) return null;
  const checks = fieldChecks(shape, deps);
  if (checks === null) return null;
  const nested = new Map<string, Plan>();
  for (const field of shape.fields)
    if (field.items !== undefined) nested.set(field.name, deps.planFor(field.items));
  return generateFused({ shape, checks, nested });
}

function onlyBuiltIns(field: FieldShape): boolean {
  return (
    field.generator === undefined &&
    field.caster === undefined &&
    field.pre.length === 0 &&
    field.post.length === 0
  );
}

/** The validator's plan per field with rules; `null` when the rules cannot be fused. */
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
