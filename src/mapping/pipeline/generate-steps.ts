// Optional code generation: fuses a run of built-in steps into one straight-line function, so
// every field read and write has a constant key (monomorphic property access) instead of
// going through one shared closure whose key varies. Field names enter the source only as
// JSON string literals; casts are referenced by index, never pasted as source.
import { CAST_FAILED } from '../casts/cast-failed.js';
import { isSafeKey } from '../dot-path.js';
import { FAILED, type Step } from './run-state.js';
import type { BuiltInSpec } from './step-specs.js';

/** Whether this runtime allows `new Function` (a CSP or `--disallow-code-generation-from-strings` forbids it). */
export const codeGenerationAllowed: boolean = (() => {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
})();

const literal = (text: string) => JSON.stringify(text);

/** One own-property step of a dot path; `undefined` when `from` is not an object or lacks the key. */
function step(from: string, segment: string): string {
  const key = literal(segment);
  return `typeof ${from} === "object" && ${from} !== null && hasOwn(${from}, ${key}) ? ${from}[${key}] : undefined`;
}

class SourceBuilder {
  readonly lines: string[] = [];
  readonly casts: unknown[] = [];
  readonly prefixes = new Map<string, string>();
  readonly usedBags = new Set<'main' | 'route' | 'context'>();

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
        const id = this.casts.push(spec.cast) - 1;
        this.lines.push(
          `v = values[${spec.index}];`,
          'if (v !== undefined && v !== null && v !== FAILED) {',
          `  v = cast${id}(v);`,
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

/** One generated step doing the work of `run`, in order; same results as their closures. */
export function generateFusedStep(run: BuiltInSpec[]): Step {
  const builder = new SourceBuilder();
  for (const spec of run) builder.add(spec);
  const prologue = [
    '"use strict";',
    ...builder.casts.map((_, id) => `const cast${id} = casts[${id}];`),
    'return function fusedSteps(state) {',
    'const main = state.main, route = state.route, context = state.context;',
    'const values = state.values, payload = state.payload;',
    'let v;',
    ...[...builder.usedBags].map(
      (bag) =>
        `const ${bag}Proto = getPrototypeOf(${bag}), ${bag}Plain = ${bag}Proto === objectPrototype || ${bag}Proto === null;`,
    ),
  ];
  const source = [...prologue, ...builder.lines, 'return undefined;', '};'].join('\n');
  const factory = new Function(
    'casts',
    'hasOwn',
    'getPrototypeOf',
    'objectPrototype',
    'FAILED',
    'CAST_FAILED',
    source,
  );
  return factory(
    builder.casts,
    Object.hasOwn,
    Object.getPrototypeOf,
    Object.prototype,
    FAILED,
    CAST_FAILED,
  ) as Step;
}
