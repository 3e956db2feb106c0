// The one code writer of the library: every generator (ARCHITECTURE.md "Code generation")
// writes with it. Generated code only ever contains literals the writer made (`literal`) and
// names of values handed in (`ref`) — never a user's text pasted as source — and
// `generatesCode` is the one place that decides whether code is generated at all.
import { codeGenerationAllowed, jitlessByDefault } from './code-generation.js';
import { describeValue, type GeneratorName, noteGenerated } from './generated-record.js';

/** A JavaScript literal for a value taken from input or configuration (names, keys, lists). */
export function literal(value: string | number | boolean | null): string {
  return JSON.stringify(value);
}

/**
 * Builds the source of one function, line by line, with blocks that close themselves and
 * closed-over values referenced by name.
 *
 * @example
 * const code = new CodeWriter();
 * const check = code.ref(isEmail, 'isEmail');
 * code.block('if (!' + check + '(value))', () => code.line('return false;'));
 * code.line('return true;');
 * const fn = code.compile<(value: unknown) => boolean>(['value'], 'validator.checks');
 */
export class CodeWriter {
  #lines: string[] = [];
  /** Helper functions, declared once beside the bindings, outside the generated function. */
  readonly #helpers: string[] = [];
  readonly #values: unknown[] = [];
  /** The name of each value, by its slot. */
  readonly #valueNames: string[] = [];
  readonly #names = new Map<unknown, string>();
  // The generated function's body sits one level inside its `function` line.
  #indent = '  ';

  /** Writes lines at the current indentation. */
  line(...lines: string[]): this {
    for (const text of lines) this.#lines.push(this.#indent + text);
    return this;
  }

  /**
   * Writes `head {`, the body one level deeper, and the closing `}` followed by `after`;
   * `head` may be a condition (`if (x)`), a loop, a label (`checks:`), an arrow function's
   * start (`p.then(() =>`, with `after` = `);`) or empty for a bare block.
   */
  block(head: string, body: () => void, after = ''): this {
    this.#lines.push(`${this.#indent}${head === '' ? '' : `${head} `}{`);
    const outer = this.#indent;
    this.#indent += '  ';
    try {
      body();
    } finally {
      this.#indent = outer;
    }
    this.#lines.push(`${this.#indent}}${after}`);
    return this;
  }

  /**
   * The name under which the generated code reads `value` (a function, a regex, a plan): a
   * constant bound once when the code is compiled. The same value always gets the same name.
   */
  ref(value: unknown, hint = 'ref'): string {
    let name = this.#names.get(value);
    if (name === undefined) {
      name = this.#slot(value, hint);
      this.#names.set(value, name);
    }
    return name;
  }

  /**
   * Names for `values` in consecutive slots of their own, even for a value referenced already
   * or repeated: whoever replaces them per instance (`compileReading`) finds them side by side.
   */
  refsApart(values: readonly unknown[], hint = 'ref'): string[] {
    return values.map((value) => this.#slot(value, hint));
  }

  #slot(value: unknown, hint: string): string {
    const base = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(hint) ? hint : 'ref';
    const name = `${base}$${this.#values.length}`;
    this.#values.push(value);
    this.#valueNames.push(name);
    return name;
  }

  /**
   * Keeps a line here to be written later — e.g. `let` declarations of locals that are only
   * known once the rest is written; returns the function that writes it.
   */
  reserveLine(): (text: string) => void {
    const lines = this.#lines;
    const index = lines.push('') - 1;
    const indent = this.#indent;
    return (text) => {
      lines[index] = indent + text;
    };
  }

  /**
   * Declares a helper function next to the generated one (compiled with it, created once)
   * and returns its name; `body` writes its lines with this same writer.
   *
   * @example
   * const check = code.helper('field', ['d'], () => code.line('return d.a === 1;'));
   * code.line(`return ${check}(data);`);
   */
  helper(hint: string, parameters: readonly string[], body: () => void): string {
    const name = `${/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(hint) ? hint : 'helper'}$h${this.#helpers.length}`;
    const outer = this.#lines;
    const indent = this.#indent;
    this.#lines = [];
    this.#indent = '';
    try {
      this.block(`function ${name}(${parameters.join(', ')})`, body);
      this.#helpers.push(this.#lines.join('\n'));
    } finally {
      this.#lines = outer;
      this.#indent = indent;
    }
    return name;
  }

  /** The lines written so far, e.g. to embed in another writer's function. */
  get body(): string {
    return this.#lines.join('\n');
  }

  /**
   * Compiles `function (parameters) { body }` in strict mode, with every `ref` bound as a
   * constant of the enclosing scope. Only called where `generatesCode` said yes; `generator`
   * names the kind of function for inspection (generated-record.ts).
   */
  compile<T>(parameters: readonly string[], generator: GeneratorName): T {
    const bindings = this.#valueNames.map((name, index) => `const ${name} = values[${index}];`);
    const source = this.#source(bindings, parameters);
    const compiled = new Function('values', source)(this.#values) as T;
    noteGenerated(() => this.#described(generator, parameters, source));
    return compiled;
  }

  /**
   * Compiles `function (parameters, values, at)`, which reads each referenced value from
   * `values`, `values[at + 1]` on (`values[at]` is the caller's: the router keeps the function
   * there), once per source into `functions`. Many instances of one code then cost a few
   * consecutive slots of one array each instead of a closure and its context. Helpers are
   * declared outside and must not read references.
   */
  compileReading<T>(
    parameters: readonly string[],
    functions: Map<string, unknown>,
    generator: GeneratorName,
  ): T {
    const bindings = this.#valueNames.map((name, index) => `  const ${name} = values[at + ${index + 1}];`);
    const source = this.#source([], [...parameters, 'values', 'at'], bindings);
    let compiled = functions.get(source);
    if (compiled === undefined) {
      functions.set(source, (compiled = new Function(source)()));
      noteGenerated(() => this.#described(generator, parameters, source));
    }
    return compiled as T;
  }

  #source(outside: readonly string[], parameters: readonly string[], inside: readonly string[] = []): string {
    return [
      '"use strict";',
      ...outside,
      ...this.#helpers,
      `return function generated(${parameters.join(', ')}) {`,
      ...inside,
      this.body,
      '};',
    ].join('\n');
  }

  #described(generator: GeneratorName, parameters: readonly string[], source: string) {
    const bound = this.#valueNames.map((name, index) => ({
      name,
      value: describeValue(this.#values[index]),
    }));
    return { generator, parameters, bound, source };
  }

  /** The values referenced so far, in the order `compile` binds them. */
  get values(): readonly unknown[] {
    return this.#values;
  }
}

/**
 * The one switch between generated code and its closure twin, asked once when a component
 * (router, validator, request handler) is built: true where the runtime permits `new Function`
 * and neither the component's `jitless` option nor `configure({ jitless: true })` forbids it.
 * Both paths must do the same work; differential tests hold them to it.
 */
export function generatesCode(jitless: boolean | undefined): boolean {
  return !(jitless ?? jitlessByDefault()) && codeGenerationAllowed;
}
