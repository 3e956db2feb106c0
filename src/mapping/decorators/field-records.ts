// Where decorators leave their records, in both decorator modes, until a class's metadata is
// built. Standard decorators write to `context.metadata` (one object per class, inheriting
// from the superclass's); legacy decorators get the prototype, so they key on its constructor;
// the decorator-free form (`static fields = fields({...})`, fields.ts) keys on the object
// `fields()` returns, found through the class's own `fields` property.
import { ConfigurationException } from '../configuration-exception.js';
import { InvalidArgumentException } from '../exceptions.js';

// Installed at module load, before any user class using these decorators is defined, so
// TypeScript's emitted `Symbol.metadata` lookups find it on Node 20.
(Symbol as { metadata?: symbol }).metadata ??= Symbol.for('Symbol.metadata');

/** One decorator application on one field. */
export type FieldRecord =
  | { kind: 'source'; decorator: 'FromBody'; path: string[] }
  | { kind: 'source'; decorator: 'FromRoute'; key: string | undefined }
  | { kind: 'source'; decorator: 'FromContext'; key: string }
  | { kind: 'Validate'; rules: string }
  | { kind: 'Each'; rules: string }
  | { kind: 'Cast'; type: unknown }
  | { kind: 'Caster'; caster: unknown }
  | { kind: 'PreProcess'; handler: unknown }
  | { kind: 'PostProcess'; handler: unknown; config: Record<string, unknown> }
  | { kind: 'Generator'; generator: unknown; options: Record<string, unknown> }
  | { kind: 'Items'; target: unknown }
  | { kind: 'Nested'; target: unknown }
  | { kind: 'Group'; name: string; mapTo: string | undefined }
  | { kind: 'Exclude' }
  | { kind: 'Ignore' }
  | { kind: 'Nullable'; type: string | undefined }
  | { kind: 'Optional' };

/** The records of one class (not its superclasses), per field, in decorator application order. */
export interface FieldRecordTable {
  fields: Map<string, FieldRecord[]>;
  /** `design:type` per field, when legacy decorators ran with `emitDecoratorMetadata`. */
  designTypes: Map<string, unknown>;
}

const tables = new WeakMap<object, FieldRecordTable>();

/** What each decorator made by `recordOnField` records, so a field helper can record the same. */
const decoratorRecords = new WeakMap<Function, { decorator: string; record: FieldRecord }>();

/** The decorator name and record behind a decorator made by `recordOnField`. */
export function recordOfDecorator(
  decorator: Function,
): { decorator: string; record: FieldRecord } | undefined {
  return decoratorRecords.get(decorator);
}

/**
 * Stores the records of a decorator-free declaration under `owner` (the object `fields()`
 * returns). `records` per field are in written order; they are kept in application order,
 * as decorators would have left them.
 */
export function recordFieldTable(owner: object, records: ReadonlyMap<string, readonly FieldRecord[]>): void {
  for (const [field, list] of records) {
    for (const record of [...list].reverse()) add(owner, field, record);
  }
  tableOf(owner);
  fieldTableOwners.add(owner);
}

/** The objects `fields()` returned, told apart from other values a static `fields` may hold. */
const fieldTableOwners = new WeakSet<object>();

function tableOf(owner: object): FieldRecordTable {
  let table = tables.get(owner);
  if (table === undefined) {
    table = { fields: new Map(), designTypes: new Map() };
    tables.set(owner, table);
  }
  return table;
}

function add(owner: object, field: string, record: FieldRecord, designType?: unknown): void {
  const table = tableOf(owner);
  const list = table.fields.get(field);
  if (list === undefined) table.fields.set(field, [record]);
  else list.push(record);
  if (designType !== undefined) table.designTypes.set(field, designType);
}

type LegacyReflect = { getMetadata?: (key: string, target: object, property: string) => unknown };

/**
 * Makes a field decorator that works in both modes: the second argument is a context object
 * for standard decorators and the property key for legacy ones.
 */
export function recordOnField(decorator: string, record: FieldRecord) {
  const apply = (target: unknown, context: unknown, descriptor?: unknown): void => {
    if (typeof context === 'object' && context !== null) {
      const ctx = context as ClassFieldDecoratorContext;
      if (ctx.kind !== 'field' || ctx.static || ctx.private || typeof ctx.name !== 'string') {
        throw misplaced(decorator, String(ctx.name));
      }
      if (ctx.metadata === undefined) {
        throw new InvalidArgumentException(
          `@${decorator}: decorator metadata is unavailable in this runtime.`,
        );
      }
      add(ctx.metadata, ctx.name, record);
      return;
    }
    // Legacy decorators get a descriptor for methods and accessors, none for fields.
    if (
      typeof context !== 'string' ||
      typeof target !== 'object' ||
      target === null ||
      descriptor !== undefined
    ) {
      throw misplaced(decorator, String(context));
    }
    const designType = (Reflect as LegacyReflect).getMetadata?.('design:type', target, context);
    add(target.constructor, context, record, designType);
  };
  decoratorRecords.set(apply, { decorator, record });
  return apply;
}

function misplaced(decorator: string, name: string): InvalidArgumentException {
  return new InvalidArgumentException(
    `@${decorator} on '${name}': request decorators apply to public instance fields only (not to static, #private, symbol-named members or methods).`,
  );
}

/** The record tables of a class and its superclasses, base class first. */
export function recordTablesOf(cls: Function): FieldRecordTable[] {
  const chain: FieldRecordTable[] = [];
  for (let current: Function | null = cls; current && current !== Function.prototype; ) {
    const declared: FieldRecordTable[] = [];
    const legacy = tables.get(current);
    if (legacy !== undefined) declared.push(legacy);
    if (Object.hasOwn(current, Symbol.metadata)) {
      const metadata = (current as { [Symbol.metadata]?: object | null })[Symbol.metadata];
      const standard = metadata ? tables.get(metadata) : undefined;
      if (standard !== undefined) declared.push(standard);
    }
    const fieldsTable = ownFieldsTable(current);
    if (fieldsTable !== undefined) {
      // One form per class: records from two places would have no defined order between them.
      const decorated = declared.flatMap((table) => [...table.fields.keys()]);
      if (decorated.length > 0) throw ConfigurationException.mixedForms(current.name, decorated[0]!);
      declared.push(fieldsTable);
    }
    chain.push(...declared);
    current = Object.getPrototypeOf(current) as Function | null;
  }
  return chain.reverse();
}

/** The table of the class's own `static fields = fields({...})`, if it has one. */
function ownFieldsTable(cls: Function): FieldRecordTable | undefined {
  const descriptor = Object.getOwnPropertyDescriptor(cls, 'fields');
  const value: unknown = descriptor?.value;
  return typeof value === 'object' && value !== null && fieldTableOwners.has(value)
    ? tables.get(value)
    : undefined;
}
