// `url()` never builds a path with a `.` or `..` segment (finding 4 of issue 26): clients resolve
// `/files/../admin` to `/admin`, so a link built for one route would lead to another.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteCollector, UrlGenerationError } from '../../src/index.js';

function routes(): RouteCollector {
  const collector = new RouteCollector();
  collector.get('/files/{dir}/{name}', () => 'file').name('file');
  collector.get('/raw/{path:.+}', () => 'raw').name('raw');
  collector.get('/tail[/{rest}]', () => 'tail').name('tail');
  return collector;
}

describe('url() and dot segments', () => {
  const refused: Array<[name: string, params: Record<string, string>]> = [
    ['file', { dir: '..', name: 'admin' }],
    ['file', { dir: '.', name: 'admin' }],
    ['file', { dir: 'a', name: '..' }],
    ['raw', { path: 'a/../admin' }],
    ['raw', { path: '../admin' }],
    ['raw', { path: 'a/./b' }],
    ['raw', { path: 'a/..' }],
    ['tail', { rest: '..' }],
  ];
  for (const [name, params] of refused) {
    it(`refuses ${name} with ${JSON.stringify(params)}`, () => {
      assert.throws(
        () => routes().url(name, params),
        (error: unknown) =>
          error instanceof UrlGenerationError &&
          error.code === 'invalidParameter' &&
          error.message.includes('".." segment'),
      );
    });
  }

  const kept: Array<[name: string, params: Record<string, string>, path: string]> = [
    // Percent signs are encoded, so no resolver reads these as dots.
    ['file', { dir: '%2e%2e', name: 'admin' }, '/files/%252e%252e/admin'],
    ['file', { dir: '...', name: 'x' }, '/files/.../x'],
    ['file', { dir: '..a', name: '.env' }, '/files/..a/.env'],
    ['raw', { path: 'a/b..c/d' }, '/raw/a/b..c/d'],
  ];
  for (const [name, params, path] of kept) {
    it(`builds ${path} for ${JSON.stringify(params)}, which resolvers leave as it is`, () => {
      const built = routes().url(name, params);
      assert.equal(built, path);
      assert.equal(new URL(built, 'http://x').pathname, path);
    });
  }
});
