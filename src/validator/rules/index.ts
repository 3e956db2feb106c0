// Every built-in rule by name (docs/validator.md). `nullable` and `bail` are modifiers handled by the compiler.
import { acceptanceRules } from './acceptance.js';
import { applicationRules } from './application.js';
import { arrayRules } from './arrays.js';
import { comparisonRules } from './comparison.js';
import { conditionRules } from './conditions.js';
import { dateRules } from './dates.js';
import type { RuleDefinition } from './definition.js';
import { digitRules } from './digits.js';
import { enumRules } from './enums.js';
import { exclusionRules } from './exclusions.js';
import { fileRules } from './files.js';
import { formatRules } from './formats.js';
import { networkRules } from './network.js';
import { presenceRules } from './presence.js';
import { sizeRules } from './sizes.js';
import { textRules } from './text.js';
import { typeRules } from './types.js';

export const builtInRules: ReadonlyMap<string, RuleDefinition> = new Map(
  Object.entries({
    ...presenceRules,
    ...conditionRules,
    ...exclusionRules,
    ...acceptanceRules,
    ...typeRules,
    ...arrayRules,
    ...sizeRules,
    ...formatRules,
    ...networkRules,
    ...textRules,
    ...digitRules,
    ...comparisonRules,
    ...enumRules,
    ...dateRules,
    ...fileRules,
    ...applicationRules,
  }),
);

/** Rule names that change how the others run rather than checking anything. */
export const MODIFIERS: ReadonlySet<string> = new Set(['nullable', 'bail', 'sometimes']);
