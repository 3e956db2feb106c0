// Reading payload fields: own properties only, so a rule for `constructor` or `__proto__`
// never sees what the prototype chain holds.

export type FieldReader = (data: Record<string, unknown>) => unknown;

/** Reads one field's own value; `undefined` means absent. Chosen once per field at compile time. */
export function fieldReader(field: string): FieldReader {
  // Only names that Object.prototype defines can be inherited by a plain payload; every
  // other name is read directly, which is what keeps the common path fast.
  if (field in Object.prototype) return (data) => (Object.hasOwn(data, field) ? data[field] : undefined);
  return (data) => data[field];
}

/** One-off own-property read for rules that name another field (`same:`, `required_with:`…). */
export function readOwn(data: Record<string, unknown>, field: string): unknown {
  return Object.hasOwn(data, field) ? data[field] : undefined;
}
