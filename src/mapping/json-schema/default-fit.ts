// Whether a declared default satisfies the schema it is written into. A default that breaks its
// own constraints (`title = ''` beside `minLength: 1`) makes the schema contradict itself, and
// linters and generators reject it; such a default is left out. Only the keywords the converter
// writes are checked; anything it cannot judge here (a `$ref`, a format other than on '') passes.
import type { JsonSchema } from './types.js';

export function defaultFits(value: unknown, schema: JsonSchema): boolean {
  if (Array.isArray(schema.anyOf))
    return schema.anyOf.some((branch) => defaultFits(value, branch as JsonSchema));
  if (!typeFits(value, schema.type)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => same(allowed, value))) return false;
  const refused = (schema.not as JsonSchema | undefined)?.enum;
  if (Array.isArray(refused) && refused.some((item) => same(item, value))) return false;
  if (typeof value === 'string') return stringFits(value, schema);
  if (typeof value === 'number') return within(value, schema.minimum, schema.maximum);
  if (Array.isArray(value)) {
    if (!within(value.length, schema.minItems, schema.maxItems)) return false;
    const items = schema.items as JsonSchema | undefined;
    return items === undefined || value.every((item) => defaultFits(item, items));
  }
  return true;
}

function typeFits(value: unknown, type: unknown): boolean {
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  return types.some((name) => {
    switch (name) {
      case 'null':
        return value === null;
      case 'string':
        return typeof value === 'string';
      case 'integer':
        return Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      case 'array':
        return Array.isArray(value);
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      default:
        return true;
    }
  });
}

function stringFits(value: string, schema: JsonSchema): boolean {
  const length = [...value].length;
  if (!within(length, schema.minLength, schema.maxLength)) return false;
  // No format the converter writes (uuid, email, date-time, uri…) accepts the empty string.
  if (schema.format !== undefined && value === '') return false;
  if (typeof schema.pattern === 'string') {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return true;
    }
  }
  return true;
}

function within(size: number, low: unknown, high: unknown): boolean {
  return (typeof low !== 'number' || size >= low) && (typeof high !== 'number' || size <= high);
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));
}
