// The shared code writer: values enter generated code by name, text only as literals, and
// `instantiate` alone decides between generated code and the closure twin.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { CodeWriter, instantiate, literal } from '../../src/shared/code-writer.js';

describe('literal', () => {
  it('quotes strings so that no text can leave the literal', () => {
    const hostile = '"); process.exit(1); ("\u2028</script>';
    assert.equal(new Function(`return ${literal(hostile)};`)(), hostile);
  });

  it('writes finite numbers exactly, -0 included', () => {
    for (const n of [0, -0, 1.5, -42, 1e21, 5e-324, Number.MAX_SAFE_INTEGER]) {
      assert.ok(Object.is(new Function(`return ${literal(n)};`)(), n), String(n));
    }
  });

  it('refuses numbers that have no literal', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      assert.throws(() => literal(n), TypeError);
    }
  });

  it('writes booleans, null and undefined', () => {
    assert.deepEqual(
      [literal(true), literal(false), literal(null), literal(undefined)],
      ['true', 'false', 'null', 'undefined'],
    );
  });
});

describe('CodeWriter', () => {
  it('passes values by reference, one name per value, never as text', () => {
    const writer = new CodeWriter();
    const callback = (x: number) => x * 2;
    const table = { secret: 'never pasted' };
    const first = writer.ref(callback, 'call');
    assert.equal(writer.ref(callback, 'call'), first);
    const second = writer.ref(table, 'call');
    assert.notEqual(second, first);
    writer.line(`return [${first}(21), ${second}];`);
    assert.ok(!writer.source.includes('never pasted'));
    assert.ok(!writer.source.includes('x * 2'));
    const [doubled, passed] = writer.run<[number, object]>();
    assert.equal(doubled, 42);
    assert.equal(passed, table);
  });

  it('gives named arguments their exact name and refuses a name twice or a non-identifier', () => {
    const writer = new CodeWriter();
    assert.equal(writer.arg('hasOwn', Object.hasOwn), 'hasOwn');
    assert.throws(() => writer.arg('hasOwn', Object.hasOwn), /already used/);
    assert.throws(() => writer.arg('a-b', 1), /not an identifier/);
    assert.throws(() => writer.ref(1, 'x y'), /not an identifier/);
    writer.line('return hasOwn({ a: 1 }, "a");');
    assert.equal(writer.run<boolean>(), true);
  });

  it('makes fresh locals that do not collide', () => {
    const writer = new CodeWriter();
    const names = [writer.local('v'), writer.local('v'), writer.ref(1, 'v'), writer.local('w')];
    assert.deepEqual(names, ['v0', 'v1', 'v2', 'w0']);
  });

  it('indents blocks and closes each one', () => {
    const writer = new CodeWriter();
    writer.block(
      'return function sum(list)',
      () => {
        writer.line('let total = 0;');
        writer.block('for (const n of list)', () => {
          writer.block('if (n > 0)', () => writer.line('total += n;'));
        });
        writer.line('return total;');
      },
      ';',
    );
    assert.equal(
      writer.source,
      [
        '"use strict";',
        'return function sum(list) {',
        '  let total = 0;',
        '  for (const n of list) {',
        '    if (n > 0) {',
        '      total += n;',
        '    }',
        '  }',
        '  return total;',
        '};',
        '',
      ].join('\n'),
    );
    assert.equal(writer.run<(list: number[]) => number>()([1, -2, 3]), 4);
  });

  it('generates strict-mode code', () => {
    const writer = new CodeWriter();
    writer.line('return function () { return this; };');
    assert.equal(writer.run<() => unknown>()(), undefined);
  });

  it('keeps the indentation right when a block body throws', () => {
    const writer = new CodeWriter();
    assert.throws(() =>
      writer.block('if (x)', () => {
        throw new Error('boom');
      }),
    );
    writer.line('return 1;');
    assert.ok(writer.source.endsWith('\nreturn 1;\n'));
  });
});

describe('instantiate', () => {
  const write = (writer: CodeWriter) => {
    writer.line(`return () => ${literal('generated')};`);
  };
  const closures = () => () => 'closures';

  it('generates by default', () => {
    assert.equal(instantiate<() => string>({}, write, closures)(), 'generated');
    assert.equal(instantiate<() => string>({ jitless: false }, write, closures)(), 'generated');
  });

  it('runs the closure twin with jitless, without calling the writer', () => {
    let wrote = false;
    const made = instantiate<() => string>(
      { jitless: true },
      (writer) => {
        wrote = true;
        write(writer);
      },
      closures,
    );
    assert.equal(made(), 'closures');
    assert.equal(wrote, false);
  });

  it('runs the closure twin where the runtime forbids new Function', () => {
    const entry = new URL('../../src/shared/code-writer.js', import.meta.url).href;
    const script = `
      const { instantiate } = await import(${JSON.stringify(entry)});
      const made = instantiate({}, (w) => w.line('return () => "generated";'), () => () => "closures");
      console.log(made());
    `;
    const result = spawnSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    assert.equal(result.stderr, '');
    assert.equal(result.stdout.trim(), 'closures');
  });
});
