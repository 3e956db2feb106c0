// The fast path for bracket-free query strings must give exactly what qs gives, errors
// included: a property test over random strings, in both prototype-key modes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import qs from 'qs';
import { MalformedQueryError, parseQuery } from '../../src/index.js';

const qsErrorCodes: Array<[string, string]> = [
  ['Parameter limit', 'tooManyParameters'],
  ['Array limit', 'arrayTooLong'],
  ['Input depth', 'tooDeep'],
];

type Outcome = { value: unknown } | { code: string };

function ours(query: string, limits: Parameters<typeof parseQuery>[1]): Outcome {
  try {
    return { value: parseQuery(query, limits) };
  } catch (error) {
    assert.ok(error instanceof MalformedQueryError, String(error));
    return { code: error.code };
  }
}

// intake drops a `__proto__` key before qs sees it (protoKeys: remove), so repeats of it do
// not count toward maxArrayLength; the reference qs is given a decoder that does the same.
const dropProtoKeys = (text: string, decode: qs.defaultDecoder, charset: string, type: 'key' | 'value') => {
  const decoded = decode(text, decode, charset);
  return type === 'key' && decoded === '__proto__' ? null : decoded;
};

function reference(query: string, maxParameters: number, maxArrayLength: number): Outcome {
  try {
    return {
      // parseQuery strips one leading `?` from a string before parsing; qs gets the same text.
      value: qs.parse(query.replace(/^\?/, ''), {
        decoder: dropProtoKeys,
        depth: 31,
        strictDepth: true,
        parameterLimit: maxParameters,
        arrayLimit: maxArrayLength,
        throwOnLimitExceeded: true,
        duplicates: 'combine',
      }),
    };
  } catch (error) {
    const message = String((error as Error).message);
    const match = qsErrorCodes.find(([prefix]) => message.startsWith(prefix));
    assert.ok(match, message);
    return { code: match[1] };
  }
}

const flatPiece = fc.oneof(
  fc.constantFrom(
    'a',
    'b',
    'key',
    '=',
    '==',
    '&',
    '&&',
    '+',
    '%',
    '%2',
    '%20',
    '%zz',
    '%E2%9C%93',
    '%C3',
    '%26',
    '%3D',
  ),
  fc.constantFrom(
    '__proto__',
    'toString',
    'constructor',
    'valueOf',
    '0',
    '1',
    'ü',
    ' ',
    '.',
    '%5F%5Fproto%5F%5F',
  ),
  fc.string({ maxLength: 4 }).filter((s) => !/[[\]]|%5[bd]/i.test(s)),
);
const anyPiece = fc.oneof(flatPiece, fc.constantFrom('[', ']', '[]', '[0]', '[1]', '%5B', '%5d', '[a]'));
const query = (piece: fc.Arbitrary<string>) => fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));
const limits = fc.record({
  maxParameters: fc.integer({ min: 0, max: 40 }),
  maxArrayLength: fc.integer({ min: 0, max: 6 }),
});

describe('parseQuery — fast path agrees with qs', () => {
  it('gives qs results and errors for bracket-free strings (protoKeys: remove)', () => {
    fc.assert(
      fc.property(query(flatPiece), limits, (text, { maxParameters, maxArrayLength }) => {
        const actual = ours(text, { maxParameters, maxArrayLength, protoKeys: 'remove' });
        assert.deepStrictEqual(actual, reference(text, maxParameters, maxArrayLength));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with qs on any string unless it refuses a prototype key (protoKeys: error)', () => {
    fc.assert(
      fc.property(query(anyPiece), limits, (text, { maxParameters, maxArrayLength }) => {
        const actual = ours(text, { maxParameters, maxArrayLength });
        if ('code' in actual && actual.code === 'prototypeKey') {
          assert.match(decodeURIComponentSafe(text), /__proto__|constructor/);
          return;
        }
        assert.deepStrictEqual(actual, reference(text, maxParameters, maxArrayLength));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with qs on typical queries with default limits', () => {
    for (const text of [
      'page=2&sort=name',
      'a=1&a=2',
      'q=caf%C3%A9+au+lait',
      'a&b=&=c',
      'x=%',
      'toString=1&y=2',
    ]) {
      assert.deepStrictEqual(ours(text, undefined), reference(text, 1000, 1000));
    }
  });
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%5F/gi, '_');
  }
}
