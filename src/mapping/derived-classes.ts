// Request classes made from others, to extend (docs/mapping.md "Derived classes"):
// `class UpdateTask extends PartialType(CreateTask) {}`. Each helper returns a fresh subclass of
// `Request` that is registered as a derived base: the fields of a class extending it start from
// its source classes' declarations (field-declarations.ts), so the class shape, plans, JSON
// Schema and Standard Schema treat them like fields written by hand.
import { defineOwn } from '../shared/own-property.js';
import { shapeOf } from './class-shape.js';
import { ConfigurationException } from './configuration-exception.js';
import type { FieldRecord } from './decorators/field-records.js';
import { InvalidArgumentException } from './exceptions.js';
import {
  declarationsOf,
  type FieldDeclaration,
  type FieldDeclarations,
  registerDerivedBase,
} from './field-declarations.js';
import { optionalRules } from './partial-rules.js';
import { Request } from './request.js';
import { isRequestClass } from './request-class.js';

/** The data fields of a request object `T`: its keys that do not hold methods. */
export type FieldKey<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => unknown ? never : K;
}[keyof T] &
  string;

/** The fields of `T` (without `Request`'s methods). */
export type FieldsOf<T> = Pick<T, FieldKey<T>>;

/** A class to extend whose instances are `Request`s with the fields `I`; keeps `Request`'s statics. */
export type DerivedRequestClass<I> = Pick<typeof Request, keyof typeof Request> & (new () => Request & I);

/** The fields of every class of a tuple, intersected. */
type FieldsOfAll<T extends readonly unknown[]> = T extends readonly [new () => infer I, ...infer Rest]
  ? FieldsOf<I> & FieldsOfAll<Rest>
  : unknown;

type SourceClass<T extends Request> = new () => T;

/**
 * Every field of `cls`, optional: a field the client did not send stays `undefined` (no default
 * of `cls` fills it, so `dto.has('title')` tells what was sent), and the rules that demand
 * presence (`required`, `present`, `required_if`…) are dropped; sources, casts, processors,
 * groups, items, `@Exclude` and the other rules are kept.
 *
 * @example
 * class UpdateTask extends PartialType(CreateTask) {}
 * const patch = await handler.handleBody(UpdateTask, { done: 'true' }); // patch.title === undefined
 */
export function PartialType<T extends Request>(
  cls: SourceClass<T>,
): DerivedRequestClass<Partial<FieldsOf<T>>> {
  const source = checkedSource('PartialType', cls);
  return derivedBase(`Partial${source.name}`, [], () => {
    const { className } = shapeOf(source);
    const out = new Map<string, FieldDeclaration>();
    for (const [name, declaration] of declarationsOf(source)) {
      const records = declaration.records.flatMap((record): FieldRecord[] => {
        if (record.kind !== 'Validate') return [record];
        const rules = optionalRules(className, name, record.rules);
        return rules === undefined ? [] : [{ kind: 'Validate' as const, rules }];
      });
      out.set(name, { ...declaration, records });
    }
    return out;
  }) as unknown as DerivedRequestClass<Partial<FieldsOf<T>>>;
}

/**
 * The fields `keys` of `cls` only, declared as in `cls` and with its defaults.
 *
 * @example
 * class Rename extends PickType(CreateTask, ['title']) {}
 */
export function PickType<T extends Request, const K extends FieldKey<T>>(
  cls: SourceClass<T>,
  keys: readonly K[],
): DerivedRequestClass<Pick<T, K>> {
  const source = checkedSource('PickType', cls);
  const picked = checkedKeys('PickType', keys);
  return keptFields(`Pick${source.name}`, source, 'PickType', picked, (name) =>
    picked.includes(name),
  ) as unknown as DerivedRequestClass<Pick<T, K>>;
}

/**
 * Every field of `cls` except `keys`, declared as in `cls` and with its defaults.
 *
 * @example
 * class CreateTaskBody extends OmitType(CreateTask, ['ownerId']) {}
 */
export function OmitType<T extends Request, const K extends FieldKey<T>>(
  cls: SourceClass<T>,
  keys: readonly K[],
): DerivedRequestClass<Omit<FieldsOf<T>, K>> {
  const source = checkedSource('OmitType', cls);
  const omitted = checkedKeys('OmitType', keys);
  return keptFields(
    `Omit${source.name}`,
    source,
    'OmitType',
    omitted,
    (name) => !omitted.includes(name),
  ) as unknown as DerivedRequestClass<Omit<FieldsOf<T>, K>>;
}

/**
 * The fields of every class given, in that order, with their defaults; a field declared by
 * more than one takes the last class's declaration (as a subclass re-declaring it would).
 *
 * @example
 * class CreateOrder extends IntersectionType(Customer, Shipping) {}
 */
export function IntersectionType<const T extends readonly [SourceClass<Request>, ...SourceClass<Request>[]]>(
  ...classes: T
): DerivedRequestClass<FieldsOfAll<T>> {
  if (classes.length < 2) {
    throw new InvalidArgumentException('IntersectionType expects at least two request classes.');
  }
  const sources = classes.map((cls) => checkedSource('IntersectionType', cls));
  const name = sources.map((source) => source.name).join('And');
  return derivedBase(
    name,
    sources.map((source) => ({ source, keeps: () => true })),
    () => {
      for (const source of sources) shapeOf(source);
      return new Map(sources.flatMap((source) => [...declarationsOf(source)]));
    },
  ) as unknown as DerivedRequestClass<FieldsOfAll<T>>;
}

/** Which fields of which source a derived instance takes its defaults from. */
interface DefaultsSource {
  source: SourceClass<Request>;
  keeps: (name: string) => boolean;
}

function keptFields(
  name: string,
  source: SourceClass<Request>,
  helper: string,
  named: readonly string[],
  keeps: (field: string) => boolean,
): Function {
  return derivedBase(name, [{ source, keeps }], () => {
    const shape = shapeOf(source);
    const unknown = named.find((field) => shape.index[field] === undefined);
    if (unknown !== undefined) {
      throw ConfigurationException.unknownDerivedField(
        shape.className,
        unknown,
        helper,
        shape.fields.map((field) => field.name),
      );
    }
    return new Map([...declarationsOf(source)].filter(([field]) => keeps(field)));
  });
}

/**
 * The class to extend: its constructor copies the defaults of the kept fields from a fresh
 * instance of each source (fresh, so an array default is never shared between DTOs).
 */
function derivedBase(
  name: string,
  defaults: DefaultsSource[],
  declarations: () => FieldDeclarations,
): Function {
  const base =
    defaults.length === 0
      ? class extends Request {}
      : class extends Request {
          constructor() {
            super();
            copyDefaults(this as unknown as Record<string, unknown>, defaults);
          }
        };
  Object.defineProperty(base, 'name', { value: name });
  registerDerivedBase(base, declarationsOnce(declarations));
  return base;
}

function copyDefaults(target: Record<string, unknown>, defaults: DefaultsSource[]): void {
  for (const { source, keeps } of defaults) {
    const instance = new source() as unknown as Record<string, unknown>;
    for (const field of Object.keys(instance)) {
      if (keeps(field)) defineOwn(target, field, instance[field]);
    }
  }
}

/** Built on first use and kept; a failure is not kept, so every use reports it. */
function declarationsOnce(build: () => FieldDeclarations): () => FieldDeclarations {
  let built: FieldDeclarations | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

function checkedSource<T extends Request>(helper: string, cls: SourceClass<T>): SourceClass<T> {
  if (!isRequestClass(cls)) {
    throw new InvalidArgumentException(`${helper} expects a class that extends Request.`);
  }
  return cls;
}

function checkedKeys(helper: string, keys: unknown): string[] {
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string')) {
    throw new InvalidArgumentException(`${helper} expects an array of field names, e.g. ['title'].`);
  }
  return [...(keys as string[])];
}
