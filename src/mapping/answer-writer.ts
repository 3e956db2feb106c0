// The generated form of `answerAs` (answer-view.ts) for the kernel, which only serialises the
// result: one function per view class writes the JSON text of the view's fields in declaration
// order, straight from the value, without building the shaped object for `JSON.stringify` to
// walk again — the same text as `JSON.stringify(answerAs(cls, value))`. A field the value does
// not hold as its own, or holds as `undefined`, is left out; nested views go through their own
// writers, unions through `answerAs`'s branch choice. Without code generation the kernel writes
// `answerAs`'s object (src/http/json-text.ts).
import { CodeWriter, literal } from '../compiler/code-writer.js';
import { generatingFor } from '../compiler/generated-record.js';
import { nestedAnswer } from './answer-view.js';
import type { FieldShape, RequestClass } from './class-shape.js';
import { exportedFields, type FieldText, JsonValueCode, writeObjectText } from './export-writer.js';

/**
 * What a view's JSON writer leaves to src/http/json-text.ts: any value a view writes as it is
 * (`valueText`: its `toJSON` honoured, as `JSON.stringify` would), and a value a nested view
 * (`@Nested(View)`) or a list of them (`@Items(View)`) shapes.
 */
export interface ViewTextHooks {
  readonly valueText: FieldText;
  readonly viewText: (cls: RequestClass, value: object, ancestors: object[]) => string;
  readonly viewListText: (cls: RequestClass, list: readonly unknown[], ancestors: object[]) => string;
}

/** A view class's writer of the JSON text of `answerAs(cls, value)`, for an object `value`. */
export type ViewTextWriter = (value: Record<string, unknown>, ancestors: object[]) => string;

const textWriters = new WeakMap<Function, ViewTextWriter>();

/** The JSON text writer of `cls`'s view, made on first use; null where code is not generated. */
export function viewTextWriterOf(cls: RequestClass, hooks: ViewTextHooks): ViewTextWriter | null {
  let writer = textWriters.get(cls);
  if (writer === undefined) {
    const built = buildViewTextWriter(cls, hooks);
    if (built === null) return null;
    textWriters.set(cls, (writer = built));
  }
  return writer;
}

/** `viewTextWriterOf` without its cache (intake/inspect reads what it generates). */
export function buildViewTextWriter(cls: RequestClass, hooks: ViewTextHooks): ViewTextWriter | null {
  const { fields, generate } = exportedFields(cls);
  return generate ? generatingFor(cls.name, () => writeViewText(fields, hooks)) : null;
}

function writeViewText(fields: readonly FieldShape[], hooks: ViewTextHooks): ViewTextWriter {
  const code = new CodeWriter();
  const json = new JsonValueCode(code, hooks.valueText);
  const hasOwn = code.ref(Object.hasOwn, 'hasOwn');
  fields.forEach((field, i) => {
    const key = literal(field.name);
    const x = `x${i}`;
    code.line(`const ${x} = ${hasOwn}(v, ${key}) ? v[${key}] : undefined;`);
    const choice = field.nested ?? field.items;
    let text: string;
    if (choice === undefined) {
      text = json.any(x, key);
    } else if (choice.kind !== 'class') {
      // A union shapes by the branch its tag names: through answerAs, then written as a value.
      const union = `${code.ref(nestedAnswer, 'nestedAnswer')}(${code.ref(choice, 'choice')}, ${field.items !== undefined}, ${x})`;
      text = `${x} === undefined ? undefined : ${json.general(union, key)}`;
    } else if (field.items !== undefined) {
      const list = `${code.ref(hooks.viewListText, 'viewListText')}(${code.ref(choice.cls, 'cls')}, ${x}, ancestors)`;
      text = `Array.isArray(${x}) ? ${list} : ${json.any(x, key)}`;
    } else {
      const nested = `${code.ref(hooks.viewText, 'viewText')}(${code.ref(choice.cls, 'cls')}, ${x}, ancestors)`;
      text = `typeof ${x} === 'object' && ${x} !== null && !Array.isArray(${x}) ? ${nested} : ${json.any(x, key)}`;
    }
    code.line(`const t${i} = ${text};`);
  });
  writeObjectText(
    code,
    fields.map((field) => field.name),
  );
  return code.compile<ViewTextWriter>(['v', 'ancestors'], 'mapping.view-json');
}
