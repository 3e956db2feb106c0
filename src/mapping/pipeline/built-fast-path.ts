// A request class's fast path taken whole from the ahead-of-time build in use (docs/build.md,
// "Ready classes"): the print of its declarations (declaration-print.ts) finds it, and its values
// come from where the build says, so the class's shape is not read, nor is the class planned or
// written, before an input needs more than the fast path. The
// per-field code behind the whole-object check comes from the build too, on its first need.
// What only an unusual input reaches — a rule's own test where the inline check did not settle
// it — is a stand-in that plans the class when first called and hands on to the value in the
// same slot of the code written from that plan. Writing that code also checks the build: its
// text must be the one the build keyed, else the build is stale.
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
import { stepsOf } from './compile-plan.js';
import { declarationPrint } from './declaration-print.js';
import { fastPathOf } from './fast-path.js';
import { isKnownName, knownValue } from './known-values.js';
import type { FastPath, Plan } from './run-state.js';
import { SIZED_FIELDS, sizedConstructor } from './sized-constructor.js';
import { isBuiltIn } from './validate-step.js';

/** The values of the code written from the plan, by function: the fast path, the per-field code. */
interface WrittenValues {
  readonly fastPath: readonly unknown[];
  readonly perField: readonly unknown[];
}

/**
 * Gives the unfilled `plan` its fast path from the build in use and returns true, or returns
 * false where the build has none for the class. `fill` fills the plan as usual: it runs when
 * something needs more than the built code, the steps or a stand-in. `replaced` is told when the
 * plan's fast path became the one written from the plan (whoever kept the first must ask again).
 */
export function takeBuiltFastPath(
  cls: Function,
  plan: Plan,
  validator: ValidatorInterface,
  fill: () => void,
  replaced: () => void,
): boolean {
  // A recording writes every function down: it needs them written.
  if (!buildHasClasses() || recordingOpen() || !isBuiltIn(validator)) return false;
  const blueprint = blueprintOf(cls as new () => object);
  const print = declarationPrint(cls, blueprint);
  if (print === null) return false;
  const found = builtClass(print);
  if (found === undefined) return false;
  const { entry, factory } = found;
  const stale = () => new StaleBuildException('mapping.fast-path', plan.shape.className);

  let written: WrittenValues | StaleBuildException | undefined;
  const writtenValues = (): WrittenValues => {
    if (written === undefined) {
      try {
        written = writeFromPlan(plan, entry, fill, stale);
      } catch (error) {
        // The plan is filled once: a build found stale stays refused here, not planned again.
        if (error instanceof StaleBuildException) written = error;
        throw error;
      } finally {
        // The plan's fast path is now the one written from the plan, stale build or not: the
        // built one serves no further call.
        replaced();
      }
    }
    if (written instanceof StaleBuildException) throw written;
    return written;
  };
  const sources = new SlotSources(entry, cls, blueprint, stale, writtenValues);
  plan.fastPath = factory(sources.valuesOf(entry.slots, (values) => values.fastPath)) as FastPath;
  plan.buildSteps = () => {
    writtenValues();
    stepsOf(plan);
  };
  return true;
}

/**
 * Fills the plan, writes its fast path and per-field code as run-time generation does (taken
 * from the build by their text) and returns the values they were handed; throws when their text
 * is not what the build keyed the class's code by.
 */
function writeFromPlan(
  plan: Plan,
  entry: BuiltClass,
  fill: () => void,
  stale: () => StaleBuildException,
): WrittenValues {
  const { result: fastPath, generated } = recordGenerated(() => {
    fill();
    const fastPath = fastPathOf(plan);
    plan.completeFastPath?.();
    plan.completeFastPath = null;
    return fastPath;
  });
  const [main, perField] = generated.filter((fn) => fn.generator === 'mapping.fast-path');
  if (
    fastPath === null ||
    !isKeyed(main, entry.fastPath) ||
    (entry.perField !== undefined && !isKeyed(perField, entry.perField.fastPath))
  ) {
    throw stale();
  }
  return { fastPath: main!.values, perField: perField?.values ?? [] };
}

function isKeyed(fn: RecordedFunction | undefined, key: string): boolean {
  return fn !== undefined && sourceKey(fn.compiled.factoryParameter, fn.compiled.source) === key;
}

/** Which function's values a stand-in hands on to: the fast path's or the per-field code's. */
type Pick = (written: WrittenValues) => readonly unknown[];

/** The values a built class's code is handed, slot by slot (`BuiltSlot`). */
class SlotSources {
  readonly #entry: BuiltClass;
  readonly #cls: Function;
  readonly #blueprint: InstanceBlueprint | null;
  readonly #stale: () => StaleBuildException;
  readonly #written: () => WrittenValues;
  /** One DTO constructor for the fast path and its per-field code: their DTOs share a V8 map. */
  #construct: Function | undefined;

  constructor(
    entry: BuiltClass,
    cls: Function,
    blueprint: InstanceBlueprint | null,
    stale: () => StaleBuildException,
    written: () => WrittenValues,
  ) {
    this.#entry = entry;
    this.#cls = cls;
    this.#blueprint = blueprint;
    this.#stale = stale;
    this.#written = written;
  }

  /** The values for `slots`; a stand-in hands on to slot `k` of what `pick` takes of the written code. */
  valuesOf(slots: readonly BuiltSlot[], pick: Pick): unknown[] {
    if (!Array.isArray(slots)) throw this.#stale();
    return slots.map((slot, k) => this.#valueOf(slot, k, pick));
  }

  #valueOf(slot: BuiltSlot, k: number, pick: Pick): unknown {
    if (!Array.isArray(slot)) throw this.#stale();
    switch (slot[0]) {
      case 'value':
        return slot[1];
      case 'undefined':
        return undefined;
      case 'known':
        if (typeof slot[1] !== 'string' || !isKnownName(slot[1])) throw this.#stale();
        return knownValue(slot[1]);
      case 'blueprint':
      case 'instance':
        this.#construct ??= this.#dtoConstructor(slot);
        return this.#construct;
      case 'class':
        return this.#cls;
      case 'perField':
        return this.#perField(k);
      case 'late':
        return (...args: unknown[]) => (pick(this.#written())[k] as (...args: unknown[]) => unknown)(...args);
      default:
        throw this.#stale();
    }
  }

  #dtoConstructor(slot: BuiltSlot): Function {
    const blueprint = this.#blueprint;
    if (blueprint === null) throw this.#stale();
    if (slot[0] === 'blueprint') {
      if (blueprint.keys.length > SIZED_FIELDS) throw this.#stale();
      return sizedConstructor(blueprint.prototype, blueprint.keys.length);
    }
    const factory = typeof slot[1] === 'string' ? builtFunction(slot[1]) : undefined;
    if (factory === undefined) throw this.#stale();
    const construct = factory() as Function;
    construct.prototype = blueprint.prototype;
    return construct;
  }

  /**
   * The per-field code as the fast path calls it (`perField.run(…)`), made on its first call:
   * from the build, or for a build without it the code written from the plan (slot `k` of the
   * written fast path).
   */
  #perField(k: number): { run: FastPath } {
    const built = this.#entry.perField;
    const factory = built === undefined ? undefined : builtFunction(built.fastPath);
    if (built !== undefined && factory === undefined) throw this.#stale();
    const holder = {
      run: ((main, route, context, maxDepth, maxItems, depth) => {
        holder.run =
          built === undefined || factory === undefined
            ? (this.#written().fastPath[k] as { run: FastPath }).run
            : (factory(this.valuesOf(built.slots, (values) => values.perField)) as FastPath);
        return holder.run(main, route, context, maxDepth, maxItems, depth);
      }) as FastPath,
    };
    return holder;
  }
}
