// parseJson: syntax errors with positions, depth without recursion, prototype keys.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MalformedBodyError, parseJson } from '../../src/index.js';
import { assertNoPoisoning } from '../support/poisoning.js';

function refusal(text: string, limits?: Parameters<typeof parseJson>[1]): MalformedBodyError {
  try {
    parseJson(text, limits);
  } catch (error) {
    assert.ok(error instanceof MalformedBodyError, String(error));
    assert.equal(error.status, 400);
    return error;
  }
  assert.fail(`expected ${JSON.stringify(text.slice(0, 40))} to be refused`);
}

describe('parseJson — valid input', () => {
  const cases: Array<[string, unknown]> = [
    [
      '{"page":2,"tags":["a","b"],"nested":{"ok":true,"none":null}}',
      { page: 2, tags: ['a', 'b'], nested: { ok: true, none: null } },
    ],
    ['[1,-2.5e3,0]', [1, -2500, 0]],
    ['"text"', 'text'],
    ['  42  ', 42],
    ['{"s":"[[[{{{ \\" ]]]"}', { s: '[[[{{{ " ]]]' }],
    ['{"constructor":"just a string","prototype":1}', { constructor: 'just a string', prototype: 1 }],
    ['{"my__proto__":1}', { my__proto__: 1 }],
  ];
  for (const [text, expected] of cases) {
    it(`parses ${text.slice(0, 40)}`, () => {
      assert.deepStrictEqual(parseJson(text), expected);
    });
  }
});

describe('parseJson — syntax errors', () => {
  const cases: Array<[string, number]> = [
    ['{"a":}', 5],
    ['{"a":1,}', 7],
    ['{"a" 1}', 5],
    ['', 0],
    ['   ', 3],
    ['{"a":1', 6],
    ['[1,2', 4],
    ['tru', 3],
    ['nul!', 3],
    ['"abc', 4],
    ['{"a":1}x', 7],
    ['{"a":"\\x"}', 7],
    ['"\\u12G4"', 5],
    ['"\\u0  "', 4],
    ['"\\u"', 3],
    ['"a\u0001"', 2],
    ['[01]', 2],
    ['{a:1}', 1],
    ['-', 1],
    ['1.', 2],
    ['1e+', 3],
    ['[1,]', 3],
    ["{'a':1}", 1],
  ];
  for (const [text, position] of cases) {
    it(`reports ${JSON.stringify(text)} at position ${position}`, () => {
      const error = refusal(text);
      assert.equal(error.code, 'malformedJson');
      assert.equal(error.position, position);
      assert.match(error.message, new RegExp(`position ${position} `));
      assert.ok(error.cause instanceof SyntaxError);
    });
  }

  it('names the line and column', () => {
    const error = refusal('{\n  "a": 1,\n  "b": }');
    assert.match(error.message, /line 3, column 8/);
  });

  it('agrees with every position V8 reports, on random broken JSON', () => {
    const broken = fc
      .tuple(
        fc.json({ maxDepth: 3 }),
        fc.nat(),
        fc.constantFrom('', '}', ']', ',', ':', '"', '\\', '-', '.', 'e', '0', 'x', ' '),
      )
      .map(([json, at, insert]) => {
        const cut = at % (json.length + 1);
        return json.slice(0, cut) + insert + json.slice(cut + (at % 2));
      });
    fc.assert(
      fc.property(broken, (text) => {
        let v8Message: string | undefined;
        try {
          JSON.parse(text);
        } catch (error) {
          v8Message = (error as SyntaxError).message;
        }
        if (v8Message === undefined) {
          // Valid JSON parses the same, unless it holds a prototype key (refused by default).
          try {
            assert.deepStrictEqual(parseJson(text, { maxDepth: 100 }), JSON.parse(text));
          } catch (error) {
            assert.equal((error as MalformedBodyError).code, 'prototypeKey', String(error));
          }
          return;
        }
        const error = refusal(text, { maxDepth: 100 });
        const reported = /at position (\d+)/.exec(v8Message)?.[1];
        if (reported !== undefined) assert.equal(error.position, Number(reported), v8Message);
        else if (v8Message.startsWith('Unexpected end')) assert.equal(error.position, text.length);
        else assert.ok(error.position! < text.length, v8Message);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseJson — depth', () => {
  it('refuses 100,000 levels of nesting without a stack overflow', () => {
    for (const text of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ]) {
      const error = refusal(text);
      assert.equal(error.code, 'tooDeep');
      assert.equal(text[error.position!], text[0]);
    }
  });

  it('accepts exactly maxDepth and refuses one more', () => {
    assert.deepStrictEqual(parseJson('{"a":[{"b":1}]}', { maxDepth: 3 }), { a: [{ b: 1 }] });
    assert.equal(refusal('{"a":[{"b":[]}]}', { maxDepth: 3 }).code, 'tooDeep');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: `"\\${'['.repeat(200)}`, b: ['{'.repeat(50)] });
    assert.deepStrictEqual(parseJson(text, { maxDepth: 2 }), JSON.parse(text));
  });

  it('checks many sibling objects without refusing them', () => {
    const text = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i, tags: [i] })));
    assert.equal((parseJson(text) as unknown[]).length, 500);
  });
});

describe('parseJson — prototype keys', () => {
  const refused = [
    '{"__proto__":{"polluted":1}}',
    '{"\\u005f_proto__":{"polluted":1}}',
    '{"\\u005f\\u005f\\u0070\\u0072\\u006f\\u0074\\u006f\\u005f\\u005f":{"polluted":1}}',
    '{"a":[{"b":{"__proto__":{"polluted":1}}}]}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":{"\\u0063onstructor":{"prototype":{"polluted":1}}}}',
    '{"__proto__":null}',
  ];
  for (const text of refused) {
    it(`refuses ${text} with 400 prototypeKey`, () => {
      assert.equal(refusal(text).code, 'prototypeKey');
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      assertNoPoisoning();
    });

    it(`removes the key from ${text} with protoKeys: remove`, () => {
      const value = parseJson(text, { protoKeys: 'remove' });
      const serialised = JSON.stringify(value);
      assert.doesNotMatch(serialised, /__proto__|prototype/);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      assertNoPoisoning();
    });
  }

  it('keeps the rest of the object when removing', () => {
    assert.deepStrictEqual(
      parseJson('{"a":1,"__proto__":{"x":1},"b":{"constructor":{"prototype":{}},"c":2}}', {
        protoKeys: 'remove',
      }),
      {
        a: 1,
        b: { c: 2 },
      },
    );
  });
});
