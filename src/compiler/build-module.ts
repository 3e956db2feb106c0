// Writes an ahead-of-time build: every recorded generated function as a factory in one plain
// JavaScript module, under the digest of its source (compiled-build.ts reads it back). Each
// entry is the text `new Function` would have compiled, with a comment saying what wrote it.
import type { BuiltClass } from './compiled-build.js';
import type { RecordedFunction } from './generated-record.js';
import { sourceKey } from './source-key.js';

/** A request class whose fast path the build holds ready, under its print's key (declaration-print.ts). */
export interface NamedClassEntry {
  readonly key: string;
  readonly className: string;
  readonly entry: BuiltClass;
}

/** The module format: `esm` (`export default`) or `cjs` (`module.exports`). */
export type BuildModuleFormat = 'esm' | 'cjs';

/** An ahead-of-time build as text, ready to be written next to the application. */
export interface BuildModule {
  /** The JavaScript module. */
  readonly module: string;
  /** Its TypeScript declarations (`.d.ts` beside an ESM module, `.d.cts` beside a CJS one). */
  readonly declarations: string;
  /** How many distinct functions it holds. */
  readonly functions: number;
}

/**
 * The module holding `recorded`; the same function recorded twice is written once. The ready
 * `classes` and the `startUp` functions are compiled by V8 with the module.
 */
export function buildModuleOf(
  recorded: readonly RecordedFunction[],
  format: BuildModuleFormat,
  writtenFor: string,
  classes: readonly NamedClassEntry[] = [],
  startUp: readonly RecordedFunction[] = [],
): BuildModule {
  const entries = new Map<string, RecordedFunction>();
  for (const fn of recorded) {
    const key = sourceKey(fn.compiled.factoryParameter, fn.compiled.source);
    const known = entries.get(key);
    if (known === undefined) entries.set(key, fn);
    else if (!sameCompiled(known, fn)) {
      // Two texts, one digest: the build could hand one function for the other, so none is written.
      throw new Error(`two generated functions share the digest ${key}; report this to intake`);
    }
  }
  // What the first requests run is compiled with the module, not at a request: a ready class's
  // fast path, and what run-time generation compiles when the kernel is made.
  const eager = new Set([
    ...classes.map(({ entry }) => entry.fastPath),
    ...startUp.map((fn) => sourceKey(fn.compiled.factoryParameter, fn.compiled.source)),
  ]);
  const body = [...entries].map(([key, fn]) => entryOf(key, fn, eager.has(key))).join('\n');
  const ready = classes
    .filter(({ entry }) => entries.has(entry.fastPath))
    .map(
      ({ key, className, entry }) =>
        `    // ${oneLine(className)}\n    ${JSON.stringify(key)}: ${JSON.stringify(entry)},`,
    )
    .join('\n');
  const object = `{\n  format: 1,\n  functions: {\n${body}\n  },\n  classes: {\n${ready}\n  },\n}`;
  const head = [
    `// The ahead-of-time build of intake's generated code for ${writtenFor}, written by \`npx intake build\`.`,
    '// Do not edit: write it again when request classes, rules, views, routes or intake change.',
    '// Each entry is the text intake would otherwise compile with `new Function`, under the digest',
    '// of that text; `configure({ build })` hands them to intake (docs/build.md).',
  ].join('\n');
  const module =
    format === 'esm'
      ? `${head}\nexport default ${object};\n`
      : `${head}\n'use strict';\nmodule.exports = ${object};\n`;
  const declarations =
    format === 'esm'
      ? "declare const build: import('intake').CompiledBuild;\nexport default build;\n"
      : "declare const build: import('intake').CompiledBuild;\nexport = build;\n";
  return { module, declarations, functions: entries.size };
}

function sameCompiled(a: RecordedFunction, b: RecordedFunction): boolean {
  return (
    a.compiled.factoryParameter === b.compiled.factoryParameter && a.compiled.source === b.compiled.source
  );
}

/**
 * One entry: what wrote it, the values it reads by name, then the factory. An `eager` factory is
 * written in parentheses, which V8 reads as "called soon": it compiles the factory, and the
 * parenthesized function the factory returns, when it compiles the module (or takes them from
 * Node's compile cache) instead of at the first request.
 */
function entryOf(key: string, fn: RecordedFunction, eager: boolean): string {
  const lines = [
    `    // ${fn.generator} · ${fn.subject || 'anonymous'} · (${fn.parameters.join(', ')})`,
    ...fn.bound.map(({ name, value }) => `    //   ${name} = ${oneLine(value)}`),
    `    ${JSON.stringify(key)}: ${eager ? '(' : ''}function (${fn.compiled.factoryParameter}) {`,
    readableBody(fn),
    eager ? '    }),' : '    },',
  ];
  return lines.join('\n');
}

/**
 * The factory's body: the readable text, indented, where indentation cannot change what it
 * means — no template literal, the only token that may span lines — else the compiled text as is.
 */
function readableBody(fn: RecordedFunction): string {
  const { source } = fn.compiled;
  if (source.includes('`')) return source;
  return fn.source
    .split('\n')
    .map((line) => (line === '' ? line : `      ${line}`))
    .join('\n');
}

/** A bound value's description on one comment line (a regex source may hold a line break). */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]/g, ' ');
}
