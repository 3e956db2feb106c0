// How a rule compares another field's value with the values it lists (`required_if:role,admin`),
// and which answers count as accepted or declined.
// as Laravel does: `null` matches `null` (also when the field is absent), a boolean matches
// `true`/`false`, and numbers and numeric text match by number (`1` matches `'1'` and `'1.0'`).
import { scalarText, toFiniteNumber } from './definition.js';

// When the other field has the `boolean` rule, `true`/`false` also match its text forms.
const LOOSE_TRUE: ReadonlySet<unknown> = new Set([true, 1, '1', 'true']);
const LOOSE_FALSE: ReadonlySet<unknown> = new Set([false, 0, '0', 'false', '']);

const ACCEPTED: ReadonlySet<unknown> = new Set(['yes', 'on', '1', 1, true, 'true']);
const DECLINED: ReadonlySet<unknown> = new Set(['no', 'off', '0', 0, false, 'false']);

/** What `accepted` takes: the answers a ticked checkbox or a "yes" sends. */
export const isAccepted = (value: unknown): boolean => ACCEPTED.has(value);
/** What `declined` takes. */
export const isDeclined = (value: unknown): boolean => DECLINED.has(value);

/** Whether `other` matches one of `values`; `booleanField` when the other field has the `boolean` rule. */
export function matchesAny(other: unknown, values: readonly string[], booleanField = false): boolean {
  if (other === undefined || other === null) return values.includes('null');
  if (typeof other === 'boolean') return values.includes(other ? 'true' : 'false');
  if (
    booleanField &&
    ((LOOSE_TRUE.has(other) && values.includes('true')) ||
      (LOOSE_FALSE.has(other) && values.includes('false')))
  )
    return true;
  const text = scalarText(other);
  if (text === undefined) return false;
  if (values.includes(text)) return true;
  const number = toFiniteNumber(other);
  return number !== undefined && values.some((value) => toFiniteNumber(value) === number);
}
