// The generated backend of the steps (step-specs.ts): one straight-line function per step list
// of a plan. Built-in steps are written inline, so every field read and write has a constant
// key (monomorphic property access) instead of going through one shared closure whose key
// varies; the validator, user steps and each `@Items` field's nested plan are called from call
// sites of their own (V8 can inline them), where a loop over closures would make one
// megamorphic call site. Written with the shared CodeWriter: field names enter the source
// only as literals; casts, the validation and user steps are referenced by name, never pasted
// as source. After a step hands back a promise, the rest of the list runs as closures.

import { CodeWriter, literal } from '../../compiler/code-writer.js';
import { isThenable } from '../../shared/thenable.js';
import { excludes } from './exclude-step.js';
import { nonScalarCode, writeCast } from './field-code.js';
import { FieldReads } from './read-code.js';
import { FAILED, runSteps, type Step } from './run-state.js';
import type { StepSpec } from './step-specs.js';
import { awaitValidation, mergeErrors } from './validate-step.js';
import {
  type StepListWriter,
  writeItemsCollect,
  writeItemsFinish,
  writeNestedCollect,
  writeNestedFinish,
} from './write-items.js';

type SpecOf<K extends StepSpec['kind']> = Extract<StepSpec, { kind: K }>;

/** Writes the body of one generated step list into `code`, one spec at a time. */
class StepsWriter implements StepListWriter {
  readonly code: CodeWriter;
  readonly #reads: FieldReads;
  readonly #failed: string;
  readonly #closures: string;

  /** `numberSlots`: size of `nums`, where the validation leaves numbers for the int/float casts (0: none). */
  constructor(
    code: CodeWriter,
    reads: FieldReads,
    readonly numberSlots: number,
    closures: Step[],
  ) {
    this.code = code;
    this.#reads = reads;
    this.#failed = code.ref(FAILED, 'FAILED');
    this.#closures = code.ref(closures, 'closures');
  }

  /** The expression that runs the closures from step `position + 1` on (after a promise). */
  resumeAfter(position: number): string {
    return `${this.code.ref(runSteps, 'runSteps')}(${this.#closures}, state, ${position + 1})`;
  }

  add(spec: StepSpec, position: number): void {
    switch (spec.kind) {
      case 'read':
        this.#read(spec);
        return;
      case 'payload':
        this.#payload(spec);
        return;
      case 'cast':
        this.#cast(spec);
        return;
      case 'itemsCollect':
        writeItemsCollect(this, spec, position);
        return;
      case 'itemsFinish':
        writeItemsFinish(this, spec, position);
        return;
      case 'nestedCollect':
        writeNestedCollect(this, spec, position);
        return;
      case 'nestedFinish':
        writeNestedFinish(this, spec, position);
        return;
      case 'exclude':
        this.#exclude(spec);
        return;
      case 'assign':
        this.#assign(spec);
        return;
      case 'validate':
        this.#validate(spec, position);
        return;
      case 'custom':
        this.#custom(spec, position);
        return;
    }
  }

  #read(spec: SpecOf<'read'>): void {
    const code = this.code;
    const present = this.#reads.read(spec.source, 'v');
    if (present === null) return; // an unsafe key is never read
    const store = [`values[${spec.index}] = v;`];
    if (spec.toPayload) store.push(`payload[${literal(spec.name)}] = v;`);
    code.block(`if (${present})`, () => {
      if (spec.scalar) {
        code.line(
          `if (${nonScalarCode('v')}) state.fail(${spec.index}, ${literal(spec.name)}, "scalar");`,
          `else { ${store.join(' ')} }`,
        );
      } else {
        code.line(store.join(' '));
      }
    });
  }

  #payload(spec: SpecOf<'payload'>): void {
    this.code.line(
      `v = values[${spec.index}]; if (v !== undefined && v !== ${this.#failed}) payload[${literal(spec.name)}] = v;`,
    );
  }

  #cast(spec: SpecOf<'cast'>): void {
    const code = this.code;
    const number = spec.numberSlot === undefined ? undefined : `nums[${spec.numberSlot}]`;
    code.line(`v = values[${spec.index}];`);
    code.block(`if (v !== undefined && v !== null && v !== ${this.#failed})`, () => {
      writeCast(code, spec.cast, 'v', number, () =>
        code.line(`state.fail(${spec.index}, ${literal(spec.name)}, ${literal(spec.cast.rule)});`),
      );
      code.line(`else values[${spec.index}] = v;`);
    });
  }

  #exclude(spec: SpecOf<'exclude'>): void {
    const code = this.code;
    const excluded = `${code.ref(excludes, 'excludes')}(${code.ref(spec.plan, 'fieldPlan')}, state)`;
    code.line(
      `if (${excluded}) { values[${spec.index}] = undefined; state.dto[${literal(spec.name)}] = undefined; }`,
    );
  }

  #assign(spec: SpecOf<'assign'>): void {
    const code = this.code;
    code.line('const dto = state.dto;');
    spec.names.forEach((name, index) => {
      code.line(`v = values[${index}]; if (v !== undefined) dto[${literal(name)}] = v;`);
    });
  }

  #validate(spec: SpecOf<'validate'>, position: number): void {
    const code = this.code;
    const validate = code.ref(spec.validation.compiled(), 'validate');
    const sharesNumbers = spec.validation.sharesNumbers;
    const merge = code.ref(mergeErrors, 'mergeErrors');
    const awaitIt = code.ref(awaitValidation, 'awaitValidation');
    code.line(
      sharesNumbers && this.numberSlots > 0
        ? `p = ${validate}(payload, nums, state);`
        : sharesNumbers
          ? `p = ${validate}(payload, undefined, state);`
          : `p = ${validate}(payload);`,
    );
    code.block('if (p !== undefined)', () => {
      code.line(
        `if (${code.ref(isThenable, 'isThenable')}(p)) return ${awaitIt}(state, p).then(() => ${this.resumeAfter(position)});`,
        `${merge}(state, p);`,
      );
    });
  }

  #custom(spec: SpecOf<'custom'>, position: number): void {
    this.code.line(
      `p = ${this.code.ref(spec.step, 'userStep')}(state);`,
      `if (p !== undefined) return p.then(() => ${this.resumeAfter(position)});`,
    );
  }
}

/**
 * One generated step doing the work of `specs` in order; `closures` are the same steps one by
 * one (continuation after an asynchronous step). Same results as running the closures.
 */
export function generateSequence(
  specs: readonly StepSpec[],
  closures: Step[],
  generator: 'mapping.collect' | 'mapping.finish',
): Step {
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
  const writer = new StepsWriter(code, reads, numberSlots, closures);
  specs.forEach((spec, position) => {
    writer.add(spec, position);
  });
  code.line('return undefined;');
  return code.compile<Step>(['state'], generator);
}
