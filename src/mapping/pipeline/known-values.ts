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

let ruleTests: Readonly<Record<string, unknown>> | null = null;

/**
 * The test of each built-in rule written without parameters, where its builder hands out one
 * function whatever the field (`integer` → `isIntegerLike`): a rule that throws without
 * parameters, or makes a test of its own per field, is not known.
 */
function knownRuleTests(): Readonly<Record<string, unknown>> {
  if (ruleTests !== null) return ruleTests;
  const tests: Record<string, unknown> = Object.create(null);
  const noContext = Object.freeze({}) as RuleContext;
  for (const [name, rule] of builtInRules) {
    try {
      const test = rule.build([], noContext);
      if (typeof test === 'function' && rule.build([], noContext) === test) tests[`rule:${name}`] = test;
    } catch {
      // Needs parameters or a field's context: its tests come from the class's plan.
    }
  }
  ruleTests = Object.freeze(tests);
  return ruleTests;
}

/** The name `value` is known by, or undefined. */
export function knownName(value: unknown): string | undefined {
  for (const table of [known, knownRuleTests()]) {
    for (const name in table) if (table[name] === value) return name;
  }
  return undefined;
}

/** Whether `name` names a known value. */
export function isKnownName(name: string): boolean {
  return Object.hasOwn(known, name) || Object.hasOwn(knownRuleTests(), name);
}

/** The value known by `name` (`isKnownName` said yes). */
export function knownValue(name: string): unknown {
  return Object.hasOwn(known, name) ? known[name] : knownRuleTests()[name];
}
