// Pins the refusal of parameter regexes with nested quantifiers (star height > 1), the shape
// behind exponential backtracking, unless the application opts in with `allowUnsafeRegex`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteDefinitionError } from '../../src/index.js';

describe('unsafe parameter regexes', () => {
  const unsafe = ['(a+)+', '([0-9]+){4}', '(a*)*', '(?:[a-z]+-)*', '((ab)*c)+', '(a{2,})+', '([a-z]+)*x'];
  for (const regex of unsafe) {
    it(`refuses {x:${regex}} at registration`, () => {
      assert.throws(
        () => new RouteCollector().get(`/a/{x:${regex}}`, () => 1),
        (error: unknown) =>
          error instanceof RouteDefinitionError &&
          error.code === 'unsafeRegex' &&
          error.message.includes(regex) &&
          error.message.includes('allowUnsafeRegex'),
      );
    });
    it(`accepts {x:${regex}} with allowUnsafeRegex`, () => {
      assert.doesNotThrow(() =>
        new RouteCollector({ allowUnsafeRegex: true }).get(`/a/{x:${regex}}`, () => 1),
      );
    });
  }

  const safe = [
    '[0-9]+',
    '[0-9]{4}',
    '(?:ab)+',
    '(a|b)+',
    '(a+)?',
    '(ab){3}',
    '(?:v[0-9])?',
    '\\d+(?:\\.\\d+)?',
    '[a+]+',
    '\\(+',
  ];
  for (const regex of safe) {
    it(`accepts {x:${regex}}`, () => {
      assert.doesNotThrow(() => new RouteCollector().get(`/a/{x:${regex}}`, () => 1));
    });
  }
});
