// A build entry is found by the digest of its text, computed natively where node:crypto is
// available and by intake's own SHA-1 elsewhere: both must give the same key for any text, or a
// build written on Node would miss everything on a runtime without node:crypto.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { sha1Hex, sourceKey } from '../../src/compiler/source-key.js';

const anyUtf16 = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 })
  .map((units) => String.fromCharCode(...units));

describe('the digest of a generated function', () => {
  it('is SHA-1 of the UTF-8 bytes, by the fallback as by node:crypto, for any text', () => {
    assert.equal(sha1Hex(''), 'da39a3ee5e6b4b0d3255bfef95601890afd80709');
    assert.equal(sha1Hex('abc'), 'a9993e364706816aba3e25717850c26c9cd0d89d');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), anyUtf16), (text) => {
        assert.equal(sha1Hex(text), createHash('sha1').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 500 },
    );
    // Block boundaries: the padding takes one more block from 56 bytes on.
    for (let length = 50; length < 140; length++) {
      const text = 'x'.repeat(length);
      assert.equal(sha1Hex(text), createHash('sha1').update(text).digest('hex'), `${length} bytes`);
    }
  });

  it('tells apart texts that differ anywhere, and the factory parameter', () => {
    const source = '"use strict";\nreturn function generated(path) {\nreturn path;\n};';
    const key = sourceKey('values', source);
    assert.match(key, /^[0-9a-f]{20}_[0-9a-z]+$/);
    assert.notEqual(sourceKey('', source), key);
    assert.notEqual(sourceKey('values', source.replace('path;', 'path ;')), key);
    assert.equal(sourceKey('values', source), key);
  });
});
