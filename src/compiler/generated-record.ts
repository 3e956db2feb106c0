// Where generated functions are written down while someone asks to see them (inspect.ts):
// the code writer reports each function it compiles here, and only while a recording is open,
// so an application that never inspects keeps no source text.

/** The generators of the library, one name per kind of function they write. */
export type GeneratorName =
  | 'mapping.collect'
  | 'mapping.finish'
  | 'mapping.fast-path'
  | 'mapping.instance'
  | 'mapping.export'
  | 'mapping.json'
  | 'mapping.view-json'
  | 'validator.checks'
  | 'router.finder'
  | 'router.subtree'
  | 'router.static';

/** A value the generated code reads by name, bound once when the function was compiled. */
export interface BoundValue {
  /** The constant's name in the source, e.g. `isEmail$3`. */
  readonly name: string;
  /** What it holds: `function isEmail`, `/^[0-9]+$/`, `array(3)`, `"text"`. */
  readonly value: string;
}

/** One function a generator wrote, as it is compiled. */
export interface GeneratedFunction {
  readonly generator: GeneratorName;
  /** What it was written for: a class's name, a route table's method. */
  readonly subject: string;
  readonly parameters: readonly string[];
  /** Values the source reads by name (user callbacks, regexes, plans), never pasted into it. */
  readonly bound: readonly BoundValue[];
  /**
   * The text handed to `new Function`, helpers and the generated function included, indented
   * for reading (what is compiled is the same text without the indentation).
   */
  readonly source: string;
}

/** A function as it was recorded: also the exact text compiled, which a build module holds. */
export interface RecordedFunction extends GeneratedFunction {
  readonly compiled: {
    /** The factory's parameter (`values`, or '' for none), as `new Function` is given it. */
    readonly factoryParameter: string;
    /** The factory's body exactly as compiled. */
    readonly source: string;
  };
  /** The values the factory was handed, by slot (an ahead-of-time build reads where each came from). */
  readonly values: readonly unknown[];
}

let open: RecordedFunction[] | null = null;
let subject = '';

/** Runs `work` and returns, beside its result, every function generated while it ran. */
export function recordGenerated<T>(work: () => T): { result: T; generated: RecordedFunction[] } {
  const outer = open;
  const generated: RecordedFunction[] = [];
  open = generated;
  try {
    return { result: work(), generated };
  } finally {
    open = outer;
  }
}

/**
 * As `recordGenerated`, for work that loads modules (an application imported by the CLI): the
 * recording stays open until the promise settles, so nothing else may compile meanwhile.
 */
export async function recordGeneratedAsync<T>(
  work: () => Promise<T>,
): Promise<{ result: T; generated: RecordedFunction[] }> {
  const outer = open;
  const generated: RecordedFunction[] = [];
  open = generated;
  try {
    return { result: await work(), generated };
  } finally {
    open = outer;
  }
}

/** Whether a recording is open: what is compiled now is being written down. */
export function recordingOpen(): boolean {
  return open !== null;
}

/** What is being generated for now (a class's name, a method's table), or ''. */
export function currentSubject(): string {
  return subject;
}

/**
 * Runs `work`, naming what it generates after `about` (a class, a method's table), for a
 * recording and for the message of a stale ahead-of-time build.
 */
export function generatingFor<T>(about: string, work: () => T): T {
  const outer = subject;
  subject = about;
  try {
    return work();
  } finally {
    subject = outer;
  }
}

/** Called by the code writer on each compile; `describe` runs only while a recording is open. */
export function noteGenerated(describe: () => Omit<RecordedFunction, 'subject'>): void {
  if (open !== null) open.push({ ...describe(), subject });
}

/** A short, stable description of a bound value for a reader of the source. */
export function describeValue(value: unknown): string {
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `array(${value.length})`;
  if (value instanceof Map) return `Map(${value.size})`;
  if (value instanceof Set) return `Set(${value.size})`;
  if (value === Object.prototype) return 'Object.prototype';
  if (typeof value === 'object' && value !== null) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' && name !== '' && name !== 'Object' ? `${name} object` : 'object';
  }
  if (typeof value === 'symbol') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  return JSON.stringify(value) ?? String(value);
}
