// The schema of what `@Items` elements and `@Nested` objects are mapped with: the class's schema
// (usually a `$ref`), or for a `oneOf` union one alternative per branch, each the branch's
// schema with its tag pinned to the branch's key — so exactly one alternative matches any
// input, whatever the branch classes declare for the tag. OpenAPI documents add the
// `discriminator` object (propertyName and the mapping of each tag to its `$ref`).
import type { ClassChoice } from '../class-choice.js';
import type { RequestClass } from '../class-shape.js';
import type { Dialect } from './dialect.js';
import type { JsonSchema, JsonSchemaSide } from './types.js';

/** How a field's schema refers to a nested request class: a `$ref`, or the class inline. */
export type NestedSchema = (cls: RequestClass, io: JsonSchemaSide) => JsonSchema;

export function choiceSchema(
  choice: ClassChoice,
  io: JsonSchemaSide,
  dialect: Dialect,
  nested: NestedSchema,
): JsonSchema {
  if (choice.kind === 'class') return nested(choice.cls, io);
  const alternatives: JsonSchema[] = [];
  const mapping: Record<string, string> = {};
  for (const [key, cls] of choice.branches) {
    const branch = nested(cls, io);
    if (typeof branch.$ref === 'string') mapping[key] = branch.$ref;
    const pinned: JsonSchema = { type: 'object', properties: { [choice.tag]: { enum: [key] } } };
    pinned.required = [choice.tag];
    alternatives.push({ allOf: [branch, pinned] });
  }
  const schema: JsonSchema = { type: 'object', oneOf: alternatives };
  if (dialect.discriminator) {
    const discriminator: JsonSchema = { propertyName: choice.tag };
    if (Object.keys(mapping).length === choice.branches.size) discriminator.mapping = mapping;
    schema.discriminator = discriminator;
  }
  return schema;
}
