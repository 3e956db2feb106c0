// The decorator-free form of a request class (docs/mapping.md "Without decorators"): the same
// declarations, written in erasable syntax so `node app.ts` runs them with Node's type
// stripping and no compiler. `fields()` records exactly what the decorators record (through
// field-records.ts), so both forms build the same class metadata and raise the same errors.
import { InvalidArgumentException } from '../exceptions.js';
import type { FieldDecorator } from './field-decorator.js';
import { type FieldRecord, recordFieldTable, recordOfDecorator } from './field-records.js';
import { Validate } from './pipeline.js';

// Type-only: the field types a declaration accepts, compared contravariantly so that
// `cast('int')` on a string field fails to compile, as `@Cast('int')` does.
declare const accepts: unique symbol;

/** One declaration of one field, made by a field helper (`fromRoute()`, `cast('int')`, …). */
export interface FieldSpec<Allowed = unknown> {
  /** The decorator this helper stands for, e.g. `'Cast'`. */
  readonly decorator: string;
  readonly [accepts]?: (value: Allowed) => void;
}

/** A field's declarations: a rule string (shorthand for `validate(...)`), a helper, or a list of them. */
export type FieldEntry<Value = unknown> = string | FieldSpec<Value> | readonly (string | FieldSpec<Value>)[];

/** The data fields of `C`: its string keys whose values are not methods. */
export type DataField<C> = {
  [K in keyof C]: K extends string ? (C[K] extends (...args: never[]) => unknown ? never : K) : never;
}[keyof C];

/** What `fields<C>()` accepts: some data fields of `C`, each with its declarations. */
export type FieldDeclarations<C> = { readonly [K in DataField<C>]?: FieldEntry<C[K]> };

/** What `fields()` returns, to be kept as the class's `static fields`. */
export interface FieldTable<C = unknown> {
  readonly declares: readonly DataField<C>[];
}

// `NoInfer` for TypeScript 5.0–5.3: `C` comes from the type argument (or its default), never
// from the object literal, whose excess keys must be errors rather than widen `C`.
type Uninferred<T> = [T][T extends unknown ? 0 : never];

/** Without a type argument: any field name, any helper (`FieldSpec<never>` accepts every one). */
type AnyFields = Record<string, never>;

const specRecords = new WeakMap<object, FieldRecord>();

/** The helper form of a decorator: the same record, as a value `fields()` accepts. */
export function fieldSpec<Allowed>(decorator: FieldDecorator<Allowed>): FieldSpec<Allowed> {
  const made = recordOfDecorator(decorator);
  if (made === undefined) throw new InvalidArgumentException('fieldSpec() expects a decorator of intake.');
  const spec = Object.freeze({ decorator: made.decorator });
  specRecords.set(spec, made.record);
  return spec;
}

function entryError(field: string): InvalidArgumentException {
  return new InvalidArgumentException(
    `fields(): '${field}' must be a rule string, a field helper such as fromRoute() or cast('int'), or an array of them.`,
  );
}

function recordOf(item: unknown, field: string): FieldRecord {
  if (typeof item === 'string') return recordOfDecorator(Validate(item))!.record;
  const record = typeof item === 'object' && item !== null ? specRecords.get(item) : undefined;
  if (record === undefined) throw entryError(field);
  return record;
}

/**
 * Declares the fields of a request class without decorators; keep the result as
 * `static fields`. A string is shorthand for `validate(...)`; a list holds the field's
 * declarations in the order decorators would be written. `C` checks the field names and the
 * helpers' types at compile time. A class uses this form or decorators, not both.
 *
 * @example
 * class CreateOrder extends Request {
 *   shopId = 0; email = ''; lines: Line[] = [];
 *   static fields = fields<CreateOrder>({
 *     shopId: [fromRoute(), cast('int')],
 *     email: 'required|email',
 *     lines: [validate('required|array'), items(Line)],
 *   });
 * }
 */
export function fields<C extends object = AnyFields>(
  declarations: Uninferred<FieldDeclarations<C>>,
): FieldTable<C> {
  if (typeof declarations !== 'object' || declarations === null || Array.isArray(declarations)) {
    throw new InvalidArgumentException(
      "fields() expects an object of field declarations, e.g. { email: 'required|email' }.",
    );
  }
  if (Object.getOwnPropertySymbols(declarations).length > 0) {
    throw new InvalidArgumentException('fields(): request fields are named by strings, not symbols.');
  }
  const records = new Map<string, FieldRecord[]>();
  for (const [field, entry] of Object.entries(declarations as Record<string, unknown>)) {
    const items = Array.isArray(entry) ? entry : [entry];
    if (items.length === 0) throw entryError(field);
    records.set(
      field,
      items.map((item) => recordOf(item, field)),
    );
  }
  const table = Object.freeze({ declares: Object.freeze([...records.keys()]) }) as FieldTable<C>;
  recordFieldTable(table, records);
  return table;
}
