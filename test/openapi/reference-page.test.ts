// serveApiReference over real HTTP: the page, its two assets (byte for byte the files of
// swagger-ui-dist), the JSON document of the routes registered before it, other paths, and
// options it refuses.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  HttpKernel,
  OpenApiError,
  RouteCollector,
  type RunningServer,
  serve,
  serveApiReference,
} from '../../src/index.js';
import { sendHttp } from '../http/support/doors.js';

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

function appRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes.get('/orders/{orderId}', (ctx) => ({ id: ctx.params.orderId })).summary('Read an order');
  return routes;
}

async function serveRoutes(routes: RouteCollector): Promise<RunningServer> {
  return serve(new HttpKernel(routes), { port: 0 });
}

describe('serveApiReference', () => {
  let running: RunningServer;
  before(async () => {
    const routes = appRoutes();
    serveApiReference(routes, {
      info: { title: 'Orders </title><script>alert(1)</script>', version: '1.0.0' },
    });
    running = await serveRoutes(routes);
  });
  after(() => running.close());

  it('serves the page at /docs, loading its assets from below it and the document from /openapi.json', async () => {
    const page = await sendHttp(running, '/docs');
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(page.text, /<link rel="stylesheet" href="\/docs\/swagger-ui\.css">/);
    assert.match(page.text, /<script src="\/docs\/swagger-ui-bundle\.js"><\/script>/);
    assert.match(page.text, /SwaggerUIBundle\(\{"url":"\/openapi\.json","dom_id":"#swagger-ui"/);
    assert.match(
      page.text,
      /<title>Orders &#60;\/title&#62;&#60;script&#62;alert\(1\)&#60;\/script&#62;<\/title>/,
    );
    assert.equal(page.text.match(/<script/g)?.length, 2, 'the title adds no script');
  });

  it('serves both assets byte for byte from swagger-ui-dist, cacheable, HEAD included', async () => {
    const assets: Array<[string, string]> = [
      ['swagger-ui.css', 'text/css; charset=utf-8'],
      ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ];
    for (const [file, type] of assets) {
      const asset = await sendHttp(running, `/docs/${file}`);
      assert.equal(asset.status, 200);
      assert.equal(asset.headers['content-type'], type);
      assert.equal(asset.headers['cache-control'], 'public, max-age=3600');
      assert.equal(asset.text, readFileSync(join(swaggerUi, file), 'utf8'));
      const head = await sendHttp(running, `/docs/${file}`, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.text, '');
    }
  });

  it('serves no other file of the package', async () => {
    for (const path of ['/docs/index.html', '/docs/swagger-ui.js', '/docs/..%2Fpackage.json', '/docs/']) {
      assert.equal((await sendHttp(running, path)).status, 404, path);
    }
  });

  it('serves the document of the routes registered before it, without the docs routes', async () => {
    const received = await sendHttp(running, '/openapi.json');
    assert.equal(received.status, 200);
    assert.equal(received.headers['content-type'], 'application/json');
    const document = JSON.parse(received.text);
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual(Object.keys(document.paths), ['/orders/{orderId}']);
    assert.equal(document.paths['/orders/{orderId}'].get.summary, 'Read an order');
  });
});

describe('serveApiReference at other paths', () => {
  it('serves the page, assets and document where the options say, under their route names', async () => {
    const routes = appRoutes();
    serveApiReference(routes, {
      info: { title: 'Orders', version: '1.0.0' },
      path: '/reference/v1',
      documentPath: '/reference/v1.json',
    });
    assert.equal(routes.url('docs'), '/reference/v1');
    assert.equal(routes.url('openapi'), '/reference/v1.json');
    assert.equal(routes.url('docs.asset', { asset: 'swagger-ui.css' }), '/reference/v1/swagger-ui.css');
    const running = await serveRoutes(routes);
    try {
      const page = await sendHttp(running, '/reference/v1');
      assert.match(page.text, /href="\/reference\/v1\/swagger-ui\.css"/);
      assert.match(page.text, /"url":"\/reference\/v1\.json"/);
      assert.equal((await sendHttp(running, '/reference/v1/swagger-ui-bundle.js')).status, 200);
      assert.equal(JSON.parse((await sendHttp(running, '/reference/v1.json')).text).info.title, 'Orders');
      assert.equal((await sendHttp(running, '/docs')).status, 404);
    } finally {
      await running.close();
    }
  });

  it('refuses paths that are not plain, and one path for both, naming the option', () => {
    const info = { title: 'Orders', version: '1.0.0' };
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ path: 'docs' }, /^path "docs" is not a plain path/],
      [{ path: '/docs/' }, /^path "\/docs\/" is not a plain path/],
      [{ path: '/' }, /^path "\/" is not a plain path/],
      [{ path: '/a//b' }, /^path "\/a\/\/b" is not a plain path/],
      [{ path: '/docs/{page}' }, /^path "\/docs\/\{page\}" is not a plain path/],
      [{ documentPath: '/x"><script>' }, /^documentPath "\/x"><script>" is not a plain path/],
      [{ path: '/api', documentPath: '/api' }, /^path and documentPath are both "\/api"/],
    ];
    for (const [paths, message] of refused) {
      const routes = appRoutes();
      assert.throws(
        () => serveApiReference(routes, { info, ...paths }),
        (error: unknown) => {
          assert.ok(error instanceof OpenApiError);
          assert.match(error.message, message);
          return true;
        },
      );
      assert.equal(routes.routes.length, 1, 'nothing is added when the options are refused');
    }
  });
});
