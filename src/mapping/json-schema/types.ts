// The public vocabulary of the JSON Schema converter (docs/json-schema.md).

/** A JSON Schema (or OpenAPI Schema Object) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** The dialects the converter writes: the two JSON Schema drafts in wide use and OpenAPI 3.0's subset. */
export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/** `input`: what a client sends (the main bag, before casts); `output`: the DTO as `toJSON()` writes it. */
export type JsonSchemaSide = 'input' | 'output';

export interface JsonSchemaOptions {
  /** Default `'draft-2020-12'`. */
  target?: JsonSchemaTarget;
  /** Default `'input'`. */
  io?: JsonSchemaSide;
}

/** Why a class could not be described: an unknown target, or a recursive class where the target has no `$ref` home. */
export class JsonSchemaConversionError extends Error {
  readonly code: 'unsupportedTarget' | 'recursiveInline';

  constructor(code: JsonSchemaConversionError['code'], message: string) {
    super(message);
    this.name = 'JsonSchemaConversionError';
    this.code = code;
  }
}

const TARGETS: readonly string[] = ['draft-2020-12', 'draft-07', 'openapi-3.0'];

/** The target, checked: Standard JSON Schema asks libraries to throw on targets they do not write. */
export function checkedTarget(target: unknown): JsonSchemaTarget {
  if (target === undefined) return 'draft-2020-12';
  if (typeof target === 'string' && TARGETS.includes(target)) return target as JsonSchemaTarget;
  throw new JsonSchemaConversionError(
    'unsupportedTarget',
    `JSON Schema target ${JSON.stringify(target)} is not supported; use one of ${TARGETS.join(', ')}`,
  );
}
