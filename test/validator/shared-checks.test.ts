// A rule string of built-in rules that read nothing of their field compiles once and its checks
// serve every field that writes it (compile-field.ts); a rule that reads the field's name, the
// payload or what the validator registers compiles per field.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { InvalidRuleParameterError, Validator } from '../../src/index.js';
import { compileField } from '../../src/validator/compile-field.js';
import type { RuleDefinition } from '../../src/validator/rules/definition.js';
import { builtInRules } from '../../src/validator/rules/index.js';

const settings = { lookup: (name: string) => builtInRules.get(name), regexMaxLength: 1000 };

/** The context members a shared check may read: each follows from the rule string alone. */
const FROM_THE_RULE_STRING: ReadonlySet<string> = new Set([
  'numeric',
  'parseDate',
  'hasDateFormat',
  'regexMaxLength',
]);

/**
 * Whether `fn`'s parameter at `index` (the rule context) is read for anything but what the rule
 * string decides, or handed on whole: read from the function's source, as compiled for the tests.
 */
function readsMoreThanTheRuleString(fn: unknown, index: number): boolean {
  if (typeof fn !== 'function') return false;
  const source = String(fn);
  const parameters = source.slice(source.indexOf('(') + 1, source.indexOf(')')).split(',');
  const name = parameters[index]
    ?.trim()
    .replace(/[=:].*$/, '')
    .trim();
  if (name === undefined || !/^[A-Za-z_$][\w$]*$/.test(name)) return false;
  const body = source.slice(source.indexOf(')') + 1);
  const uses = body.matchAll(
    new RegExp(`(?<![\\w$.])${name.replace('$', '\\$')}\\b(\\??\\.[A-Za-z_$][\\w$]*)?`, 'g'),
  );
  return [...uses].some((use) => !FROM_THE_RULE_STRING.has(use[1]?.replace(/^\??\./, '') ?? ''));
}

function compiledPerField(definition: RuleDefinition): boolean {
  return (
    definition.readsFieldContext === true ||
    definition.readsPayload === true ||
    definition.asksApplication === true ||
    definition.excludes === true
  );
}

describe('checks shared by the fields that write one rule string', () => {
  test('every built-in rule that reads its field (name, payload, registered enums) is compiled per field', () => {
    const readers = [...builtInRules].filter(
      ([, definition]) =>
        readsMoreThanTheRuleString(definition.build, 1) ||
        readsMoreThanTheRuleString(definition.fastPath, 2) ||
        readsMoreThanTheRuleString(definition.readsNumber, 0),
    );
    // The detection itself finds the rules known to read their field.
    for (const known of ['confirmed', 'same', 'distinct', 'enum', 'required_if', 'before']) {
      assert.ok(
        readers.some(([name]) => name === known),
        known,
      );
    }
    const shared = readers.filter(([, definition]) => !compiledPerField(definition)).map(([name]) => name);
    assert.deepEqual(shared, []);
  });

  test('two fields of one rule string get the same checks, each read from its own field', () => {
    const a = compileField('name', 'required|string|max:5', settings);
    const b = compileField('title', 'required|string|max:5', settings);
    assert.equal(a.checks, b.checks);
    assert.equal(a.field, 'name');
    assert.equal(b.field, 'title');
    assert.equal(a.read({ name: 'x', title: 'y' }), 'x');
    assert.equal(b.read({ name: 'x', title: 'y' }), 'y');
    const validator = new Validator();
    assert.deepEqual(
      validator.validate(
        { name: 'far too long', title: 'ok' },
        { name: 'required|string|max:5', title: 'required|string|max:5' },
      ),
      { name: [{ rule: 'max', params: ['5'] }] },
    );
  });

  test('a rule that reads its field is compiled for each field', () => {
    const password = compileField('password', 'required|confirmed', settings);
    const pin = compileField('pin', 'required|confirmed', settings);
    assert.notEqual(password.checks, pin.checks);
    const validator = new Validator();
    const rules = { password: 'required|confirmed', pin: 'required|confirmed' };
    assert.deepEqual(
      validator.validate(
        { password: 'a', password_confirmation: 'a', pin: '1', pin_confirmation: '2' },
        rules,
      ),
      { pin: [{ rule: 'confirmed' }] },
    );
  });

  test('a registered rule, a placeholder or a registered enum is not shared', () => {
    const validator = new Validator({ enums: { Status: { Open: 'open' } } });
    validator.addRule('even', (value) => Number(value) % 2 === 0);
    assert.deepEqual(validator.validate({ a: 3, b: 4 }, { a: 'even', b: 'even' }), { a: [{ rule: 'even' }] });
    const lookup = (name: string) => builtInRules.get(name);
    const limit = { lookup, regexMaxLength: 1000 };
    const first = compileField('a', 'integer|max:{limit}', limit);
    assert.notEqual(first.checks, compileField('b', 'integer|max:{limit}', limit).checks);
    assert.deepEqual(
      validator.validate({ status: 'open', other: 'shut' }, { status: 'enum:Status', other: 'enum:Status' }),
      {
        other: [{ rule: 'enum', params: ['Status'] }],
      },
    );
  });

  test('a rule string that does not compile names each field that writes it', () => {
    for (const field of ['first', 'second']) {
      assert.throws(
        () => compileField(field, 'required|max:many', settings),
        (error: unknown) => error instanceof InvalidRuleParameterError && error.message.includes(field),
      );
    }
  });
});
