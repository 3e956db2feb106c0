// A small JSON Schema → TypeScript printer for the schemas intake itself writes (request classes,
// views, error formats): `$ref`, `type` (lists included), `enum`/`const`, `anyOf`/`oneOf`
// (unions), `allOf` (intersections), objects with `required` and `additionalProperties`,
// arrays with `items`. Keywords that only constrain values (lengths, patterns, formats) have no
// type to print and are left out; `description` becomes a doc comment.
import type { JsonSchema } from '../mapping/json-schema/index.js';

// biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as text.
const NUMBER_OR_TEXT = 'number | `${number}`';

/** Which side of the wire a schema describes: input accepts numbers as numeric text too. */
export type SchemaSide = 'input' | 'output';

export interface PrintContext {
  readonly side: SchemaSide;
  /** The type name of a `$ref`. */
  readonly nameOf: (ref: string) => string;
  readonly indent: string;
}

/** The TypeScript type of `schema`. */
export function typeOf(schema: unknown, context: PrintContext): string {
  if (schema === true || schema === undefined) return 'unknown';
  if (schema === false) return 'never';
  if (schema === null || typeof schema !== 'object') return 'unknown';
  const node = schema as JsonSchema;
  if (typeof node.$ref === 'string') return context.nameOf(node.$ref);
  if ('const' in node) return literal(node.const);
  if (Array.isArray(node.enum)) return node.enum.map(literal).join(' | ') || 'never';
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = node[key];
    if (Array.isArray(members)) return union(members.map((member) => typeOf(member, context)));
  }
  if (Array.isArray(node.allOf)) {
    return node.allOf.map((member) => parenthesized(typeOf(member, context))).join(' & ') || 'unknown';
  }
  const types = Array.isArray(node.type)
    ? (node.type as string[])
    : typeof node.type === 'string'
      ? [node.type]
      : [];
  if (types.length === 0) return node.properties !== undefined ? objectType(node, context) : 'unknown';
  return union(types.map((type) => typeOfKind(type, node, context)));
}

function typeOfKind(type: string, node: JsonSchema, context: PrintContext): string {
  switch (type) {
    case 'string':
      return node.format === 'binary' ? 'Blob' : 'string';
    case 'integer':
    case 'number':
      // The kernel casts numeric text on the way in: a client may send either.
      return context.side === 'input' ? NUMBER_OR_TEXT : 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `Array<${typeOf(node.items, context)}>`;
    case 'object':
      return objectType(node, context);
    default:
      return 'unknown';
  }
}

/** An object type literal, one property a line, with its description as a doc comment. */
export function objectType(node: JsonSchema, context: PrintContext): string {
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const inner = { ...context, indent: `${context.indent}  ` };
  const lines: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const comment = docComment(property, inner.indent);
    if (comment !== '') lines.push(comment);
    lines.push(
      `${inner.indent}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${typeOf(property, inner)};`,
    );
  }
  const extra = node.additionalProperties;
  if (extra !== undefined && extra !== false && lines.length === 0) {
    return `Record<string, ${typeOf(extra, context)}>`;
  }
  if (lines.length === 0) return 'Record<string, never>';
  return `{\n${lines.join('\n')}\n${context.indent}}`;
}

/** A doc comment of a schema's description, or nothing. */
export function docComment(schema: unknown, indent: string): string {
  const description = (schema as JsonSchema | null)?.description;
  if (typeof description !== 'string' || description === '') return '';
  const text = description.replaceAll('*/', '*\\/').split('\n');
  if (text.length === 1) return `${indent}/** ${text[0]} */`;
  return [
    `${indent}/**`,
    ...text.map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`),
    `${indent} */`,
  ].join('\n');
}

/** A property name as written in a type: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** A string literal in single quotes, as the rest of a generated module writes them. */
export function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

function union(members: string[]): string {
  const unique = [...new Set(members)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function parenthesized(type: string): string {
  return type.includes(' | ') ? `(${type})` : type;
}
