import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, UrlGenerationError } from '../../src/index.js';
import { plain } from './fixtures.js';

function collector(): RouteCollector {
  const routes = new RouteCollector();
  routes.get('/users/{id:[0-9]+}', () => 1).name('user');
  routes.get('/users/{id:[0-9]+}/posts/{slug}', () => 1).name('post');
  routes.get('[/{lang:en|de}]/docs[/{page}[.{format:html|md}]]', () => 1).name('docs');
  routes.get('[/admin]/settings', () => 1).name('settings');
  routes.get('/files/{path:.+}', () => 1).name('file');
  routes.get('/', () => 1).name('home');
  return routes;
}

describe('url()', () => {
  const built: Array<[string, Record<string, string | number | null | undefined>, string]> = [
    ['user', { id: 5 }, '/users/5'],
    ['post', { id: '7', slug: 'hello world' }, '/users/7/posts/hello%20world'],
    ['post', { id: 7, slug: 'a/b?c#d' }, '/users/7/posts/a%2Fb%3Fc%23d'],
    ['docs', {}, '/docs'],
    ['docs', { lang: 'de' }, '/de/docs'],
    ['docs', { page: 'intro' }, '/docs/intro'],
    ['docs', { page: 'intro', format: 'md', lang: 'en' }, '/en/docs/intro.md'],
    ['docs', { format: 'md' }, '/docs'],
    ['docs', { page: null, lang: undefined }, '/docs'],
    ['settings', {}, '/settings'],
    ['file', { path: 'a/b c/d.txt' }, '/files/a/b%20c/d.txt'],
    ['home', {}, '/'],
  ];
  for (const [name, params, path] of built) {
    it(`${name} ${JSON.stringify(params)} → ${path}`, () => {
      assert.equal(collector().url(name, params), path);
    });
  }

  it('round-trips: the built path matches the route with the same params', () => {
    const routes = collector();
    const params = { lang: 'en', page: 'ünïcode page', format: 'html' };
    const match = routes.match('GET', routes.url('docs', params));
    assert.equal(match?.name, 'docs');
    assert.deepEqual(plain(match?.params), params);
  });

  const failures: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['nope', {}, 'unknownRoute', /"nope"/],
    ['user', {}, 'missingParameter', /"id" is required/],
    ['post', { id: 1 }, 'missingParameter', /"slug"/],
    ['user', { id: 'abc' }, 'invalidParameter', /"abc".*"id"/],
    ['docs', { lang: 'fr' }, 'invalidParameter', /"lang"/],
    ['user', { id: '' }, 'invalidParameter', /"id"/],
  ];
  for (const [name, params, code, message] of failures) {
    it(`${name} ${JSON.stringify(params)} throws ${code}`, () => {
      assert.throws(
        () => collector().url(name, params as never),
        (error: unknown) =>
          error instanceof UrlGenerationError && error.code === code && message.test(error.message),
      );
    });
  }

  it('ignores inherited properties of the params object', () => {
    const routes = new RouteCollector();
    routes.get('/a/{constructor}', () => 1).name('a');
    assert.throws(() => routes.url('a', {}), UrlGenerationError);
    assert.equal(routes.url('a', { constructor: 'x' } as never), '/a/x');
  });
});
