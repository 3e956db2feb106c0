// Source decorators (docs/mapping.md): which bag a field is read from. Without one, a field is read
// by its name from the call's main input (the body, or the query for handleQuery).
import { parseDotPath } from '../dot-path.js';
import { InvalidArgumentException } from '../exceptions.js';
import type { FieldDecorator } from './field-decorator.js';
import { recordOnField } from './field-records.js';

/**
 * Reads the field from the `route` option of the `handle*` call, by `key` or the field's name.
 *
 * @example
 * class ShowOrder extends Request { @FromRoute('id') @Cast('int') orderId!: number; }
 */
export function FromRoute(key?: string): FieldDecorator {
  if (key !== undefined && (typeof key !== 'string' || key === '')) {
    throw new InvalidArgumentException(
      '@FromRoute expects a non-empty key, or no argument for the field name.',
    );
  }
  return recordOnField('FromRoute', { kind: 'source', decorator: 'FromRoute', key });
}

/**
 * Reads the field from the `context` option of the `handle*` call (user, tenant, flags…).
 *
 * @example
 * class CreatePost extends Request { @FromContext('userId') authorId!: string; }
 */
export function FromContext(key: string): FieldDecorator {
  if (typeof key !== 'string' || key === '') {
    throw new InvalidArgumentException(
      "@FromContext expects the context key to read, e.g. @FromContext('userId').",
    );
  }
  return recordOnField('FromContext', { kind: 'source', decorator: 'FromContext', key });
}

/**
 * Reads the field at a dot path of the main input; a single segment renames the key.
 * A malformed path throws `InvalidArgumentException` right here.
 *
 * @example
 * class SignUp extends Request { @FromBody('user.email') email!: string; @FromBody('tos_ok') accepted = false; }
 */
export function FromBody(path: string): FieldDecorator {
  return recordOnField('FromBody', {
    kind: 'source',
    decorator: 'FromBody',
    path: parseDotPath(path, 'FromBody'),
  });
}
