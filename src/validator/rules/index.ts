// Every built-in rule by name (docs/validator.md). `nullable` and `bail` are modifiers handled by the compiler.
import { comparisonRules } from './comparison.js';
import { dateRules } from './dates.js';
import type { RuleDefinition } from './definition.js';
import { formatRules } from './formats.js';
import { presenceRules } from './presence.js';
import { sizeRules } from './sizes.js';
import { typeRules } from './types.js';

export const builtInRules: ReadonlyMap<string, RuleDefinition> = new Map(
  Object.entries({
    ...presenceRules,
    ...typeRules,
    ...sizeRules,
    ...formatRules,
    ...comparisonRules,
    ...dateRules,
  }),
);

/** Rule names that change how the others run rather than checking anything. */
export const MODIFIERS: ReadonlySet<string> = new Set(['nullable', 'bail']);
