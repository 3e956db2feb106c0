// Where in the input an error of a `ValidationException` comes from. Errors are keyed by field
// path (`shipping.city`, `lines.0.qty`: field names and indexes); a client needs the input's own
// names — the `@FromBody('shipping.address.city')` path, the route parameter, the context key —
// and, for a `oneOf` union, the branch its input chose, which only the input tells.
import type { ClassChoice } from './class-choice.js';
import { type FieldShape, type RequestClass, shapeOf } from './class-shape.js';

import type { ErrorLocation } from './exceptions.js';

export type { ErrorBag, ErrorLocation } from './exceptions.js';

/**
 * The location of error key `key` of `cls` mapped from `main`. A key the class does not
 * declare (a union's tag) keeps its segments as they are; `*` is the whole input.
 */
export function errorLocation(cls: RequestClass, key: string, main: unknown): ErrorLocation {
  // `*`: the whole input (a body that is no object).
  if (key === '*') return { bag: 'main', path: [] };
  const segments = key.split('.');
  const path: (string | number)[] = [];
  let current: RequestClass | undefined = cls;
  let value: unknown = main;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    const field = current === undefined ? undefined : fieldOf(current, segment);
    if (field === undefined) {
      path.push(/^\d+$/.test(segment) ? Number(segment) : segment);
      current = undefined;
      continue;
    }
    if (field.source.bag !== 'main') {
      // Only a top-level field reads the route; route and context keys have no depth.
      return { bag: field.source.bag, path: [field.source.key] };
    }
    path.push(...field.source.path);
    value = at(value, field.source.path);
    const choice = field.items ?? field.nested;
    current = undefined;
    if (choice === undefined) continue;
    if (field.items !== undefined) {
      const next = segments[index + 1];
      if (next === undefined || !/^\d+$/.test(next)) continue;
      index++;
      path.push(Number(next));
      value = Array.isArray(value) ? value[Number(next)] : undefined;
    }
    current = classFor(choice, value);
  }
  return { bag: 'main', path };
}

function fieldOf(cls: RequestClass, name: string): FieldShape | undefined {
  const shape = shapeOf(cls);
  const position = shape.index[name];
  return position === undefined ? undefined : shape.fields[position];
}

function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The class that mapped `value`: the choice's class, or the branch its own tag names. */
function classFor(choice: ClassChoice, value: unknown): RequestClass | undefined {
  if (choice.kind === 'class') return choice.cls;
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, choice.tag)) return undefined;
  const tag = (value as Record<string, unknown>)[choice.tag];
  return typeof tag === 'string' ? choice.branches.get(tag) : undefined;
}
