/**
 * Writes a key that came from input as an own data property, so a key named `__proto__` stays
 * a key and never reaches the prototype (a plain assignment would call its setter). The one
 * such writer of the library: maps from input (route params, cookies, headers, validation
 * errors, `toArray()` output, dot paths) all go through it.
 *
 * @example
 * defineOwn(errors, '__proto__', [{ rule: 'required' }]); // errors.__proto__ is own data
 */
export function defineOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
