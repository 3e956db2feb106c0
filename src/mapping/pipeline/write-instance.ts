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
  const { factory } = dto;
  const locals = new Map(dto.names.map((name, i) => [name, values.local(i)]));
  const orDefault = (x: string, fallback: string) =>
    values.alwaysPresent ? x : `${x} !== undefined ? ${x} : ${fallback}`;
  if (factory === null) {
    code.line(`const dto = new ${code.ref(dto.cls, 'Cls')}();`);
  } else {
    // The fields are written here rather than by the constructor: V8 then compiles no function
    // of its own for them, and an optimised fast path writes them inline at any class size.
    const { blueprint, construct } = factory;
    code.line(`const dto = new ${code.ref(construct, 'Blueprint')}();`);
    blueprint.keys.forEach((key, k) => {
      const fallback = code.ref(blueprint.defaults[k], 'fallback');
      const x = locals.get(key);
      locals.delete(key);
      code.line(`dto[${literal(key)}] = ${x === undefined ? fallback : orDefault(x, fallback)};`);
    });
  }
  // Fields the constructor does not create (legacy decorators without an initializer).
  for (const [name, x] of locals) {
    code.line(
      values.alwaysPresent
        ? `dto[${literal(name)}] = ${x};`
        : `if (${x} !== undefined) dto[${literal(name)}] = ${x};`,
    );
  }
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
