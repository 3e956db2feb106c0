// Optional code generation: one straight-line function per step list of a plan. Built-in steps
// are written inline, so every field read and write has a constant key (monomorphic property
// access) instead of going through one shared closure whose key varies; the validator and
// user steps are called from call sites of their own (V8 can inline them), where a loop over
// closures would make one megamorphic call site. Field names enter the source only as JSON
// string literals; casts, the validation and user steps are referenced by index, never pasted
// as source. After a step hands back a promise, the rest of the list runs as closures.

import { isThenable } from '../../shared/thenable.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import { castFloatKnown, castIntKnown } from '../casts/scalar-casts.js';
import { isSafeKey } from '../dot-path.js';
import { FAILED, runSteps, type Step } from './run-state.js';
import type { BuiltInSpec, StepSpec } from './step-specs.js';
import { mergeErrors } from './validate-step.js';

const literal = (text: string) => JSON.stringify(text);

/** One own-property step of a dot path; `undefined` when `from` is not an object or lacks the key. */
function step(from: string, segment: string): string {
  const key = literal(segment);
  return `typeof ${from} === "object" && ${from} !== null && hasOwn(${from}, ${key}) ? ${from}[${key}] : undefined`;
}

class SourceBuilder {
  readonly lines: string[] = [];
  readonly casts: unknown[] = [];
  /** Validations and user steps, called as `calls[id]`. */
  readonly calls: unknown[] = [];

  /** Size of `nums`, where a lean validation leaves numbers for the int/float casts (0: none). */
  constructor(readonly numberSlots: number) {}
  readonly prefixes = new Map<string, string>();
  readonly usedBags = new Set<'main' | 'route' | 'context'>();

  /** Calls step `position` of the list; on a promise, resumes the closures after it. */
  addCall(spec: Exclude<StepSpec, BuiltInSpec>, position: number): void {
    if (spec.kind === 'custom') {
      const id = this.calls.push(spec.step) - 1;
      this.lines.push(
        `p = call${id}(state);`,
        `if (p !== undefined) return p.then(() => runSteps(closures, state, ${position + 1}));`,
      );
      return;
    }
    const id = this.calls.push(spec.run) - 1;
    this.lines.push(
      spec.lean && this.numberSlots > 0 ? `p = call${id}(payload, nums);` : `p = call${id}(payload);`,
      'if (p !== undefined) {',
      `  if (isThenable(p)) return p.then((errors) => { mergeErrors(state, errors); return runSteps(closures, state, ${position + 1}); });`,
      '  mergeErrors(state, p);',
      '}',
    );
  }

  add(spec: BuiltInSpec): void {
    switch (spec.kind) {
      case 'read':
        this.#read(spec);
        return;
      case 'payload':
        this.lines.push(
          `v = values[${spec.index}]; if (v !== undefined && v !== FAILED) payload[${literal(spec.name)}] = v;`,
        );
        return;
      case 'cast': {
        const known = spec.numberSlot !== undefined;
        const id = known
          ? this.casts.push(spec.rule === 'int' ? castIntKnown : castFloatKnown) - 1
          : this.casts.push(spec.cast) - 1;
        this.lines.push(
          `v = values[${spec.index}];`,
          'if (v !== undefined && v !== null && v !== FAILED) {',
          known ? `  v = cast${id}(v, nums[${spec.numberSlot}]);` : `  v = cast${id}(v);`,
          `  if (v === CAST_FAILED) state.fail(${spec.index}, ${literal(spec.name)}, ${literal(spec.rule)}); else values[${spec.index}] = v;`,
          '}',
        );
        return;
      }
      case 'assign':
        this.lines.push('const dto = state.dto;');
        spec.names.forEach((name, index) => {
          this.lines.push(`v = values[${index}]; if (v !== undefined) dto[${literal(name)}] = v;`);
        });
        return;
    }
  }

  /** A local holding the object at `path` (walked once per call, shared by sibling fields). */
  #prefix(path: readonly string[]): string {
    const id = JSON.stringify(path);
    let local = this.prefixes.get(id);
    if (local === undefined) {
      const parent = path.length === 1 ? 'main' : this.#prefix(path.slice(0, -1));
      local = `at${this.prefixes.size}`;
      this.prefixes.set(id, local);
      this.lines.push(`const ${local} = ${step(parent, path.at(-1)!)};`);
    }
    return local;
  }

  #read(spec: Extract<BuiltInSpec, { kind: 'read' }>): void {
    const { source } = spec;
    if (source.bag === 'main' && source.path.length > 1) {
      const parent = this.#prefix(source.path.slice(0, -1));
      this.lines.push(`v = ${step(parent, source.path.at(-1)!)};`, 'if (v !== undefined) {');
    } else {
      const key = source.bag === 'main' ? source.path[0]! : source.key;
      if (!isSafeKey(key)) return;
      const bag = source.bag;
      const L = literal(key);
      this.usedBags.add(bag);
      // Own properties only. For a bag whose prototype is Object.prototype or null, a value that
      // differs from Object.prototype's own is necessarily own: hasOwn runs only when they match.
      this.lines.push(
        `v = ${bag}[${L}];`,
        `if (v !== undefined && (${bag}Plain ? v !== objectPrototype[${L}] || hasOwn(${bag}, ${L}) : hasOwn(${bag}, ${L}))) {`,
      );
    }
    const store = [`values[${spec.index}] = v;`];
    if (spec.toPayload) store.push(`payload[${literal(spec.name)}] = v;`);
    if (spec.scalar) {
      this.lines.push(
        `  if (typeof v === "object" && v !== null && !(v instanceof Date)) state.fail(${spec.index}, ${literal(spec.name)}, "scalar");`,
        `  else { ${store.join(' ')} }`,
      );
    } else {
      this.lines.push(`  ${store.join(' ')}`);
    }
    this.lines.push('}');
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
  const builder = new SourceBuilder(numberSlots);
  specs.forEach((spec, position) => {
    if (spec.kind === 'custom' || spec.kind === 'validate') builder.addCall(spec, position);
    else builder.add(spec);
  });
  const prologue = [
    '"use strict";',
    ...builder.casts.map((_, id) => `const cast${id} = casts[${id}];`),
    ...builder.calls.map((_, id) => `const call${id} = calls[${id}];`),
    'return function generatedSteps(state) {',
    'const main = state.main, route = state.route, context = state.context;',
    'const values = state.values, payload = state.payload;',
    'let v, p;',
    // Filled by the validation, read by the casts of this same call (never shared between calls).
    ...(numberSlots > 0 ? [`const nums = new Array(${numberSlots});`] : []),
    ...[...builder.usedBags].map(
      (bag) =>
        `const ${bag}Proto = getPrototypeOf(${bag}), ${bag}Plain = ${bag}Proto === objectPrototype || ${bag}Proto === null;`,
    ),
  ];
  const source = [...prologue, ...builder.lines, 'return undefined;', '};'].join('\n');
  const factory = new Function(
    'casts',
    'calls',
    'closures',
    'hasOwn',
    'getPrototypeOf',
    'objectPrototype',
    'FAILED',
    'CAST_FAILED',
    'isThenable',
    'runSteps',
    'mergeErrors',
    source,
  );
  return factory(
    builder.casts,
    builder.calls,
    closures,
    Object.hasOwn,
    Object.getPrototypeOf,
    Object.prototype,
    FAILED,
    CAST_FAILED,
    isThenable,
    runSteps,
    mergeErrors,
  ) as Step;
}
