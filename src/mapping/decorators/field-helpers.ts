// One lower-case helper per field decorator, for `static fields = fields({...})` (fields.ts).
// Each is its decorator's record as a value: the decorator checks the arguments and says
// what it records, so the two forms cannot drift apart. docs/mapping.md documents the
// decorators; every helper takes the same arguments as its decorator.
import type { Constructor } from '../../shared/constructor.js';
import type { ClassReference, OneOf } from '../class-choice.js';
import type { CasterInterface, GeneratorInterface, ProcessorHandler } from '../contracts.js';
import type { Request } from '../request.js';
import { type FieldSpec, fieldSpec } from './fields.js';
import {
  Cast,
  Caster,
  type CastType,
  type CastValue,
  Each,
  Exclude,
  Generator,
  Group,
  Ignore,
  Items,
  Nested,
  PostProcess,
  PreProcess,
  Validate,
} from './pipeline.js';
import { FromBody, FromContext, FromRoute } from './sources.js';

/** `@FromRoute(key?)`: read from the route bag. @example shopId: [fromRoute(), cast('int')] */
export function fromRoute(key?: string): FieldSpec {
  return fieldSpec(FromRoute(key));
}

/** `@FromBody(path)`: read at a dot path of the main input. @example email: [fromBody('user.email'), 'email'] */
export function fromBody(path: string): FieldSpec {
  return fieldSpec(FromBody(path));
}

/** `@FromContext(key)`: read from the context bag. @example authorId: fromContext('userId') */
export function fromContext(key: string): FieldSpec {
  return fieldSpec(FromContext(key));
}

/** `@Validate(rules)`; a plain string in `fields()` means the same. @example email: validate('required|email') */
export function validate(rules: string): FieldSpec {
  return fieldSpec(Validate(rules));
}

/** `@Each(rules)`: rules (and the cast they imply) for each element of a list. @example tags: each('string|max:20') */
export function each(rules: string): FieldSpec<unknown[] | null | undefined> {
  return fieldSpec<unknown[] | null | undefined>(Each(rules));
}

/** `@Cast(type)`: a built-in cast. @example page: cast('int') */
export function cast<T extends CastType>(type: T): FieldSpec<CastValue<T> | null | undefined> {
  return fieldSpec<CastValue<T> | null | undefined>(Cast(type));
}

/** `@Caster(caster)`: a custom cast. @example amount: caster(MoneyCaster) */
export function caster(value: Constructor<CasterInterface> | CasterInterface): FieldSpec {
  return fieldSpec(Caster(value));
}

/** `@PreProcess(handler)`: runs before validation. @example name: [preProcess((v: string) => v.trim()), 'required'] */
export function preProcess(handler: ProcessorHandler): FieldSpec {
  return fieldSpec(PreProcess(handler));
}

/** `@PostProcess(handler, { config })`: runs after validation and cast. @example total: [cast('float'), postProcess(Round)] */
export function postProcess(
  handler: ProcessorHandler,
  options: { config?: Record<string, unknown> } = {},
): FieldSpec {
  return fieldSpec(PostProcess(handler, options));
}

/** `@Generator(generator, { options })`: the value is generated, not read. @example id: generator(UuidGenerator) */
export function generator(
  value: Constructor<GeneratorInterface> | GeneratorInterface,
  options: { options?: Record<string, unknown> } = {},
): FieldSpec {
  return fieldSpec(Generator(value, options));
}

/** `@Items(Cls)`: each element through a nested request class (or `oneOf` branch). @example lines: ['required|array', items(Line)] */
export function items<T extends Request>(
  target: ClassReference<T> | OneOf<T>,
): FieldSpec<T[] | null | undefined> {
  return fieldSpec<T[] | null | undefined>(Items(target));
}

/** `@Nested(Cls)`: one nested object through a request class (or `oneOf` branch). @example address: ['required', nested(Address)] */
export function nested<T extends Request>(
  target: ClassReference<T> | OneOf<T>,
): FieldSpec<T | null | undefined> {
  return fieldSpec<T | null | undefined>(Nested(target));
}

/** `@Group(name, { mapTo })`: a member of `dto.group(name)`. @example street1: group('address', { mapTo: 'street.line1' }) */
export function group(name: string, options: { mapTo?: string } = {}): FieldSpec {
  return fieldSpec(Group(name, options));
}

/** `@Exclude()`: mapped, but left out of `toArray()`/`toJSON()`. @example password: [exclude(), 'required|min:12'] */
export function exclude(): FieldSpec {
  return fieldSpec(Exclude());
}

/** `@Ignore()`: not mapped at all. @example cache: ignore() */
export function ignore(): FieldSpec {
  return fieldSpec(Ignore());
}
