// A request class's declarations as written, as one text: what an ahead-of-time build keys a
// ready class by (built-fast-path.ts). It is read without building the class's shape: the
// decorator records of the class and its superclasses, their `design:type`s, and the instance
// blueprint (the fields and defaults a fresh instance has), which are everything the shape is
// made from. Equal prints therefore mean equal shapes, and, for one intake version, equal fast
// paths. Whatever has no text of its own — a hook, a caster, a nested class, a derived base —
// makes the print null: such a class is never ready, and is planned as usual.
import { intakeVersion } from '../../shared/version.js';
import { type FieldRecord, recordTablesOf } from '../decorators/field-records.js';
import { hasDerivedBase } from '../field-declarations.js';
import { ImmutableDate } from '../immutable-date.js';
import { FreshDefault, type InstanceBlueprint } from '../instance-blueprint.js';

/** Types a declaration may name (`design:type`, `@Cast(Number)`), by the name the print gives them. */
const NAMED_TYPES: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [Number, 'Number'],
  [String, 'String'],
  [Boolean, 'Boolean'],
  [Array, 'Array'],
  [Object, 'Object'],
  [Date, 'Date'],
  [ImmutableDate, 'ImmutableDate'],
]);

/** What a printer returns for a part of the declarations that has no text of its own. */
const NO_TEXT: unique symbol = Symbol('no text');

/** The print of `cls`'s declarations, or null where one of them has no text of its own. */
export function declarationPrint(cls: Function, blueprint: InstanceBlueprint | null): string | null {
  if (blueprint === null || hasDerivedBase(cls)) return null;
  const defaults: unknown[] = [];
  for (const value of blueprint.defaults) {
    const print = defaultPrint(value);
    if (print === NO_TEXT) return null;
    defaults.push(print);
  }
  const tables: unknown[] = [];
  for (const table of recordTablesOf(cls)) {
    const fields: unknown[] = [];
    for (const [field, records] of table.fields) {
      const type = typePrint(table.designTypes.get(field));
      if (type === NO_TEXT) return null;
      const prints: unknown[] = [];
      for (const record of records) {
        const print = recordPrint(record);
        if (print === NO_TEXT) return null;
        prints.push(print);
      }
      fields.push([field, prints, type]);
    }
    tables.push(fields);
  }
  return JSON.stringify(['intake declarations', intakeVersion, blueprint.keys, defaults, tables]);
}

/** One record as data; every kind says each of its parts, so two different records differ. */
function recordPrint(record: FieldRecord): unknown {
  switch (record.kind) {
    case 'source':
      return record.decorator === 'FromBody'
        ? [record.decorator, record.path]
        : [record.decorator, valuePrint(record.key)];
    case 'Validate':
    case 'Each':
      return [record.kind, record.rules];
    case 'Cast': {
      if (typeof record.type === 'string') return [record.kind, record.type];
      const type = typePrint(record.type);
      return type === NO_TEXT ? NO_TEXT : [record.kind, type];
    }
    case 'Group':
      return [record.kind, record.name, valuePrint(record.mapTo)];
    case 'Nullable':
      return [record.kind, valuePrint(record.type)];
    case 'Exclude':
    case 'Ignore':
    case 'Optional':
      return [record.kind];
    // Code, classes and option objects: no text to compare.
    case 'Caster':
    case 'PreProcess':
    case 'PostProcess':
    case 'Generator':
    case 'Items':
    case 'Nested':
      return NO_TEXT;
  }
}

/** A type a declaration names, told from a text by its array form. */
function typePrint(type: unknown): unknown {
  if (type === undefined) return null;
  const name = NAMED_TYPES.get(type);
  return name === undefined ? NO_TEXT : [name];
}

/** A string or nothing, told apart from each other. */
function valuePrint(value: string | undefined): unknown {
  return value === undefined ? null : [value];
}

/** A default value: each primitive by its type and exact value (`-0`, `NaN`), a fresh `[]`/`{}` by its literal. */
function defaultPrint(value: unknown): unknown {
  if (value instanceof FreshDefault) return ['fresh', value.literal];
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return [typeof value, value];
    case 'number':
      return ['number', Object.is(value, -0) ? '-0' : String(value)];
    case 'bigint':
      return ['bigint', String(value)];
    case 'undefined':
      return ['undefined'];
    default:
      return value === null ? ['null'] : NO_TEXT;
  }
}
