// Checks that hostile keys reached nothing: no built-in prototype gained a property, and no
// own `__proto__` key survived anywhere in a result the library handed back.
import assert from 'node:assert/strict';

/** The property names attack payloads try to plant on `Object.prototype`. */
export const plantedNames = ['polluted', 'isAdmin', 'length'] as const;

/** Fails when any built-in prototype gained one of the planted names (or any new own key). */
export function assertNotPolluted(): void {
  for (const name of plantedNames) {
    assert.equal(({} as Record<string, unknown>)[name], undefined, `Object.prototype.${name} was planted`);
  }
  for (const proto of [Object.prototype, Array.prototype, Function.prototype, String.prototype]) {
    assert.equal(Object.hasOwn(proto, 'polluted'), false, 'a built-in prototype gained "polluted"');
  }
}

/**
 * Walks a value (objects, arrays, DTOs) and fails when any object in it has an own
 * `__proto__` key or a prototype other than Object.prototype, null, Array.prototype, Date's
 * or one of `allowedPrototypes` (the DTO classes).
 */
export function assertCleanTree(value: unknown, allowedPrototypes: readonly object[] = []): void {
  const allowed = new Set<unknown>([
    Object.prototype,
    null,
    Array.prototype,
    Date.prototype,
    ...allowedPrototypes,
  ]);
  const seen = new Set<object>();
  const visit = (node: unknown, path: string): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const proto = Object.getPrototypeOf(node);
    assert.ok(allowed.has(proto) || proto instanceof Date, `${path || '<root>'} has an unexpected prototype`);
    assert.equal(Object.hasOwn(node, '__proto__'), false, `${path || '<root>'} has an own __proto__ key`);
    for (const key of Object.keys(node)) visit((node as Record<string, unknown>)[key], `${path}.${key}`);
  };
  visit(value, '');
}
