import type { BuiltInCast } from './cast-failed.js';
import { datetimeCast, isDatetimeSpec } from './datetime-cast.js';
import { castArray, castBool, castFloat, castInt, castString } from './scalar-casts.js';

/** A resolved built-in cast: its function, the rule name its failures report, and whether it is scalar. */
export interface ResolvedCast {
  cast: BuiltInCast;
  rule: 'int' | 'float' | 'bool' | 'string' | 'array' | 'datetime';
  scalar: boolean;
}

const simple: Readonly<Record<string, ResolvedCast>> = {
  int: { cast: castInt, rule: 'int', scalar: true },
  float: { cast: castFloat, rule: 'float', scalar: true },
  bool: { cast: castBool, rule: 'bool', scalar: true },
  string: { cast: castString, rule: 'string', scalar: true },
  array: { cast: castArray, rule: 'array', scalar: false },
};

/**
 * Resolves a `@Cast` type, or `null` when it is not a built-in type. Throws `RangeError` for a
 * datetime format with a token intake does not read (docs/validator.md "Date formats").
 */
export function resolveBuiltInCast(type: unknown): ResolvedCast | null {
  if (typeof type !== 'string') return null;
  if (Object.hasOwn(simple, type)) return simple[type]!;
  if (isDatetimeSpec(type)) return { cast: datetimeCast(type), rule: 'datetime', scalar: true };
  return null;
}
