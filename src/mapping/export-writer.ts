// What `toArray()` (and so `toJSON()` and `JSON.stringify(dto)`) writes, built once per class
// from one list — the managed fields minus `@Exclude`, in declaration order, each holding a
// value — in two forms: the object, and its JSON text for the kernel's replies (src/http/json-text.ts).
// Generated code for the object reads every field once and, when all hold a value (the usual
// DTO), returns one object literal — every export of a class shares one V8 shape, with its
// fields in-object — and else adds the fields that hold one, in the same order. The text form
// appends `"name":value` per field. Without code generation, loops over the list do the same.
import { CodeWriter, generatesCode, literal } from '../shared/code-writer.js';
import { quote as quoteText } from '../shared/json-quote.js';
import { defineOwn } from '../shared/own-property.js';
import { type FieldShape, shapeOf } from './class-shape.js';

/** A field's value as exported: nested DTOs (and lists holding some) as their own `toArray()`. */
export type ExportValue = (value: unknown) => unknown;

type ExportWriter = (dto: Record<string, unknown>) => Record<string, unknown>;

/** A field's value as JSON text (src/http/json-text.ts), `undefined` to leave the field out. */
export type FieldText = (value: unknown, key: string, ancestors: object[]) => string | undefined;

type JsonWriter = (dto: Record<string, unknown>, ancestors: object[]) => string;

const writers = new WeakMap<Function, ExportWriter>();
const jsonWriters = new WeakMap<Function, JsonWriter>();

/**
 * The fields of `cls` that are written out — its managed fields minus `@Exclude`, in declaration
 * order — and whether code may be generated with their names as keys (the answer views of
 * answer-writer.ts use the same list).
 */
export function exportedFields(cls: Function): { fields: readonly FieldShape[]; generate: boolean } {
  const fields = shapeOf(cls).fields.filter((field) => !field.exclude);
  // A literal or assignment with the key `__proto__` would set the prototype instead of a key.
  return {
    fields,
    generate: generatesCode(undefined) && fields.every((field) => field.name !== '__proto__'),
  };
}

function exportedNames(cls: Function): { names: readonly string[]; generate: boolean } {
  const { fields, generate } = exportedFields(cls);
  return { names: fields.map((field) => field.name), generate };
}

/**
 * The function that exports instances of `cls`, made on first use; `exportValue` converts the
 * values that are objects (request.ts owns it: only it knows the `Request` class).
 */
export function exportWriterOf(cls: Function, exportValue: ExportValue): ExportWriter {
  let writer = writers.get(cls);
  if (writer === undefined) {
    const { names, generate } = exportedNames(cls);
    writer = generate ? writeExport(names, exportValue) : exportLoop(names, exportValue);
    writers.set(cls, writer);
  }
  return writer;
}

/** The function that writes instances of `cls` as the JSON text of their `toArray()`, made on first use. */
export function jsonWriterOf(cls: Function, fieldText: FieldText): JsonWriter {
  let writer = jsonWriters.get(cls);
  if (writer === undefined) {
    const { names, generate } = exportedNames(cls);
    writer = generate ? writeJson(names, fieldText) : jsonLoop(names, fieldText);
    jsonWriters.set(cls, writer);
  }
  return writer;
}

function exportLoop(names: readonly string[], exportValue: ExportValue): ExportWriter {
  return (dto) => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const value = dto[name];
      if (value !== undefined) defineOwn(out, name, exportValue(value));
    }
    return out;
  };
}

function writeExport(names: readonly string[], exportValue: ExportValue): ExportWriter {
  const code = new CodeWriter();
  const convert = code.ref(exportValue, 'exportValue');
  const exportedValue = (x: string) => `typeof ${x} === 'object' && ${x} !== null ? ${convert}(${x}) : ${x}`;
  names.forEach((name, i) => {
    code.line(`const x${i} = dto[${literal(name)}];`);
  });
  const present = names.map((_, i) => `x${i} !== undefined`);
  const entries = names.map((name, i) => `${literal(name)}: ${exportedValue(`x${i}`)}`);
  if (names.length > 0) code.line(`if (${present.join(' && ')}) return { ${entries.join(', ')} };`);
  code.line('const out = {};');
  names.forEach((name, i) => {
    code.line(`if (x${i} !== undefined) out[${literal(name)}] = ${exportedValue(`x${i}`)};`);
  });
  code.line('return out;');
  return code.compile<ExportWriter>(['dto']);
}

function jsonLoop(names: readonly string[], fieldText: FieldText): JsonWriter {
  const keys = names.map((name) => `${JSON.stringify(name)}:`);
  return (dto, ancestors) => {
    let text = '{';
    names.forEach((name, i) => {
      const value = dto[name];
      const item = value === undefined ? undefined : fieldText(value, name, ancestors);
      if (item !== undefined) text += `${text.length === 1 ? '' : ','}${keys[i]}${item}`;
    });
    return `${text}}`;
  };
}

function writeJson(names: readonly string[], fieldText: FieldText): JsonWriter {
  const code = new CodeWriter();
  const text = code.ref(fieldText, 'fieldText');
  const quote = code.ref(quoteText, 'quote');
  const finite = code.ref(Number.isFinite, 'isFinite');
  code.line("let out = '{';", 'let item;');
  names.forEach((name, i) => {
    const key = literal(name);
    const x = `x${i}`;
    code.line(`const ${x} = dto[${key}];`);
    // Strings and numbers, most fields' values, are written here; the rest by `fieldText`.
    code.line(
      `item = typeof ${x} === 'string' ? ${quote}(${x}) : typeof ${x} === 'number' ? (${finite}(${x}) ? '' + ${x} : 'null') : ${x} === undefined ? undefined : ${text}(${x}, ${key}, ancestors);`,
    );
    code.block('if (item !== undefined)', () => {
      code.line(`out += (out.length === 1 ? ${literal(`${key}:`)} : ${literal(`,${key}:`)}) + item;`);
    });
  });
  code.line("return out + '}';");
  return code.compile<JsonWriter>(['dto', 'ancestors']);
}
