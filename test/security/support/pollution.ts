// Checks that hostile keys reached nothing: no built-in prototype gained a property, and no
// own `__proto__` key or foreign prototype appears in a result the library handed back.
import assert from 'node:assert/strict';

/** The property names attack payloads try to plant on `Object.prototype`. */
const plantedNames = ['polluted', 'isAdmin', 'length'] as const;

/** Fails when a planted name is visible on a plain object or `polluted` sits on a built-in prototype. */
export function assertNotPolluted(): void {
  for (const name of plantedNames) {
    assert.equal(({} as Record<string, unknown>)[name], undefined, `Object.prototype.${name} was planted`);
  }
  for (const proto of [Object.prototype, Array.prototype, Function.prototype, String.prototype]) {
    assert.equal(Object.hasOwn(proto, 'polluted'), false, 'a built-in prototype gained "polluted"');
  }
}

/** Every object reachable from `value` through own enumerable keys. */
export function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const key of Object.keys(value)) objectsIn((value as Record<string, unknown>)[key], into);
  return into;
}

/**
 * Fails when an object reachable from `value` has an own `__proto__` key, or a prototype other
 * than Object's, Array's, Date's, null or one of `allowedPrototypes` (the DTO classes). Objects
 * in `passedThrough` — handed over by the caller and kept as received — are not judged.
 */
export function assertCleanTree(
  value: unknown,
  allowedPrototypes: readonly object[] = [],
  passedThrough: ReadonlySet<object> = new Set(),
): void {
  const allowed = new Set<unknown>([
    Object.prototype,
    Array.prototype,
    Date.prototype,
    null,
    ...allowedPrototypes,
  ]);
  for (const node of objectsIn(value)) {
    if (passedThrough.has(node)) continue;
    assert.ok(
      allowed.has(Object.getPrototypeOf(node)) || node instanceof Date,
      'unexpected prototype in the result',
    );
    assert.equal(Object.hasOwn(node, '__proto__'), false, 'own __proto__ key in the result');
  }
}
