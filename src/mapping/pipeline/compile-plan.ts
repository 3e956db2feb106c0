// Compiles a class shape into the flat step lists run per request (ARCHITECTURE.md "Pipeline order"):
// collect = per field read → guard → pre-process → payload; then validate; then per field cast
// or nested items; finish = per field items → post-process; then one assignment.

import type { ValidatorInterface } from '../../validator/types.js';
import type { ClassShape, FieldShape, RequestClass } from '../class-shape.js';
import { generatorStep, hookStep } from './field-steps.js';
import { fusedClass } from './fused-class.js';
import { generateItemsCollectStep, generateItemsFinishStep } from './generate-items.js';
import { generateSequence } from './generate-steps.js';
import { type InstanceSource, resolveCaster, resolveGenerator, resolveProcessor } from './hooks.js';
import { itemsCollectStep, itemsFinishStep } from './items-steps.js';
import type { Plan, Step } from './run-state.js';
import { materialize, type StepSpec } from './step-specs.js';
import { classValidation, rulesOf } from './validate-step.js';

export interface PlanDependencies {
  validator: ValidatorInterface;
  instances: InstanceSource;
  /** The (possibly still filling) plan of a nested class; lets recursive `@Items` terminate. */
  planFor: (cls: RequestClass) => Plan;
  /** Fuse built-in steps into generated functions (decided once by `generatesCode`). */
  generateCode: boolean;
}

/** Fills `plan.collect` and `plan.finish` for `plan.shape`; throws `ConfigurationException`. */
export function fillPlan(plan: Plan, deps: PlanDependencies): void {
  const { shape } = plan;
  const read: StepSpec[] = [];
  const cast: StepSpec[] = [];
  const finish: StepSpec[] = [];
  shape.fields.forEach((field, index) => {
    read.push(...readSpecs(shape, field, index, deps));
    cast.push(...castSpecs(shape, field, index, deps));
    finish.push(...finishSpecs(shape, field, index, deps));
  });
  const validation = classValidation(shape, deps.validator);
  if (validation !== null) read.push({ kind: 'validate', ...validation });
  if (validation?.lean === true) shareNumbers(shape, cast);
  finish.push({ kind: 'assign', names: shape.fields.map((field) => field.name) });
  const fuse = generates(deps) ? generateSequence : null;
  plan.collect = materialize([...read, ...cast], fuse);
  plan.finish = materialize(finish, fuse);
  // Built on the class's second call (fused-class.ts): the first request does not pay for it.
  plan.fuse = deps.generateCode ? () => fusedClass(shape, deps) : null;
}

/**
 * With the built-in validator, int and float casts of validated fields take the number the
 * validation read (its slot is the field's position in the rules object) instead of parsing again.
 */
function shareNumbers(shape: ClassShape, cast: StepSpec[]): void {
  const slots = Object.keys(rulesOf(shape));
  for (const spec of cast) {
    if (spec.kind !== 'cast' || (spec.rule !== 'int' && spec.rule !== 'float')) continue;
    const slot = slots.indexOf(spec.name);
    if (slot >= 0) spec.numberSlot = slot;
  }
}

function generates(deps: PlanDependencies): boolean {
  return deps.generateCode;
}

function itemsCollect(field: FieldShape, index: number, plan: Plan, generate: boolean): Step {
  const nullable = NULLABLE.test(field.rules ?? '');
  return generate
    ? generateItemsCollectStep(index, field.name, plan, nullable)
    : itemsCollectStep(index, field.name, plan, nullable);
}

const NULLABLE = /(?:^|\|)\s*nullable\s*(?:\||$)/;

function itemsFinish(index: number, plan: Plan, generate: boolean): Step {
  return generate ? generateItemsFinishStep(index, plan) : itemsFinishStep(index);
}

function where(shape: ClassShape, field: FieldShape) {
  return { cls: shape.cls, className: shape.className, field: field.name };
}

const noConfig: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

function custom(step: Step): StepSpec {
  return { kind: 'custom', step };
}

function readSpecs(shape: ClassShape, field: FieldShape, index: number, deps: PlanDependencies): StepSpec[] {
  const { name } = field;
  if (field.generator !== undefined) {
    const generate = resolveGenerator(field.generator.generator, where(shape, field), deps.instances);
    return [
      custom(generatorStep(index, generate, field.generator.options)),
      { kind: 'payload', index, name },
    ];
  }
  const scalar = field.cast?.scalar ?? false;
  const toPayload = field.pre.length === 0;
  const specs: StepSpec[] = [{ kind: 'read', index, name, source: field.source, scalar, toPayload }];
  if (toPayload) return specs;
  for (const handler of field.pre) {
    specs.push(
      custom(hookStep(index, resolveProcessor(handler, where(shape, field), deps.instances), true, noConfig)),
    );
  }
  specs.push({ kind: 'payload', index, name });
  return specs;
}

function castSpecs(shape: ClassShape, field: FieldShape, index: number, deps: PlanDependencies): StepSpec[] {
  if (field.items !== undefined)
    return [custom(itemsCollect(field, index, deps.planFor(field.items), generates(deps)))];
  if (field.cast !== null)
    return [{ kind: 'cast', index, name: field.name, cast: field.cast.cast, rule: field.cast.rule }];
  if (field.caster === undefined) return [];
  const cast = resolveCaster(field.caster, where(shape, field), deps.instances);
  return [custom(hookStep(index, { call: cast, usesContext: false }, true, noConfig))];
}

function finishSpecs(
  shape: ClassShape,
  field: FieldShape,
  index: number,
  deps: PlanDependencies,
): StepSpec[] {
  const specs: StepSpec[] =
    field.items === undefined ? [] : [custom(itemsFinish(index, deps.planFor(field.items), generates(deps)))];
  for (const { handler, config } of field.post) {
    specs.push(
      custom(hookStep(index, resolveProcessor(handler, where(shape, field), deps.instances), false, config)),
    );
  }
  return specs;
}
