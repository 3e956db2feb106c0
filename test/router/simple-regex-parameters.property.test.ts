// Property: a parameter whose regex is a simple sequence of classes and characters (checked by
// generated char-code loops, see simple-regex.ts) matches exactly the values the regex matches
// — and so does every other regex, which keeps the regex check — in both matcher modes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { RouteCollector } from '../../src/index.js';

// `.` may match `/`, so a parameter with it is open-ended (the rest of the path).
const ATOMS = [
  '[0-9]',
  '\\d',
  '[a-f]',
  '[0-9a-f]',
  '\\w',
  '[a-z0-9-]',
  '[-_]',
  '[\\-x]',
  '-',
  'x',
  '[%]',
  'é',
  '.',
];
const QUANTIFIERS = ['', '', '+', '*', '?', '{2}', '{1,3}', '{2,}', '+?', '{0}'];
const regexArb = fc
  .array(fc.tuple(fc.constantFrom(...ATOMS), fc.constantFrom(...QUANTIFIERS)), { minLength: 1, maxLength: 5 })
  .map((atoms) => atoms.map(([atom, quantifier]) => atom + quantifier).join(''));
const valueArb = fc
  .array(
    fc.constantFrom('0', '7', 'a', 'f', 'z', 'A', '_', '-', 'x', 'é', '%41', '%', '/', '\n', '\r', '\u2028'),
    {
      maxLength: 9,
    },
  )
  .map((chars) => chars.join(''));

describe('simple parameter regexes agree with the regex itself', () => {
  for (const jitless of [false, true])
    it(`on random regexes and values (${jitless ? 'jitless' : 'generated code'})`, () => {
      fc.assert(
        fc.property(regexArb, fc.array(valueArb, { minLength: 1, maxLength: 12 }), (regex, values) => {
          const routes = new RouteCollector({ jitless });
          routes.get(`/v/{value:${regex}}`, () => 'value');
          routes.get('/v/{value:[0-9]+}/tail', () => 'tail');
          const whole = new RegExp(`^(?:${regex})$`);
          for (const value of values) {
            const matches = whole.test(value);
            let actual: string | undefined;
            try {
              actual = routes.match('GET', `/v/${value}`)?.params.value;
            } catch (error) {
              // A lone `%` that the regex accepts is a malformed escape: 400, never a crash.
              assert.equal((error as { code?: string }).code, 'malformedPathEncoding');
              assert.ok(matches, `/${regex}/ on ${value}`);
              continue;
            }
            assert.equal(actual, matches ? decodeURIComponent(value) : undefined, `/${regex}/ on ${value}`);
          }
        }),
        { numRuns: 400 },
      );
    });
});

describe('recognised parameter shapes', () => {
  const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  const cases: Array<[string, string, boolean]> = [
    ['[0-9]+', '12345', true],
    ['[0-9]+', '12a45', false],
    ['[0-9]+', '', false],
    ['\\d+', '٣', false], // \d is ASCII only without the u flag
    ['[0-9]{4}', '2024', true],
    ['[0-9]{4}', '202', false],
    ['[0-9]{4}', '20245', false],
    ['[0-9]{1,3}', '999', true],
    ['[0-9]{1,3}', '1000', false],
    ['[a-z0-9-]+', 'my-post-2', true],
    ['[a-z0-9-]+', 'My-post', false],
    [UUID, '0f8fad5b-d9cb-469f-a165-70867728950e', true],
    [UUID, '0f8fad5b-d9cb-469f-a165-70867728950', false],
    [UUID, '0f8fad5b-d9cb-469f-a165-70867728950E', false],
    [UUID, '0f8fad5bxd9cb-469f-a165-70867728950e', false],
    ['v[0-9]+\\.json', 'v12.json', true],
    ['v[0-9]+\\.json', 'v12xjson', false],
  ];
  for (const jitless of [false, true])
    for (const [regex, value, matches] of cases)
      it(`{id:${regex}} ${matches ? 'matches' : 'refuses'} "${value}" (${jitless ? 'jitless' : 'generated'})`, () => {
        const routes = new RouteCollector({ jitless });
        routes.get(`/items/{id:${regex}}`, () => 'item');
        routes.get(`/items/{id:${regex}}/comments`, () => 'comments');
        assert.equal(routes.match('GET', `/items/${value}`)?.params.id, matches ? value : undefined);
        assert.equal(routes.match('GET', `/items/${value}/comments`)?.params.id, matches ? value : undefined);
      });
});
