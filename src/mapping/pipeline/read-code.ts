// How generated mapping code reads one field from its bag: own properties only, dot paths
// walked once per call and shared by sibling fields. The generated step lists
// (generate-steps.ts) and the fast paths (write-fast-path.ts) read with it alike.
//
// Own-ness is settled without a call in the common case. Every object read from (a bag, or an
// object on a dot path) gets a `Plain` flag once per call: its prototype is Object.prototype
// or null. For such an object a value that differs from Object.prototype's own is necessarily
// own, so `hasOwn` only runs when the two match (a polluted Object.prototype); any other
// object (a class instance, an array, an own `__proto__` key) is asked with `hasOwn` every time.
import type { CodeWriter } from '../../compiler/code-writer.js';
import { literal } from '../../compiler/code-writer.js';
import type { FieldSource } from '../class-shape.js';
import { isSafeKey } from '../dot-path.js';

export type Bag = FieldSource['bag'];

/**
 * Whether `object.__proto__` is Object.prototype's accessor here (Deno and hardened runtimes
 * remove it). V8 folds that accessor into a map check where it cannot fold a call of
 * `Object.getPrototypeOf` on an object it has not seen yet.
 */
const protoAccessor =
  typeof Object.getOwnPropertyDescriptor(Object.prototype, '__proto__')?.get === 'function';

/** `FieldReads.readable`, where no writer is at hand yet. */
export function isReadable(source: FieldSource): boolean {
  return source.bag === 'main' ? source.path.every(isSafeKey) : isSafeKey(source.key);
}

/**
 * Writes field reads into locals of a generated function whose bags are the locals `main`,
 * `route` and `context`. `prologue` must be written first, inside the function.
 */
export class FieldReads {
  /** The local holding the object at each dot-path prefix, by the prefix's JSON. */
  readonly #prefixes = new Map<string, string>();
  /** Objects whose `Plain` flag is written already (bags and prefix locals). */
  readonly #flagged = new Set<string>();
  /** Keys whose lane own-ness `inheritsNone` tests once per call (`readOwnForLane`). */
  readonly #checkedOnce = new Set<string>();
  readonly #hasOwn: string;
  readonly #objectPrototype: string;
  readonly #getPrototypeOf: string;

  constructor(readonly writer: CodeWriter) {
    this.#hasOwn = writer.ref(Object.hasOwn, 'hasOwn');
    this.#objectPrototype = writer.ref(Object.prototype, 'objectPrototype');
    this.#getPrototypeOf = writer.ref(Object.getPrototypeOf, 'getPrototypeOf');
  }

  /**
   * Writes what the reads of `sources` share, at the function's top level: each bag's `Plain`
   * flag and the objects on the way of each dot path (so that reads inside blocks see them).
   */
  prologue(sources: readonly FieldSource[]): void {
    for (const source of sources) {
      if (!this.readable(source)) continue;
      if (source.bag === 'main' && source.path.length > 1) this.#prefix(source.path.slice(0, -1));
      else this.#flag(source.bag);
    }
  }

  /**
   * Whether `source` is ever read: a key that names a prototype slot never is (absent). Dot
   * paths were checked segment by segment by parseDotPath, so they always are.
   */
  readable(source: FieldSource): boolean {
    return isReadable(source);
  }

  /**
   * Writes `target = <value read>;` and returns the condition under which the field is present
   * (its value an own property, not `undefined`); `null` when the key is never read (unsafe).
   */
  read(source: FieldSource, target: string): string | null {
    const read = this.#read(source, target);
    return read === null ? null : this.#ownCondition(read.holder, read.key, target);
  }

  /**
   * `read` for the whole-object lane, which tests `plainCondition()` first and whose lanes rule
   * out `undefined`: a condition that implies the value is own, one comparison with
   * Object.prototype's value of the key. Where the two are equal (a polluted Object.prototype)
   * it is false although the value may be own: the lane leaves, and the per-field code asks
   * `hasOwn`. No call in the lane keeps its optimised code small.
   */
  readOwnForLane(source: FieldSource, target: string): string | null {
    const read = this.#read(source, target);
    if (read === null) return null;
    return this.#checkedOnce.has(read.key) ? 'true' : this.#notInherited(read.key, target);
  }

  /**
   * For the whole-object lane, before its reads: a condition that Object.prototype holds no value
   * under any key of `sources`, so that none of their values can be inherited, and
   * `readOwnForLane` then compares none of them. It calls a helper function of its own, which V8
   * compiles and optimises apart from the lane (to a constant, where Object.prototype has none of
   * the keys) while the lane itself still runs in a lower tier, where each comparison is a
   * property lookup. Keys Object.prototype has here (`toString`) keep their comparison.
   */
  inheritsNone(sources: readonly FieldSource[]): string {
    const keys = new Set<string>();
    for (const source of sources) {
      if (!this.readable(source)) continue;
      const key = source.bag === 'main' ? source.path.at(-1)! : source.key;
      if (!(key in Object.prototype)) keys.add(key);
    }
    if (keys.size === 0) return 'true';
    for (const key of keys) this.#checkedOnce.add(key);
    const op = this.#objectPrototype;
    const inherits = this.writer.helper('inherits', [], () =>
      this.writer.line(
        `return ${[...keys].map((key) => `${op}[${literal(key)}] !== undefined`).join(' || ')};`,
      ),
    );
    return `!${inherits}()`;
  }

  /** Every object read from so far is plain (their `Plain` flags): what `readOwnForLane` relies on. */
  plainCondition(): string {
    return [...this.#flagged].map((object) => `${object}Plain`).join(' && ') || 'true';
  }

  /** Writes `target = <value read>;`, returning the object it was read from and its key. */
  #read(source: FieldSource, target: string): { holder: string; key: string } | null {
    if (!this.readable(source)) return null;
    const w = this.writer;
    if (source.bag === 'main' && source.path.length > 1) {
      const holder = this.#prefix(source.path.slice(0, -1));
      const key = source.path.at(-1)!;
      w.line(`${target} = ${holder} === undefined ? undefined : ${holder}[${literal(key)}];`);
      return { holder, key };
    }
    const key = source.bag === 'main' ? source.path[0]! : source.key;
    this.#flag(source.bag);
    w.line(`${target} = ${source.bag}[${literal(key)}];`);
    return { holder: source.bag, key };
  }

  /** `value`, read from a plain object's `key`, is not the one Object.prototype holds there. */
  #notInherited(key: string, value: string): string {
    return `${value} !== ${this.#objectPrototype}[${literal(key)}]`;
  }

  /** `value`, read from `holder[key]`, is there and own. */
  #ownCondition(holder: string, key: string, value: string): string {
    const own = `${this.#hasOwn}(${holder}, ${literal(key)})`;
    return `${value} !== undefined && (${holder}Plain ? ${this.#notInherited(key, value)} || ${own} : ${own})`;
  }

  /** Writes `<object>Plain` once: whether `object` (never null or undefined here) is plain. */
  #flag(object: string): void {
    if (this.#flagged.has(object)) return;
    this.#flagged.add(object);
    this.writer.line(`let ${object}Proto;`, `const ${object}Plain = ${this.#plainTest(object)};`);
  }

  /**
   * An expression: the prototype of `object` is Object.prototype or null. Through the accessor
   * an own `__proto__` key (JSON.parse makes one for `"__proto__"`) reads as its value, which
   * makes the object not plain — unless that value is Object.prototype itself while the real
   * prototype is another object: only code can build that, never a parser of input.
   */
  #plainTest(object: string): string {
    const op = this.#objectPrototype;
    const gp = this.#getPrototypeOf;
    if (!protoAccessor) return `(${object}Proto = ${gp}(${object})) === ${op} || ${object}Proto === null`;
    return `(${object}Proto = ${object}.__proto__) === ${op} || (${object}Proto === undefined && ${gp}(${object}) === null)`;
  }

  /**
   * A local holding the object at `path` (an own property that is an object, else undefined),
   * walked once per call and shared by sibling fields, with its `Plain` flag.
   */
  #prefix(path: readonly string[]): string {
    const id = JSON.stringify(path);
    let local = this.#prefixes.get(id);
    if (local !== undefined) return local;
    const key = path.at(-1)!;
    let parent = 'main';
    if (path.length === 1) this.#flag('main');
    else parent = this.#prefix(path.slice(0, -1));
    local = `at${this.#prefixes.size}`;
    this.#prefixes.set(id, local);
    const w = this.writer;
    const read =
      parent === 'main'
        ? `main[${literal(key)}]`
        : `${parent} === undefined ? undefined : ${parent}[${literal(key)}]`;
    w.line(`let ${local} = ${read};`);
    w.line(
      `if (typeof ${local} !== "object" || ${local} === null || !(${this.#ownCondition(parent, key, local)})) ${local} = undefined;`,
    );
    this.#flagged.add(local);
    w.line(
      `let ${local}Proto;`,
      `const ${local}Plain = ${local} !== undefined && (${this.#plainTest(local)});`,
    );
    return local;
  }
}
