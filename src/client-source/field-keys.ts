// The keys a 422's `errors` can have for a route: the field names of its body and query classes
// (the kernel reports errors by field name, not by wire path), nested items as
// `checklist.${number}.text`, nested objects as `details.note`, `@Each` elements as
// `tags.${number}`. Printed as a union of string literals and template literal types.
import { classesOf } from '../mapping/class-choice.js';
import { type RequestClass, shapeOf } from '../mapping/class-shape.js';
import { quote } from './schema-type.js';

// Deep enough for real DTO trees; a class met again on its own path stops with `${string}`.
const MAX_DEPTH = 4;
// Placeholders in raw keys, printed as `${number}` and `${string}` inside template literal types.
const INDEX = '\u0000';
const ANY = '\u0001';

/** The error keys of `classes`, as a TypeScript union; `string` when there are none. */
export function fieldKeyType(classes: readonly RequestClass[]): string {
  const keys = new Set<string>();
  for (const cls of classes) for (const key of keysOf(cls, [], 0)) keys.add(key);
  if (keys.size === 0) return 'string';
  return [...keys].map(printKey).join(' | ');
}

function printKey(key: string): string {
  if (!key.includes(INDEX) && !key.includes(ANY)) return quote(key);
  const text = key.replace(/[\\`]|\$\{/g, (match) => `\\${match}`);
  return `\`${text.replaceAll(INDEX, '${number}').replaceAll(ANY, '${string}')}\``;
}

function keysOf(cls: RequestClass, path: readonly RequestClass[], depth: number): string[] {
  if (path.includes(cls) || depth > MAX_DEPTH) return [ANY];
  const out: string[] = [];
  for (const field of shapeOf(cls).fields) {
    if (field.generator !== undefined) continue;
    const name = field.name;
    out.push(name);
    if (field.each !== undefined) out.push(`${name}.${INDEX}`);
    for (const [choice, prefix] of [
      [field.items, `${name}.${INDEX}.`],
      [field.nested, `${name}.`],
    ] as const) {
      if (choice === undefined) continue;
      for (const inner of classesOf(choice)) {
        for (const key of keysOf(inner, [...path, cls], depth + 1)) out.push(prefix + key);
      }
    }
  }
  return out;
}
