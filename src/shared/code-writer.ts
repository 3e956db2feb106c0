// The one way Intake writes JavaScript at run time (see ARCHITECTURE.md, "Code generation and
// jitless"). Values the generated code needs — user callbacks, regexes, casts, plans — are
// passed in as arguments of the factory and named in the source; only identifiers the writer
// made and literals it formatted ever enter the text. `instantiate` is the single place that
// decides whether code is generated at all: not under `jitless`, not where the runtime forbids
// `new Function`; the caller's closure twin runs instead.

import { codeGenerationAllowed } from './code-generation.js';

/** The one code-generation option every compiling object (validator, mapping, router) takes. */
export interface CodeGenerationOptions {
  /**
   * Never generate code with `new Function` (it is skipped anyway where the runtime forbids
   * it); the closure-based twin of every generated path runs instead. Same results, slower.
   * Read once, when the object is constructed. Default false.
   */
  jitless?: boolean;
}

/** Whether an object built with `options` generates code on this runtime. */
export function generatesCode(options: CodeGenerationOptions): boolean {
  return options.jitless !== true && codeGenerationAllowed;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JavaScript literal for a string, a finite number, a boolean, `null` or `undefined`. */
export function literal(value: string | number | boolean | null | undefined): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return Object.is(value, -0) ? '-0' : String(value);
  }
  return String(value);
}

/** Writes the body of a factory function: closed-over values, lines, indented blocks. */
export class CodeWriter {
  readonly #lines: string[] = [];
  #depth = 0;
  readonly #names: string[] = [];
  readonly #values: unknown[] = [];
  readonly #nameOfValue = new Map<unknown, string>();
  readonly #taken = new Set<string>();
  /** The next number to try per hint (keeps naming linear in the number of locals). */
  readonly #nextNumber = new Map<string, number>();

  /**
   * Makes `value` available to the generated code and returns its name there (`hint` plus a
   * number). The same value passed twice gets the same name.
   */
  ref(value: unknown, hint = 'ref'): string {
    const known = this.#nameOfValue.get(value);
    if (known !== undefined) return known;
    const name = this.local(hint);
    this.#names.push(name);
    this.#values.push(value);
    this.#nameOfValue.set(value, name);
    return name;
  }

  /** Makes `value` available under exactly `name` (shared helpers such as `hasOwn`). */
  arg(name: string, value: unknown): string {
    this.#reserve(name);
    this.#names.push(name);
    this.#values.push(value);
    return name;
  }

  /** A fresh identifier for a local of the generated code: `hint0`, `hint1`, … */
  local(hint: string): string {
    if (!IDENTIFIER.test(hint)) throw new TypeError(`not an identifier: ${hint}`);
    let n = this.#nextNumber.get(hint) ?? 0;
    while (this.#taken.has(`${hint}${n}`)) n++;
    this.#nextNumber.set(hint, n + 1);
    const name = `${hint}${n}`;
    this.#taken.add(name);
    return name;
  }

  /** Writes one line at the current indentation per argument. */
  line(...texts: string[]): this {
    const indent = '  '.repeat(this.#depth);
    for (const text of texts) this.#lines.push(indent + text);
    return this;
  }

  /** Writes `head {`, the lines `body` writes one level deeper, and `}` + `close`. */
  block(head: string, body: () => void, close = ''): this {
    this.line(`${head} {`);
    this.#depth++;
    try {
      body();
    } finally {
      this.#depth--;
    }
    return this.line(`}${close}`);
  }

  /** The source written so far, with its `"use strict"` prologue. */
  get source(): string {
    return `"use strict";\n${this.#lines.join('\n')}\n`;
  }

  /** Runs the written body as a function of the passed values and returns what it returns. */
  run<T>(): T {
    const factory = new Function(...this.#names, this.source) as (...values: unknown[]) => T;
    return factory(...this.#values);
  }

  #reserve(name: string): void {
    if (!IDENTIFIER.test(name)) throw new TypeError(`not an identifier: ${name}`);
    if (this.#taken.has(name)) throw new TypeError(`name already used: ${name}`);
    this.#taken.add(name);
  }
}

/**
 * Generates and instantiates code written by `write` (a factory body that ends with `return`),
 * unless `options.jitless` is set or the runtime forbids `new Function`: then `closures()`,
 * the same work without generated code, is returned instead.
 *
 * @example
 * const add = instantiate({}, (w) => { w.line(`return (x) => x + ${literal(1)};`); }, () => (x: number) => x + 1);
 */
export function instantiate<T>(
  options: CodeGenerationOptions,
  write: (writer: CodeWriter) => void,
  closures: () => T,
): T {
  if (!generatesCode(options)) return closures();
  const writer = new CodeWriter();
  write(writer);
  return writer.run<T>();
}
