// A request class's declarations as written, as one text: what an ahead-of-time build keys a
// ready class by (built-fast-path.ts). It is read without building the class's shape: the
// decorator records of the class and its superclasses, their `design:type`s, what a derived base
// (`PickType`…) takes from its source classes, and the instance blueprint (the fields and
// defaults a fresh instance has; for a class without one, its fields and the kind of their first
// values), which are everything the shape is made from. Equal prints therefore mean equal shapes, and, for one intake version, equal fast
// paths. Whatever has no text of its own — a hook, a caster, a nested class — makes the print
// null: such a class is never ready, and is planned as usual.
import { intakeVersion } from '../../shared/version.js';
import { typeDrivenCast } from '../class-shape.js';
import { type FieldRecord, recordTablesOf } from '../decorators/field-records.js';
import { inheritedDeclarationsOf } from '../field-declarations.js';
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
const NO_TEXT = undefined;

/** A part of the print: what `JSON.stringify` writes as it is. */
type Printed = string | number | boolean | null | readonly Printed[];

/**
 * The print of `cls`'s declarations, or null where one of them has no text of its own. It is
 * JSON: the declarations are gathered as arrays of texts and written by one `JSON.stringify`,
 * which quotes each text the application wrote.
 */
export function declarationPrint(cls: Function, blueprint: InstanceBlueprint | null): string | null {
  const instance = blueprint === null ? instancePrint(cls) : blueprintPrint(blueprint);
  if (instance === NO_TEXT) return null;
  // What a derived base (`PickType`…) takes from its source classes, as the class shape reads it.
  const inherited: Printed[] = [];
  for (const [field, { records, designType, initial }] of inheritedDeclarationsOf(cls)) {
    const type = typePrint(designType);
    const written = recordsPrint(records);
    if (type === NO_TEXT || written === NO_TEXT) return null;
    inherited.push([field, type, initialPrint(initial), written]);
  }
  const tables: Printed[] = [];
  for (const table of recordTablesOf(cls)) {
    const fields: Printed[] = [];
    for (const [field, records] of table.fields) {
      const type = typePrint(table.designTypes.get(field));
      const written = recordsPrint(records);
      if (type === NO_TEXT || written === NO_TEXT) return null;
      fields.push([field, type, written]);
    }
    tables.push(fields);
  }
  return JSON.stringify(['intake declarations', intakeVersion, instance, inherited, tables]);
}

/** The fields of a fresh instance and their defaults, each by its exact value. */
function blueprintPrint(blueprint: InstanceBlueprint): Printed | typeof NO_TEXT {
  const defaults: Printed[] = [];
  for (let i = 0; i < blueprint.defaults.length; i++) {
    const value = defaultPrint(blueprint.defaults[i]);
    if (value === NO_TEXT) return NO_TEXT;
    defaults.push(value);
  }
  return ['blueprint', blueprint.keys, defaults];
}

/**
 * For a class without a blueprint (it has a constructor, or fresh defaults of its own): the
 * fields of a fresh instance and what the shape reads of their first values, their kind.
 */
function instancePrint(cls: Function): Printed | typeof NO_TEXT {
  let sample: Record<string, unknown>;
  try {
    sample = new (cls as new () => Record<string, unknown>)();
  } catch {
    return NO_TEXT;
  }
  const keys = Object.keys(sample);
  return ['instance', keys, keys.map((key) => initialPrint(sample[key]))];
}

/** What the shape reads of a field's first value: the cast it implies, asked of the shape's own rule. */
function initialPrint(value: unknown): Printed {
  return typeDrivenCast(undefined, value) ?? null;
}

/** A field's records, in order, or no text where one is code or a class. */
function recordsPrint(records: readonly FieldRecord[]): Printed | typeof NO_TEXT {
  const printed: Printed[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = recordPrint(records[i]!);
    if (record === NO_TEXT) return NO_TEXT;
    printed.push(record);
  }
  return printed;
}

/** One record; every kind says each of its parts, so two different records differ. */
function recordPrint(record: FieldRecord): Printed | typeof NO_TEXT {
  switch (record.kind) {
    case 'source':
      return record.decorator === 'FromBody'
        ? ['FromBody', record.path]
        : [record.decorator, textPrint(record.key)];
    case 'Validate':
    case 'Each':
      return [record.kind, record.rules];
    case 'Cast': {
      if (typeof record.type === 'string') return ['Cast', record.type];
      const type = typePrint(record.type);
      return type === NO_TEXT ? NO_TEXT : ['Cast', type];
    }
    case 'Group':
      return ['Group', record.name, textPrint(record.mapTo)];
    case 'Nullable':
      return ['Nullable', textPrint(record.type)];
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

/** A type a declaration names, told from a text by its array form (`design:type`, `cast(Number)`). */
function typePrint(type: unknown): Printed | typeof NO_TEXT {
  if (type === undefined) return null;
  const name = NAMED_TYPES.get(type);
  return name === undefined ? NO_TEXT : [name];
}

/** A text or nothing, told apart from each other. */
function textPrint(value: string | undefined): Printed {
  return value === undefined ? null : [value];
}

/** A default value: each primitive by its type and exact value (`-0`, `NaN`), a fresh `[]`/`{}` by its literal. */
function defaultPrint(value: unknown): Printed | typeof NO_TEXT {
  if (value instanceof FreshDefault) return ['fresh', value.literal];
  switch (typeof value) {
    case 'string':
      return ['string', value];
    case 'boolean':
      return ['boolean', value];
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
