// File rules (issue 24): what a multipart File is, decided from its bytes, not from the type
// or name the client claimed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { type ValidationErrors, Validator } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';

const validator = new Validator();

/** A PNG header of `width` × `height` pixels (enough for both libraries to read it). */
function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const png = (name = 'photo.png', width = 300, height = 200) =>
  new File([pngBytes(width, height)], name, { type: 'image/png' });
// A text file that claims to be a PNG: the claim is ignored.
const disguised = new File(['<?php echo "hi";'], 'photo.png', { type: 'image/png' });
const pdf = new File([pdfBytes], 'report.pdf', { type: 'application/pdf' });
const svg = new File(
  ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'],
  'logo.svg',
);

async function passes(rules: string, value: unknown): Promise<boolean> {
  const errors = (await validator.validate({ upload: value }, { upload: rules })) as ValidationErrors;
  return Object.keys(errors).length === 0;
}

describe('file rules', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['file', png(), true],
    ['file', 'photo.png', false],
    ['file', { name: 'x.png', size: 3 }, false],
    ['image', png(), true],
    ['image', disguised, false],
    ['image', svg, false],
    ['image:allow_svg', svg, true],
    ['image', pdf, false],
    ['mimes:png,gif', png('photo.gif'), true], // the content decides, not the name
    ['mimes:jpg', png('photo.jpg'), false],
    ['mimes:pdf', pdf, true],
    ['mimes:png', disguised, false],
    ['mimes:txt', disguised, true],
    ['mimetypes:image/*', png(), true],
    ['mimetypes:image/png', disguised, false],
    ['mimetypes:application/pdf', pdf, true],
    ['extensions:png', disguised, true], // the client's name, as Laravel's extensions
    ['extensions:png,jpg', pdf, false],
    ['dimensions:min_width=300,max_height=200', png(), true],
    ['dimensions:width=300,height=200', png(), true],
    ['dimensions:min_width=301', png(), false],
    ['dimensions:ratio=3/2', png(), true],
    ['dimensions:ratio=1', png(), false],
    ['dimensions:min_width=1', pdf, false],
    ['dimensions:min_width=1000', svg, true], // SVG has no pixel size: Laravel lets it pass
    ['max:1', png(), true], // kilobytes through the size family
    ['size:0', png(), false],
  ];
  for (const [rules, value, expected] of cases) {
    const label =
      value instanceof File ? `${value.name} (${value.type || 'no type'})` : JSON.stringify(value);
    test(`${rules} on ${label} → ${expected}`, async () =>
      assert.equal(await passes(rules, value), expected));
  }

  test('content rules make the validation asynchronous; file alone does not', () => {
    assert.ok(validator.validate({ upload: png() }, { upload: 'mimes:png' }) instanceof Promise);
    assert.deepEqual(validator.validate({ upload: png() }, { upload: 'file|max:10' }), {});
  });

  test('bad parameters are refused when compiled', () => {
    for (const rules of [
      'mimes',
      'mimetypes:png',
      'dimensions:wide=1',
      'dimensions:ratio=a/b',
      'image:yes',
      'extensions',
    ]) {
      assert.throws(() => validator.compile({ upload: rules }), { code: 'invalidRuleParameter' }, rules);
    }
  });

  test('any bytes give an answer, never a throw (property-based)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => {
        const upload = new File([new Uint8Array(bytes)], 'x.bin');
        const errors = await validator.validate(
          { upload },
          { upload: 'file|image|mimes:png,pdf,txt|mimetypes:image/*|dimensions:min_width=1' },
        );
        for (const failure of errors.upload ?? []) assert.equal(typeof failure.rule, 'string');
      }),
      { numRuns: 200 },
    );
  });

  test('a large file is read only as far as its signature', async () => {
    const big = new File([pngBytes(10, 10), new Uint8Array(20 * 1024 * 1024)], 'big.png');
    assert.equal(await passes('image|mimes:png', big), true);
    // Reading stops at the signature: a file 32 times as large takes about as long.
    const files = new Map<number, File>();
    await assertLinearGrowth(
      'the image check',
      async (size) => {
        if (!files.has(size)) files.set(size, new File([pngBytes(10, 10), new Uint8Array(size)], 'big.png'));
        assert.equal(await passes('image|mimes:png', files.get(size)!), true);
      },
      1024 * 1024,
      { factor: 32, limit: 8 },
    );
  });
});
