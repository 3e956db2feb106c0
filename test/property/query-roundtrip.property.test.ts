// Query-string round trip: nested objects and arrays written by qs (the reference for bracket
// syntax) are read back identically by parseQuery, in both array notations; and random
// query strings give a plain object or a MalformedQueryError (400) — nothing else.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import qs from 'qs';
import { MalformedQueryError, parseQuery } from '../../src/index.js';
import { assertNoPoisoning, hostileKeys, runs } from './settings.js';

// Keys qs reads back as written: not numeric (those build arrays), not empty, and not a
// member of Object.prototype (qs drops those by default; prototype keys are refused).
const reserved = new Set<string>([...hostileKeys, ...Object.getOwnPropertyNames(Object.prototype)]);
const key = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
  .filter((name) => !/^\d+$/.test(name) && !reserved.has(name) && !/[[\]]/.test(name));
const leaf = fc.string({ unit: 'grapheme', maxLength: 10 });

type Tree = string | Tree[] | { [key: string]: Tree };
// Arrays hold leaves or objects (qs writes arrays of arrays in a form it reads back as objects),
// and are never empty (an empty array or object writes nothing).
const { object } = fc.letrec<{ value: Tree; object: Record<string, Tree>; array: Tree[] }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4, noNullPrototype: true }),
  array: fc.oneof(
    fc.array(leaf, { minLength: 1, maxLength: 5 }),
    fc.array(tie('object'), { minLength: 1, maxLength: 3 }),
  ),
}));

test('parseQuery(qs.stringify(value)) equals value, with indices', () => {
  fc.assert(
    fc.property(object, (value) => {
      const text = qs.stringify(value, { arrayFormat: 'indices' });
      assert.deepEqual(parseQuery(text), value, text);
    }),
    runs('query/indices', 1500),
  );
  assertNoPoisoning();
});

test('arrays of leaves round-trip in brackets and repeat notation too', () => {
  const flat = fc.dictionary(key, fc.oneof(leaf, fc.array(leaf, { minLength: 2, maxLength: 5 })), {
    minKeys: 1,
    maxKeys: 5,
    noNullPrototype: true,
  });
  fc.assert(
    fc.property(
      flat,
      fc.constantFrom('brackets', 'repeat') as fc.Arbitrary<'brackets' | 'repeat'>,
      (value, format) => {
        const text = qs.stringify(value, { arrayFormat: format });
        assert.deepEqual(parseQuery(text), value, text);
      },
    ),
    runs('query/flat', 1000),
  );
});

test('random query strings give a plain object or a MalformedQueryError', () => {
  const piece = fc.oneof(
    fc.constantFrom(
      'a',
      'b',
      '[',
      ']',
      '[]',
      '=',
      '&',
      '%',
      '%5B',
      '%5D',
      '%E0%A4',
      '+',
      '.',
      '0',
      '99999',
      ...hostileKeys,
    ),
    fc.string({ unit: 'binary', maxLength: 4 }),
  );
  const queryText = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
  fc.assert(
    fc.property(queryText, (text) => {
      try {
        const parsed = parseQuery(text);
        assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
        assert.equal(Object.hasOwn(parsed, '__proto__'), false);
      } catch (error) {
        assert.ok(error instanceof MalformedQueryError, `${JSON.stringify(text)}: ${String(error)}`);
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('query/random', 3000),
  );
  assertNoPoisoning();
});
