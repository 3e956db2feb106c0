// How generated mapping code reads one field from its bag: own properties only, dot paths
// walked once per call and shared by sibling fields. The generated step lists
// (generate-steps.ts) and the fused class functions (generate-fused.ts) read with it alike.
import type { CodeWriter } from '../../shared/code-writer.js';
import { literal } from '../../shared/code-writer.js';
import type { FieldSource } from '../class-shape.js';
import { isSafeKey } from '../dot-path.js';

export type Bag = FieldSource['bag'];

/** One own-property step of a dot path; `undefined` when `from` is not an object or lacks the key. */
function step(from: string, segment: string, hasOwn: string): string {
  const key = literal(segment);
  return `typeof ${from} === "object" && ${from} !== null && ${hasOwn}(${from}, ${key}) ? ${from}[${key}] : undefined`;
}

/** The bags read by a single key (a bag's prototype tells how to check a key is own). */
function bagsReadByKey(sources: readonly FieldSource[]): Set<Bag> {
  const bags = new Set<Bag>();
  for (const source of sources) {
    if (source.bag === 'main' && source.path.length > 1) continue;
    if (isSafeKey(source.bag === 'main' ? source.path[0]! : source.key)) bags.add(source.bag);
  }
  return bags;
}

/**
 * Writes field reads into locals of a generated function whose bags are the locals `main`,
 * `route` and `context`. `prologue` must be written first, inside the function.
 */
export class FieldReads {
  readonly #prefixes = new Map<string, string>();
  readonly #hasOwn: string;
  readonly #objectPrototype: string;

  constructor(readonly writer: CodeWriter) {
    this.#hasOwn = writer.ref(Object.hasOwn, 'hasOwn');
    this.#objectPrototype = writer.ref(Object.prototype, 'objectPrototype');
  }

  /**
   * Writes what the reads of `sources` share, at the function's top level: the bags' prototype
   * checks and the objects on the way of each dot path (so that reads inside blocks see them).
   */
  prologue(sources: readonly FieldSource[]): void {
    for (const source of sources) {
      if (source.bag === 'main' && source.path.length > 1) this.#prefix(source.path.slice(0, -1));
    }
    const getPrototypeOf = this.writer.ref(Object.getPrototypeOf, 'getPrototypeOf');
    const objectPrototype = this.#objectPrototype;
    for (const bag of bagsReadByKey(sources)) {
      this.writer.line(
        `const ${bag}Proto = ${getPrototypeOf}(${bag}), ${bag}Plain = ${bag}Proto === ${objectPrototype} || ${bag}Proto === null;`,
      );
    }
  }

  /**
   * Writes `target = <value read>;` and returns the condition under which the field is present
   * (its value an own property, not `undefined`); `null` when the key is never read (unsafe).
   */
  read(source: FieldSource, target: string): string | null {
    const w = this.writer;
    if (source.bag === 'main' && source.path.length > 1) {
      const parent = this.#prefix(source.path.slice(0, -1));
      w.line(`${target} = ${step(parent, source.path.at(-1)!, this.#hasOwn)};`);
      return `${target} !== undefined`;
    }
    const key = source.bag === 'main' ? source.path[0]! : source.key;
    if (!isSafeKey(key)) return null;
    const bag = source.bag;
    const L = literal(key);
    const hasOwn = this.#hasOwn;
    const objectPrototype = this.#objectPrototype;
    // Own properties only. For a bag whose prototype is Object.prototype or null, a value that
    // differs from Object.prototype's own is necessarily own: hasOwn runs only when they match.
    w.line(`${target} = ${bag}[${L}];`);
    return `${target} !== undefined && (${bag}Plain ? ${target} !== ${objectPrototype}[${L}] || ${hasOwn}(${bag}, ${L}) : ${hasOwn}(${bag}, ${L}))`;
  }

  /** A local holding the object at `path` (walked once per call, shared by sibling fields). */
  #prefix(path: readonly string[]): string {
    const id = JSON.stringify(path);
    let local = this.#prefixes.get(id);
    if (local === undefined) {
      const parent = path.length === 1 ? 'main' : this.#prefix(path.slice(0, -1));
      local = `at${this.#prefixes.size}`;
      this.#prefixes.set(id, local);
      this.writer.line(`const ${local} = ${step(parent, path.at(-1)!, this.#hasOwn)};`);
    }
    return local;
  }
}
