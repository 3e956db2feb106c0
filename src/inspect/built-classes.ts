// The request classes of an ahead-of-time build whose fast path the build holds ready
// (built-fast-path.ts): for each flat class, its print and the print's key, the key of its fast
// path and where each value that fast path is handed comes from at run time.
import type { NamedClassEntry } from '../compiler/build-module.js';
import type { BuiltClass, BuiltSlot } from '../compiler/compiled-build.js';
import { type RecordedFunction, recordGenerated } from '../compiler/generated-record.js';
import { sourceKey } from '../compiler/source-key.js';
import { type ClassShape, type RequestClass, shapeOf } from '../mapping/class-shape.js';
import { blueprintOf, type InstanceBlueprint } from '../mapping/instance-blueprint.js';
import { declarationPrint } from '../mapping/pipeline/declaration-print.js';
import { isFlatClass } from '../mapping/pipeline/flat-class.js';
import { knownName } from '../mapping/pipeline/known-values.js';
import { isSizedConstructor } from '../mapping/pipeline/sized-constructor.js';
import { isDeferredFields } from '../mapping/pipeline/write-fast-path.js';
import { compileEveryPath, RequestHandler } from '../mapping/request-handler.js';
import type { ValidatorInterface } from '../validator/types.js';

/** The entries of the flat classes among `classes`, and the functions their fast paths are. */
export function builtClassesOf(
  classes: readonly RequestClass[],
  validator?: ValidatorInterface,
): { classes: NamedClassEntry[]; generated: RecordedFunction[] } {
  const entries: NamedClassEntry[] = [];
  const functions: RecordedFunction[] = [];
  for (const cls of classes) {
    const handler = new RequestHandler(validator);
    const shape = shapeOf(cls);
    const blueprint = blueprintOf(cls as new () => object);
    // Flat classes only, found at run time by their declarations as written.
    const print = declarationPrint(cls, blueprint);
    if (print === null || !isFlatClass(shape, handler.validator)) continue;
    // The fast path first, then the per-field code behind its whole-object check, if any.
    const { generated } = recordGenerated(() => handler[compileEveryPath](cls));
    const [fastPath, perField, ...more] = generated.filter((fn) => fn.generator === 'mapping.fast-path');
    if (fastPath === undefined || more.length > 0) continue;
    const instances = generated.filter((fn) => fn.generator === 'mapping.instance');
    // The generated DTO constructor, when the class has one: its function's key names it.
    const instance = instances.length === 1 ? keyOf(instances[0]!) : null;
    const slots = slotsOf(fastPath, shape, blueprint, instance);
    const perFieldSlots = perField === undefined ? [] : slotsOf(perField, shape, blueprint, instance);
    if (slots === null || perFieldSlots === null) continue;
    functions.push(fastPath, ...(perField === undefined ? [] : [perField]), ...instances);
    const entry: BuiltClass = { print, fastPath: keyOf(fastPath), slots };
    entries.push({
      key: printKey(print),
      className: shape.className,
      entry:
        perField === undefined
          ? entry
          : { ...entry, perField: { fastPath: keyOf(perField), slots: perFieldSlots } },
    });
  }
  return { classes: entries, generated: functions };
}

/** The key a class's entry is filed under: a digest of its print, naming it for readers (run time finds it by the print itself). */
function printKey(print: string): string {
  return sourceKey('class', print);
}

function keyOf(fn: RecordedFunction): string {
  return sourceKey(fn.compiled.factoryParameter, fn.compiled.source);
}

/** Where each value of `fn` comes from, or null when the build cannot say for one of them. */
function slotsOf(
  fn: RecordedFunction,
  shape: ClassShape,
  blueprint: InstanceBlueprint | null,
  instance: string | null,
): BuiltSlot[] | null {
  const slots: BuiltSlot[] = [];
  for (const value of fn.values) {
    const slot = slotOf(value, shape, blueprint, instance);
    if (slot === null) return null;
    slots.push(slot);
  }
  return slots;
}

/** Where `value` comes from at run time, or null when the build cannot say. */
function slotOf(
  value: unknown,
  shape: ClassShape,
  blueprint: InstanceBlueprint | null,
  instance: string | null,
): BuiltSlot | null {
  if (value === undefined) return ['undefined'];
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return ['value', value];
  if (typeof value === 'number') return Number.isFinite(value) ? ['value', value] : null;
  const name = knownName(value);
  if (name !== undefined) return ['known', name];
  if (value === shape.cls) return ['class'];
  if (isDeferredFields(value)) return ['perField'];
  if (typeof value !== 'function') return null;
  // The DTO constructor: a written one is made again at run time, a generated one by its function.
  if (blueprint !== null && (value as { prototype?: unknown }).prototype === blueprint.prototype) {
    if (isSizedConstructor(value)) return ['blueprint'];
    return instance === null ? null : ['instance', instance];
  }
  return ['late'];
}
