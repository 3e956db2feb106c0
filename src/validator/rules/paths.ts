// Field paths (docs/validator.md "Paths"): `user.email` reads nested objects, `items.*.id` every
// item, `\.` is a dot inside one key (`file\.name`). Reads are own properties only
// (ARCHITECTURE.md "Bad input"): the nested walk first, as Laravel reads it, then the whole
// text as one flat key (a flat form payload may hold `user.email`). A rule that names another field
// inside a `*` field (`items.*.end` with `after:items.*.start`) reads the same items: each `*`
// of the named path takes the index the validated value has (Laravel's relative paths).

/** Where one value of a `*` field sits: the keys its `*` steps took, and a memo shared by one validation. */
export interface PathScope {
  readonly indices: readonly string[];
  /** Per validation run: what a rule computed once for all items (`distinct`'s counts). */
  readonly memo: Map<unknown, unknown>;
  /** Given to the rules that ask the application (application.ts): the field's path and the caller's run. */
  readonly application?: { readonly field: string; readonly context: unknown; readonly signal: AbortSignal };
}

function ownStep(current: unknown, step: string): unknown {
  return typeof current === 'object' && current !== null && Object.hasOwn(current, step)
    ? (current as Record<string, unknown>)[step]
    : undefined;
}

const stepsCache = new Map<string, readonly string[]>();
const STEPS_CACHE_LIMIT = 10_000;

/** `a.b\.c.*` → `['a', 'b.c', '*']`, cached: paths come from rule strings, which are few. */
export function pathSteps(path: string): readonly string[] {
  let steps = stepsCache.get(path);
  if (steps === undefined) {
    steps = path.includes('\\.')
      ? path.split(/(?<!\\)\./).map((step) => step.replaceAll('\\.', '.'))
      : path.split('.');
    if (stepsCache.size >= STEPS_CACHE_LIMIT) stepsCache.clear();
    stepsCache.set(path, steps);
  }
  return steps;
}

/** The value at `path` in `data`; `undefined` when a step is missing. `*` steps take `scope`'s indices. */
export function readPath(data: unknown, path: string, scope?: PathScope): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!path.includes('.')) return ownStep(data, path);
  let current: unknown = data;
  let star = 0;
  for (const step of pathSteps(path)) {
    const key = step === '*' && scope !== undefined ? scope.indices[star++] : step;
    current = key === undefined ? undefined : ownStep(current, key);
    if (current === undefined) break;
  }
  return current === undefined ? ownStep(data, path.replaceAll('\\.', '.')) : current;
}

/** One value a `*` field stands for: its concrete path (the error key) and the keys taken. */
export interface PathInstance {
  readonly path: string;
  readonly value: unknown;
  readonly indices: readonly string[];
}

/** A `*` met a container with more entries than the limit: the container's path, where the field fails. */
export interface TooManyItems {
  readonly tooMany: string;
}

/**
 * Every concrete path of a pattern with `*` steps, in data order: each own key of the arrays
 * and objects a `*` meets. A missing step after the last `*` still yields its path (with an
 * undefined value, so `required` can fail there); a missing container for a `*` yields nothing.
 * A container with more than `limit` entries stops the expansion (`TooManyItems`), so a body's
 * size alone never decides how many times a rule runs.
 */
export function expandPattern(
  data: unknown,
  pattern: readonly string[],
  limit = Number.POSITIVE_INFINITY,
): PathInstance[] | TooManyItems {
  const found: PathInstance[] = [];
  let tooMany: string | undefined;
  const walk = (current: unknown, index: number, path: string, indices: string[]): void => {
    if (tooMany !== undefined) return;
    if (index === pattern.length) {
      found.push({ path, value: current, indices });
      return;
    }
    const step = pattern[index]!;
    const prefix = path === '' ? '' : `${path}.`;
    if (step === '*') {
      if (typeof current !== 'object' || current === null) return;
      const keys = Object.keys(current);
      if (keys.length > limit) {
        tooMany = path;
        return;
      }
      for (const key of keys)
        walk((current as Record<string, unknown>)[key], index + 1, prefix + key, [...indices, key]);
      return;
    }
    const next = ownStep(current, step);
    if (next === undefined && pattern.indexOf('*', index) !== -1) return;
    walk(next, index + 1, prefix + step, indices);
  };
  walk(data, 0, '', []);
  return tooMany === undefined ? found : { tooMany };
}

/** The instances of an expansion that had no limit to meet. */
function allInstances(expanded: PathInstance[] | TooManyItems): PathInstance[] {
  return Array.isArray(expanded) ? expanded : [];
}

/** Every value at a pattern with `*` steps (`items.*.id`), for `in_array` and `distinct`. */
export function collectPath(data: unknown, path: string): unknown[] {
  return allInstances(expandPattern(data, pathSteps(path)))
    .map((instance) => instance.value)
    .filter((value) => value !== undefined);
}
