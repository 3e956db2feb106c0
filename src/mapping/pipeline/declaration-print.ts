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
const NO_TEXT = null;

/**
 * The print of `cls`'s declarations, or null where one of them has no text of its own. It is
 * JSON, written part by part: each text the application wrote is quoted by `JSON.stringify`.
 */
export function declarationPrint(cls: Function, blueprint: InstanceBlueprint | null): string | null {
  if (blueprint === null || hasDerivedBase(cls)) return null;
  let print = `["intake declarations",${JSON.stringify(intakeVersion)},${JSON.stringify(blueprint.keys)},[`;
  for (let i = 0; i < blueprint.defaults.length; i++) {
    const value = defaultPrint(blueprint.defaults[i]);
    if (value === NO_TEXT) return null;
    print += i === 0 ? value : `,${value}`;
  }
  print += '],[';
  let firstTable = true;
  for (const table of recordTablesOf(cls)) {
    print += firstTable ? '[' : ',[';
    firstTable = false;
    let firstField = true;
    for (const [field, records] of table.fields) {
      const type = typePrint(table.designTypes.get(field));
      if (type === NO_TEXT) return null;
      print += `${firstField ? '' : ','}[${JSON.stringify(field)},${type},[`;
      firstField = false;
      for (let i = 0; i < records.length; i++) {
        const record = recordPrint(records[i]!);
        if (record === NO_TEXT) return null;
        print += i === 0 ? record : `,${record}`;
      }
      print += ']]';
    }
    print += ']';
  }
  return `${print}]]`;
}

/** One record as JSON; every kind says each of its parts, so two different records differ. */
function recordPrint(record: FieldRecord): string | typeof NO_TEXT {
  switch (record.kind) {
    case 'source':
      return record.decorator === 'FromBody'
        ? `["FromBody",${JSON.stringify(record.path)}]`
        : `[${JSON.stringify(record.decorator)},${textPrint(record.key)}]`;
    case 'Validate':
    case 'Each':
      return `["${record.kind}",${JSON.stringify(record.rules)}]`;
    case 'Cast': {
      if (typeof record.type === 'string') return `["Cast",${JSON.stringify(record.type)}]`;
      const type = typePrint(record.type);
      return type === NO_TEXT ? NO_TEXT : `["Cast",${type}]`;
    }
    case 'Group':
      return `["Group",${JSON.stringify(record.name)},${textPrint(record.mapTo)}]`;
    case 'Nullable':
      return `["Nullable",${textPrint(record.type)}]`;
    case 'Exclude':
    case 'Ignore':
    case 'Optional':
      return `["${record.kind}"]`;
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

/** A type a declaration names, told from a text by its array form (`design:type`, `cast(Number)`). */
function typePrint(type: unknown): string | typeof NO_TEXT {
  if (type === undefined) return 'null';
  const name = NAMED_TYPES.get(type);
  return name === undefined ? NO_TEXT : `["${name}"]`;
}

/** A text or nothing, told apart from each other. */
function textPrint(value: string | undefined): string {
  return value === undefined ? 'null' : `[${JSON.stringify(value)}]`;
}

/** A default value: each primitive by its type and exact value (`-0`, `NaN`), a fresh `[]`/`{}` by its literal. */
function defaultPrint(value: unknown): string | typeof NO_TEXT {
  if (value instanceof FreshDefault) return `["fresh","${value.literal}"]`;
  switch (typeof value) {
    case 'string':
      return `["string",${JSON.stringify(value)}]`;
    case 'boolean':
      return `["boolean",${value}]`;
    case 'number':
      return `["number","${Object.is(value, -0) ? '-0' : String(value)}"]`;
    case 'bigint':
      return `["bigint","${value}"]`;
    case 'undefined':
      return '["undefined"]';
    default:
      return value === null ? '["null"]' : NO_TEXT;
  }
}
