// Pipeline decorators (docs/mapping.md). They only record what was declared; every combination rule
// is checked when the class's metadata is built, so errors name the class and the field.
import type { Constructor } from '../../shared/constructor.js';
import type { ClassReference, OneOf } from '../class-choice.js';
import type { CasterInterface, GeneratorInterface, ProcessorHandler } from '../contracts.js';
import { parseDotPath } from '../dot-path.js';
import { InvalidArgumentException } from '../exceptions.js';
import type { Request } from '../request.js';
import type { FieldDecorator } from './field-decorator.js';
import { recordOnField } from './field-records.js';

/** The built-in cast names of `@Cast` (docs/mapping.md). */
export type CastType = 'int' | 'float' | 'bool' | 'string' | 'array' | 'datetime' | `datetime:${string}`;

/** The field type each cast produces (`null` for `''` and `null` input, `undefined` when absent). */
export type CastValue<T extends CastType> = T extends 'int' | 'float'
  ? number
  : T extends 'bool'
    ? boolean
    : T extends 'string'
      ? string
      : T extends 'array'
        ? unknown[]
        : Date;

/**
 * Hands the rule string unchanged to the validator (`required|email|max:255`).
 *
 * @example
 * class SignUp extends Request { @Validate('required|email') email!: string; }
 */
export function Validate(rules: string): FieldDecorator {
  if (typeof rules !== 'string') throw new InvalidArgumentException('@Validate expects a rule string.');
  return recordOnField('Validate', { kind: 'Validate', rules });
}

/**
 * Rules for each element of a list of scalars: the field must be an array, each element is
 * checked with `rules` (errors at `tags.3`), and cast as its rules say (`integer` → int,
 * `numeric` → float, `boolean` → bool, `date` → datetime). Lists of objects use `@Items`.
 *
 * @example
 * class Post extends Request { @Each('string|max:20') tags: string[] = []; }
 */
export function Each(rules: string): FieldDecorator<unknown[] | null | undefined> {
  if (typeof rules !== 'string' || rules.trim() === '') {
    throw new InvalidArgumentException('@Each expects a rule string for each element.');
  }
  return recordOnField('Each', { kind: 'Each', rules });
}

/**
 * Casts the validated value with a built-in cast, overriding the type-driven one.
 *
 * @example
 * class Search extends Request { @Cast('int') page = 1; @Cast('datetime:immutable:yyyy-MM-dd') day?: Date; }
 */
export function Cast<T extends CastType>(type: T): FieldDecorator<CastValue<T> | null | undefined> {
  return recordOnField('Cast', { kind: 'Cast', type });
}

/**
 * Casts with a custom caster: a class whose instances have `cast(value)`, or such an instance.
 *
 * @example
 * class Pay extends Request { @Caster(MoneyCaster) amount!: Money; }
 */
export function Caster(caster: Constructor<CasterInterface> | CasterInterface): FieldDecorator {
  return recordOnField('Caster', { kind: 'Caster', caster });
}

/**
 * Runs before validation (not on `null`): a function, a processor or caster class or instance,
 * or the name of a static method of the request class. Repeatable; runs in the written order.
 *
 * @example
 * class SignUp extends Request { @PreProcess((v: string) => v.trim()) @Validate('required') name!: string; }
 */
export function PreProcess(handler: ProcessorHandler): FieldDecorator {
  return recordOnField('PreProcess', { kind: 'PreProcess', handler });
}

/**
 * Runs after validation and cast, only when the whole request is valid; `config` reaches a
 * processor as `context.config`. Repeatable; runs in the written order.
 *
 * @example
 * class Pay extends Request { @PostProcess(Round, { config: { digits: 2 } }) @Cast('float') total!: number; }
 */
export function PostProcess(
  handler: ProcessorHandler,
  options: { config?: Record<string, unknown> } = {},
): FieldDecorator {
  return recordOnField('PostProcess', { kind: 'PostProcess', handler, config: options.config ?? {} });
}

/**
 * Produces the value with a generator instead of reading it (input under that key is ignored).
 *
 * @example
 * class CreateOrder extends Request { @Generator(UuidGenerator, { options: { version: 7 } }) id!: string; }
 */
export function Generator(
  generator: Constructor<GeneratorInterface> | GeneratorInterface,
  options: { options?: Record<string, unknown> } = {},
): FieldDecorator {
  return recordOnField('Generator', { kind: 'Generator', generator, options: options.options ?? {} });
}

/**
 * Maps each element of an array through a nested request class, or through the branch of a
 * `oneOf` union its tag names. Pass `() => Cls` for a class declared later in the file or for
 * the class itself (trees).
 *
 * @example
 * class Order extends Request { @Items(Line) lines: Line[] = []; }
 */
export function Items<T extends Request>(
  target: ClassReference<T> | OneOf<T>,
): FieldDecorator<T[] | null | undefined> {
  return recordOnField('Items', { kind: 'Items', target });
}

/**
 * Maps one nested object through a request class (or the branch of a `oneOf` union its tag
 * names). The value comes from the field's source like any other; absent keeps the field's
 * default, `null` passes only with `nullable`, anything but an object is an `object` error,
 * and the nested errors are reported under `field.child`.
 *
 * @example
 * class Customer extends Request { @Nested(Address) address!: Address; }
 */
export function Nested<T extends Request>(
  target: ClassReference<T> | OneOf<T>,
): FieldDecorator<T | null | undefined> {
  return recordOnField('Nested', { kind: 'Nested', target });
}

/**
 * Adds the field to a named group read with `dto.group(name)`, optionally at a dotted `mapTo` path.
 * Repeatable with different names.
 *
 * @example
 * class SignUp extends Request { @Group('address', { mapTo: 'street.line1' }) street1!: string; }
 */
export function Group(name: string, options: { mapTo?: string } = {}): FieldDecorator {
  if (typeof name !== 'string' || name === '')
    throw new InvalidArgumentException('@Group expects a group name.');
  if (options.mapTo !== undefined) parseDotPath(options.mapTo, 'Group');
  return recordOnField('Group', { kind: 'Group', name, mapTo: options.mapTo });
}

/**
 * Maps the field normally but leaves it out of `toArray()` / `toJSON()`.
 *
 * @example
 * class SignUp extends Request { @Exclude() @Validate('required|min:12') password!: string; }
 */
export function Exclude(): FieldDecorator {
  return recordOnField('Exclude', { kind: 'Exclude' });
}

/**
 * Takes the field out of mapping entirely, as if it were `#private`.
 *
 * @example
 * class SignUp extends Request { @Ignore() cache = new Map(); }
 */
export function Ignore(): FieldDecorator {
  return recordOnField('Ignore', { kind: 'Ignore' });
}
