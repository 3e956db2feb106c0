// How a rule compares another field's value with the values it lists (`required_if:role,admin`),
// as Laravel does: `null` matches `null` (also when the field is absent), a boolean matches
// `true`/`false`, and numbers and numeric text match by number (`1` matches `'1'` and `'1.0'`).
import { scalarText, toFiniteNumber } from './definition.js';

/** Whether `other` matches one of `values`. */
export function matchesAny(other: unknown, values: readonly string[]): boolean {
  if (other === undefined || other === null) return values.includes('null');
  if (typeof other === 'boolean') return values.includes(other ? 'true' : 'false');
  const text = scalarText(other);
  if (text === undefined) return false;
  if (values.includes(text)) return true;
  const number = toFiniteNumber(other);
  return number !== undefined && values.some((value) => toFiniteNumber(value) === number);
}
