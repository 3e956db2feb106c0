// Optional code generation: one straight-line function per step list of a plan. Built-in steps
// are written inline, so every field read and write has a constant key (monomorphic property
// access) instead of going through one shared closure whose key varies; the validator and
// user steps are called from call sites of their own (V8 can inline them), where a loop over
// closures would make one megamorphic call site. Written with the shared CodeWriter: field
// names enter the source only as literals; casts, the validation and user steps are
// referenced by name, never pasted as source. After a step hands back a promise, the rest of
// the list runs as closures.

import { CodeWriter, literal } from '../../shared/code-writer.js';
import { isThenable } from '../../shared/thenable.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import { castFloatKnown, castIntKnown } from '../casts/scalar-casts.js';
import { FieldReads } from './read-code.js';
import { FAILED, runSteps, type Step } from './run-state.js';
import type { BuiltInSpec, StepSpec } from './step-specs.js';
import { mergeErrors } from './validate-step.js';

/** Writes the body of one generated step list into `code`. */
class StepsWriter {
  readonly #code: CodeWriter;
  readonly #reads: FieldReads;
  readonly #failed: string;

  /** `numberSlots`: size of `nums`, where a lean validation leaves numbers for the int/float casts (0: none). */
  constructor(
    code: CodeWriter,
    reads: FieldReads,
    readonly numberSlots: number,
    readonly closures: string,
  ) {
    this.#code = code;
    this.#reads = reads;
    this.#failed = code.ref(FAILED, 'FAILED');
  }

  /** Calls step `position` of the list; on a promise, resumes the closures after it. */
  addCall(spec: Exclude<StepSpec, BuiltInSpec>, position: number): void {
    const code = this.#code;
    const resume = `${code.ref(runSteps, 'runSteps')}(${this.closures}, state, ${position + 1})`;
    if (spec.kind === 'custom') {
      code.line(
        `p = ${code.ref(spec.step, 'userStep')}(state);`,
        `if (p !== undefined) return p.then(() => ${resume});`,
      );
      return;
    }
    const validate = code.ref(spec.run, 'validate');
    const merge = code.ref(mergeErrors, 'mergeErrors');
    code.line(
      spec.lean && this.numberSlots > 0 ? `p = ${validate}(payload, nums);` : `p = ${validate}(payload);`,
    );
    code.block('if (p !== undefined)', () => {
      code.line(
        `if (${code.ref(isThenable, 'isThenable')}(p)) return p.then((errors) => { ${merge}(state, errors); return ${resume}; });`,
        `${merge}(state, p);`,
      );
    });
  }

  add(spec: BuiltInSpec): void {
    const code = this.#code;
    switch (spec.kind) {
      case 'read':
        this.#read(spec);
        return;
      case 'payload':
        code.line(
          `v = values[${spec.index}]; if (v !== undefined && v !== ${this.#failed}) payload[${literal(spec.name)}] = v;`,
        );
        return;
      case 'cast': {
        const known = spec.numberSlot !== undefined;
        const cast = known
          ? code.ref(spec.rule === 'int' ? castIntKnown : castFloatKnown, `${spec.rule}Known`)
          : code.ref(spec.cast, 'cast');
        code.line(`v = values[${spec.index}];`);
        code.block(`if (v !== undefined && v !== null && v !== ${this.#failed})`, () => {
          code.line(
            known ? `v = ${cast}(v, nums[${spec.numberSlot}]);` : `v = ${cast}(v);`,
            `if (v === ${code.ref(CAST_FAILED, 'CAST_FAILED')}) state.fail(${spec.index}, ${literal(spec.name)}, ${literal(spec.rule)}); else values[${spec.index}] = v;`,
          );
        });
        return;
      }
      case 'assign':
        code.line('const dto = state.dto;');
        spec.names.forEach((name, index) => {
          code.line(`v = values[${index}]; if (v !== undefined) dto[${literal(name)}] = v;`);
        });
        return;
    }
  }

  #read(spec: Extract<BuiltInSpec, { kind: 'read' }>): void {
    const code = this.#code;
    const present = this.#reads.read(spec.source, 'v');
    if (present === null) return; // an unsafe key is never read
    const store = [`values[${spec.index}] = v;`];
    if (spec.toPayload) store.push(`payload[${literal(spec.name)}] = v;`);
    code.block(`if (${present})`, () => {
      if (spec.scalar) {
        code.line(
          `if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(${spec.index}, ${literal(spec.name)}, "scalar");`,
          `else { ${store.join(' ')} }`,
        );
      } else {
        code.line(store.join(' '));
      }
    });
  }
}

/**
 * One generated step doing the work of `specs` in order; `closures` are the same steps one by
 * one (continuation after an asynchronous step). Same results as running the closures.
 */
export function generateSequence(specs: StepSpec[], closures: Step[]): Step {
  let numberSlots = 0;
  for (const spec of specs) {
    if (spec.kind === 'cast' && spec.numberSlot !== undefined)
      numberSlots = Math.max(numberSlots, spec.numberSlot + 1);
  }
  const code = new CodeWriter();
  code.line(
    'const main = state.main, route = state.route, context = state.context;',
    'const values = state.values, payload = state.payload;',
    'let v, p;',
  );
  // Filled by the validation, read by the casts of this same call (never shared between calls).
  if (numberSlots > 0) code.line(`const nums = new Array(${numberSlots});`);
  const reads = new FieldReads(code);
  reads.prologue(specs.flatMap((spec) => (spec.kind === 'read' ? [spec.source] : [])));
  const writer = new StepsWriter(code, reads, numberSlots, code.ref(closures, 'closures'));
  specs.forEach((spec, position) => {
    if (spec.kind === 'custom' || spec.kind === 'validate') writer.addCall(spec, position);
    else writer.add(spec);
  });
  code.line('return undefined;');
  return code.compile<Step>(['state']);
}
