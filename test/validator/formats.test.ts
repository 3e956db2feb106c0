import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Validator } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';
import { type AcceptRefuseRow, acceptRefuse, passes, validator } from './support.js';

const table: AcceptRefuseRow[] = [
  [
    'email', // WHATWG HTML: what <input type=email> accepts
    ['ada@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie", 'x@localhost', 'A_B@EXAMPLE.COM'],
    [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@@example.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada @example.com',
      'ada@exa_mple.com',
      'ada@example..com',
      'ádá@example.com',
      `a@${'b'.repeat(64)}.com`,
      42,
      null,
    ],
  ],
  [
    'email:rfc', // validator.js isEmail
    ['ada@example.com', 'ádá@example.com'],
    ['x@localhost', 'ada@example', 'ada', 42],
  ],
  [
    'url',
    ['https://example.com', 'http://example.com/a?b=c#d', 'ftp://files.example.com/x'],
    ['example.com', 'javascript:alert(1)', 'https://', 'not a url', 42],
  ],
  ['url:https', ['https://example.com'], ['http://example.com']],
  [
    'uuid',
    [
      '9b2f4a4e-3f0e-4d9a-9a6b-1c1f0b6c7d8e',
      '9B2F4A4E-3F0E-4D9A-9A6B-1C1F0B6C7D8E',
      '00000000-0000-0000-0000-000000000000',
    ],
    [
      '9b2f4a4e3f0e4d9a9a6b1c1f0b6c7d8e',
      '9b2f4a4e-3f0e-4d9a-9a6b-1c1f0b6c7d8',
      'zzzzzzzz-3f0e-4d9a-9a6b-1c1f0b6c7d8e',
      42,
    ],
  ],
  ['uuid:4', ['9b2f4a4e-3f0e-4d9a-9a6b-1c1f0b6c7d8e'], ['9b2f4a4e-3f0e-7d9a-9a6b-1c1f0b6c7d8e']],
  ['ulid', ['01ARZ3NDEKTSV4RRFFQ69G5FAV'], ['01ARZ3NDEKTSV4RRFFQ69G5FA', 'not-a-ulid', 1]],
  ['ip', ['192.168.0.1', '::1', '2001:db8::ff00:42:8329'], ['256.1.1.1', '1.2.3', 'localhost', 1]],
  ['ip:4', ['10.0.0.1'], ['::1']],
  ['ip:6', ['::1'], ['10.0.0.1']],
  ['regex:/^[a-z]+-\\d{2}$/', ['abc-12'], ['ABC-12', 'abc-123', null, {}]],
  ['regex:/^a|b$/i', ['A', 'xb'], ['c']],
  ['regex:/^\\d+$/', [42, '42'], [Number.NaN, 4.5]],
  ['regex:/^[/|]+$/', ['/|/'], ['x']],
];

acceptRefuse(table, (value) => String(value).slice(0, 40));

describe('regex safety and state', () => {
  test('strings over the length cap fail without reaching the pattern', () => {
    const capped = new Validator({ regexMaxLength: 10 });
    const rules = { field: 'regex:/^a+$/' };
    assert.deepEqual(capped.validate({ field: 'a'.repeat(10) }, rules), {});
    assert.deepEqual(capped.validate({ field: 'a'.repeat(11) }, rules), {
      field: [{ rule: 'regex', params: ['/^a+$/'] }],
    });
  });
  test('a catastrophic pattern stays bounded by the default cap of 1000 characters', async () => {
    // Over the cap the value is refused unread: 16 times the text takes about as long.
    await assertLinearGrowth(
      'regex:/^(a|a)*$/',
      (size) => passes('regex:/^(a|a)*$/', `${'a'.repeat(size)}!`),
      5000,
      {
        limit: 8,
      },
    );
  });
  test('the g flag does not make consecutive checks disagree', () => {
    const rules = { field: 'regex:/^abc$/g' };
    assert.deepEqual(validator.validate({ field: 'abc' }, rules), {});
    assert.deepEqual(validator.validate({ field: 'abc' }, rules), {});
  });
});
