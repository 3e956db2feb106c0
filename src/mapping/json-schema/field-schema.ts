// One managed field as a JSON Schema, on the input side (what a client sends) or the output
// side (what `toJSON()` writes). Rules give constraints; the cast (explicit, type- or
// rule-driven) gives the type; `@Items` and `@Nested` give nested classes (or unions of them);
// the initializer gives `default`.
import type { FieldShape } from '../class-shape.js';
import { UuidGenerator } from '../uuid-generator.js';
import { choiceSchema, type NestedSchema } from './choice-schema.js';
import { defaultFits } from './default-fit.js';
import type { Dialect } from './dialect.js';
import { type JsonType, type RuleFacts, ruleFactsOf } from './rule-facts.js';
import type { JsonSchema, JsonSchemaSide } from './types.js';

export interface FieldSchema {
  schema: JsonSchema;
  /** Whether the key is always there: sent by the client (input), or held by the DTO (output). */
  required: boolean;
}

const TYPE_OF_CAST: Readonly<Record<string, JsonType>> = {
  int: 'integer',
  float: 'number',
  bool: 'boolean',
  string: 'string',
  array: 'array',
  datetime: 'string',
};

/** One managed field's schema and whether it is required, as `classSchema` places it. */
export function fieldSchema(
  field: FieldShape,
  io: JsonSchemaSide,
  initial: unknown,
  dialect: Dialect,
  nested: NestedSchema,
): FieldSchema {
  const facts = ruleFactsOf(field);
  let schema =
    io === 'output' && field.generator !== undefined
      ? generatedSchema(field)
      : typedSchema(field, facts, io, dialect, nested);
  if (
    io === 'output' &&
    field.answer.type !== undefined &&
    schema.type === undefined &&
    Object.keys(schema).length === 0
  )
    schema.type = field.answer.type;
  // What an answer holds comes from the declaration: a `null` initializer or `@Nullable` says
  // null is possible, as the `nullable` rule does for input.
  const nullable = facts.nullable || (io === 'output' && (field.answer.nullable || initial === null));
  if (nullable) schema = dialect.nullable(schema);
  // A default is what the server assumes when a client leaves the key out: an input matter, and
  // none for a required key (the client must send it). One that breaks the field's own
  // constraints is left out too. Set last, so it sits beside a `$ref`'s null alternative.
  const fallback = io === 'input' && !facts.required ? jsonDefault(initial) : undefined;
  if (fallback !== undefined && defaultFits(fallback, schema)) schema.default = fallback;
  const required = io === 'input' ? facts.required : alwaysAnswered(field, facts, initial);
  return { schema, required };
}

/**
 * Whether an answer always has the field: not when marked `@Optional()`; not when it has no
 * initializer and rules that leave it out (`@Validate('string') nickname?: string`); otherwise
 * yes: an initializer, a generator, a `required` rule, or a bare declaration (`createdAt!: Date`),
 * which states the field is there.
 */
function alwaysAnswered(field: FieldShape, facts: RuleFacts, initial: unknown): boolean {
  if (field.answer.optional) return false;
  if (facts.required || field.generator !== undefined || initial !== undefined) return true;
  return field.ruleTokens.length === 0;
}

function typedSchema(
  field: FieldShape,
  facts: RuleFacts,
  io: JsonSchemaSide,
  dialect: Dialect,
  nested: NestedSchema,
): JsonSchema {
  if (field.nested !== undefined) return choiceSchema(field.nested, io, dialect, nested);
  const castType = field.cast === null ? undefined : TYPE_OF_CAST[field.cast.rule];
  // A custom caster decides the output type, which no declaration tells.
  if (io === 'output' && field.caster !== undefined) return {};
  // A float cast keeps integers integral, so an `integer` rule still says more.
  const typed = castType === 'number' && facts.type === 'integer' ? 'integer' : (castType ?? facts.type);
  const type: JsonType | undefined = field.items !== undefined ? 'array' : typed;
  const schema: JsonSchema = type === undefined ? {} : { type };
  if (field.items !== undefined) schema.items = choiceSchema(field.items, io, dialect, nested);
  if (field.each !== undefined) schema.items = elementSchema(field, io, dialect, nested);
  if (type === 'array' && facts.distinct) schema.uniqueItems = true;
  addSizes(schema, type, facts);
  if (type === undefined || type === 'integer' || type === 'number') {
    if (facts.minimum !== undefined) schema.minimum = facts.minimum;
    if (facts.maximum !== undefined) schema.maximum = facts.maximum;
  }
  if (io === 'output' && field.cast?.rule === 'datetime') schema.format = 'date-time';
  else if (facts.format !== undefined && type !== 'array') Object.assign(schema, facts.format);
  addValueLists(schema, type, facts);
  return schema;
}

/** `@Each`'s element: its rules and the cast they imply, described as a field of its own would be. */
function elementSchema(
  field: FieldShape,
  io: JsonSchemaSide,
  dialect: Dialect,
  nested: NestedSchema,
): JsonSchema {
  const element = field.each!;
  const asField: FieldShape = {
    ...field,
    rules: element.rules,
    ruleTokens: element.ruleTokens,
    cast: element.cast,
    caster: undefined,
    items: undefined,
    nested: undefined,
    each: undefined,
  };
  const facts = ruleFactsOf(asField);
  const schema = typedSchema(asField, facts, io, dialect, nested);
  return facts.nullable ? dialect.nullable(schema) : schema;
}

/** `min`/`max`/`length` measure strings and arrays; with no known type both keyword pairs apply (each only to its type). */
function addSizes(schema: JsonSchema, type: JsonType | undefined, facts: RuleFacts): void {
  const min = facts.exactSize ?? facts.minSize;
  const max = facts.exactSize ?? facts.maxSize;
  const atLeastOne = facts.nonEmpty ? 1 : undefined;
  if (type === 'string' || type === undefined) {
    const lower = larger(min, type === 'string' ? atLeastOne : undefined);
    if (lower !== undefined) schema.minLength = lower;
    if (max !== undefined) schema.maxLength = max;
  }
  if (type === 'array' || type === undefined) {
    const lower = larger(min, type === 'array' ? atLeastOne : undefined);
    if (lower !== undefined) schema.minItems = lower;
    if (max !== undefined) schema.maxItems = max;
  }
}

function larger(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}

/** `in`/`not_in` compare text forms: the listed texts become values of the field's type (each element's, for arrays). */
function addValueLists(schema: JsonSchema, type: JsonType | undefined, facts: RuleFacts): void {
  const target = type === 'array' ? nestedItems(schema) : schema;
  const valueType = type === 'array' ? undefined : type;
  if (facts.allowed !== undefined) target.enum = valuesOf(facts.allowed, valueType);
  if (facts.refused !== undefined) target.not = { enum: valuesOf(facts.refused, valueType) };
}

function nestedItems(schema: JsonSchema): JsonSchema {
  const items = (schema.items ?? {}) as JsonSchema;
  schema.items = items;
  return items;
}

function valuesOf(texts: string[], type: JsonType | undefined): unknown[] {
  const out: unknown[] = [];
  for (const text of texts) {
    const number = text.trim() === '' ? Number.NaN : Number(text);
    if (type === 'integer' || type === 'number') {
      if (Number.isFinite(number) && (type === 'number' || Number.isInteger(number))) out.push(number);
    } else if (type === 'boolean') {
      if (text === 'true' || text === '1') out.push(true);
      if (text === 'false' || text === '0') out.push(false);
    } else {
      out.push(text);
      // Untyped: a JSON number whose text is listed passes too.
      if (type === undefined && Number.isFinite(number) && String(number) === text) out.push(number);
    }
  }
  return [...new Set(out)];
}

function generatedSchema(field: FieldShape): JsonSchema {
  const generator = field.generator?.generator;
  if (generator === UuidGenerator || generator instanceof UuidGenerator)
    return { type: 'string', format: 'uuid' };
  return {};
}

/** A declared default JSON can carry (scalars and arrays of them); others are left out. */
function jsonDefault(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value) && value.every((item) => jsonDefault(item) !== undefined || item === null)) {
    return [...value];
  }
  return undefined;
}
