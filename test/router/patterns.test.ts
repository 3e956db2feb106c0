import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, RouteDefinitionError, type RouteDefinitionErrorCode } from '../../src/index.js';
import { plain } from './fixtures.js';

describe('route patterns', () => {
  const matching: Array<[pattern: string, path: string, params: Record<string, string> | null]> = [
    ['/users/{id}', '/users/42', { id: '42' }],
    ['/users/{id}', '/users/42/x', null],
    ['/users/{id}', '/users/', null],
    ['/users/{id:[0-9]+}', '/users/42', { id: '42' }],
    ['/users/{id:[0-9]+}', '/users/abc', null],
    ['/users/{id:\\d+}', '/users/7', { id: '7' }],
    ['/archive/{year:[0-9]{4}}', '/archive/2024', { year: '2024' }],
    ['/archive/{year:[0-9]{4}}', '/archive/202', null],
    ['/archive/{year:[0-9]{4}}', '/archive/20245', null],
    ['/d/{date:[0-9]{4}-[0-9]{2}-[0-9]{2}}', '/d/2024-01-31', { date: '2024-01-31' }],
    ['/v/{v:[0-9]{1,3}}', '/v/123', { v: '123' }],
    ['/v/{v:[0-9]{2,}}', '/v/1', null],
    ['/f/{name:[a-z]+}.{ext:(?:json|xml)}', '/f/data.xml', { name: 'data', ext: 'xml' }],
    ['/g/{x:(a|b)+}', '/g/abba', { x: 'abba' }],
    ['/c/{x:[}{]+}', '/c/}{', { x: '}{' }],
    ['/files/{path:.+}', '/files/a/b/c.txt', { path: 'a/b/c.txt' }],
    ['/e/{code:\\{[a-z]\\}}', '/e/{q}', { code: '{q}' }],
    ['/{a}-{b}', '/x-y', { a: 'x', b: 'y' }],
    ['/{name}.{ext}', '/archive.tar.gz', { name: 'archive', ext: 'tar.gz' }],
    ['/users[/{id}]', '/users', {}],
    ['/users[/{id}]', '/users/5', { id: '5' }],
    ['/a[/b[/{c}]]', '/a/b/9', { c: '9' }],
    ['/a[/b[/{c}]]', '/a/b', {}],
    ['/a[/b[/{c}]]', '/a/9', null],
    ['[/admin]/users[.{format:json|xml}]', '/admin/users.json', { format: 'json' }],
    ['[/admin]/users[.{format:json|xml}]', '/users.xml', { format: 'xml' }],
    ['[/admin]/users[.{format:json|xml}]', '/users', {}],
    ['[/admin]/users[.{format:json|xml}]', '/users.html', null],
    ['/p/{page}[/]', '/p/2/', { page: '2' }],
    ['', '/', {}],
    ['/', '/', {}],
  ];
  for (const [pattern, path, params] of matching) {
    it(`${JSON.stringify(pattern)} ${params === null ? 'does not match' : 'matches'} ${path}`, () => {
      const routes = new RouteCollector();
      routes.get(pattern, () => 1);
      assert.deepEqual(plain(routes.match('GET', path)?.params), params ?? undefined);
    });
  }

  const refused: Array<[pattern: string, code: RouteDefinitionErrorCode]> = [
    ['/users/{id', 'unbalancedBrace'],
    ['/users/id}', 'unbalancedBrace'],
    ['/users/{id:[0-9]+', 'unbalancedBrace'],
    ['/users/{id:[0-9]{4}', 'unbalancedBrace'],
    ['/users[/{id}', 'unbalancedBracket'],
    ['/users]/{id}', 'unbalancedBracket'],
    ['/users[]', 'emptyOptional'],
    ['/a/{id}/b/{id}', 'duplicateParameter'],
    ['/a[/{id}][/x/{id}]', 'duplicateParameter'],
    ['/a/{}', 'invalidParameterName'],
    ['/a/{1x}', 'invalidParameterName'],
    ['/a/{id:[0-9]++}', 'invalidRegex'],
    ['/a/{id:(abc}', 'invalidRegex'],
    ['/a/{id:}', 'invalidRegex'],
    ['/a/{id:(?<n>[0-9]+)}', 'capturingGroup'],
    ['/a/{id:([a-z])\\1}', 'capturingGroup'],
    ['/a/{id:^[0-9]+$}', 'anchorInRegex'],
    ['/a/{x}{y}', 'adjacentParameters'],
    ['/a/{x}[{y:[0-9]}]', 'adjacentParameters'],
    ['users', 'invalidPath'],
    ['[/{a}]{b}', 'adjacentParameters'],
    ['/search?q={q}', 'invalidPath'],
  ];
  for (const [pattern, code] of refused) {
    it(`refuses ${JSON.stringify(pattern)} with ${code}, quoting the path`, () => {
      const routes = new RouteCollector();
      assert.throws(
        () => routes.get(pattern, () => 1),
        (error: unknown) =>
          error instanceof RouteDefinitionError &&
          error.code === code &&
          error.path === pattern &&
          error.message.includes(`"${pattern}"`),
      );
      assert.equal(routes.routes.length, 0);
    });
  }

  it('turns capturing groups of a parameter regex into non-capturing ones', () => {
    const routes = new RouteCollector();
    routes.get('/a/{x:(ab)+}/{y}', () => 1);
    assert.deepEqual(plain(routes.match('GET', '/a/abab/z')?.params), { x: 'abab', y: 'z' });
  });

  it('keeps lookaheads intact', () => {
    const routes = new RouteCollector();
    routes.get('/a/{x:(?!new)[a-z]+}', () => 1);
    assert.equal(routes.match('GET', '/a/new'), null);
    assert.deepEqual(plain(routes.match('GET', '/a/old')?.params), { x: 'old' });
  });
});
