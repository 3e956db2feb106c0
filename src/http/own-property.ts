/**
 * Writes a key that came from input as an own data property, so `__proto__` can never
 * reach the prototype (a plain assignment would call its setter).
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    record[key] = value;
  }
}
