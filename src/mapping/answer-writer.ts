// The generated form of `answerAs` (answer-view.ts) for the kernel, which only serialises the
// result: one function per view class builds an object literal of the view's fields in
// declaration order, so every answer of a class has one V8 shape and no key is added one by
// one. A field the value does not hold as its own is `undefined` in the literal, which
// `JSON.stringify` leaves out — the JSON is exactly `answerAs`'s. Nested views call their own
// writers; unions and the jitless case go through `answerAs`.
import { CodeWriter, generatesCode, literal } from '../shared/code-writer.js';
import { answerAs, nestedAnswer } from './answer-view.js';
import type { FieldShape, RequestClass } from './class-shape.js';
import { exportedFields } from './export-writer.js';

type AnswerWriter = (value: Record<string, unknown>) => object;

const writers = new WeakMap<Function, AnswerWriter>();

/** `value` ready for `JSON.stringify` as `cls` describes it (same JSON as `answerAs`). */
export function answerForJson(cls: RequestClass, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (!generatesCode(undefined)) return answerAs(cls, value);
  return writerOf(cls)(value as Record<string, unknown>);
}

/** Each element of a list as `answerForJson`; anything but a list as it is. */
export function answerListForJson(cls: RequestClass, value: unknown): unknown {
  return Array.isArray(value) ? value.map((item) => answerForJson(cls, item)) : value;
}

function writerOf(cls: RequestClass): AnswerWriter {
  let writer = writers.get(cls);
  if (writer === undefined) {
    const { fields, generate } = exportedFields(cls);
    writer = generate ? writeAnswer(fields) : (value) => answerAs(cls, value) as object;
    writers.set(cls, writer);
  }
  return writer;
}

function writeAnswer(fields: readonly FieldShape[]): AnswerWriter {
  const code = new CodeWriter();
  const hasOwn = code.ref(Object.hasOwn, 'hasOwn');
  const ownValue = code.helper('ownValue', ['o', 'k'], () =>
    code.line(`return ${hasOwn}(o, k) ? o[k] : undefined;`),
  );
  const entries: string[] = [];
  fields.forEach((field, i) => {
    const key = literal(field.name);
    code.line(`let x${i} = ${ownValue}(v, ${key});`);
    const choice = field.nested ?? field.items;
    const list = field.items !== undefined;
    if (choice?.kind === 'class') {
      const nested = `${code.ref(answerForJson, 'answerForJson')}(${code.ref(choice.cls, 'cls')}, `;
      code.line(
        list
          ? `if (Array.isArray(x${i})) x${i} = x${i}.map((item) => ${nested}item));`
          : `if (x${i} !== undefined) x${i} = ${nested}x${i});`,
      );
    } else if (choice !== undefined) {
      const union = `${code.ref(nestedAnswer, 'nestedAnswer')}(${code.ref(choice, 'choice')}, ${list}, x${i})`;
      code.line(`if (x${i} !== undefined) x${i} = ${union};`);
    }
    entries.push(`${key}: x${i}`);
  });
  code.line(`return { ${entries.join(', ')} };`);
  return code.compile<AnswerWriter>(['v']);
}
