// The one code writer of the library: every generator (ARCHITECTURE.md "Code generation")
// writes with it. Generated code only ever contains literals the writer made (`literal`) and
// names of values handed in (`ref`) — never a user's text pasted as source — and
// `generatesCode` is the one place that decides whether code is generated at all.
import { codeGenerationAllowed, jitlessByDefault } from './code-generation.js';
import { type BuiltFactory, buildInUse, builtFactory } from './compiled-build.js';
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
  // Lines are kept without indentation, each with its depth: what is compiled carries no
  // indentation (V8 compiles whitespace-free source measurably sooner), what is read
  // (`readable`, intake/inspect) is indented by depth.
  #lines: string[] = [];
  #depths: number[] = [];
  /** Helper functions, declared once beside the bindings, outside the generated function. */
  readonly #helpers: { lines: string[]; depths: number[] }[] = [];
  readonly #values: unknown[] = [];
  /** The name of each value, by its slot. */
  readonly #valueNames: string[] = [];
  readonly #names = new Map<unknown, string>();
  #depth = 0;

  /** Writes lines at the current depth. */
  line(...lines: string[]): this {
    for (const text of lines) {
      this.#lines.push(text);
      this.#depths.push(this.#depth);
    }
    return this;
  }

  /**
   * Writes `head {`, the body one level deeper, and the closing `}` followed by `after`;
   * `head` may be a condition (`if (x)`), a loop, a label (`checks:`), an arrow function's
   * start (`p.then(() =>`, with `after` = `);`) or empty for a bare block.
   */
  block(head: string, body: () => void, after = ''): this {
    this.line(`${head === '' ? '' : `${head} `}{`);
    this.#depth++;
    try {
      body();
    } finally {
      this.#depth--;
    }
    this.line(`}${after}`);
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
    const index = lines.length;
    this.line('');
    return (text) => {
      lines[index] = text;
    };
  }

  /**
   * Declares a helper function next to the generated one (compiled with it, created once;
   * written before the generated function, which is the only one that calls it)
   * and returns its name; `body` writes its lines with this same writer.
   *
   * @example
   * const check = code.helper('field', ['d'], () => code.line('return d.a === 1;'));
   * code.line(`return ${check}(data);`);
   */
  helper(hint: string, parameters: readonly string[], body: () => void): string {
    const name = `${/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(hint) ? hint : 'helper'}$h${this.#helpers.length}`;
    const outer = { lines: this.#lines, depths: this.#depths, depth: this.#depth };
    const helper = { lines: [] as string[], depths: [] as number[] };
    this.#lines = helper.lines;
    this.#depths = helper.depths;
    this.#depth = 0;
    try {
      // Parenthesised like the generated function, so V8 compiles it with its factory: a
      // helper is called at the generated function's first run.
      this.block(`const ${name} = (function ${name}(${parameters.join(', ')})`, body, ');');
      this.#helpers.push(helper);
    } finally {
      this.#lines = outer.lines;
      this.#depths = outer.depths;
      this.#depth = outer.depth;
    }
    return name;
  }

  /** The lines written so far, as they are compiled (without indentation). */
  get body(): string {
    return this.#lines.join('\n');
  }

  /** The lines written so far, indented by their depth, one level inside the function. */
  get readable(): string {
    return indented(this.#lines, this.#depths, 1);
  }

  /**
   * Compiles `function (parameters) { body }` in strict mode, with every `ref` bound as a
   * constant of the enclosing scope. Only called where `generatesCode` said yes; `generator`
   * names the kind of function for inspection (generated-record.ts).
   */
  compile<T>(parameters: readonly string[], generator: GeneratorName): T {
    const bindings = this.#valueNames.map((name, index) => `const ${name} = values[${index}];`);
    const source = this.#source(false, bindings, parameters);
    const factory = factoryOf('values', source, generator);
    // Called, not invoked as a method: `this` in the factory is undefined, as for `new Function`.
    const compiled = factory(this.#values) as T;
    noteGenerated(() => ({
      ...this.#described(generator, parameters, this.#source(true, bindings, parameters)),
      compiled: { factoryParameter: 'values', source },
      values: this.#values,
    }));
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
    const bindings = this.#valueNames.map((name, index) => `const ${name} = values[at + ${index + 1}];`);
    const all = [...parameters, 'values', 'at'];
    const source = this.#source(false, [], all, bindings);
    let compiled = functions.get(source);
    if (compiled === undefined) {
      const factory = factoryOf('', source, generator);
      functions.set(source, (compiled = factory()));
      noteGenerated(() => ({
        ...this.#described(generator, all, this.#source(true, [], all, bindings)),
        compiled: { factoryParameter: '', source },
        values: [],
      }));
    }
    return compiled as T;
  }

  /** The text to compile, or with `readable` the same text indented for a reader. */
  #source(
    readable: boolean,
    outside: readonly string[],
    parameters: readonly string[],
    inside: readonly string[] = [],
  ): string {
    const helpers = this.#helpers.map(({ lines, depths }) =>
      readable ? indented(lines, depths, 0) : lines.join('\n'),
    );
    const pad = readable ? '  ' : '';
    // Parenthesised, V8 compiles the function with its factory instead of pre-parsing it now and
    // parsing it again at its first call, which always follows.
    return [
      '"use strict";',
      ...outside,
      ...helpers,
      `return (function generated(${parameters.join(', ')}) {`,
      ...inside.map((line) => pad + line),
      readable ? this.readable : this.body,
      '});',
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
 * The factory of `source`, as `new Function(factoryParameter, source)` makes it: taken from the
 * ahead-of-time build in use when it holds this very source (compiled-build.ts).
 */
function factoryOf(factoryParameter: string, source: string, generator: GeneratorName): BuiltFactory {
  const built = builtFactory(factoryParameter, source, generator);
  if (built !== undefined) return built;
  return (
    factoryParameter === '' ? new Function(source) : new Function(factoryParameter, source)
  ) as BuiltFactory;
}

function indented(lines: readonly string[], depths: readonly number[], base: number): string {
  return lines.map((line, i) => '  '.repeat(base + depths[i]!) + line).join('\n');
}

/**
 * The one switch between generated code and its closure twin, asked once when a component
 * (router, validator, request handler) is built: true where the runtime permits `new Function`
 * (or an ahead-of-time build supplies the functions) and neither the component's `jitless` option nor `configure({ jitless: true })` forbids it.
 * Both paths must do the same work; differential tests hold them to it.
 */
export function generatesCode(jitless: boolean | undefined): boolean {
  return !(jitless ?? jitlessByDefault()) && (codeGenerationAllowed || buildInUse());
}
