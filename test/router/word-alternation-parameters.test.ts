// Parameters whose regex is a plain word alternation (`{lang:en|de|fr}`) are written out into
// static forms for speed; these tests pin that the precedence rules still hold exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector } from '../../src/index.js';
import { plain } from './fixtures.js';

describe('word-alternation parameters', () => {
  it('match with their value as a parameter, statically and dynamically', () => {
    const routes = new RouteCollector();
    routes.get('[/{lang:en|de}]/about', () => 1);
    routes.get('[/{lang:en|de}]/posts/{id}', () => 2);
    assert.deepEqual(plain(routes.match('GET', '/de/about')?.params), { lang: 'de' });
    assert.deepEqual(plain(routes.match('GET', '/about')?.params), {});
    assert.deepEqual(plain(routes.match('GET', '/en/posts/9')?.params), { lang: 'en', id: '9' });
    assert.equal(routes.match('GET', '/fr/about'), null);
  });

  it('a truly static route registered later still wins (static beats dynamic)', () => {
    const routes = new RouteCollector();
    routes.get('/{lang:en|de}/about', () => 1);
    const fixed = routes.get('/de/about', () => 2);
    assert.equal(routes.match('GET', '/de/about')?.route, fixed);
    assert.equal(routes.match('GET', '/en/about')?.params.lang, 'en');
  });

  it('an earlier dynamic route still wins (registration order among dynamic routes)', () => {
    const routes = new RouteCollector();
    const earlier = routes.get('/{page}/about', () => 1);
    routes.get('/{lang:en|de}/about', () => 2);
    assert.equal(routes.match('GET', '/de/about')?.route, earlier);
    assert.deepEqual(plain(routes.match('GET', '/de/about')?.params), { page: 'de' });
  });

  it('a later dynamic route does not shadow the written-out form', () => {
    const routes = new RouteCollector();
    const first = routes.get('/{lang:en|de}/about', () => 1);
    routes.get('/{page}/about', () => 2);
    assert.equal(routes.match('GET', '/de/about')?.route, first);
  });

  it('an earlier dynamic route shadows it through any segment, and only where its parameters match', () => {
    const routes = new RouteCollector();
    const numeric = routes.get('/api/{n:\\d+}/help', () => 1);
    const middle = routes.get('/api/{section}/help/{topic:faq|terms}', () => 2);
    const help = routes.get('/api/{lang:en|de}/help', () => 3);
    const topics = routes.get('/api/{lang:en|de}/help/{topic:faq|terms}', () => 4);
    // `{n:\d+}` does not match `en`: the written-out form keeps its path.
    assert.equal(routes.match('GET', '/api/en/help')?.route, help);
    assert.equal(routes.match('GET', '/api/7/help')?.route, numeric);
    // `{section}` matches `de`, and was registered first.
    assert.equal(routes.match('GET', '/api/de/help/faq')?.route, middle);
    assert.deepEqual(plain(routes.match('GET', '/api/de/help/faq')?.params), { section: 'de', topic: 'faq' });
    assert.notEqual(routes.match('GET', '/api/de/help/faq')?.route, topics);
  });

  it('an earlier parameter that may match `/` shadows it across segments', () => {
    const routes = new RouteCollector();
    const files = routes.get('/files/{path:.+}', () => 1);
    routes.get('/files/{lang:en|de}/readme', () => 2);
    const other = routes.get('/docs/{lang:en|de}/readme', () => 3);
    assert.equal(routes.match('GET', '/files/de/readme')?.route, files);
    assert.equal(routes.match('GET', '/docs/de/readme')?.route, other);
  });

  it('an earlier parameter that may match `/` shadows it from the first segment, and after a parameter', () => {
    const routes = new RouteCollector();
    const anywhere = routes.get('/{any:.+}/readme', () => 1);
    routes.get('/{lang:en|de}/readme', () => 2);
    const afterParameter = routes.get('/a/{x}/{rest:.+}', () => 3);
    routes.get('/a/b/{lang:en|de}', () => 4);
    const elsewhere = routes.get('/c/{lang:en|de}', () => 5);
    assert.equal(routes.match('GET', '/de/readme')?.route, anywhere);
    assert.equal(routes.match('GET', '/a/b/de')?.route, afterParameter);
    assert.deepEqual(plain(routes.match('GET', '/a/b/de')?.params), { x: 'b', rest: 'de' });
    assert.equal(routes.match('GET', '/c/en')?.route, elsewhere);
  });

  it('keeps the precedence in a table of a thousand resources under one prefix', () => {
    const routes = new RouteCollector();
    const shown: unknown[] = [];
    const localised: unknown[] = [];
    for (let i = 0; i < 500; i++) {
      shown.push(routes.get(`/api/res${i}/{id}`, () => i));
      localised.push(routes.get(`/api/res${i}/{lang:en|de}/info`, () => i));
    }
    const catchAll = routes.get('/api/{any}/{lang:en|de}/info', () => -1);
    for (const i of [0, 250, 499]) {
      assert.equal(routes.match('GET', `/api/res${i}/de/info`)?.route, localised[i]);
      assert.equal(routes.match('GET', `/api/res${i}/en`)?.route, shown[i]);
    }
    assert.equal(routes.match('GET', '/api/other/de/info')?.route, catchAll);
  });

  it('url() still checks the value against the alternation', () => {
    const routes = new RouteCollector();
    routes.get('/{lang:en|de}/about', () => 1).name('about');
    assert.equal(routes.url('about', { lang: 'de' }), '/de/about');
    assert.throws(() => routes.url('about', { lang: 'fr' }));
  });
});
