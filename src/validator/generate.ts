// Optional code generation for compiled plans: one straight-line function per rules object,
// so each field read has a constant key and each check a call site of its own — V8 then
// inlines the small rule functions. Rule functions are referenced by index, never pasted as
// source; field names and list values enter the source only as JSON string literals. Fields
// with custom rules (which may be async) run through the closure runner's `runField`; where
// the runtime forbids `new Function`, everything does.

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
export function generateValidation(fields: readonly FieldPlan[], lean = false): CompiledValidation {
  const source = [
    '"use strict";',
    ...fields.map((plan, i) => (plan.synchronous ? fieldSource(plan, i, lean) : '')),
  ];
  source.push(
    // `numbers` (lean only, see lean.ts): where numeric fields leave the value read as a number.
    lean ? 'return function validate(data, numbers) {' : 'return function validate(data) {',
    'const d = typeof data === "object" && data !== null ? data : {};',
    'let errors, f;',
    ...fields.map((plan, i) => {
      const key = JSON.stringify(plan.field);
      const assign = `errors ??= {}; ${plan.field === '__proto__' ? `defineOwn(errors, ${key}, f)` : `errors[${key}] = f`};`;
      const args = lean ? 'd, numbers' : 'd';
      if (plan.synchronous) return `if ((f = field${i}(${args})) !== undefined) { ${assign} }`;
      const goAsync = `if (isThenable(f)) return finishAsync(plans, d, errors ?? {}, ${i}, f);`;
      return `if ((f = runField(plans[${i}], d)) !== undefined) { ${goAsync} ${assign} }`;
    }),
    // A fresh object even when valid: callers may add to it (see docs/validator.md). The lean
    // variant (lean.ts) returns undefined instead.
    lean ? 'return errors;' : 'return errors ?? {};',
    '};',
  );
  const factory = new Function(
    'plans',
    'defineOwn',
    'runField',
    'isThenable',
    'finishAsync',
    'readNumber',
    source.join('\n'),
  );
  return factory(fields, defineOwn, runField, isThenable, finishAsync, readNumber) as CompiledValidation;
}

function fieldSource(plan: FieldPlan, i: number, lean: boolean): string {
  const lines = [`const c${i} = plans[${i}].checks, r${i} = plans[${i}].read;`];
  for (let k = 0; k < plan.checks.length; k++) lines.push(`const t${i}_${k} = c${i}[${k}].test;`);
  // Names Object.prototype defines go through the own-property reader (see read-field.ts).
  const read = plan.field in Object.prototype ? `r${i}(d)` : `d[${JSON.stringify(plan.field)}]`;
  lines.push(
    `function field${i}(d${lean ? ', numbers' : ''}) {`,
    `const v = ${read};`,
    'let f;',
    'checks: {',
  );
  lines.push(`if (${plan.nullable ? 'v === undefined || v === null' : 'v === undefined'}) {`);
  plan.checks.forEach((check, k) => {
    if (check.implicit) lines.push(failureCode(check, i, k, true));
  });
  lines.push('break checks;', '}');
  // Fast paths of numeric rules share one reading of the value (`numeric|min_value:0` parses once).
  if (plan.checks.some((check) => check.readsNumber)) {
    lines.push('const n = readNumber(v);');
    if (lean) lines.push(`if (numbers !== undefined) numbers[${i}] = n;`);
  }
  plan.checks.forEach((check, k) => {
    lines.push(failureCode(check, i, k, check.implicit || plan.bail));
  });
  lines.push('}', 'return f;', '}');
  return lines.join('\n');
}

/**
 * One check: on failure record it, and leave the field when the check stops it. A fast path
 * settles the common case inline; only when it is false does the rule function decide.
 */
function failureCode(check: CompiledCheck, field: number, index: number, stops: boolean): string {
  const call = `t${field}_${index}(v, d)`;
  const passes = check.fastPath === undefined ? call : `(${check.fastPath}) || ${call}`;
  const record = `(f ??= []).push(c${field}[${index}].failure(d));`;
  return `if (!(${passes})) { ${record}${stops ? ' break checks;' : ''} }`;
}
