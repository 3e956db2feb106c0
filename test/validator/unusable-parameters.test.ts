// A rule written with parameters it cannot use (`in` with none, `max:abc`, `regex:`) is a
// clear configuration error naming the field and the rule, raised when the rules are
// compiled — never a SyntaxError from generated code, and the same in jitless mode.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InvalidRuleParameterError, RuleConfigurationError, Validator } from '../../src/index.js';
import { builtInRules } from '../../src/validator/rules/index.js';

const parameterForms = ['', ':', ':,', ':,,', ':x', ':-1', ':1,2,3,4,5,6,7,8,9', ':{', ':{}', ':/(/', ':a,b'];

function outcome(validator: Validator, rule: string): string {
  try {
    return `valid: ${JSON.stringify(validator.validate({ status: 'active', other: 'x' }, { status: rule }))}`;
  } catch (error) {
    if (error instanceof RuleConfigurationError) {
      assert.match(error.message, /status/, `${rule}: the message names the field`);
      return `${error.constructor.name}: ${error.message}`;
    }
    throw new assert.AssertionError({ message: `${rule} threw ${String(error)}`, actual: error });
  }
}

describe('rules given unusable parameters', () => {
  it('`in` and `not_in` without values are refused at compile time, naming field and rule', () => {
    for (const jitless of [false, true]) {
      for (const rule of ['in', 'not_in']) {
        assert.throws(
          () => new Validator({ jitless }).validate({ status: 'active' }, { status: rule }),
          (error: unknown) =>
            error instanceof InvalidRuleParameterError &&
            error.message.includes(`"${rule}"`) &&
            error.message.includes('"status"'),
        );
      }
    }
  });

  it('every built-in rule with every odd parameter list validates or throws a RuleConfigurationError, alike with and without code generation', () => {
    const generated = new Validator();
    const jitless = new Validator({ jitless: true });
    for (const name of builtInRules.keys()) {
      for (const form of parameterForms) {
        const rule = `${name}${form}`;
        assert.equal(outcome(generated, rule), outcome(jitless, rule), rule);
      }
    }
  });
});
