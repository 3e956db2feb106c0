// Which request classes an ahead-of-time build holds ready (built-fast-path.ts): those whose fast
// path is written from their declarations alone, so that equal declarations (declaration-print.ts)
// mean equal code. That is:
// - every field is read, checked with the built-in validator's own rules and cast by a built-in
//   cast: no hooks, generators, casters, exclusions, groups, `@Each`, `@Items` or `@Nested`;
// - no rule asks what the application registers (`enum:`, `exists:`, `unique:`), so a rule
//   that compiled when the build was written compiles now;
// - no datetime cast, which is made for a format its rule name does not say;
// - the validator is intake's own, whose rules are those of this version.
import { builtInRules, MODIFIERS } from '../../validator/rules/index.js';
import type { ValidatorInterface } from '../../validator/types.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { isBuiltIn } from './validate-step.js';

/** Rules whose check depends on what the application registers with its validator. */
const REGISTERED: ReadonlySet<string> = new Set(['enum', 'exists', 'unique']);

/** Whether the fast path of `shape` reads nothing but its declarations and this intake. */
export function isFlatClass(shape: ClassShape, validator: ValidatorInterface): boolean {
  return isBuiltIn(validator) && shape.groups.size === 0 && shape.fields.every(isFlatField);
}

function isFlatField(field: FieldShape): boolean {
  if (
    field.caster !== undefined ||
    field.pre.length > 0 ||
    field.post.length > 0 ||
    field.generator !== undefined ||
    field.items !== undefined ||
    field.nested !== undefined ||
    field.each !== undefined ||
    field.exclude ||
    (field.cast !== null && field.cast.rule === 'datetime')
  ) {
    return false;
  }
  return field.ruleTokens.every(
    ({ name }) => !REGISTERED.has(name) && (builtInRules.has(name) || MODIFIERS.has(name)),
  );
}
