import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeRoutes, formatRouteTable, RouteCollector } from '../../src/index.js';
import { Audit, Auth, timing, UserController } from './fixtures.js';

describe('route table', () => {
  function collector(): RouteCollector {
    const routes = new RouteCollector();
    routes.group(
      '/api',
      (r) => r.get('/users/{id}', [UserController, 'show']).name('users.show').middleware(Audit),
      [Auth],
    );
    routes.addRoute(['GET', 'POST'], '/ping', function ping() {}).middleware(timing);
    routes.get('/anon', () => 1);
    return routes;
  }

  it('describes each route as text fields', () => {
    assert.deepEqual(describeRoutes(collector().routes), [
      {
        method: 'GET',
        path: '/api/users/{id}',
        name: 'users.show',
        handler: 'UserController.show',
        middleware: 'Auth, Audit',
      },
      { method: 'GET|POST', path: '/ping', name: '', handler: 'ping', middleware: 'timing' },
      { method: 'GET', path: '/anon', name: '', handler: '(closure)', middleware: '' },
    ]);
  });

  it('prints an aligned table with a header', () => {
    const lines = formatRouteTable(collector().routes).split('\n');
    assert.equal(lines.length, 4);
    assert.match(lines[0]!, /^METHOD\s+PATH\s+NAME\s+HANDLER\s+MIDDLEWARE$/);
    assert.match(
      lines[1]!,
      /^GET\s+\/api\/users\/\{id\}\s+users\.show\s+UserController\.show\s+Auth, Audit$/,
    );
    assert.equal(lines[0]!.indexOf('PATH'), lines[2]!.indexOf('/ping'));
  });
});
