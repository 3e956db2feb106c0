// The one code writer behind every generated function: values are referenced, never pasted;
// blocks close themselves; literals are safe for any text; `configure({ jitless })` reaches
// every component.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CodeWriter, literal } from '../../src/compiler/code-writer.js';
import { generatingFor, recordGenerated } from '../../src/compiler/generated-record.js';

describe('CodeWriter', () => {
  it('references values by name and binds them when compiled; the same value gets the same name', () => {
    const code = new CodeWriter();
    const secret = (value: number) => value * 2;
    const first = code.ref(secret, 'double');
    assert.equal(code.ref(secret, 'other'), first);
    code.line(`return ${first}(x) + ${code.ref(1000, 'offset')};`);
    assert.doesNotMatch(code.body, /value \* 2/, 'the function is not pasted into the source');
    const compiled = code.compile<(x: number) => number>(['x'], 'validator.checks');
    assert.equal(compiled(21), 1042);
  });

  it('writes nested blocks with their closing braces and a trailing text', () => {
    const code = new CodeWriter();
    code.line('let out = [];');
    code.block('for (const v of list)', () => {
      code.block('if (v > 1)', () => code.line('out.push(v);'));
    });
    code.block('return Promise.resolve(out).then((r) =>', () => code.line('return r.length;'), ');');
    assert.equal(code.body.split('\n')[2], 'if (v > 1) {', 'what is compiled carries no indentation');
    assert.equal(
      code.readable,
      [
        'let out = [];',
        'for (const v of list) {',
        '  if (v > 1) {',
        '    out.push(v);',
        '  }',
        '}',
        'return Promise.resolve(out).then((r) => {',
        '  return r.length;',
        '});',
      ]
        // For a reader the body sits one level inside the generated function's line.
        .map((line) => `  ${line}`)
        .join('\n'),
    );
    return code
      .compile<(list: number[]) => Promise<number>>(
        ['list'],
        'validator.checks',
      )([1, 2, 3])
      .then((n) => assert.equal(n, 2));
  });

  it('reports each compiled function, its generator and the values it reads, only while a recording is open', () => {
    const write = () => {
      const code = new CodeWriter();
      code.line(`return ${code.ref(Math.max, 'max')}(a, ${code.ref(/x+/, 'pattern')}.source.length);`);
      return code.compile<(a: number) => number>(['a'], 'validator.checks');
    };
    const { result, generated } = recordGenerated(() => generatingFor('rules', write));
    assert.equal(result(0), 2);
    assert.equal(generated.length, 1);
    const [only] = generated;
    assert.equal(only?.generator, 'validator.checks');
    assert.equal(only?.subject, 'rules');
    assert.deepEqual(only?.parameters, ['a']);
    assert.deepEqual(only?.bound, [
      { name: 'max$0', value: 'function max' },
      { name: 'pattern$1', value: '/x+/' },
    ]);
    assert.equal(
      new Function('values', only!.source)([Math.max, /x+/])(5),
      5,
      'the listed source runs the same',
    );
    assert.equal(recordGenerated(() => 0).generated.length, 0);
    write();
    assert.equal(recordGenerated(() => 0).generated.length, 0, 'nothing is kept outside a recording');
  });

  it('turns any text into a literal that reads back as the same text', () => {
    for (const text of ['"); process.exit(1); ("', '</script>', '\u2028\u2029', '\\', `\`\${x}\``]) {
      const code = new CodeWriter();
      code.line(`return ${literal(text)};`);
      assert.equal(code.compile<() => string>([], 'validator.checks')(), text);
    }
  });
});

describe('configure({ jitless: true })', () => {
  const root = fileURLToPath(new URL('../../src/index.js', import.meta.url));
  // A child process: the setting is process-wide. `new Function` is made to throw after the
  // library loaded, so any generated code would fail the run.
  const script = (configured: boolean) => `
    const intake = await import(${JSON.stringify(root)});
    ${configured ? 'intake.configure({ jitless: true });' : ''}
    globalThis.Function = new Proxy(Function, { construct() { throw new Error('code was generated'); } });
    const routes = new intake.RouteCollector();
    routes.get('/users/{id:[0-9]+}', () => 1);
    const validator = new intake.Validator();
    const handler = new intake.RequestHandler();
    class Dto extends intake.Request {}
    const results = [
      routes.match('GET', '/users/7').params.id,
      JSON.stringify(validator.validate({ a: 'x' }, { a: 'required|integer' })),
      (await handler.handleArray(Dto, {})) instanceof Dto,
    ];
    let again = 'accepted';
    try { intake.configure({ jitless: false }); } catch (error) { again = error.message; }
    console.log(JSON.stringify({ results, again }));
  `;
  const run = (configured: boolean) =>
    execFileSync(process.execPath, ['--input-type=module', '-e', script(configured)], {
      encoding: 'utf8',
      stdio: 'pipe',
    });

  it('makes routers, validators and request handlers run their closure twins, and is set once', () => {
    const out = JSON.parse(run(true));
    assert.deepEqual(out.results, ['7', '{"a":[{"rule":"integer"}]}', true]);
    assert.match(out.again, /set once/);
  });

  it('without it, the same program generates code (the probe above would see it)', () => {
    assert.throws(() => run(false), /code was generated/);
  });
});
