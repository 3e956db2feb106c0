// A request class's fast path taken whole from the ahead-of-time build in use (docs/build.md,
// "Ready fast paths"): the class's print (class-print.ts) finds it, and its values come from
// where the build says, so the class is neither planned nor written before its first call.
// What only an unusual input reaches — the per-field code, a rule's own test where the inline
// check did not settle it — is a stand-in that plans the class when first called and hands on
// to the value in the same slot of the fast path written from that plan. Writing that fast path
// also checks the build: its text must be the one the build keyed, else the build is stale.
import {
  type BuiltClass,
  type BuiltSlot,
  buildHasClasses,
  builtClass,
  builtFunction,
  StaleBuildException,
} from '../../compiler/compiled-build.js';
import { type RecordedFunction, recordGenerated, recordingOpen } from '../../compiler/generated-record.js';
import { sourceKey } from '../../compiler/source-key.js';
import type { ValidatorInterface } from '../../validator/types.js';
import { blueprintOf, type InstanceBlueprint } from '../instance-blueprint.js';
import { classPrint } from './class-print.js';
import { stepsOf } from './compile-plan.js';
import { fastPathOf } from './fast-path.js';
import { isKnownName, knownValue } from './known-values.js';
import type { FastPath, Plan } from './run-state.js';
import { SIZED_FIELDS, sizedConstructor } from './sized-constructor.js';

/** The key of a class print among a build's classes. */
export function printKey(print: string): string {
  return sourceKey('class', print);
}

/**
 * Gives the unfilled `plan` its fast path from the build in use and returns true, or returns
 * false where the build has none for the class. `fill` fills the plan as usual: it runs when
 * something needs more than the fast path, the steps or a stand-in. `replaced` is told when the
 * plan's fast path became the one written from the plan (whoever kept the first must ask again).
 */
export function takeBuiltFastPath(
  plan: Plan,
  validator: ValidatorInterface,
  fill: () => void,
  replaced: () => void,
): boolean {
  // A recording writes every function down: it needs them written.
  if (!buildHasClasses() || recordingOpen()) return false;
  const { shape } = plan;
  const blueprint = blueprintOf(shape.cls as new () => object);
  const print = classPrint(shape, blueprint, validator);
  if (print === null) return false;
  const found = builtClass(printKey(print));
  if (found === undefined) return false;
  const { entry, factory } = found;
  const stale = () => new StaleBuildException('mapping.fast-path', shape.className);

  let filled = false;
  let written: RecordedFunction | undefined;
  const fillOnce = () => {
    if (filled) return;
    filled = true;
    fill();
    // The fast path written from the plan, whenever it is built: its values are the stand-ins'.
    const build = plan.buildFastPath;
    if (build !== null) {
      plan.buildFastPath = () => {
        const { result, generated } = recordGenerated(build);
        written = generated.find((fn) => fn.generator === 'mapping.fast-path');
        return result;
      };
    }
  };
  let real: readonly unknown[] | undefined;
  const realValues = (): readonly unknown[] => {
    if (real !== undefined) return real;
    fillOnce();
    fastPathOf(plan);
    if (
      written === undefined ||
      sourceKey(written.compiled.factoryParameter, written.compiled.source) !== entry.fastPath
    ) {
      throw stale();
    }
    real = written.values;
    // The plan's fast path is now the written one: the stand-ins serve only the call in flight.
    replaced();
    return real;
  };

  const values = slotValues(entry, plan, blueprint, realValues, stale);
  plan.fastPath = factory(values) as FastPath;
  plan.buildSteps = () => {
    fillOnce();
    stepsOf(plan);
  };
  return true;
}

function slotValues(
  entry: BuiltClass,
  plan: Plan,
  blueprint: InstanceBlueprint | null,
  realValues: () => readonly unknown[],
  stale: () => StaleBuildException,
): unknown[] {
  if (!Array.isArray(entry.slots)) throw stale();
  return entry.slots.map((slot: BuiltSlot, k: number) => {
    if (!Array.isArray(slot)) throw stale();
    switch (slot[0]) {
      case 'value':
        return slot[1];
      case 'undefined':
        return undefined;
      case 'known':
        if (typeof slot[1] !== 'string' || !isKnownName(slot[1])) throw stale();
        return knownValue(slot[1]);
      case 'blueprint':
        if (blueprint === null || blueprint.keys.length > SIZED_FIELDS) throw stale();
        return sizedConstructor(blueprint.prototype, blueprint.keys.length);
      case 'instance': {
        const factory = typeof slot[1] === 'string' ? builtFunction(slot[1]) : undefined;
        if (blueprint === null || factory === undefined) throw stale();
        const construct = factory() as Function;
        construct.prototype = blueprint.prototype;
        return construct;
      }
      case 'class':
        return plan.shape.cls;
      case 'perField': {
        const run: FastPath = (main, route, context, maxDepth, maxItems, depth) =>
          (realValues()[k] as { run: FastPath }).run(main, route, context, maxDepth, maxItems, depth);
        return { run };
      }
      case 'late':
        return (...args: unknown[]) => (realValues()[k] as (...args: unknown[]) => unknown)(...args);
      default:
        throw stale();
    }
  });
}
