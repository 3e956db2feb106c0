// Optional code generation for compiled plans: one straight-line function per rules object,
// so each field read has a constant key and each check a call site of its own — V8 then
// inlines the small rule functions. Written with the shared CodeWriter: rule functions, plans
// and helpers are referenced by name, never pasted as source; field names and list values
// enter the source only as literals. Fields with custom rules (which may be async) run
// through the closure runner's `runField`.

import { CodeWriter, literal } from '../compiler/code-writer.js';
import { defineOwn } from '../shared/own-property.js';
import { isThenable } from '../shared/thenable.js';
import type { CompiledCheck, FieldPlan } from './compile-field.js';
import { readNumber } from './number-text.js';
import { finishAsync, runField } from './run-plan.js';
import type { CompiledValidation } from './types.js';

/**
 * Builds the generated validation function; same results as `runPlan` (tested both ways).
 * Each field gets a function of its own: V8's inlining budget is per optimised function, so
 * one big body would stop inlining the rule functions after the first few fields.
 */
export function generateValidation(fields: readonly FieldPlan[], forMapping = false): CompiledValidation {
  const code = new CodeWriter();
  const plans = code.ref(fields, 'plans');
  const fieldFunctions = fields.map((plan, i) =>
    plan.synchronous ? writeField(code, plan, i, forMapping) : '',
  );
  const own = code.ref(defineOwn, 'defineOwn');
  const thenable = code.ref(isThenable, 'isThenable');
  const finish = code.ref(finishAsync, 'finishAsync');
  const runOne = code.ref(runField, 'runField');
  code.line('const d = typeof data === "object" && data !== null ? data : {};', 'let errors, f;');
  fields.forEach((plan, i) => {
    const key = literal(plan.field);
    const record = () => {
      code.line('errors ??= {};');
      code.line(plan.field === '__proto__' ? `${own}(errors, ${key}, f);` : `errors[${key}] = f;`);
    };
    if (plan.synchronous) {
      code.block(`if ((f = ${fieldFunctions[i]}(${forMapping ? 'd, numbers' : 'd'})) !== undefined)`, record);
    } else {
      code.block(`if ((f = ${runOne}(${plans}[${i}], d)) !== undefined)`, () => {
        code.line(`if (${thenable}(f)) return ${finish}(${plans}, d, errors ?? {}, ${i}, f);`);
        record();
      });
    }
  });
  // A fresh object even when valid: callers may add to it (see docs/validator.md). The
  // mapping's variant (mapping-door.ts) returns undefined instead.
  code.line(forMapping ? 'return errors;' : 'return errors ?? {};');
  // `numbers` (the mapping's only, see mapping-door.ts): where numeric fields leave the value read as a number.
  return code.compile<CompiledValidation>(forMapping ? ['data', 'numbers'] : ['data'], 'validator.checks');
}

/**
 * The checks of one field, as a helper function of the payload (and, for the mapping, the numbers slots)
 * declared beside the validation function; returns its name.
 */
function writeField(code: CodeWriter, plan: FieldPlan, i: number, forMapping: boolean): string {
  const checks = plan.checks.map((check) => code.ref(check, 'check'));
  // Names Object.prototype defines, and dotted paths, go through the field's reader (see read-field.ts).
  const read =
    plan.field in Object.prototype || plan.field.includes('.')
      ? `${code.ref(plan.read, 'read')}(d)`
      : `d[${literal(plan.field)}]`;
  return code.helper(`field${i}`, forMapping ? ['d', 'numbers'] : ['d'], () => {
    code.line(`const v = ${read};`, 'let f;');
    code.block('checks:', () => {
      writeFieldChecks(
        code,
        plan,
        (k, stops) => {
          code.line(`(f ??= []).push(${checks[k]}.failure(d));`);
          if (stops) code.line('break checks;');
        },
        {
          afterAbsent: () => code.line('break checks;'),
          afterNumber: forMapping
            ? () => code.line(`if (numbers !== undefined) numbers[${i}] = n;`)
            : undefined,
        },
      );
    });
    code.line('return f;');
  });
}

/**
 * Writes the checks of `plan` on the local `v` (the payload is `d`): when `v` is absent (or null
 * and nullable) the implicit checks, then `afterAbsent` (which must leave the block); otherwise
 * every check, after reading `v` as the number `n` when a fast path needs it (`afterNumber`
 * follows). A failing check writes `fail(k, stops)`, `stops` when the field's checks end there.
 * A fast path (an expression the rule writes over `v`, `n` and literals) settles the common
 * case inline; only when it is false does the rule function decide. Also used by the mapping's
 * fast paths, which give up at the first failing check (write-fast-path.ts).
 */
export function writeFieldChecks(
  code: CodeWriter,
  plan: FieldPlan,
  fail: (k: number, stops: boolean) => void,
  more: { afterAbsent: () => void; afterNumber?: (() => void) | undefined },
): void {
  const tests = plan.checks.map((check) => code.ref(check.test, 'test'));
  const write = (check: CompiledCheck, k: number, stops: boolean, absent: boolean) => {
    const call = `${tests[k]}(v, d)`;
    // On an absent value no fast path can pass: the rule is called directly.
    const passes = absent || check.fastPath === undefined ? call : `(${check.fastPath}) || ${call}`;
    code.block(`if (!(${passes}))`, () => fail(k, stops));
  };
  code.block(plan.nullable ? 'if (v === undefined || v === null)' : 'if (v === undefined)', () => {
    // `sometimes`: an absent value meets nothing; a null one still meets the presence rules.
    const absentGuard = plan.sometimes ? 'if (v !== undefined)' : undefined;
    const writeImplicit = () =>
      plan.checks.forEach((check, k) => {
        if (check.implicit) write(check, k, true, true);
      });
    if (absentGuard !== undefined && plan.implicitChecks.length > 0) code.block(absentGuard, writeImplicit);
    else if (absentGuard === undefined) writeImplicit();
    more.afterAbsent();
  });
  // Fast paths of numeric rules share one reading of the value (`numeric|min_value:0` parses once).
  if (plan.checks.some((check) => check.readsNumber)) {
    code.line(`const n = ${code.ref(readNumber, 'readNumber')}(v);`);
    more.afterNumber?.();
  }
  plan.checks.forEach((check, k) => {
    write(check, k, check.stops || plan.bail, false);
  });
}
