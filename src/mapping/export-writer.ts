// What `toArray()` (and so `toJSON()` and `JSON.stringify(dto)`) writes, built once per class
// from one list — the managed fields minus `@Exclude`, in declaration order, each holding a
// value — in two forms: the object, and its JSON text for the kernel's replies (src/http/json-text.ts).
// Generated code for the object reads every field once and, when all hold a value (the usual
// DTO), returns one object literal — every export of a class shares one V8 shape, with its
// fields in-object — and else adds the fields that hold one, in the same order. The text form
// writes each field's value testing the kind its declaration names first (a cast's type, the
// class of `@Items`/`@Nested`), and when every field has one, returns one concatenation.
// Without code generation, loops over the list do the same.
import { CodeWriter, generatesCode, literal } from '../compiler/code-writer.js';
import { generatingFor } from '../compiler/generated-record.js';
import { quote as quoteText } from '../shared/json-quote.js';
import { defineOwn } from '../shared/own-property.js';
import { type FieldShape, shapeOf } from './class-shape.js';

/** A field's value as exported: nested DTOs (and lists holding some) as their own `toArray()`. */
export type ExportValue = (value: unknown) => unknown;

type ExportWriter = (dto: Record<string, unknown>) => Record<string, unknown>;

/** A field's value as JSON text (src/http/json-text.ts), `undefined` to leave the field out. */
export type FieldText = (value: unknown, key: string, ancestors: object[]) => string | undefined;

/**
 * What a class's JSON writer leaves to src/http/json-text.ts: any value that is not a string,
 * number or boolean (`fieldText`), and the value of a field declared to hold DTOs of one class
 * (`@Items(Cls)`: `listText`, `@Nested(Cls)`: `nestedText`), which it writes with that class's
 * writer when the value is what the declaration says.
 */
export interface JsonHooks {
  readonly fieldText: FieldText;
  readonly listText: (value: object, cls: Function, key: string, ancestors: object[]) => string | undefined;
  readonly nestedText: (value: object, cls: Function, key: string, ancestors: object[]) => string | undefined;
}

/** A class's generated (or looping) writer of its DTOs' JSON text. */
export type JsonWriter = (dto: Record<string, unknown>, ancestors: object[]) => string;

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
  if (writer === undefined) writers.set(cls, (writer = buildExportWriter(cls, exportValue)));
  return writer;
}

/** `exportWriterOf` without its cache (intake/inspect reads what it generates). */
export function buildExportWriter(cls: Function, exportValue: ExportValue): ExportWriter {
  const { names, generate } = exportedNames(cls);
  return generate
    ? generatingFor(cls.name, () => writeExport(names, exportValue))
    : exportLoop(names, exportValue);
}

/** The function that writes instances of `cls` as the JSON text of their `toArray()`, made on first use. */
export function jsonWriterOf(cls: Function, hooks: JsonHooks): JsonWriter {
  let writer = jsonWriters.get(cls);
  if (writer === undefined) jsonWriters.set(cls, (writer = buildJsonWriter(cls, hooks)));
  return writer;
}

/** `jsonWriterOf` without its cache (intake/inspect reads what it generates). */
export function buildJsonWriter(cls: Function, hooks: JsonHooks): JsonWriter {
  const { fields, generate } = exportedFields(cls);
  return generate
    ? generatingFor(cls.name, () => writeJson(fields, hooks))
    : jsonLoop(
        fields.map((field) => field.name),
        hooks.fieldText,
      );
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
  return code.compile<ExportWriter>(['dto'], 'mapping.export');
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

/** What a field is declared to hold, which the JSON writer tests for first. */
type ExpectedValue = 'string' | 'number' | 'boolean' | 'list' | 'nested' | 'any';

function expectedValue(field: FieldShape): ExpectedValue {
  if (field.items?.kind === 'class') return 'list';
  if (field.nested?.kind === 'class') return 'nested';
  switch (field.cast?.rule) {
    case 'int':
    case 'float':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'string':
      return 'string';
    default:
      return 'any';
  }
}

/**
 * The generated code's way to write any value as JSON text: strings, numbers and booleans
 * inline, anything else through `fieldText` (json-text.ts), `undefined` left out. Shared by the
 * DTO writers here and the view writers of answer-writer.ts; the code it writes reads the
 * generated function's `ancestors` parameter (the objects being written, for cycles).
 */
export class JsonValueCode {
  readonly #quote: string;
  readonly #finite: string;
  readonly #text: string;

  constructor(code: CodeWriter, fieldText: FieldText) {
    this.#quote = code.ref(quoteText, 'quote');
    this.#finite = code.ref(Number.isFinite, 'isFinite');
    this.#text = code.ref(fieldText, 'fieldText');
  }

  /** A string's text. */
  quoted(x: string): string {
    return `${this.#quote}(${x})`;
  }

  /** A number's text (`null` for NaN and the infinities, as JSON.stringify writes them). */
  number(x: string): string {
    return `(${this.#finite}(${x}) ? '' + ${x} : 'null')`;
  }

  /** Any value found at `key`; `tested` is a kind the caller has ruled out already. */
  any(x: string, key: string, tested?: ExpectedValue): string {
    return [
      tested === 'string' ? '' : `typeof ${x} === 'string' ? ${this.quoted(x)} : `,
      tested === 'number' ? '' : `typeof ${x} === 'number' ? ${this.number(x)} : `,
      tested === 'boolean' ? '' : `typeof ${x} === 'boolean' ? (${x} ? 'true' : 'false') : `,
      `${x} === undefined ? undefined : ${this.general(x, key)}`,
    ].join('');
  }

  /** A value (not `undefined`) through `fieldText`, without testing its kind here first. */
  general(x: string, key: string): string {
    return `${this.#text}(${x}, ${key}, ancestors)`;
  }
}

/**
 * Writes the return of an object's JSON text from the locals `t0…tn` (each a field's text, or
 * `undefined` to leave it out): one concatenation when every field has one (the usual DTO),
 * without a separator test a field; else the fields that have one, in order.
 */
export function writeObjectText(code: CodeWriter, names: readonly string[]): void {
  if (names.length === 0) {
    code.line("return '{}';");
    return;
  }
  const all = names.map((_, i) => `t${i} !== undefined`).join(' && ');
  const joined = names.map((name, i) => `${literal(`${i === 0 ? '{' : ','}${literal(name)}:`)} + t${i}`);
  code.line(`if (${all}) return ${joined.join(' + ')} + '}';`);
  code.line("let out = '{';");
  names.forEach((name, i) => {
    const key = literal(name);
    code.line(
      `if (t${i} !== undefined) out += (out.length === 1 ? ${literal(`${key}:`)} : ${literal(`,${key}:`)}) + t${i};`,
    );
  });
  code.line("return out + '}';");
}

function writeJson(fields: readonly FieldShape[], hooks: JsonHooks): JsonWriter {
  const code = new CodeWriter();
  const json = new JsonValueCode(code, hooks.fieldText);
  // The declared kind is tested first; a value of another kind is written as any value is.
  const fieldValue = (field: FieldShape, x: string, key: string): string => {
    const expected = expectedValue(field);
    switch (expected) {
      case 'string':
        return `typeof ${x} === 'string' ? ${json.quoted(x)} : ${json.any(x, key, expected)}`;
      case 'number':
        return `typeof ${x} === 'number' ? ${json.number(x)} : ${json.any(x, key, expected)}`;
      case 'boolean':
        return `${x} === true ? 'true' : ${x} === false ? 'false' : ${json.any(x, key, expected)}`;
      case 'list':
      case 'nested': {
        const hook = code.ref(expected === 'list' ? hooks.listText : hooks.nestedText, `${expected}Text`);
        const cls = code.ref(classOf(field), 'Cls');
        return `typeof ${x} === 'object' && ${x} !== null ? ${hook}(${x}, ${cls}, ${key}, ancestors) : ${json.any(x, key)}`;
      }
      default:
        return json.any(x, key);
    }
  };
  fields.forEach((field, i) => {
    const key = literal(field.name);
    code.line(`const x${i} = dto[${key}];`, `const t${i} = ${fieldValue(field, `x${i}`, key)};`);
  });
  writeObjectText(
    code,
    fields.map((field) => field.name),
  );
  return code.compile<JsonWriter>(['dto', 'ancestors'], 'mapping.json');
}

/** The one class a `list` or `nested` field holds (`expectedValue` picked it for that). */
function classOf(field: FieldShape): Function {
  const choice = (field.items ?? field.nested)!;
  if (choice.kind !== 'class') throw new TypeError(`${field.name} holds a union, not one class`);
  return choice.cls;
}
