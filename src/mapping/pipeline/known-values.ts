// Values of the language and of intake that generated mapping code reads, by a name an
// ahead-of-time build can write: a built fast path is handed these by name (built-fast-path.ts),
// the same values in every process, where anything else comes from the class or its plan. The
// tests of the built-in rules that take no parameter are known too (`rule:integer`): the
// per-field code calls them on valid input (a text to read as a number).

import { readNumber } from '../../validator/number-text.js';
import type { RuleContext } from '../../validator/rules/definition.js';
import { builtInRules } from '../../validator/rules/index.js';
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

const RULE = 'rule:';
const noContext = Object.freeze({}) as RuleContext;

/**
 * The test of the built-in rule `name` written without parameters, where its builder hands out
 * one function whatever the field (`integer` → `isIntegerLike`), else null: a rule that throws
 * without parameters, or makes a test of its own per field, is not known.
 */
function knownRuleTest(name: string): unknown {
  const rule = builtInRules.get(name);
  if (rule === undefined) return null;
  try {
    const built = rule.build([], noContext);
    return typeof built === 'function' && rule.build([], noContext) === built ? built : null;
  } catch {
    // Needs parameters or a field's context: its tests come from the class's plan.
    return null;
  }
}

/**
 * Every known value by its name: the library's own names, then the built-in rules with a known
 * test in the rules' own order, filled once at the first ask (a build asks the same few names for
 * every class).
 */
const byName = new Map<string, unknown>();

function knownNames(): ReadonlyMap<string, unknown> {
  if (byName.size === 0) {
    for (const name in known) byName.set(name, known[name]);
    for (const rule of builtInRules.keys()) {
      const test = knownRuleTest(rule);
      if (test !== null) byName.set(RULE + rule, test);
    }
  }
  return byName;
}

/** The name `value` is known by, or undefined; a test two rules share is named by the first. */
export function knownName(value: unknown): string | undefined {
  for (const [name, named] of knownNames()) if (named === value) return name;
  return undefined;
}

/** Whether `name` names a known value. */
export function isKnownName(name: string): boolean {
  return knownNames().has(name);
}

/** The value known by `name` (`isKnownName` said yes). */
export function knownValue(name: string): unknown {
  return knownNames().get(name);
}
