// intake nests bracket keys itself (qs cannot be bundled for edge runtimes); qs stays the
// reference. Random queries built from bracket fragments — indexes, `[]`, nested and unclosed
// brackets, encoded brackets, prototype names, conflicting shapes — must give what qs gives,
// errors included, at random depth and array limits; so must multipart-style entries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import qs from 'qs';
import { type InputLimits, MalformedQueryError, parseQuery, resolveInputLimits } from '../../src/index.js';
import { nestEntries } from '../../src/input/bracket-nesting.js';

type Outcome = { value: unknown } | { code: string };

const qsErrorCodes: Array<[string, string]> = [
  ['Parameter limit', 'tooManyParameters'],
  ['Array limit', 'arrayTooLong'],
  ['Input depth', 'tooDeep'],
];

interface Limits {
  maxDepth: number;
  maxParameters: number;
  maxArrayLength: number;
}

function qsOptions(limits: Limits): qs.IParseOptions {
  return {
    // protoKeys: 'remove' drops a key with a prototype segment before nesting; so does this decoder.
    decoder: (text, decode, charset, type) => {
      const decoded = decode(text, decode, charset);
      return type === 'key' && /__proto__|constructor\]?\[prototype/.test(decoded) ? null : decoded;
    },
    depth: limits.maxDepth - 1,
    strictDepth: true,
    parameterLimit: limits.maxParameters,
    arrayLimit: limits.maxArrayLength,
    throwOnLimitExceeded: true,
    duplicates: 'combine',
  };
}

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (error instanceof MalformedQueryError) return { code: error.code };
    const message = String((error as Error).message);
    const match = qsErrorCodes.find(([prefix]) => message.startsWith(prefix));
    assert.ok(match, message);
    return { code: match[1] };
  }
}

const name = fc.constantFrom('a', 'b', 'c', '0', '1', '2', '5', '01', '-1', 'toString', 'x y', '');
const fragment = fc.oneof(
  name.map((n) => `[${n}]`),
  fc.constantFrom('[]', '[', ']', '[[a]]', '[a[0]]', '%5B', '%5D', '%5b0%5d', 'z', '[__proto__]'),
);
const key = fc.tuple(name, fc.array(fragment, { maxLength: 5 })).map(([head, rest]) => head + rest.join(''));
const value = fc.constantFrom('', 'v', 'w', '1', '%20', 'a=b', ']');
const piece = fc.oneof(
  fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
  key,
);
const query = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join('&'));
const limits = fc.record({
  maxDepth: fc.integer({ min: 1, max: 5 }),
  maxParameters: fc.integer({ min: 1, max: 12 }),
  maxArrayLength: fc.integer({ min: 0, max: 6 }),
});

describe('bracket nesting agrees with qs', () => {
  it('on random bracket queries, values and errors alike', () => {
    fc.assert(
      fc.property(query, limits, (text, bounds) => {
        const actual = outcome(() => parseQuery(text, { ...bounds, protoKeys: 'remove' }));
        const expected = outcome(() => qs.parse(text, qsOptions(bounds)));
        assert.deepStrictEqual(actual, expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('on flat entries (multipart fields), values and errors alike', () => {
    const entries = fc
      .uniqueArray(fc.tuple(key, fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 3 }))), {
        selector: ([k]) => k,
        maxLength: 8,
      })
      // Left out: `__proto__` keys (screened before nesting) and a list under `0[]`, where qs
      // measures the first item's string length as the array's (a qs bug, not a semantic).
      .map((pairs) =>
        Object.fromEntries(
          pairs.filter(([k, v]) => !/__proto__/.test(k) && !(Array.isArray(v) && /^\d+\[\]$/.test(k))),
        ),
      );
    fc.assert(
      fc.property(entries, limits, (flat, bounds) => {
        const resolved: Readonly<InputLimits> = resolveInputLimits(bounds);
        const actual = outcome(() => nestEntries(structuredClone(flat), resolved, 'query'));
        const expected = outcome(() =>
          qs.parse(structuredClone(flat) as Record<string, string>, qsOptions(bounds)),
        );
        assert.deepStrictEqual(actual, expected);
      }),
      { numRuns: 10_000 },
    );
  });

  it('on the shapes a newcomer meets', () => {
    for (const text of [
      'tags[]=a&tags[]=b',
      'filter[status]=open&filter[tags][]=x',
      'lines[0][sku]=A&lines[0][qty]=2&lines[1][sku]=B',
      'a[2]=x&a[0]=y',
      'a=1&a[b]=2',
      'a[b]=2&a=1',
      'a[0]=1&a[b]=2',
      'a[b=c]=d',
      'a[b[c]]=1',
      'a[b]x[c]=1',
      'a%5Bb%5D=1',
    ]) {
      assert.deepStrictEqual(
        outcome(() => parseQuery(text)),
        outcome(() => qs.parse(text, qsOptions({ maxDepth: 32, maxParameters: 1000, maxArrayLength: 1000 }))),
        text,
      );
    }
  });
});
