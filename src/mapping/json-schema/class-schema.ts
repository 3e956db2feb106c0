// A request class as one object schema. Input: the main bag (body or query) as a client sends
// it — `@FromBody` paths nest, route and context fields and generated fields are left out.
// Output: the managed fields `toJSON()` writes, by field name, minus `@Exclude`.
import { type ClassShape, type FieldShape, type RequestClass, shapeOf } from '../class-shape.js';
import type { Dialect } from './dialect.js';
import { fieldSchema } from './field-schema.js';
import type { JsonSchema, JsonSchemaSide } from './types.js';

/** What a class's schema needs of the registry writing it: the dialect, and a schema (or `$ref`) per nested class. */
export interface NestedSchemas {
  readonly dialect: Dialect;
  schemaOf(cls: RequestClass, io: JsonSchemaSide): JsonSchema;
}

interface ObjectNode {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
}

export function classSchema(cls: RequestClass, io: JsonSchemaSide, registry: NestedSchemas): JsonSchema {
  const shape = shapeOf(cls);
  const defaults = defaultsOf(shape);
  const root: ObjectNode = { type: 'object', properties: {} };
  for (const field of shape.fields) {
    if (!describedOn(field, io)) continue;
    const { schema, required } = fieldSchema(
      field,
      io,
      defaults[field.name],
      registry.dialect,
      (nested, side) => registry.schemaOf(nested, side),
    );
    const path = io === 'input' && field.source.bag === 'main' ? field.source.path : [field.name];
    place(root, path, schema, required);
  }
  return root as unknown as JsonSchema;
}

/** The schema of each route-bag field, by the route parameter it reads (for path parameters). */
export function routeFieldSchemas(
  cls: RequestClass,
  registry: NestedSchemas,
): Array<{ key: string; schema: JsonSchema }> {
  const shape = shapeOf(cls);
  const defaults = defaultsOf(shape);
  const out: Array<{ key: string; schema: JsonSchema }> = [];
  for (const field of shape.fields) {
    if (field.source.bag !== 'route') continue;
    const { schema } = fieldSchema(field, 'input', defaults[field.name], registry.dialect, (nested, side) =>
      registry.schemaOf(nested, side),
    );
    out.push({ key: field.source.key, schema });
  }
  return out;
}

function describedOn(field: FieldShape, io: JsonSchemaSide): boolean {
  if (io === 'output') return !field.exclude;
  return field.source.bag === 'main' && field.generator === undefined;
}

/** Declared defaults: the initializers of a fresh instance (the class shape made one the same way). */
function defaultsOf(shape: ClassShape): Record<string, unknown> {
  return new shape.cls() as unknown as Record<string, unknown>;
}

function place(root: ObjectNode, path: readonly string[], schema: JsonSchema, required: boolean): void {
  let node = root;
  for (let depth = 0; depth < path.length - 1; depth++) {
    const key = path[depth]!;
    if (required) markRequired(node, key);
    const existing = Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
    if (existing?.type === 'object' && typeof existing.properties === 'object') {
      node = existing as unknown as ObjectNode;
    } else {
      const child: ObjectNode = { type: 'object', properties: {} };
      defineProperty(node.properties, key, child as unknown as JsonSchema);
      node = child;
    }
  }
  const last = path[path.length - 1]!;
  defineProperty(node.properties, last, schema);
  if (required) markRequired(node, last);
}

function markRequired(node: ObjectNode, key: string): void {
  node.required ??= [];
  if (!node.required.includes(key)) node.required.push(key);
}

// Field names are developer-chosen, but `__proto__` must still land as a property name.
function defineProperty(target: Record<string, JsonSchema>, key: string, value: JsonSchema): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
