// An ahead-of-time build in use (`configure({ build })`): the code writer takes each generated
// function from the build's module, found by the digest of the exact source it would compile,
// instead of calling `new Function`. What the build lacks is stale: compiled at run time with
// one warning, or refused (`staleBuild: 'refuse'`, or a runtime that forbids `new Function`).
import { currentSubject } from './generated-record.js';
import { sourceKey } from './source-key.js';

/** A generated function as a build module holds it: the factory `new Function` would make. */
export type BuiltFactory = (values?: readonly unknown[]) => unknown;

/**
 * What `npx intake build` writes: the default export of the emitted module, handed to
 * `configure({ build })` at start-up.
 *
 * @example
 * import build from './intake.build.js';
 * configure({ build, staleBuild: 'refuse' });
 */
export interface CompiledBuild {
  /** The layout of the module; intake refuses a layout it does not know. */
  readonly format: 1;
  /** Each generated function, under the digest of its source. */
  readonly functions: Readonly<Record<string, BuiltFactory>>;
  /**
   * Request classes whose fast path is taken from the build without planning or writing it,
   * under the digest of their declarations (declaration-print.ts); older builds have none.
   */
  readonly classes?: Readonly<Record<string, BuiltClass>>;
}

/**
 * A request class's fast path in a build: the function's key in `functions`, and where each of
 * the values it is handed comes from at run time.
 */
export interface BuiltClass {
  /**
   * The print of the class's declarations (declaration-print.ts): a class is found by its print,
   * compared whole, so a run never hashes one (the digest the entry is filed under names it for
   * readers). An entry without a print is never found: its class is planned as usual.
   */
  readonly print?: string;
  readonly fastPath: string;
  readonly slots: readonly BuiltSlot[];
  /**
   * The per-field code behind the fast path's whole-object check (an absent optional field, a
   * text to convert), where the class has one: compiled from the build on its first need.
   */
  readonly perField?: { readonly fastPath: string; readonly slots: readonly BuiltSlot[] };
}

/**
 * Where one value of a built fast path comes from: a literal; a value of the library or the
 * language by name (built-fast-path.ts); the class's DTO constructor, written (`blueprint`) or
 * made by another function of the build (`instance`, its key); the class itself; or,
 * for the per-field code and the rule tests only an unusual input reaches, the class's plan
 * when that input first comes (`late`).
 */
export type BuiltSlot =
  | readonly ['value', string | number | boolean | null]
  | readonly ['undefined']
  | readonly ['known', string]
  | readonly ['blueprint']
  | readonly ['instance', string]
  | readonly ['class']
  | readonly ['perField']
  | readonly ['late'];

/** What happens when the running code needs a function the build does not hold. */
export type StaleBuildPolicy = 'compile' | 'refuse';

/**
 * The running code needs a generated function its ahead-of-time build does not hold: a class,
 * a rule, a view or a route changed since `npx intake build` ran (or intake was upgraded).
 * Thrown with `staleBuild: 'refuse'` and where the runtime forbids `new Function`.
 *
 * @example
 * try { createKernel(routes); } catch (error) {
 *   if (error instanceof StaleBuildException) console.error(error.generator, error.subject);
 * }
 */
export class StaleBuildException extends Error {
  /** The kind of function that was missing, e.g. `mapping.fast-path`. */
  readonly generator: string;
  /** What it was written for: a class's name, a route table's method, or '' when unknown. */
  readonly subject: string;

  constructor(generator: string, subject: string) {
    super(
      `The ahead-of-time build has no ${generator} function for ${subject === '' ? 'this code' : subject}: ` +
        'the request classes, rules, views or routes changed since it was written, or intake was upgraded. ' +
        'Run `npx intake build` again.',
    );
    this.name = 'StaleBuildException';
    this.generator = generator;
    this.subject = subject;
  }
}

interface BuildInUse {
  readonly functions: Readonly<Record<string, BuiltFactory>>;
  readonly classes: Readonly<Record<string, BuiltClass>> | null;
  /** Each ready class by its print; made at the first lookup. */
  byPrint: Map<string, BuiltClass> | null;
  readonly refuseMisses: boolean;
  warned: boolean;
}

let inUse: BuildInUse | null = null;

/** Whether generated functions come from a build (then `generatesCode` holds without eval). */
export function buildInUse(): boolean {
  return inUse !== null;
}

/**
 * Installs `build` for every component compiled from now on; `canCompile` says whether a miss
 * may fall back to `new Function`.
 */
export function useBuild(build: CompiledBuild, policy: StaleBuildPolicy, canCompile: boolean): void {
  if (typeof build !== 'object' || build === null || build.format !== 1) {
    throw new TypeError(
      'configure({ build }) expects the default export of a module written by `npx intake build` (format 1)',
    );
  }
  if (typeof build.functions !== 'object' || build.functions === null) {
    throw new TypeError(
      'configure({ build }): the build has no functions; write it again with `npx intake build`',
    );
  }
  const classes = build.classes ?? null;
  if (classes !== null && (typeof classes !== 'object' || Array.isArray(classes))) {
    throw new TypeError(
      "configure({ build }): the build's classes are not an object; write it again with `npx intake build`",
    );
  }
  inUse = {
    functions: build.functions,
    classes,
    byPrint: null,
    refuseMisses: policy === 'refuse' || !canCompile,
    warned: false,
  };
}

/**
 * The built fast path of the class whose declarations print as `print` (declaration-print.ts),
 * with its factory; undefined when no build is in use or it holds none for that print.
 */
export function builtClass(print: string): { entry: BuiltClass; factory: BuiltFactory } | undefined {
  const build = inUse;
  const classes = build?.classes;
  if (build == null || classes == null) return undefined;
  build.byPrint ??= printIndexOf(classes);
  const entry = build.byPrint.get(print);
  if (entry === undefined) return undefined;
  const factory = builtFunction(entry.fastPath);
  return factory === undefined ? undefined : { entry, factory };
}

/** Each ready class by its print, the first of a print kept; an entry whose print is not a text is never found. */
function printIndexOf(classes: Readonly<Record<string, BuiltClass>>): Map<string, BuiltClass> {
  const index = new Map<string, BuiltClass>();
  for (const entry of Object.values(classes)) {
    const print = (entry as { print?: unknown } | null)?.print;
    if (typeof print === 'string' && !index.has(print)) index.set(print, entry);
  }
  return index;
}

/** The factory under `key` in the build in use, or undefined. */
export function builtFunction(key: string): BuiltFactory | undefined {
  const functions = inUse?.functions;
  return functions !== undefined && Object.hasOwn(functions, key) ? functions[key] : undefined;
}

/** Whether the build in use has class entries (else no print is worth computing). */
export function buildHasClasses(): boolean {
  return inUse !== null && inUse.classes !== null;
}

/**
 * The build's factory for `source` (compiled as `new Function(factoryParameter, source)`
 * would be), or undefined when no build is in use or the caller is to compile it; throws on a
 * refused miss, naming what was being generated.
 */
export function builtFactory(
  factoryParameter: string,
  source: string,
  generator: string,
): BuiltFactory | undefined {
  const build = inUse;
  if (build === null) return undefined;
  const key = sourceKey(factoryParameter, source);
  // An own property only: a key can never reach Object.prototype's members.
  if (Object.hasOwn(build.functions, key)) return build.functions[key];
  const missing = new StaleBuildException(generator, currentSubject());
  if (build.refuseMisses) throw missing;
  if (!build.warned) {
    build.warned = true;
    console.warn(
      `intake: ${missing.message} ` +
        'Until then what the build lacks is compiled at run time (further misses are not reported).',
    );
  }
  return undefined;
}

/** Test hook: forgets the build in use. */
export function forgetBuild(): void {
  inUse = null;
}
