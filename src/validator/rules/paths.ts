// Reading another field named in a rule (`same:password`, `gt:min`, `required_if:user.role,admin`):
// own properties only (ARCHITECTURE.md "Bad input"), a flat key first, then a dotted path
// through nested objects and arrays (`user.role`, `items.0.id`).

/** The value at `path` in `data`; `undefined` when any step is missing or not an own property. */
export function readPath(data: unknown, path: string): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  if (Object.hasOwn(data, path)) return (data as Record<string, unknown>)[path];
  if (!path.includes('.')) return undefined;
  let current: unknown = data;
  for (const step of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/**
 * Every value at a path with `*` steps (`items.*.id`): each own key of the arrays and objects a
 * `*` meets. Steps that do not exist contribute nothing.
 */
export function collectPath(data: unknown, path: string): unknown[] {
  const found: unknown[] = [];
  const walk = (current: unknown, steps: readonly string[], index: number): void => {
    if (index === steps.length) {
      found.push(current);
      return;
    }
    if (typeof current !== 'object' || current === null) return;
    const step = steps[index]!;
    if (step === '*') {
      for (const key of Object.keys(current))
        walk((current as Record<string, unknown>)[key], steps, index + 1);
    } else if (Object.hasOwn(current, step)) {
      walk((current as Record<string, unknown>)[step], steps, index + 1);
    }
  };
  walk(data, path.split('.'), 0);
  return found;
}
