// Optional code generation: one generated step per step list of a plan. Built-in steps are
// written inline, so every field read and write has a constant key (monomorphic property
// access) instead of going through one shared closure whose key varies; the validation and
// user steps are called from call sites of their own (V8 can inline them), where a loop over
// closures would make one megamorphic call site. Written with the shared code writer: field
// names enter the source only as literals; casts, the validation and user steps are passed by
// reference. After a step hands back a promise, the rest of the list runs as closures.

import type { CodeWriter } from '../../shared/code-writer.js';
import { literal } from '../../shared/code-writer.js';
import { isThenable } from '../../shared/thenable.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import { castFloatKnown, castIntKnown } from '../casts/scalar-casts.js';
import { FieldReads } from './read-code.js';
import { FAILED, runSteps, type Step } from './run-state.js';
import type { BuiltInSpec, StepSpec } from './step-specs.js';
import { mergeErrors } from './validate-step.js';

/** Writes the body of the generated step, one spec after another. */
class StepsBody {
  /**
   * `numberSlots`: size of `nums`, where a lean validation leaves numbers for the int/float
   * casts (0: none). `closures`: the same steps one by one, resumed after an async step.
   */
  constructor(
    readonly writer: CodeWriter,
    readonly reads: FieldReads,
    readonly numberSlots: number,
    readonly closures: string,
  ) {}

  /** Calls step `position` of the list; on a promise, resumes the closures after it. */
  call(spec: Exclude<StepSpec, BuiltInSpec>, position: number): void {
    const w = this.writer;
    const resume = `${w.ref(runSteps, 'runSteps')}(${this.closures}, state, ${position + 1})`;
    if (spec.kind === 'custom') {
      w.line(
        `p = ${w.ref(spec.step, 'call')}(state);`,
        `if (p !== undefined) return p.then(() => ${resume});`,
      );
      return;
    }
    const validate = w.ref(spec.run, 'call');
    const merge = w.ref(mergeErrors, 'mergeErrors');
    w.line(
      spec.lean && this.numberSlots > 0 ? `p = ${validate}(payload, nums);` : `p = ${validate}(payload);`,
    );
    w.block('if (p !== undefined)', () => {
      w.line(
        `if (${w.ref(isThenable, 'isThenable')}(p)) return p.then((errors) => { ${merge}(state, errors); return ${resume}; });`,
        `${merge}(state, p);`,
      );
    });
  }

  add(spec: BuiltInSpec): void {
    const w = this.writer;
    switch (spec.kind) {
      case 'read':
        this.#read(spec);
        return;
      case 'payload':
        w.line(`v = values[${spec.index}];`);
        w.block('if (v !== undefined && v !== FAILED)', () => w.line(`payload[${literal(spec.name)}] = v;`));
        return;
      case 'cast': {
        const known = spec.numberSlot !== undefined;
        const cast = w.ref(known ? (spec.rule === 'int' ? castIntKnown : castFloatKnown) : spec.cast, 'cast');
        w.line(`v = values[${spec.index}];`);
        w.block('if (v !== undefined && v !== null && v !== FAILED)', () => {
          w.line(known ? `v = ${cast}(v, nums[${spec.numberSlot}]);` : `v = ${cast}(v);`);
          w.line(
            `if (v === CAST_FAILED) state.fail(${spec.index}, ${literal(spec.name)}, ${literal(spec.rule)}); else values[${spec.index}] = v;`,
          );
        });
        return;
      }
      case 'assign':
        w.line('const dto = state.dto;');
        spec.names.forEach((name, index) => {
          w.line(`v = values[${index}];`);
          w.block('if (v !== undefined)', () => w.line(`dto[${literal(name)}] = v;`));
        });
        return;
    }
  }

  #read(spec: Extract<BuiltInSpec, { kind: 'read' }>): void {
    const w = this.writer;
    const present = this.reads.read(spec.source, 'v');
    if (present === null) return;
    const store = [`values[${spec.index}] = v;`];
    if (spec.toPayload) store.push(`payload[${literal(spec.name)}] = v;`);
    w.block(`if (${present})`, () => {
      if (!spec.scalar) {
        w.line(...store);
        return;
      }
      w.block('if (typeof v === "object" && v !== null && !(v instanceof Date))', () =>
        w.line(`state.fail(${spec.index}, ${literal(spec.name)}, "scalar");`),
      );
      w.block('else', () => w.line(...store));
    });
  }
}

/**
 * Writes one step doing the work of `specs` in order; `closures` are the same steps one by one
 * (continuation after an asynchronous step). Same results as running the closures.
 */
export function writeSequence(writer: CodeWriter, specs: StepSpec[], closures: Step[]): void {
  let numberSlots = 0;
  for (const spec of specs) {
    if (spec.kind === 'cast' && spec.numberSlot !== undefined)
      numberSlots = Math.max(numberSlots, spec.numberSlot + 1);
  }
  writer.arg('FAILED', FAILED);
  writer.arg('CAST_FAILED', CAST_FAILED);
  const reads = new FieldReads(writer);
  const body = new StepsBody(writer, reads, numberSlots, writer.ref(closures, 'closures'));
  writer.block(
    'return function generatedSteps(state)',
    () => {
      writer.line(
        'const main = state.main, route = state.route, context = state.context;',
        'const values = state.values, payload = state.payload;',
        'let v, p;',
      );
      // Filled by the validation, read by the casts of this same call (never shared between calls).
      if (numberSlots > 0) writer.line(`const nums = new Array(${numberSlots});`);
      reads.prologue(specs.flatMap((spec) => (spec.kind === 'read' ? [spec.source] : [])));
      specs.forEach((spec, position) => {
        if (spec.kind === 'custom' || spec.kind === 'validate') body.call(spec, position);
        else body.add(spec);
      });
      writer.line('return undefined;');
    },
    ';',
  );
}
