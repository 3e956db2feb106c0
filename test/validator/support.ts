// What the rule tests share: one validator, a pass/fail check of one field, and the
// accepted/refused table runner.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ValidationErrors, Validator } from '../../src/index.js';

export const validator = new Validator();

/** Whether `value`, as the field `field` next to `payload`'s other fields, passes `rules`. */
export function passes(rules: string, value: unknown, payload: Record<string, unknown> = {}): boolean {
  const errors = validator.validate({ ...payload, field: value }, { field: rules }) as ValidationErrors;
  return Object.keys(errors).length === 0;
}

/** A rule with values it must accept and values it must refuse. */
export type AcceptRefuseRow = [rule: string, accepted: unknown[], refused: unknown[]];

/** One suite per rule, one test per value; `name` makes a value readable in the test title. */
export function acceptRefuse(table: readonly AcceptRefuseRow[], name: (value: unknown) => string): void {
  for (const [rule, accepted, refused] of table) {
    describe(rule, () => {
      for (const value of accepted) {
        test(`accepts ${name(value)}`, () => assert.equal(passes(rule, value), true));
      }
      for (const value of refused) {
        test(`refuses ${name(value)}`, () => assert.equal(passes(rule, value), false));
      }
    });
  }
}
