// A query key given once is one string, given twice an array: `?tags=a` vs `?tags=a&tags=b`.
// A field whose rules demand an `array` must not care how many values came, so before the
// pipeline runs a single value of such a field is read the way the `array` cast reads a string:
// `a` → `['a']`, `a,b` → `['a', 'b']`, JSON array text → its array. A field validated as text
// and only cast to an array afterwards (`@Validate('regex:…') @Cast('array')`) keeps its string.
import { CAST_FAILED } from './casts/cast-failed.js';
import { castArray } from './casts/scalar-casts.js';
import { type ClassShape, hasRule } from './class-shape.js';

const listKeysByShape = new WeakMap<ClassShape, readonly string[]>();

/** The top-level query keys read by fields of `shape` cast to, and validated as, arrays. */
function listKeysOf(shape: ClassShape): readonly string[] {
  let keys = listKeysByShape.get(shape);
  if (keys === undefined) {
    keys = shape.fields
      .filter(
        (field) =>
          field.cast?.rule === 'array' &&
          hasRule(field, 'array') &&
          field.source.bag === 'main' &&
          field.source.path.length === 1,
      )
      .map((field) => (field.source as { path: readonly string[] }).path[0]!);
    listKeysByShape.set(shape, keys);
  }
  return keys;
}

/** `query`, or a copy of it (the caller's object is never changed) whose list fields hold lists. */
export function singleValuesAsLists(
  shape: ClassShape,
  query: Record<string, unknown>,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of listKeysOf(shape)) {
    if (!Object.hasOwn(query, key)) continue;
    const value = query[key];
    if (typeof value !== 'string') continue;
    const list = castArray(value);
    if (list === CAST_FAILED) continue;
    copy ??= { ...query };
    Object.defineProperty(copy, key, { value: list, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? query;
}
