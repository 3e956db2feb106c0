// Field paths (docs/validator.md "Paths"): `user.email` reads nested objects, `items.*.id` every
// item. Reads are own properties only (ARCHITECTURE.md "Bad input"), a flat key first (a payload
// may hold a key with a dot in it), then the dotted walk. A rule that names another field
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

/** The value at `path` in `data`; `undefined` when a step is missing. `*` steps take `scope`'s indices. */
export function readPath(data: unknown, path: string, scope?: PathScope): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  if (Object.hasOwn(data, path)) return (data as Record<string, unknown>)[path];
  if (!path.includes('.')) return undefined;
  let current: unknown = data;
  let star = 0;
  for (const step of path.split('.')) {
    const key = step === '*' && scope !== undefined ? scope.indices[star++] : step;
    if (key === undefined) return undefined;
    current = ownStep(current, key);
    if (current === undefined) return undefined;
  }
  return current;
}

/** One value a `*` field stands for: its concrete path (the error key) and the keys taken. */
export interface PathInstance {
  readonly path: string;
  readonly value: unknown;
  readonly indices: readonly string[];
}

/**
 * Every concrete path of a pattern with `*` steps, in data order: each own key of the arrays
 * and objects a `*` meets. A missing step after the last `*` still yields its path (with an
 * undefined value, so `required` can fail there); a missing container for a `*` yields nothing.
 */
export function expandPattern(data: unknown, pattern: readonly string[]): PathInstance[] {
  const found: PathInstance[] = [];
  const walk = (current: unknown, index: number, path: string, indices: string[]): void => {
    if (index === pattern.length) {
      found.push({ path, value: current, indices });
      return;
    }
    const step = pattern[index]!;
    const prefix = path === '' ? '' : `${path}.`;
    if (step === '*') {
      if (typeof current !== 'object' || current === null) return;
      for (const key of Object.keys(current))
        walk((current as Record<string, unknown>)[key], index + 1, prefix + key, [...indices, key]);
      return;
    }
    const next = ownStep(current, step);
    if (next === undefined && pattern.indexOf('*', index) !== -1) return;
    walk(next, index + 1, prefix + step, indices);
  };
  walk(data, 0, '', []);
  return found;
}

/** Every value at a pattern with `*` steps (`items.*.id`), for `in_array` and `distinct`. */
export function collectPath(data: unknown, path: string): unknown[] {
  return expandPattern(data, path.split('.'))
    .map((instance) => instance.value)
    .filter((value) => value !== undefined);
}
