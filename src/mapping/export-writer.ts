// What `toArray()` (and so `toJSON()` and `JSON.stringify(dto)`) writes, built once per class:
// the managed fields minus `@Exclude`, in declaration order, each holding a value. Generated
// code reads every field once and, when all hold a value (the usual DTO), returns one object
// literal — every export of a class shares one V8 shape, with its fields in-object — and else
// adds the fields that hold one, in the same order. Without code generation, a loop over the
// class's fields does the same work.
import { CodeWriter, generatesCode, literal } from '../shared/code-writer.js';
import { defineOwn } from '../shared/own-property.js';
import { shapeOf } from './class-shape.js';

/** A field's value as exported: nested DTOs (and lists holding some) as their own `toArray()`. */
export type ExportValue = (value: unknown) => unknown;

type ExportWriter = (dto: Record<string, unknown>) => Record<string, unknown>;

const writers = new WeakMap<Function, ExportWriter>();

/**
 * The function that exports instances of `cls`, made on first use; `exportValue` converts the
 * values that are objects (request.ts owns it: only it knows the `Request` class).
 */
export function exportWriterOf(cls: Function, exportValue: ExportValue): ExportWriter {
  let writer = writers.get(cls);
  if (writer === undefined) {
    const names = shapeOf(cls)
      .fields.filter((field) => !field.exclude)
      .map((field) => field.name);
    // A literal or assignment with the key `__proto__` would set the prototype instead of a key.
    writer =
      generatesCode(undefined) && !names.includes('__proto__')
        ? writeExport(names, exportValue)
        : exportLoop(names, exportValue);
    writers.set(cls, writer);
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
