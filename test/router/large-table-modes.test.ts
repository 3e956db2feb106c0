// A large table (its generated matcher is split into one function per first segment) answers
// every request exactly like the combined regexes of `jitless: true`, and like the table's
// own expectations.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { RouteCollector } from '../../src/index.js';

const RESOURCES = [
  'users',
  'posts',
  'teams',
  'tasks',
  'tags',
  'carts',
  'plans',
  'orders',
  'events',
  'audits',
];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ITEM = '0f8fad5b-d9cb-469f-a165-70867728950e';

function table(jitless: boolean): RouteCollector {
  const routes = new RouteCollector({ jitless });
  for (const name of RESOURCES) {
    routes.get(`/${name}`, () => `${name} index`);
    routes.post(`/${name}`, () => `${name} store`);
    routes.get(`/${name}/{id:[0-9]+}`, () => `${name} show`);
    routes.get(`/${name}/{id:[0-9]+}/items`, () => `${name} items`);
    routes.get(`/${name}/{id:[0-9]+}/items/{item:${UUID}}`, () => `${name} item`);
    routes.get(`/${name}/{id:[0-9]+}/items/{item:${UUID}}/comments`, () => `${name} comments`);
    routes.get(`/${name}/{slug:[a-z0-9-]+}`, () => `${name} by slug`);
  }
  routes.group('[/{lang:en|de|fr}]', (r) => {
    r.get('/blog/{year:[0-9]{4}}[/{month:[0-9]{2}}]', () => 'blog');
    r.get('/docs/{page}', () => 'docs');
  });
  routes.get('/a-static-segment-longer-than-sixteen/{id}', () => 'long static');
  routes.get('/caf\u00e9/\u{1F600}/{id}', () => 'non-ascii static');
  routes.get('/{any}/fallback', () => 'fallback');
  return routes;
}

const REQUESTS: Array<[string, string, string | null, Record<string, string>]> = [
  ['GET', '/tasks/42', 'tasks show', { id: '42' }],
  ['GET', '/tasks/my-task', 'tasks by slug', { slug: 'my-task' }],
  ['GET', '/tasks/My-Task', null, {}],
  ['GET', '/tags/7/items', 'tags items', { id: '7' }],
  ['GET', `/audits/12/items/${ITEM}`, 'audits item', { id: '12', item: ITEM }],
  ['GET', `/audits/12/items/${ITEM}/comments`, 'audits comments', { id: '12', item: ITEM }],
  ['GET', `/audits/12/items/${ITEM.toUpperCase()}`, null, {}],
  ['GET', '/audits/12/items/not-a-uuid', null, {}],
  ['GET', '/de/blog/2024/05', 'blog', { lang: 'de', year: '2024', month: '05' }],
  ['GET', '/blog/2024', 'blog', { year: '2024' }],
  ['GET', '/fr/blog/24', null, {}],
  ['GET', '/en/docs/intro%20page', 'docs', { lang: 'en', page: 'intro page' }],
  ['GET', '/a-static-segment-longer-than-sixteen/5', 'long static', { id: '5' }],
  ['GET', '/a-static-segment-longer-than-sixteeN/5', null, {}],
  ['GET', '/caf\u00e9/\u{1F600}/5', 'non-ascii static', { id: '5' }],
  ['GET', '/cafe/\u{1F600}/5', null, {}],
  ['GET', '/tasks/fallback', 'tasks by slug', { slug: 'fallback' }], // registered earlier
  ['GET', '/Tasks/fallback', 'fallback', { any: 'Tasks' }],
  ['GET', '/nowhere/fallback', 'fallback', { any: 'nowhere' }],
  ['GET', '/does/not/exist', null, {}],
  ['GET', '/', null, {}],
  ['GET', '', null, {}],
  ['GET', 'tasks/42', null, {}],
  ['POST', '/tasks', 'tasks store', {}],
  ['HEAD', '/tasks/42', 'tasks show', { id: '42' }],
];

describe('a large table answers the same with generated code and with regexes', () => {
  for (const jitless of [false, true]) {
    const routes = table(jitless);
    for (const [method, path, expected, params] of REQUESTS)
      it(`${method} ${path} → ${expected ?? '404'} (${jitless ? 'jitless' : 'generated code'})`, () => {
        const found = routes.match(method, path);
        assert.equal(found === null ? null : (found.handler as () => string)(), expected);
        assert.deepEqual(found === null ? {} : { ...found.params }, params);
      });
  }
});

describe('random large tables answer the same in both modes', () => {
  // Many distinct first segments make the generated source large enough to be split.
  const WORDS = Array.from({ length: 40 }, (_, i) => `w${i.toString(36)}`);
  // An open-length parameter anywhere but last keeps the regex for the whole table, so `1.*`
  // only ends a pattern here.
  const REGEXES = [null, '[0-9]+', '[0-9]{2}', 'w[0-9a-z]+'];
  const segment = fc.oneof(
    fc.constantFrom(...WORDS).map((word) => `/${word}`),
    fc
      .tuple(fc.constantFrom(...REGEXES), fc.nat(1000))
      .map(([regex, id]) => `/{p${id}${regex === null ? '' : `:${regex}`}}`),
  );
  const pattern = fc
    .tuple(fc.constantFrom(...WORDS), fc.array(segment, { maxLength: 3 }), fc.boolean(), fc.boolean())
    .map(([first, rest, optional, openEnded]) => {
      const [head, ...tail] = rest;
      const middle = optional && head !== undefined ? `[${head}]` : (head ?? '');
      return `/${first}${middle}${tail.join('')}${openEnded ? '/{rest:1.*}' : ''}`;
    });
  const path = fc
    .array(fc.constantFrom(...WORDS, '12', '7', 'x', '1a'), { minLength: 1, maxLength: 4 })
    .map((parts) => `/${parts.join('/')}`);

  it('generated code (split per first segment) agrees with the combined regexes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(pattern, { minLength: 60, maxLength: 120 }),
        fc.array(path, { minLength: 1, maxLength: 30 }),
        (patterns, paths) => {
          const [generated, regexes] = [false, true].map((jitless) => {
            const routes = new RouteCollector({ jitless });
            for (const [index, text] of patterns.entries()) {
              try {
                routes.get(text, () => index);
              } catch {
                // Two parameters with one name in a pattern: refused in both modes alike.
              }
            }
            return routes;
          });
          const answer = (routes: RouteCollector, target: string) => {
            const found = routes.match('GET', target);
            return found === null
              ? null
              : { route: (found.handler as () => number)(), params: { ...found.params } };
          };
          for (const target of paths)
            assert.deepEqual(answer(generated!, target), answer(regexes!, target), target);
        },
      ),
      { numRuns: 60 },
    );
  });
});
