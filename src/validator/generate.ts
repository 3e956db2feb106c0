// Optional code generation for compiled plans: one straight-line function per rules object,
// so each field read has a constant key and each check a call site of its own — V8 then
// inlines the small rule functions. Written with the shared code writer: rule functions and
// plans are passed by reference, field names and list values enter the source only as
// literals. Fields with custom rules (which may be async) run through the closure runner's
// `runField`.

import { type CodeWriter, literal } from '../shared/code-writer.js';
import { defineOwn } from '../shared/own-property.js';
import { isThenable } from '../shared/thenable.js';
import type { CompiledCheck, FieldPlan } from './compile-field.js';
import { readNumber } from './number-text.js';
import { finishAsync, runField } from './run-plan.js';

/**
 * Writes the validation function of `fields` (the factory body `instantiate` runs); same
 * results as `runPlan` (tested both ways). Each field gets a function of its own: V8's
 * inlining budget is per optimised function, so one big body would stop inlining the rule
 * functions after the first few fields. `lean` (see lean.ts): `undefined` when valid, and the
 * numbers read by numeric rules left in `numbers`.
 */
export function writeValidation(writer: CodeWriter, fields: readonly FieldPlan[], lean = false): void {
  const plans = writer.arg('plans', fields);
  const fieldFunctions = fields.map((plan, i) =>
    plan.synchronous ? writeField(writer, plan, i, lean) : undefined,
  );
  const assign = (key: string) =>
    key === '__proto__'
      ? `errors ??= {}; ${writer.ref(defineOwn, 'defineOwn')}(errors, ${literal(key)}, f);`
      : `errors ??= {}; errors[${literal(key)}] = f;`;
  writer.block(
    `return function validate(${lean ? 'data, numbers' : 'data'})`,
    () => {
      writer.line('const d = typeof data === "object" && data !== null ? data : {};', 'let errors, f;');
      fields.forEach((plan, i) => {
        const own = fieldFunctions[i];
        if (own !== undefined) {
          writer.block(`if ((f = ${own}(${lean ? 'd, numbers' : 'd'})) !== undefined)`, () =>
            writer.line(assign(plan.field)),
          );
          return;
        }
        writer.block(
          `if ((f = ${writer.ref(runField, 'runField')}(${plans}[${i}], d)) !== undefined)`,
          () => {
            const thenable = writer.ref(isThenable, 'isThenable');
            const finish = writer.ref(finishAsync, 'finishAsync');
            writer.line(`if (${thenable}(f)) return ${finish}(${plans}, d, errors ?? {}, ${i}, f);`);
            writer.line(assign(plan.field));
          },
        );
      });
      // A fresh object even when valid: callers may add to it (see docs/validator.md).
      writer.line(lean ? 'return errors;' : 'return errors ?? {};');
    },
    ';',
  );
}

/** The locals the checks of a field read: its value, its number reading, the payload. */
export interface CheckScope {
  readonly value: string;
  readonly number: string;
  readonly data: string;
}

/**
 * Writes the checks of `plan` on `scope.value`: the implicit ones when the value is absent (or
 * null and nullable), all of them otherwise. A failing check writes `fail(k, stops)` (`stops`:
 * the field's checks end there). `afterNumber` and `afterChecks` write more code where the
 * value is present: after the number reading (when the fast paths need one), after the checks.
 */
export function writeChecks(
  writer: CodeWriter,
  plan: FieldPlan,
  scope: CheckScope,
  fail: (k: number, stops: boolean) => void,
  more: { afterNumber?: () => void; afterChecks?: () => void } = {},
): void {
  const { value, data } = scope;
  const tests = plan.checks.map((check) => writer.ref(check.test, 'test'));
  const check = (c: CompiledCheck, k: number, stops: boolean, onAbsent = false) => {
    // A fast path settles the common case inline; only when it is false does the rule decide.
    // On an absent value no fast path can pass: the rule is called directly (less source).
    const call = `${tests[k]}(${value}, ${data})`;
    const fast = onAbsent ? undefined : c.fastPath?.(scope);
    const passes = fast === undefined ? call : `(${fast}) || ${call}`;
    writer.block(`if (!(${passes}))`, () => fail(k, stops));
  };
  const absent = plan.nullable ? `${value} === undefined || ${value} === null` : `${value} === undefined`;
  writer.block(`if (${absent})`, () => {
    plan.checks.forEach((c, k) => {
      if (c.implicit) check(c, k, true, true);
    });
  });
  writer.block('else', () => {
    // Fast paths of numeric rules share one reading of the value (`numeric|min_value:0` parses once).
    if (plan.checks.some((c) => c.readsNumber)) {
      writer.line(`const ${scope.number} = ${writer.ref(readNumber, 'readNumber')}(${value});`);
      more.afterNumber?.();
    }
    plan.checks.forEach((c, k) => {
      check(c, k, c.implicit || plan.bail);
    });
    more.afterChecks?.();
  });
}

/** Writes the function of one synchronous field; returns its name. */
function writeField(writer: CodeWriter, plan: FieldPlan, i: number, lean: boolean): string {
  const name = writer.local('field');
  const failures = plan.checks.map((check) => writer.ref(check.failure, 'failure'));
  // Names Object.prototype defines go through the own-property reader (see read-field.ts).
  const read =
    plan.field in Object.prototype ? `${writer.ref(plan.read, 'read')}(d)` : `d[${literal(plan.field)}]`;
  writer.block(`function ${name}(${lean ? 'd, numbers' : 'd'})`, () => {
    writer.line(`const v = ${read};`, 'let f;');
    writer.block('checks:', () => {
      const fail = (k: number, stops: boolean) => {
        writer.line(`(f ??= []).push(${failures[k]}(d));`);
        if (stops) writer.line('break checks;');
      };
      const afterNumber = lean
        ? () => writer.line(`if (numbers !== undefined) numbers[${i}] = n;`)
        : undefined;
      writeChecks(writer, plan, { value: 'v', number: 'n', data: 'd' }, fail, { afterNumber });
    });
    writer.line('return f;');
  });
  return name;
}
