// How the fast path makes a DTO without `new Cls()`. With standard decorators a constructor
// call runs two initializer calls per decorated field, a large part of a small class's mapping;
// an object with the class's prototype and the same own fields in the same order costs a
// fraction of it. That copy is only made where it cannot differ from
// what the constructor builds (ARCHITECTURE.md, "The fast path"):
// - no class of the chain declares a constructor, `#private` names or `accessor` fields (read
//   from the class source: anything that might is refused, so the check errs towards `new`).
//   The one constructor allowed is the one TypeScript writes after a decorated last field,
//   which only runs that field's `addInitializer` callbacks, as the other fields' initializers
//   do inline (intake's decorators register none);
// - two constructions give the same own fields, in the same order, all plain enumerable data
//   holding the same primitive values, or each a new empty array or plain object (`tags = []`),
//   which the copy makes anew too (a counter, a random id or any other object default refuses);
// - no field name exists on the prototype chain, where an assignment could meet a setter.
// What stays unseen is a field initializer's or field decorator's side effect that leaves no
// trace on the instance, or an empty default behind a Proxy (no portable test tells one apart);
// such a class declares a constructor, which keeps `new`.
import { isRequestBase } from './request-class.js';

/**
 * A default that every construction makes anew, `[]` or `{}`: a copy writes the literal, so no
 * two DTOs share it.
 */
export class FreshDefault {
  private constructor(readonly literal: '[]' | '{}') {}
  static readonly emptyArray = new FreshDefault('[]');
  static readonly emptyObject = new FreshDefault('{}');
}

/** The own fields `new Cls()` creates, in order, with their default values. */
export interface InstanceBlueprint {
  readonly prototype: object;
  readonly keys: readonly string[];
  /** A primitive, or a `FreshDefault` for a field that each construction fills with a new `[]` or `{}`. */
  readonly defaults: readonly unknown[];
}

const maySetUpMore = /\bconstructor\s*\(|#|\baccessor\s/;
// `constructor() { super(...arguments); __runInitializers(this, _name_extraInitializers); }`
const typeScriptTail =
  /\bconstructor\(\)\s*\{\s*super\(\.\.\.arguments\);\s*__runInitializers\(this, _\w+_extraInitializers\);\s*\}/;

/** The blueprint of `cls`, or null where only `new cls()` is certain to build the DTO. */
export function blueprintOf(cls: new () => object): InstanceBlueprint | null {
  if (!constructsPlainly(cls)) return null;
  let first: object;
  let second: object;
  try {
    first = new cls();
    second = new cls();
  } catch {
    return null;
  }
  const prototype = cls.prototype as object;
  if (Object.getPrototypeOf(first) !== prototype || !Object.isExtensible(first)) return null;
  const keys = Reflect.ownKeys(first);
  const again = Reflect.ownKeys(second);
  if (keys.length !== again.length) return null;
  const defaults: unknown[] = [];
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    if (typeof key !== 'string' || again[index] !== key || key in prototype) return null;
    const a = Object.getOwnPropertyDescriptor(first, key)!;
    const b = Object.getOwnPropertyDescriptor(second, key)!;
    if (!isPlainData(a) || !isPlainData(b)) return null;
    if (isPrimitive(a.value) && Object.is(a.value, b.value)) {
      defaults.push(a.value);
      continue;
    }
    const fresh = freshDefault(a.value, b.value);
    if (fresh === undefined) return null;
    defaults.push(fresh);
  }
  return { prototype, keys: keys as string[], defaults };
}

/** Every class from `cls` up to `Request` is a `class` without constructor, private names or accessors. */
function constructsPlainly(cls: new () => object): boolean {
  for (let current: unknown = cls; !isRequestBase(current); current = Object.getPrototypeOf(current)) {
    if (typeof current !== 'function' || current === Function.prototype) return false;
    const source = Function.prototype.toString.call(current).replace(typeScriptTail, '');
    if (!source.startsWith('class') || maySetUpMore.test(source)) return false;
  }
  return true;
}

function isPlainData(descriptor: PropertyDescriptor): boolean {
  return (
    'value' in descriptor &&
    descriptor.writable === true &&
    descriptor.enumerable === true &&
    descriptor.configurable === true
  );
}

function isPrimitive(value: unknown): boolean {
  return (
    value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')
  );
}

/**
 * `FreshDefault` when two constructions each made their own empty array or empty plain object
 * (nothing else on it: a frozen, sealed or subclassed one is a choice a literal cannot copy).
 */
function freshDefault(first: unknown, second: unknown): FreshDefault | undefined {
  if (typeof first !== 'object' || first === null || first === second) return undefined;
  if (typeof second !== 'object' || second === null) return undefined;
  const prototype = Object.getPrototypeOf(first);
  if (Object.getPrototypeOf(second) !== prototype) return undefined;
  if (!Object.isExtensible(first) || !Object.isExtensible(second)) return undefined;
  if (prototype === Array.prototype && isEmptyArray(first) && isEmptyArray(second)) {
    return FreshDefault.emptyArray;
  }
  if (
    prototype === Object.prototype &&
    Reflect.ownKeys(first).length === 0 &&
    Reflect.ownKeys(second).length === 0
  ) {
    return FreshDefault.emptyObject;
  }
  return undefined;
}

function isEmptyArray(value: object): boolean {
  return Array.isArray(value) && value.length === 0 && Reflect.ownKeys(value).length === 1;
}
