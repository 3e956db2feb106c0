// A query key given once is one string, given twice an array: `?tags=a` vs `?tags=a&tags=b`.
// A field whose rules demand an `array` must not care how many values came, so before the
// pipeline runs a single value of such a field is read the way the `array` cast reads a string:
// `a` → `['a']`, `a,b` → `['a', 'b']`, JSON array text → its array. The same holds at the end of
// a dot path (`@FromBody('filter.tags')` reads `?filter[tags]=a`). A field validated as text
// and only cast to an array afterwards (`@Validate('regex:…') @Cast('array')`) keeps its string.
import { CAST_FAILED } from './casts/cast-failed.js';
import { castArray } from './casts/scalar-casts.js';
import { type ClassShape, hasRule } from './class-shape.js';

const listPathsByShape = new WeakMap<ClassShape, readonly (readonly string[])[]>();

/** The query paths read by fields of `shape` cast to, and validated as, arrays. */
function listPathsOf(shape: ClassShape): readonly (readonly string[])[] {
  let paths = listPathsByShape.get(shape);
  if (paths === undefined) {
    paths = shape.fields
      .filter(
        (field) => field.cast?.rule === 'array' && hasRule(field, 'array') && field.source.bag === 'main',
      )
      .map((field) => (field.source as { path: readonly string[] }).path);
    listPathsByShape.set(shape, paths);
  }
  return paths;
}

/** `query`, or a copy of it (the caller's objects are never changed) whose list fields hold lists. */
export function singleValuesAsLists(
  shape: ClassShape,
  query: Record<string, unknown>,
): Record<string, unknown> {
  let result = query;
  for (const path of listPathsOf(shape)) result = (withListAt(result, path, 0) as typeof result) ?? result;
  return result;
}

/**
 * A copy of `container` (and of each object on the way) whose string at `path` is read as a
 * list, or undefined when the path does not end at a string the array cast reads.
 */
function withListAt(container: object, path: readonly string[], step: number): object | undefined {
  const key = path[step]!;
  if (!Object.hasOwn(container, key)) return undefined;
  const value: unknown = (container as Record<string, unknown>)[key];
  let replacement: unknown;
  if (step === path.length - 1) {
    if (typeof value !== 'string') return undefined;
    replacement = castArray(value);
    if (replacement === CAST_FAILED) return undefined;
  } else {
    if (typeof value !== 'object' || value === null) return undefined;
    replacement = withListAt(value, path, step + 1);
    if (replacement === undefined) return undefined;
  }
  const copy = Array.isArray(container) ? container.slice() : { ...container };
  Object.defineProperty(copy, key, {
    value: replacement,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
