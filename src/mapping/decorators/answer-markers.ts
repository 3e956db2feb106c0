// Markers for view classes, the classes that describe answers (`responds(200, UserView)`): what
// a field holds in an answer, said without validation rules, which never run on a view. They
// change only the output-side schema (what API documents promise); mapping ignores them.
import { InvalidArgumentException } from '../exceptions.js';
import type { FieldDecorator } from './field-decorator.js';
import { recordOnField } from './field-records.js';
import { type FieldSpec, fieldSpec } from './fields.js';

/** The JSON types a `@Nullable(type)` field may hold besides `null`. */
export type AnswerType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

const ANSWER_TYPES: readonly AnswerType[] = ['string', 'integer', 'number', 'boolean', 'array', 'object'];

/**
 * The field may be `null` in an answer; `type` names what it holds otherwise, when neither its
 * rules nor its initializer tell (a `null` initializer says nothing of the other type).
 *
 * @example
 * class ProfileView extends Request { @Nullable('string') bio: string | null = null; }
 */
export function Nullable(type?: AnswerType): FieldDecorator {
  if (type !== undefined && !ANSWER_TYPES.includes(type)) {
    throw new InvalidArgumentException(
      `@Nullable takes one of ${ANSWER_TYPES.join(', ')} (or nothing), got ${JSON.stringify(type)}.`,
    );
  }
  return recordOnField('Nullable', { kind: 'Nullable', type });
}

/**
 * The field may be missing from an answer. Without it, a view's field is always there, except a
 * field with no initializer whose rules do not require it.
 *
 * @example
 * class UserView extends Request { @Optional() nickname?: string; createdAt!: Date; }
 */
export function Optional(): FieldDecorator {
  return recordOnField('Optional', { kind: 'Optional' });
}

/** `@Nullable(type?)` for `fields()`. @example bio: nullable('string') */
export function nullable(type?: AnswerType): FieldSpec {
  return fieldSpec(Nullable(type));
}

/** `@Optional()` for `fields()`. @example nickname: optional() */
export function optional(): FieldSpec {
  return fieldSpec(Optional());
}
