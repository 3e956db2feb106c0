/**
 * A `Date` that cannot change (PHP's `DateTimeImmutable`, ARCHITECTURE.md "Contract decisions"): every mutating method throws a
 * `TypeError`. Produced by `@Cast('datetime:immutable')`; it is still `instanceof Date`.
 *
 * @example
 * const day = new ImmutableDate('2024-05-01T00:00:00Z');
 * day.setFullYear(2030); // TypeError
 */
export class ImmutableDate extends Date {}

const mutators = Object.getOwnPropertyNames(Date.prototype).filter((name) => name.startsWith('set'));
for (const name of mutators) {
  Object.defineProperty(ImmutableDate.prototype, name, {
    value(): never {
      throw new TypeError(`ImmutableDate cannot be changed (${name}); create a new date instead.`);
    },
    writable: false,
    enumerable: false,
    configurable: false,
  });
}
