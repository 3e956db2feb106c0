// What decides the fast path of a flat request class, as one text: an ahead-of-time build keys
// the class's ready fast path by its digest (built-fast-path.ts), so that at run time the class
// needs neither a plan nor the writing of its code to find it. The print is made from the same
// inputs the fast path is written from: the intake version, each field's name, source, rule
// string and built-in cast, and the instance blueprint. Only classes whose fast path reads
// nothing else have one:
// - every field is read, checked with the built-in validator's own rules and cast by a built-in
//   cast: no hooks, generators, casters, exclusions, `@Each`, `@Items` or `@Nested`;
// - no rule asks what the application registers (`enum:`, `exists:`, `unique:`), so a rule
//   that compiled when the build was written compiles now;
// - the validator is intake's own, whose rules are those of this version.
import { intakeVersion } from '../../shared/version.js';
import { builtInRules, MODIFIERS } from '../../validator/rules/index.js';
import type { ValidatorInterface } from '../../validator/types.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { FreshDefault, type InstanceBlueprint } from '../instance-blueprint.js';
import { isBuiltIn } from './validate-step.js';

/** Rules whose check depends on what the application registers with its validator. */
const REGISTERED: ReadonlySet<string> = new Set(['enum', 'exists', 'unique']);

/** The print of a flat class's fast path, or null where it reads more than the print holds. */
export function classPrint(
  shape: ClassShape,
  blueprint: InstanceBlueprint | null,
  validator: ValidatorInterface,
): string | null {
  if (!isBuiltIn(validator) || shape.groups.size > 0) return null;
  const fields: unknown[] = [];
  for (const field of shape.fields) {
    const print = fieldPrint(field);
    if (print === null) return null;
    fields.push(print);
  }
  const defaults = blueprint?.defaults.map((value) =>
    value instanceof FreshDefault
      ? { fresh: value.literal }
      : value === undefined
        ? { undefined: true }
        : value,
  );
  if (defaults?.some((value) => typeof value === 'number' && !Number.isFinite(value))) return null;
  return JSON.stringify([
    'intake fast path',
    intakeVersion,
    fields,
    blueprint === null ? null : [blueprint.keys, defaults],
  ]);
}

function fieldPrint(field: FieldShape): unknown[] | null {
  if (
    field.caster !== undefined ||
    field.pre.length > 0 ||
    field.post.length > 0 ||
    field.generator !== undefined ||
    field.items !== undefined ||
    field.nested !== undefined ||
    field.each !== undefined ||
    field.exclude
  ) {
    return null;
  }
  // A datetime cast is made for its format, which its rule name does not say.
  if (field.cast !== null && field.cast.rule === 'datetime') return null;
  for (const { name } of field.ruleTokens) {
    if (REGISTERED.has(name) || !(builtInRules.has(name) || MODIFIERS.has(name))) return null;
  }
  return [field.name, field.source, field.rules ?? null, field.cast?.rule ?? null, field.answer];
}
