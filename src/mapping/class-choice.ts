// What `@Items` and `@Nested` map a value with: one request class, or a union of classes told
// apart by a tag field (`oneOf('type', { card: CardPayment, bank: BankTransfer })`). Classes may
// be given as `() => Cls`, so a class declared later in the file (or the class itself) can be
// named; they are resolved when the owning class's shape is built.
import { InvalidArgumentException } from './exceptions.js';
import { isRequestClass, type RequestClass, type RequestObject } from './request-class.js';

const UNION: unique symbol = Symbol('intake.oneOf');

/** A class, or a function returning one (for classes declared later, or the class itself). */
export type ClassReference<T extends RequestObject = RequestObject> = (new () => T) | (() => new () => T);

/**
 * A union of request classes told apart by the value of one field of the input, the tag.
 * Made by `oneOf`; `T` is the instance type of every branch.
 */
export interface OneOf<T extends RequestObject = RequestObject> {
  readonly [UNION]: true;
  readonly tag: string;
  readonly branches: Readonly<Record<string, ClassReference<T>>>;
}

/**
 * A discriminated union for `@Nested` and `@Items`: the input's `tag` field names the branch
 * class that maps it. A missing or unknown tag is a validation error (rule `in`, on
 * `field.<tag>`, listing the tags); each branch's errors carry the full path.
 *
 * @example
 * class Checkout extends Request {
 *   @Nested(oneOf('type', { card: CardPayment, bank: BankTransfer })) payment!: CardPayment | BankTransfer;
 * }
 */
export function oneOf<const B extends Record<string, ClassReference>>(
  tag: string,
  branches: B,
): OneOf<BranchInstance<B[keyof B]>> {
  if (typeof tag !== 'string' || tag === '')
    throw new InvalidArgumentException('oneOf expects the name of the tag field as its first argument.');
  if (typeof branches !== 'object' || branches === null || Object.keys(branches).length === 0)
    throw new InvalidArgumentException(
      'oneOf expects an object of tag values to request classes, e.g. { card: Card }.',
    );
  const copy: Record<string, ClassReference> = Object.create(null);
  for (const key of Object.keys(branches)) copy[key] = branches[key]!;
  return Object.freeze({ [UNION]: true as const, tag, branches: Object.freeze(copy) }) as OneOf<
    BranchInstance<B[keyof B]>
  >;
}

type BranchInstance<R> = R extends new () => infer T ? T : R extends () => new () => infer T ? T : never;

/** What a field maps its value with, resolved. */
export type ClassChoice =
  | { readonly kind: 'class'; readonly cls: RequestClass }
  | { readonly kind: 'union'; readonly tag: string; readonly branches: ReadonlyMap<string, RequestClass> };

/** Whether `value` was made by `oneOf`. */
export function isOneOf(value: unknown): value is OneOf {
  return typeof value === 'object' && value !== null && (value as Partial<OneOf>)[UNION] === true;
}

/** Resolves a declared target; `undefined` when it names no request class (the caller reports it). */
export function resolveChoice(target: unknown): ClassChoice | undefined {
  if (isOneOf(target)) {
    const branches = new Map<string, RequestClass>();
    for (const key of Object.keys(target.branches)) {
      const cls = resolveClass(target.branches[key]);
      if (cls === undefined) return undefined;
      branches.set(key, cls);
    }
    return { kind: 'union', tag: target.tag, branches };
  }
  const cls = resolveClass(target);
  return cls === undefined ? undefined : { kind: 'class', cls };
}

function resolveClass(target: unknown): RequestClass | undefined {
  if (isRequestClass(target)) return target;
  if (typeof target === 'function' && !Object.hasOwn(target, 'prototype')) {
    const resolved: unknown = (target as () => unknown)();
    if (isRequestClass(resolved)) return resolved;
  }
  return undefined;
}

/** Every class a choice can map with. */
export function classesOf(choice: ClassChoice): RequestClass[] {
  return choice.kind === 'class' ? [choice.cls] : [...choice.branches.values()];
}
