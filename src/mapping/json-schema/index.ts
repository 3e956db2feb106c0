// The JSON Schema converter (docs/json-schema.md): request classes as JSON Schema, shared by
// Standard JSON Schema and the OpenAPI generator.
export { routeFieldSchemas } from './class-schema.js';
export { JsonSchemaRegistry, type JsonSchemaRegistryOptions } from './registry.js';
export { requestJsonSchema } from './standalone.js';
export {
  type JsonSchema,
  JsonSchemaConversionError,
  type JsonSchemaOptions,
  type JsonSchemaSide,
  type JsonSchemaTarget,
} from './types.js';
