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

  it('url() still checks the value against the alternation', () => {
    const routes = new RouteCollector();
    routes.get('/{lang:en|de}/about', () => 1).name('about');
    assert.equal(routes.url('about', { lang: 'de' }), '/de/about');
    assert.throws(() => routes.url('about', { lang: 'fr' }));
  });
});
