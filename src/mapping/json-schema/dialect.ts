// What differs between the targets: where definitions live, how `null` is allowed, and the
// `$schema` a standalone document names.
import type { JsonSchema, JsonSchemaTarget } from './types.js';

export interface Dialect {
  target: JsonSchemaTarget;
  /** The keyword that holds definitions in a standalone document; undefined: inline them. */
  definitionsKeyword: '$defs' | 'definitions' | undefined;
  schemaUri: string | undefined;
  /** `schema`, also accepting `null`. */
  nullable(schema: JsonSchema): JsonSchema;
  /** Whether unions carry OpenAPI's `discriminator` object (OpenAPI documents only). */
  discriminator: boolean;
}

const DIALECTS: Readonly<Record<JsonSchemaTarget, Dialect>> = {
  'draft-2020-12': {
    target: 'draft-2020-12',
    definitionsKeyword: '$defs',
    schemaUri: 'https://json-schema.org/draft/2020-12/schema',
    nullable: withNullType,
    discriminator: false,
  },
  'draft-07': {
    target: 'draft-07',
    definitionsKeyword: 'definitions',
    schemaUri: 'http://json-schema.org/draft-07/schema#',
    nullable: withNullType,
    discriminator: false,
  },
  // OpenAPI 3.0 has neither a `null` type nor a home for definitions outside components.
  'openapi-3.0': {
    target: 'openapi-3.0',
    definitionsKeyword: undefined,
    schemaUri: undefined,
    nullable: withNullableFlag,
    discriminator: false,
  },
};

export function dialectOf(target: JsonSchemaTarget): Dialect {
  return DIALECTS[target];
}

function withNullType(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
    return out;
  }
  // No type at all already allows null; a `$ref` or combinator gets an alternative.
  if (Object.keys(schema).length === 0) return schema;
  return { anyOf: [schema, { type: 'null' }] };
}

function withNullableFlag(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0) return schema;
  // A `$ref` ignores its siblings in 3.0, so the flag goes beside an `allOf`.
  const base = '$ref' in schema ? { allOf: [schema] } : { ...schema };
  const out: JsonSchema = { ...base, nullable: true };
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  return out;
}
