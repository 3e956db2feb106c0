// What JSON Schema says for the Laravel catalogue (issue 24): each rule's keywords, and ajv
// (with unicode patterns) compiles the schema, so every keyword is valid JSON Schema.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Request, requestJsonSchema, Validate } from '../../src/index.js';

class Catalogue extends Request {
  @Validate('integer|max:16') small?: number;
  @Validate('numeric|between:1,5') rating?: number;
  @Validate('numeric|gt:0|lt:10') open?: number;
  @Validate('integer|multiple_of:5') step?: number;
  @Validate('alpha') word?: string;
  @Validate('digits:4') pin?: string;
  @Validate('starts_with:+1,(0)') phone?: string;
  @Validate('hex_color') color?: string;
  @Validate('ipv6') host?: string;
  @Validate('json') payload?: string;
  @Validate('file|mimetypes:application/pdf|max:2048') report?: File;
  @Validate('image') avatar?: File;
  @Validate('string|size:3') code?: string;
  @Validate('string|not_regex:/^admin/') handle?: string;
}

test('the catalogue rules become JSON Schema keywords', () => {
  const schema = requestJsonSchema(Catalogue) as { properties: Record<string, unknown> };
  assert.deepEqual(schema.properties.small, { type: 'integer', maximum: 16 });
  assert.deepEqual(schema.properties.rating, { type: 'number', minimum: 1, maximum: 5 });
  assert.deepEqual(schema.properties.open, { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 });
  assert.deepEqual(schema.properties.step, { type: 'integer', multipleOf: 5 });
  assert.deepEqual(schema.properties.word, { type: 'string', pattern: '^[\\p{L}\\p{M}]+$' });
  assert.deepEqual(schema.properties.pin, { pattern: '^[0-9]{4}$' }); // a number of 4 digits passes too
  assert.deepEqual(schema.properties.phone, { type: 'string', pattern: '^(?:\\+1|\\(0\\))' });
  assert.deepEqual(schema.properties.host, { type: 'string', format: 'ipv6' });
  assert.deepEqual(schema.properties.payload, { contentMediaType: 'application/json' });
  assert.deepEqual(schema.properties.report, {
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/pdf',
    maxLength: 2048 * 1024, // kilobytes as bytes
  });
  assert.deepEqual(schema.properties.avatar, { type: 'string', format: 'binary' });
  assert.deepEqual(schema.properties.code, { type: 'string', minLength: 3, maxLength: 3 });
  assert.deepEqual(schema.properties.handle, { type: 'string', not: { pattern: '^admin' } });
});

test('the schema compiles with a real JSON Schema validator, and agrees on sample values', () => {
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  const validate = ajv.compile(requestJsonSchema(Catalogue));
  assert.equal(validate({ small: 16, word: 'Ünï', pin: '0042', phone: '(0)123', color: '#abc' }), true);
  assert.equal(validate({ small: 17 }), false);
  assert.equal(validate({ word: 'a1' }), false);
  assert.equal(validate({ phone: '0044' }), false);
  assert.equal(validate({ handle: 'root' }), true);
  assert.equal(validate({ handle: 'admin7' }), false);
});
