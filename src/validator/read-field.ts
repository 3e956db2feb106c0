// Reading payload fields: own properties only, so a rule for `constructor` or `__proto__`
// never sees what the prototype chain holds.

import { readPath } from './rules/paths.js';

export type FieldReader = (data: Record<string, unknown>) => unknown;

/** Reads one field's own value; `undefined` means absent. Chosen once per field at compile time. */
export function fieldReader(field: string): FieldReader {
  // `user.email`: a flat key first, then the nested path (rules/paths.ts).
  if (field.includes('.')) return (data) => readPath(data, field);
  // Only names that Object.prototype defines can be inherited by a plain payload; every
  // other name is read directly, which is what keeps the common path fast.
  if (field in Object.prototype) return (data) => (Object.hasOwn(data, field) ? data[field] : undefined);
  return (data) => data[field];
}
