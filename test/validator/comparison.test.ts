import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { passes } from './support.js';

describe('in and not_in compare by text form', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['in:admin,editor', 'admin', true],
    ['in:admin,editor', 'Admin', false],
    ['in:admin,editor', 'admin,editor', false],
    ['in:1,2,3', 2, true],
    ['in:1,2,3', '2', true],
    ['in:0', -0, true],
    ['in:true', true, true],
    ['in:1,2', [1, '2'], true],
    ['in:1,2', [1, 3], false],
    ['in:1,2', [[1]], false],
    ['in:a', { toString: () => 'a' }, false],
    ['in:a', null, false],
    ['in:a,b', 'constructor', false],
    ['in:a, b', ' b', true], // parameters are not trimmed
    ['not_in:root,admin', 'ada', true],
    ['not_in:root,admin', 'root', false],
    ['not_in:1', 1, false],
    ['not_in:1', [2, 1], false],
    ['not_in:1', [2, 3], true],
    ['not_in:1', {}, true],
  ];
  for (const [rules, value, expected] of cases) {
    test(`${rules} on ${JSON.stringify(value)} → ${expected}`, () =>
      assert.equal(passes(rules, value), expected));
  }
});

describe('same, different, confirmed compare strictly with another field', () => {
  const cases: Array<[string, unknown, Record<string, unknown>, boolean]> = [
    ['same:password', 'secret', { password: 'secret' }, true],
    ['same:password', 'secret', { password: 'other' }, false],
    ['same:password', '1', { password: 1 }, false],
    ['same:password', 'secret', {}, false],
    ['same:constructor', Object, {}, false],
    ['different:id', 2, { id: 1 }, true],
    ['different:id', 1, { id: 1 }, false],
    ['different:id', 1, {}, true],
    ['confirmed', 'pw', { field_confirmation: 'pw' }, true],
    ['confirmed', 'pw', { field_confirmation: 'px' }, false],
    ['confirmed', 'pw', {}, false],
    ['confirmed:repeat', 'pw', { repeat: 'pw' }, true],
  ];
  for (const [rules, value, payload, expected] of cases) {
    test(`${rules} with ${JSON.stringify(payload)} → ${expected}`, () =>
      assert.equal(passes(rules, value, payload), expected));
  }
});
