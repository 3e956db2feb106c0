/**
 * The type of every request field decorator: callable as a standard (TC39) field decorator and
 * as a legacy `experimentalDecorators` property decorator. `Allowed` is the field type the
 * decorator accepts, so that `@Cast('int')` on a `string` field fails to compile in standard mode.
 */
export interface FieldDecorator<Allowed = unknown> {
  (target: object, propertyKey: string | symbol): void;
  // Last on purpose: TypeScript reports the last overload's error, and a standard-decorator
  // mismatch ("Type 'string' is not assignable to type 'number'") is the one a person can act on.
  <This, Value extends Allowed>(value: undefined, context: ClassFieldDecoratorContext<This, Value>): void;
}
