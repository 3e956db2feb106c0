// Defaults of request-body fields, written for client generators. A `default` keyword in a
// shared schema reads, to openapi-typescript with its default options (`defaultNonNullable`), as
// "this property is always there", so a body that leaves the field out would not compile. Only
// request classes' input sides carry defaults, so every default under `components.schemas` is a
// body's: each becomes a sentence of the property's description. Query parameters keep their
// `default` keyword (written in place, and read by generators as a parameter's default).
import type { OpenApiObject } from './types.js';

/** Moves every `default` under the given component schemas into its schema's description. */
export function describeDefaults(schemas: Record<string, OpenApiObject>): void {
  for (const schema of Object.values(schemas)) visit(schema);
}

function visit(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) visit(item);
    return;
  }
  const schema = node as OpenApiObject;
  for (const key of ['properties', 'items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'not']) {
    const child = schema[key];
    if (key === 'properties' && child !== null && typeof child === 'object') {
      for (const property of Object.values(child)) visit(property);
    } else visit(child);
  }
  if (!Object.hasOwn(schema, 'default')) return;
  const sentence = `Default when left out: \`${JSON.stringify(schema.default)}\`.`;
  schema.description =
    typeof schema.description === 'string' ? `${schema.description} ${sentence}` : sentence;
  delete schema.default;
}
