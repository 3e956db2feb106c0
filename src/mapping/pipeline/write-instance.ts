// How a fast path creates its DTO (ARCHITECTURE.md, "How the fast path creates the
// DTO"): through a constructor generated for the class's blueprint where it has one, else with
// `new Cls()` and assignments. Both the whole-object lane and the per-field code write it, with
// one constructor per class so that every DTO the fast path makes shares one V8 map.
import { CodeWriter, literal } from '../../compiler/code-writer.js';
import type { RequestClass } from '../class-shape.js';
import { blueprintOf, FreshDefault, type InstanceBlueprint } from '../instance-blueprint.js';
import { SIZED_FIELDS, sizedConstructor } from './sized-constructor.js';

/**
 * A class's blueprint with the constructor that builds it; `null` where only `new Cls()` will do.
 * `callerStores`: the constructor creates an empty object and the caller stores the fields.
 */
export type DtoFactory = {
  readonly blueprint: InstanceBlueprint;
  readonly construct: Function;
  readonly callerStores: boolean;
} | null;

/**
 * The most fields the caller stores in one run; past them the caller stores only where its
 * fields are the blueprint's, in order, so that a chunked lane (whole-lane.ts) stores each chunk's
 * fields itself, and otherwise the constructor takes the values as arguments. TurboFan's compile of
 * a run of new-field stores grows faster than the run itself.
 */
const CALLER_STORES_UP_TO = 160;

/** How a fast path creates the DTO of a class: its fields (by position) and its factory. */
export interface DtoRecipe {
  readonly cls: RequestClass;
  /** The managed fields' names; field `i`'s value is in the local `ValueLocals.local(i)`. */
  readonly names: readonly string[];
  readonly factory: DtoFactory;
}

/** The recipe of `cls`'s DTO; `blueprint` where the caller has read it (reading one constructs the class twice). */
export function dtoRecipeOf(
  cls: RequestClass,
  names: readonly string[],
  blueprint: InstanceBlueprint | null = blueprintOf(cls as new () => object),
): DtoRecipe {
  if (blueprint === null) return { cls, names, factory: null };
  const callerStores = blueprint.keys.length <= CALLER_STORES_UP_TO || sameKeys(blueprint.keys, names);
  const construct = callerStores ? emptyConstructor(blueprint) : valuesConstructor(blueprint);
  const factory = { blueprint, construct, callerStores };
  return { cls, names, factory };
}

function sameKeys(keys: readonly string[], names: readonly string[]): boolean {
  return keys.length === names.length && keys.every((key, k) => key === names[k]);
}

/**
 * The blueprint constructor of a recipe whose fields are the blueprint's, in order, stored by
 * the caller: a lane may then store each field as soon as it holds, after `new Blueprint()`.
 */
export function storesInFieldOrder(dto: DtoRecipe): Function | null {
  const { factory } = dto;
  return factory?.callerStores === true && sameKeys(factory.blueprint.keys, dto.names)
    ? factory.construct
    : null;
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
 * replacing its default. Up to `CALLER_STORES_UP_TO` fields the stores are the caller's, after an
 * empty construction: a constructor that made them would take a field's worth of bytecode each,
 * past what TurboFan inlines for wide classes, and an inlined construction writes each field of
 * the new object without a call or a map check.
 */
export function writeInstance(code: CodeWriter, dto: DtoRecipe, values: ValueLocals): void {
  const { factory } = dto;
  const orDefault = (x: string, fallback: string) =>
    values.alwaysPresent ? x : `${x} !== undefined ? ${x} : ${fallback}`;
  let rest: number[];
  if (factory === null) {
    code.line(`const dto = new ${code.ref(dto.cls, 'Cls')}();`);
    rest = dto.names.map((_, i) => i);
  } else if (factory.callerStores) {
    rest = writeBlueprintFields(code, dto, factory, (i, fallback) => orDefault(values.local(i), fallback));
  } else {
    const fields = blueprintFields(code, dto, factory);
    const args = fields.inOrder.map(({ index, fallback }) =>
      index === undefined ? fallback : orDefault(values.local(index), fallback),
    );
    code.line(`const dto = new ${code.ref(factory.construct, 'Blueprint')}(${args.join(', ')});`);
    rest = fields.rest;
  }
  // Fields the constructor does not create (legacy decorators without an initializer).
  for (const i of rest) {
    const name = literal(dto.names[i]!);
    const x = values.local(i);
    code.line(values.alwaysPresent ? `dto[${name}] = ${x};` : `if (${x} !== undefined) dto[${name}] = ${x};`);
  }
}

/**
 * Writes `const dto = new Blueprint()` for a factory whose caller stores the fields, then each of
 * the blueprint's fields in its order: `value(i, fallback)` for the managed field `i` (it may first
 * write the lines that compute the value, e.g. a lane's test), the default for the others. The
 * stores of `group` managed fields at a time wait until the last of them is computed. Returns the
 * managed fields the constructor does not create, which the caller stores after.
 */
export function writeBlueprintFields(
  code: CodeWriter,
  dto: DtoRecipe,
  factory: NonNullable<DtoFactory>,
  value: (i: number, fallback: string) => string,
  group = Number.POSITIVE_INFINITY,
): number[] {
  const fields = blueprintFields(code, dto, factory);
  code.line(`const dto = new ${code.ref(factory.construct, 'Blueprint')}();`);
  const stores: string[] = [];
  let computed = 0;
  for (const { key, index, fallback } of fields.inOrder) {
    stores.push(`dto[${literal(key)}] = ${index === undefined ? fallback : value(index, fallback)};`);
    if (index !== undefined && ++computed % group === 0) code.line(...stores.splice(0));
  }
  code.line(...stores);
  return fields.rest;
}

/**
 * The blueprint's fields in its order, each with the managed field that fills it (`index`,
 * undefined where the class does not manage it) and its default (a primitive, or a `FreshDefault`
 * for a fresh `[]`/`{}`); and the managed fields the blueprint lacks (`rest`), which the caller
 * stores after the construction. What generated code writes, and what the first tier stores.
 */
export function blueprintStores(
  dto: DtoRecipe,
  factory: NonNullable<DtoFactory>,
): { inOrder: Array<{ key: string; index: number | undefined; value: unknown }>; rest: number[] } {
  const indexOf = new Map(dto.names.map((name, i) => [name, i]));
  const inOrder = factory.blueprint.keys.map((key, k) => {
    const index = indexOf.get(key);
    indexOf.delete(key);
    return { key, index, value: factory.blueprint.defaults[k] };
  });
  return { inOrder, rest: [...indexOf.values()] };
}

/** `blueprintStores` with each default as code: a reference, or the literal of a fresh `[]`/`{}`. */
function blueprintFields(
  code: CodeWriter,
  dto: DtoRecipe,
  factory: NonNullable<DtoFactory>,
): { inOrder: Array<{ key: string; index: number | undefined; fallback: string }>; rest: number[] } {
  const { inOrder, rest } = blueprintStores(dto, factory);
  return {
    inOrder: inOrder.map(({ key, index, value }) => ({
      key,
      index,
      fallback: value instanceof FreshDefault ? value.literal : code.ref(value, 'fallback'),
    })),
    rest,
  };
}

/**
 * A constructor of empty objects with the class's prototype, sized for the blueprint's fields:
 * V8 sizes a constructor's objects by the `this.x =` stores in its source, so its body names
 * every field in a branch that never runs. The fields the caller stores next then go in-object
 * (without that count ~70 of 80 fields went to a separate store, grown a few slots at a time:
 * 20× slower), while the constructor's bytecode stays empty and every caller inlines it. Up to
 * `SIZED_FIELDS` fields one written source does it (sized-constructor.ts): no code to generate.
 */
function emptyConstructor(blueprint: InstanceBlueprint): Function {
  if (blueprint.keys.length <= SIZED_FIELDS)
    return sizedConstructor(blueprint.prototype, blueprint.keys.length);
  const code = new CodeWriter();
  code.block('if (false)', () => {
    for (const key of blueprint.keys) code.line(`this[${literal(key)}] = undefined;`);
  });
  return withPrototype(code.compile<Function>([], 'mapping.instance'), blueprint);
}

/**
 * A constructor of objects shaped like the blueprint: its prototype is the class's, and it
 * writes the blueprint's fields in order from its arguments. V8 gives its instances the fields
 * in-object, where `Object.create` and nine assignments grew a separate property store.
 */
function valuesConstructor(blueprint: InstanceBlueprint): Function {
  const code = new CodeWriter();
  blueprint.keys.forEach((key, k) => {
    code.line(`this[${literal(key)}] = v${k};`);
  });
  return withPrototype(
    code.compile<Function>(
      blueprint.keys.map((_, k) => `v${k}`),
      'mapping.instance',
    ),
    blueprint,
  );
}

/**
 * Keys are own data fields of the class that no prototype names (instance-blueprint.ts), so
 * `dto[key] =` and `this[key] =` define them, never call a setter.
 */
function withPrototype(construct: Function, blueprint: InstanceBlueprint): Function {
  construct.prototype = blueprint.prototype;
  return construct;
}
