// Path and query parameters of one operation. Path parameters come from the route pattern (a
// regex becomes `pattern`) refined by the `@FromRoute` fields of the declared classes; query
// parameters are the top-level properties of the query class's input schema, objects as
// `deepObject` (intake's `filter[status]=open`) and lists exploded (`tag=a&tag=b` or `tag[]=a`).

import { type RequestClass, shapeOf } from '../mapping/class-shape.js';
import { classSchema } from '../mapping/json-schema/class-schema.js';
import type { JsonSchema, JsonSchemaRegistry } from '../mapping/json-schema/index.js';
import { routeFieldSchemas } from '../mapping/json-schema/index.js';
import type { PathForm } from '../router/path-forms.js';
import type { OpenApiObject, OpenApiVersion } from './types.js';

export function pathParameters(
  form: PathForm,
  classes: readonly RequestClass[],
  registry: JsonSchemaRegistry,
): OpenApiObject[] {
  const fromFields = new Map<string, JsonSchema>();
  for (const cls of classes) {
    for (const { key, schema } of routeFieldSchemas(cls, registry))
      if (!fromFields.has(key)) fromFields.set(key, schema);
  }
  return form.parameters.map((parameter) => {
    const declared = fromFields.get(parameter.name);
    const schema: JsonSchema =
      declared !== undefined && Object.keys(declared).length > 0 ? { ...declared } : { type: 'string' };
    // A path parameter is always sent: a field's initializer is no default for it.
    delete schema.default;
    // A pattern only constrains strings; an integer field already says more than `[0-9]+`.
    const textual = schema.type === undefined || schema.type === 'string';
    if (parameter.pattern !== undefined && textual && schema.pattern === undefined)
      schema.pattern = parameter.pattern;
    const out: OpenApiObject = { name: parameter.name, in: 'path', required: true, schema };
    if (parameter.mayMatchSlash)
      out.description = 'May contain `/`: send it percent-encoded as one segment, or as written.';
    return out;
  });
}

export function queryParameters(
  cls: RequestClass,
  registry: JsonSchemaRegistry,
  version: OpenApiVersion,
): OpenApiObject[] {
  const schema = classSchema(cls, 'input', registry);
  const properties = schema.properties as Record<string, JsonSchema>;
  // 3.2 describes a query string with nested objects as one form-encoded whole (§4.8.12.2.1):
  // clearer to tools than a `deepObject` parameter, whose nesting rules are left undefined.
  if (version === '3.2.0' && Object.values(properties).some(isObjectSchema)) {
    const whole: OpenApiObject = {
      name: shapeOf(cls).className,
      in: 'querystring',
      content: { 'application/x-www-form-urlencoded': { schema } },
    };
    if (Array.isArray(schema.required) && schema.required.length > 0) whole.required = true;
    return [whole];
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.keys(properties).map((name) => {
    const property = properties[name]!;
    const out: OpenApiObject = { name, in: 'query', schema: property };
    if (required.has(name)) out.required = true;
    if (isObjectSchema(property)) {
      out.style = 'deepObject';
      out.explode = true;
    } else if (property.type === 'array') {
      out.style = 'form';
      out.explode = true;
    }
    return out;
  });
}

function isObjectSchema(schema: JsonSchema): boolean {
  return (
    schema.type === 'object' ||
    (Array.isArray(schema.type) && schema.type.includes('object')) ||
    '$ref' in schema
  );
}
