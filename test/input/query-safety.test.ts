// parseQuery under hostile input: prototype keys, limits, and bounded work.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MalformedQueryError, parseQuery } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';
import { assertNoPoisoning } from '../support/poisoning.js';

function assertNotPolluted(): void {
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(({} as Record<string, unknown>).length, undefined);
  assertNoPoisoning();
}

const prototypeQueries = [
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  'a[__proto__]=b&a[__proto__]&a[length]=100000000',
  'a[constructor][prototype][polluted]=1',
  '%5F%5Fproto%5F%5F[polluted]=1',
  '__proto__%5Bpolluted%5D=1',
  '[__proto__][polluted]=1',
  '__proto__=1',
];

describe('parseQuery — prototype keys', () => {
  for (const query of prototypeQueries.filter((q) => q !== '__proto__.polluted=1')) {
    it(`refuses ${query} with 400 prototypeKey by default`, () => {
      assert.throws(
        () => parseQuery(query),
        (error: unknown) =>
          error instanceof MalformedQueryError && error.status === 400 && error.code === 'prototypeKey',
      );
      assertNotPolluted();
    });
  }

  for (const query of prototypeQueries) {
    it(`drops the keys of ${query} with protoKeys: remove`, () => {
      const result = parseQuery(`${query}&kept=1`, { protoKeys: 'remove' });
      assert.equal(result.kept, '1');
      assert.equal(Object.hasOwn(result, '__proto__'), false);
      assert.equal(Object.getPrototypeOf(result), Object.prototype);
      assertNotPolluted();
    });
  }

  it('keeps dots literal (no allowDots), so __proto__.polluted is just a key', () => {
    assert.deepStrictEqual(parseQuery('__proto__.polluted=1'), { '__proto__.polluted': '1' });
  });

  it('keeps keys that merely contain the words', () => {
    assert.deepStrictEqual(parseQuery('my__proto__=1&prototype=2&a[prototype]=3'), {
      my__proto__: '1',
      prototype: '2',
      a: { prototype: '3' },
    });
  });

  it('never pollutes for random keys built from dangerous pieces', () => {
    const piece = fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'polluted',
      'length',
      '[',
      ']',
      '[]',
      '=',
      '&',
      'a',
      '%5B',
      '%5D',
      '0',
      '1',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 16 }),
        fc.constantFrom('error', 'remove'),
        (pieces, protoKeys) => {
          try {
            parseQuery(pieces.join(''), { protoKeys: protoKeys as 'error' | 'remove' });
          } catch (error) {
            assert.ok(error instanceof MalformedQueryError, String(error));
          }
          assertNotPolluted();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseQuery — limits', () => {
  const refused: Array<[string, string, Record<string, number>, string]> = [
    ['too many parameters (fast path)', 'a=1&b=2&c=3', { maxParameters: 2 }, 'tooManyParameters'],
    ['too many parameters (brackets)', 'a[]=1&a[]=2&a[]=3', { maxParameters: 2 }, 'tooManyParameters'],
    ['too many parameters, counting empty pieces', 'a=1&&&', { maxParameters: 3 }, 'tooManyParameters'],
    ['a huge array index', 'a[100000000]=x', {}, 'arrayTooLong'],
    ['an index at maxArrayLength', 'a[5]=x', { maxArrayLength: 5 }, 'arrayTooLong'],
    ['a repeated key past maxArrayLength', 'a=1&a=2&a=3', { maxArrayLength: 2 }, 'arrayTooLong'],
    ['[] items past maxArrayLength', 'a[]=1&a[]=2&a[]=3', { maxArrayLength: 2 }, 'arrayTooLong'],
    ['nesting past maxDepth', 'a[b][c]=1', { maxDepth: 2 }, 'tooDeep'],
    ['the default depth limit', `a${'[b]'.repeat(40)}=1`, {}, 'tooDeep'],
  ];
  for (const [what, query, limits, code] of refused) {
    it(`refuses ${what} with 400 ${code}`, () => {
      assert.throws(
        () => parseQuery(query, limits),
        (error: unknown) =>
          error instanceof MalformedQueryError && error.status === 400 && error.code === code,
      );
    });
  }

  const accepted: Array<[string, string, Record<string, number>, unknown]> = [
    ['exactly maxParameters', 'a=1&b=2', { maxParameters: 2 }, { a: '1', b: '2' }],
    ['an index below maxArrayLength', 'a[4]=x', { maxArrayLength: 5 }, { a: ['x'] }],
    ['exactly maxArrayLength repeats', 'a=1&a=2', { maxArrayLength: 2 }, { a: ['1', '2'] }],
    ['exactly maxDepth', 'a[b]=1', { maxDepth: 2 }, { a: { b: '1' } }],
  ];
  for (const [what, query, limits, expected] of accepted) {
    it(`accepts ${what}`, () => {
      assert.deepStrictEqual(parseQuery(query, limits), expected);
    });
  }

  it('refuses invalid limits with a TypeError', () => {
    assert.throws(() => parseQuery('a=1', { maxParameters: -1 }), TypeError);
    assert.throws(() => parseQuery('a=1', { maxDepth: 1.5 }), TypeError);
    assert.throws(() => parseQuery('a=1', { protoKeys: 'ignore' as 'error' }), TypeError);
  });

  it('parses hostile long inputs in linear time', async () => {
    const hostile: Array<[string, (size: number) => string]> = [
      ['a long value', (size) => `${'a&'.repeat(500)}b=${'x'.repeat(size)}`],
      ['percent signs', (size) => `a=${'%'.repeat(size)}`],
      ['open brackets', (size) => `${'['.repeat(size / 10)}=1`],
      ['bracket pairs', (size) => `a${'[]'.repeat(size / 10)}=1`],
      ['a long key', (size) => `${'a'.repeat(size / 2)}${'&'.repeat(900)}`],
    ];
    for (const [name, query] of hostile) {
      await assertLinearGrowth(
        name,
        (size) => {
          try {
            parseQuery(query(size));
          } catch (error) {
            assert.ok(error instanceof MalformedQueryError, String(error));
          }
        },
        62_500,
      );
    }
  });
});
