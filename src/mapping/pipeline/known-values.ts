// Values of the language and of intake that generated mapping code reads, by a name an
// ahead-of-time build can write: a built fast path is handed these by name (built-fast-path.ts),
// the same values in every process, where anything else comes from the class or its plan.

import { readNumber } from '../../validator/number-text.js';
import { textsFilled } from '../../validator/rules/presence.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import {
  castArray,
  castBool,
  castFloat,
  castFloatKnown,
  castInt,
  castIntKnown,
  castString,
} from '../casts/scalar-casts.js';
import { NOT_HANDLED } from './run-state.js';

const known: Readonly<Record<string, unknown>> = Object.freeze({
  __proto__: null,
  notHandled: NOT_HANDLED,
  castFailed: CAST_FAILED,
  objectPrototype: Object.prototype,
  hasOwn: Object.hasOwn,
  getPrototypeOf: Object.getPrototypeOf,
  isArray: Array.isArray,
  readNumber,
  textsFilled,
  castInt,
  castFloat,
  castBool,
  castString,
  castArray,
  castIntKnown,
  castFloatKnown,
});

/** The name `value` is known by, or undefined. */
export function knownName(value: unknown): string | undefined {
  for (const name in known) if (known[name] === value) return name;
  return undefined;
}

/** Whether `name` names a known value. */
export function isKnownName(name: string): boolean {
  return Object.hasOwn(known, name);
}

/** The value known by `name` (`isKnownName` said yes). */
export function knownValue(name: string): unknown {
  return known[name];
}
