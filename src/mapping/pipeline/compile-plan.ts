// Compiles a class shape into the flat step lists run per request (DESIGN §4 order):
// collect = per field read → guard → pre-process → payload; then validate; then per field cast
// or nested items; finish = per field items → post-process; then one assignment.
import type { ValidatorInterface } from '../../validator/types.js';
import type { ClassShape, FieldShape, RequestClass } from '../class-shape.js';
import { assignStep, castStep, generatorStep, hookStep, payloadStep, readStep } from './field-steps.js';
import { type InstanceSource, resolveCaster, resolveGenerator, resolveProcessor } from './hooks.js';
import { itemsCollectStep, itemsFinishStep } from './items-steps.js';
import type { Plan, Step } from './run-state.js';
import { validateStep } from './validate-step.js';

export interface PlanDependencies {
  validator: ValidatorInterface;
  instances: InstanceSource;
  /** The (possibly still filling) plan of a nested class; lets recursive `@Items` terminate. */
  planFor: (cls: RequestClass) => Plan;
}

/** Fills `plan.collect` and `plan.finish` for `plan.shape`; throws `ConfigurationException`. */
export function fillPlan(plan: Plan, deps: PlanDependencies): void {
  const { shape } = plan;
  const read: Step[] = [];
  const cast: Step[] = [];
  const finish: Step[] = [];
  shape.fields.forEach((field, index) => {
    read.push(...readSteps(shape, field, index, deps));
    cast.push(...castSteps(shape, field, index, deps));
    finish.push(...finishSteps(shape, field, index, deps));
  });
  const validate = validateStep(shape, deps.validator);
  plan.collect = validate === null ? [...read, ...cast] : [...read, validate, ...cast];
  plan.finish = [...finish, assignStep(shape.fields.map((field) => field.name))];
}

function where(shape: ClassShape, field: FieldShape) {
  return { cls: shape.cls, className: shape.className, field: field.name };
}

const noConfig: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

function readSteps(shape: ClassShape, field: FieldShape, index: number, deps: PlanDependencies): Step[] {
  if (field.generator !== undefined) {
    const generate = resolveGenerator(field.generator.generator, where(shape, field), deps.instances);
    return [generatorStep(index, generate, field.generator.options), payloadStep(index, field.name)];
  }
  const scalar = field.cast?.scalar ?? false;
  if (field.pre.length === 0) return [readStep(index, field.name, field.source, scalar, true)];
  const hooks = field.pre.map((handler) =>
    hookStep(index, resolveProcessor(handler, where(shape, field), deps.instances), true, noConfig),
  );
  return [readStep(index, field.name, field.source, scalar, false), ...hooks, payloadStep(index, field.name)];
}

function castSteps(shape: ClassShape, field: FieldShape, index: number, deps: PlanDependencies): Step[] {
  if (field.items !== undefined) return [itemsCollectStep(index, field.name, deps.planFor(field.items))];
  if (field.cast !== null) return [castStep(index, field.name, field.cast.cast, field.cast.rule)];
  if (field.caster === undefined) return [];
  const cast = resolveCaster(field.caster, where(shape, field), deps.instances);
  return [hookStep(index, { call: cast, usesContext: false }, true, noConfig)];
}

function finishSteps(shape: ClassShape, field: FieldShape, index: number, deps: PlanDependencies): Step[] {
  const steps = field.items === undefined ? [] : [itemsFinishStep(index)];
  for (const { handler, config } of field.post) {
    steps.push(
      hookStep(index, resolveProcessor(handler, where(shape, field), deps.instances), false, config),
    );
  }
  return steps;
}
