// How a fast path creates its DTO (docs/mapping.md, "How the fast path creates the
// DTO"): an empty object of the class's blueprint, from a constructor generated for it, filled
// with the blueprint's fields in order where the class has one, else `new Cls()` and assignments.
// Both the whole-object lane and the per-field code write it, with one constructor per class so
// that every DTO the fast path makes shares one V8 map.
import { CodeWriter, literal } from '../../shared/code-writer.js';
import type { RequestClass } from '../class-shape.js';
import { blueprintOf, type InstanceBlueprint } from '../instance-blueprint.js';

/** A class's blueprint with the constructor that builds it; `null` where only `new Cls()` will do. */
export type DtoFactory = { readonly blueprint: InstanceBlueprint; readonly construct: Function } | null;

/** How a fast path creates the DTO of a class: its fields (by position) and its factory. */
export interface DtoRecipe {
  readonly cls: RequestClass;
  /** The managed fields' names; field `i`'s value is in the local `ValueLocals.local(i)`. */
  readonly names: readonly string[];
  readonly factory: DtoFactory;
}

export function dtoRecipeOf(cls: RequestClass, names: readonly string[]): DtoRecipe {
  const blueprint = blueprintOf(cls as new () => object);
  const factory = blueprint === null ? null : { blueprint, construct: blueprintConstructor(blueprint) };
  return { cls, names, factory };
}

/** Where the generated code holds the field values. */
export interface ValueLocals {
  /** The expression holding field `i`'s value (`x3`, `w[3]`). */
  readonly local: (i: number) => string;
  /** Every local holds a value; otherwise `undefined` means absent, and the default stays. */
  readonly alwaysPresent: boolean;
}

/**
 * Writes `const dto = …` from the field values: a blueprint's fields in its order, a value read
 * replacing its default.
 */
export function writeInstance(code: CodeWriter, dto: DtoRecipe, values: ValueLocals): void {
  const orDefault = (x: string, fallback: string) =>
    values.alwaysPresent ? x : `${x} !== undefined ? ${x} : ${fallback}`;
  let rest: number[];
  if (dto.factory === null) {
    code.line(`const dto = new ${code.ref(dto.cls, 'Cls')}();`);
    rest = dto.names.map((_, i) => i);
  } else {
    rest = writeBlueprintFields(code, dto, dto.factory, (i, fallback) =>
      orDefault(values.local(i), fallback),
    );
  }
  // Fields the constructor does not create (legacy decorators without an initializer).
  for (const i of rest) {
    const name = literal(dto.names[i]!);
    const x = values.local(i);
    code.line(values.alwaysPresent ? `dto[${name}] = ${x};` : `if (${x} !== undefined) dto[${name}] = ${x};`);
  }
}

/**
 * Writes `const dto = …` for a class with a blueprint and then each of the blueprint's fields, in
 * its order: `value(i, fallback)` for the managed field `i` (it may first write the lines that
 * compute the value, e.g. a lane's test), the default for the others. The writes of `group`
 * managed fields at a time wait until the last of them is computed. The fields are written here
 * rather than by the constructor: V8 then compiles no function of its own for them, and an
 * optimised fast path writes them inline at any class size. Returns the managed fields the
 * constructor does not create, which the caller writes after.
 */
export function writeBlueprintFields(
  code: CodeWriter,
  dto: DtoRecipe,
  factory: NonNullable<DtoFactory>,
  value: (i: number, fallback: string) => string,
  group = Number.POSITIVE_INFINITY,
): number[] {
  const { blueprint, construct } = factory;
  const indexOf = new Map(dto.names.map((name, i) => [name, i]));
  code.line(`const dto = new ${code.ref(construct, 'Blueprint')}();`);
  const writes: string[] = [];
  let computed = 0;
  blueprint.keys.forEach((key, k) => {
    const fallback = code.ref(blueprint.defaults[k], 'fallback');
    const i = indexOf.get(key);
    indexOf.delete(key);
    writes.push(`dto[${literal(key)}] = ${i === undefined ? fallback : value(i, fallback)};`);
    if (i !== undefined && ++computed % group === 0) code.line(...writes.splice(0));
  });
  code.line(...writes);
  return [...indexOf.values()];
}

/**
 * The constructor of the DTOs, sized for the blueprint: its prototype is the class's, and it
 * creates an empty object with room for the blueprint's fields in-object (where `Object.create`
 * and nine assignments grew a separate property store), which the fast path then writes. V8
 * sizes a constructor's objects by the assignments to `this` in its source; these never run, so
 * the constructor's bytecode is a bare return, which V8 never optimises on its own. Keys are own
 * data fields of the class that no prototype names (instance-blueprint.ts), so the fast path's
 * `dto[key] =` defines them, never calls a setter.
 */
function blueprintConstructor(blueprint: InstanceBlueprint): Function {
  const code = new CodeWriter();
  code.block('if (false)', () => {
    for (const key of blueprint.keys) code.line(`this[${literal(key)}] = undefined;`);
  });
  const construct = code.compile<Function>([]);
  construct.prototype = blueprint.prototype;
  return construct;
}
