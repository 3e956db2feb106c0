// Compiles a class shape into its plan's specs (step-specs.ts), in the order of ARCHITECTURE.md
// "Pipeline order": collect = per field read → guard → pre-process → payload; then validate;
// then per field cast or nested items; finish = per field items → post-process; then
// exclusions and one assignment. The steps and the fast path are both written from them.

import { generatingFor } from '../../compiler/generated-record.js';
import type { FieldPlan } from '../../validator/compile-field.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { hookLabel } from '../sync-mapping.js';
import { buildFastPath, keepFastPath, lastingFirstTier } from './fast-path.js';
import { nullableField } from './field-code.js';
import { generatorStep, hookStep } from './field-steps.js';
import { generateSequence } from './generate-steps.js';
import { resolveCaster, resolveGenerator, resolveProcessor } from './hooks.js';
import { planChoiceOf, plansOf } from './plan-choice.js';
import type { PlanDependencies } from './plan-dependencies.js';
import type { BuiltFastPath, Plan, Step } from './run-state.js';
import { materialize, type PlanSpecs, type StepSpec } from './step-specs.js';
import { classValidation, isBuiltIn, rulesOf } from './validate-step.js';

/**
 * Fills `plan` for `plan.shape`: resolves hooks, nested plans and rules now (so configuration
 * errors surface here, as `ConfigurationException`) into the plan's specs (step-specs.ts), and
 * leaves writing them to first need. With generated code the class's first call writes its fast
 * path from the specs, and the steps only when an input needs them (`stepsOf`): a class that
 * only ever sees valid input compiles one function, not three. Where no fast path can be written
 * (jitless, a foreign validator) the steps are built here, and under jitless a flat class keeps
 * its first tier (first-tier.ts) for the valid input it takes.
 */
export function fillPlan(plan: Plan, deps: PlanDependencies): void {
  const { shape } = plan;
  const specs = planSpecs(shape, deps);
  const nested = shape.fields.flatMap((field) => {
    const choice = field.items ?? field.nested;
    return choice === undefined ? [] : plansOf(planChoiceOf(choice, deps.planFor));
  });
  plan.buildSteps = () =>
    generatingFor(shape.cls.name, () => {
      const generate = (phase: 'mapping.collect' | 'mapping.finish') =>
        deps.generateCode
          ? (specs: readonly StepSpec[], closures: Step[]) => generateSequence(specs, closures, phase)
          : null;
      plan.collect = materialize(specs.collect, generate('mapping.collect'));
      plan.finish = materialize(specs.finish, generate('mapping.finish'));
      // The steps of a nested object run its class's steps.
      for (const child of nested) stepsOf(child);
    });
  if (deps.generateCode && (isBuiltIn(deps.validator) || Object.keys(rulesOf(shape)).length === 0)) {
    // A first tier hands over to the written fast path: the plan keeps that from then on.
    const promoted = (written: BuiltFastPath) => {
      keepFastPath(plan, written);
      deps.fastPathReplaced?.();
    };
    plan.buildFastPath = () => generatingFor(shape.cls.name, () => buildFastPath(shape, specs, promoted));
  } else {
    stepsOf(plan);
    // Without generated code a flat class keeps its first tier: the steps map what it declines.
    if (!deps.generateCode && isBuiltIn(deps.validator)) plan.fastPath = lastingFirstTier(shape, specs);
  }
}

/** Builds the step lists of `plan` (and of every plan nested in it) if not built yet. */
export function stepsOf(plan: Plan): void {
  const build = plan.buildSteps;
  if (build === null) return;
  // Cleared first: a class that nests itself reaches itself again while building.
  plan.buildSteps = null;
  build();
}

/** The specs of `shape`, in the order of ARCHITECTURE.md "Pipeline order". */
function planSpecs(shape: ClassShape, deps: PlanDependencies): PlanSpecs {
  const read: StepSpec[] = [];
  const cast: StepSpec[] = [];
  const finish: StepSpec[] = [];
  shape.fields.forEach((field, index) => {
    read.push(...readSpecs(shape, field, index, deps));
    cast.push(...castSpecs(shape, field, index, deps));
    finish.push(...finishSpecs(shape, field, index, deps));
  });
  const validated = classValidation(shape, deps.validator);
  if (validated !== null) {
    const { validation, plans } = validated;
    read.push({ kind: 'validate', validation });
    if (validation.sharesNumbers) shareNumbers(shape, cast);
    finish.push(...excludeSpecs(shape, plans ?? []));
  }
  finish.push({ kind: 'assign', names: shape.fields.map((field) => field.name) });
  return { collect: [...read, ...cast], finish };
}

/**
 * With the built-in validator, int and float casts of validated fields take the number the
 * validation read (its slot is the field's position in the rules object) instead of parsing again.
 */
function shareNumbers(shape: ClassShape, cast: StepSpec[]): void {
  const slots = Object.keys(rulesOf(shape));
  for (const spec of cast) {
    if (spec.kind !== 'cast' || (spec.cast.rule !== 'int' && spec.cast.rule !== 'float')) continue;
    const slot = slots.indexOf(spec.name);
    if (slot >= 0) spec.numberSlot = slot;
  }
}

/** One `exclude` step per field whose rules (read by the built-in validator) can exclude it. */
function excludeSpecs(shape: ClassShape, plans: readonly FieldPlan[]): StepSpec[] {
  const specs: StepSpec[] = [];
  for (const plan of plans) {
    const index = shape.index[plan.field];
    if (plan.exclusions.length > 0 && index !== undefined)
      specs.push({ kind: 'exclude', index, name: plan.field, plan });
  }
  return specs;
}

function where(shape: ClassShape, field: FieldShape) {
  return { cls: field.methodsOf, className: shape.className, field: field.name };
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
      custom(
        generatorStep(
          index,
          generate,
          field.generator.options,
          hookLabel('Generator', field.generator.generator),
        ),
      ),
      { kind: 'payload', index, name },
    ];
  }
  const scalar = field.cast?.scalar ?? false;
  const toPayload = field.pre.length === 0;
  const specs: StepSpec[] = [{ kind: 'read', index, name, source: field.source, scalar, toPayload }];
  if (toPayload) return specs;
  for (const handler of field.pre) {
    specs.push(
      custom(
        hookStep(
          index,
          resolveProcessor(handler, where(shape, field), deps.instances),
          true,
          noConfig,
          hookLabel('PreProcess', handler),
        ),
      ),
    );
  }
  specs.push({ kind: 'payload', index, name });
  return specs;
}

function castSpecs(shape: ClassShape, field: FieldShape, index: number, deps: PlanDependencies): StepSpec[] {
  if (field.items !== undefined) {
    const choice = planChoiceOf(field.items, deps.planFor);
    return [{ kind: 'itemsCollect', index, name: field.name, choice, nullable: nullableField(field) }];
  }
  if (field.nested !== undefined) {
    const choice = planChoiceOf(field.nested, deps.planFor);
    return [{ kind: 'nestedCollect', index, name: field.name, choice, nullable: nullableField(field) }];
  }
  if (field.cast !== null) return [{ kind: 'cast', index, name: field.name, cast: field.cast }];
  if (field.caster === undefined) return [];
  const cast = resolveCaster(field.caster, where(shape, field), deps.instances);
  return [
    custom(
      hookStep(index, { call: cast, usesContext: false }, true, noConfig, hookLabel('Caster', field.caster)),
    ),
  ];
}

function finishSpecs(
  shape: ClassShape,
  field: FieldShape,
  index: number,
  deps: PlanDependencies,
): StepSpec[] {
  const specs: StepSpec[] = [];
  if (field.items !== undefined)
    specs.push({ kind: 'itemsFinish', index, choice: planChoiceOf(field.items, deps.planFor) });
  if (field.nested !== undefined)
    specs.push({ kind: 'nestedFinish', index, choice: planChoiceOf(field.nested, deps.planFor) });
  for (const { handler, config } of field.post) {
    specs.push(
      custom(
        hookStep(
          index,
          resolveProcessor(handler, where(shape, field), deps.instances),
          false,
          config,
          hookLabel('PostProcess', handler),
        ),
      ),
    );
  }
  return specs;
}
