// A request class as a standalone JSON Schema document (what Standard JSON Schema's
// `jsonSchema.input/output` return): nested classes under `$defs`/`definitions`, or inline for
// OpenAPI 3.0.
import type { RequestClass } from '../class-shape.js';
import { dialectOf } from './dialect.js';
import { JsonSchemaRegistry } from './registry.js';
import { checkedTarget, type JsonSchema, type JsonSchemaOptions } from './types.js';

/**
 * The JSON Schema of a request class.
 *
 * @example
 * requestJsonSchema(CreateOrder);                                   // input, draft 2020-12
 * requestJsonSchema(CreateOrder, { io: 'output', target: 'draft-07' });
 */
export function requestJsonSchema(cls: RequestClass, options: JsonSchemaOptions = {}): JsonSchema {
  const target = checkedTarget(options.target);
  const io = options.io ?? 'input';
  if (io !== 'input' && io !== 'output')
    throw new TypeError(`io must be 'input' or 'output', not ${String(io)}`);
  const keyword = dialectOf(target).definitionsKeyword;
  const registry = new JsonSchemaRegistry({ target, refPrefix: keyword && `#/${keyword}/` });
  const body = registry.rootSchema(cls, io);
  const out: JsonSchema = {};
  if (registry.dialect.schemaUri !== undefined) out.$schema = registry.dialect.schemaUri;
  Object.assign(out, body);
  const definitions = registry.definitions();
  if (keyword !== undefined && Object.keys(definitions).length > 0) out[keyword] = definitions;
  return out;
}
