// intakeRoutes under a prefix: kernel paths are full paths, so a kernel route without the
// prefix can never be reached — Fastify's logger says so when the plugin is registered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { intakeRoutes } from '../../src/adapters/fastify/index.js';
import { HttpKernel, RouteCollector } from '../../src/index.js';

test('a kernel route outside the prefix is reported at registration; the others answer', async () => {
  const warnings: string[] = [];
  const app = Fastify({
    loggerInstance: {
      level: 'warn',
      warn: (message: unknown) => void warnings.push(String(message)),
      info: () => {},
      error: () => {},
      debug: () => {},
      fatal: () => {},
      trace: () => {},
      silent: () => {},
      child() {
        return this;
      },
    } as never,
  });
  const routes = new RouteCollector();
  routes.get('/v2/health', () => 'ok');
  routes.get('/status', () => 'never reached');
  await app.register(intakeRoutes, { kernel: new HttpKernel(routes), prefix: '/v2' });
  await app.ready();
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0]!, /GET \/status cannot be reached.*declare it as \/v2\/status/);
  assert.equal((await app.inject({ url: '/v2/health' })).body, 'ok');
  assert.equal((await app.inject({ url: '/status' })).statusCode, 404);
  await app.close();
});
