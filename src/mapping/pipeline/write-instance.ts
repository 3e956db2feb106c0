// How a fast path creates its DTO (docs/mapping.md, "How the fast path creates the
// DTO"): through a constructor generated for the class's blueprint where it has one, else with
// `new Cls()` and assignments. Both the whole-object lane and the per-field code write it, with
// one constructor per class so that every DTO the fast path makes shares one V8 map.
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
 * Writes `const dto = …` from the field values: a blueprint's fields in the constructor's order,
 * a value read replacing its default.
 */
export function writeInstance(code: CodeWriter, dto: DtoRecipe, values: ValueLocals): void {
  const { factory } = dto;
  const locals = new Map(dto.names.map((name, i) => [name, values.local(i)]));
  const orDefault = (x: string, fallback: string) =>
    values.alwaysPresent ? x : `${x} !== undefined ? ${x} : ${fallback}`;
  if (factory === null) {
    code.line(`const dto = new ${code.ref(dto.cls, 'Cls')}();`);
  } else {
    const { blueprint, construct } = factory;
    const args = blueprint.keys.map((key, k) => {
      const fallback = code.ref(blueprint.defaults[k], 'fallback');
      const x = locals.get(key);
      locals.delete(key);
      return x === undefined ? fallback : orDefault(x, fallback);
    });
    code.line(`const dto = new ${code.ref(construct, 'Blueprint')}(${args.join(', ')});`);
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
 * A constructor of objects shaped like the blueprint: its prototype is the class's, and it
 * writes the blueprint's fields in order from its arguments. V8 gives its instances the fields
 * in-object, where `Object.create` and nine assignments grew a separate property store.
 */
function blueprintConstructor(blueprint: InstanceBlueprint): Function {
  const code = new CodeWriter();
  // Keys are own data fields of the class that no prototype names (instance-blueprint.ts), so
  // `this[key] =` defines them, never calls a setter.
  blueprint.keys.forEach((key, k) => {
    code.line(`this[${literal(key)}] = v${k};`);
  });
  const construct = code.compile<Function>(blueprint.keys.map((_, k) => `v${k}`));
  construct.prototype = blueprint.prototype;
  return construct;
}
