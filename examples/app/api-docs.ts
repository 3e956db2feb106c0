// The API's description: `/openapi.json` (generated from the routes and their declarations)
// and a reference page at `/docs` (Swagger UI, served from the swagger-ui-dist package, no CDN).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openapi, Reply, type RouteCollector } from 'intake';
import { openapiOptions } from './routes.js';

const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${openapiOptions.info.title}</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', tryItOutEnabled: true });</script>
</body>
</html>`;

/**
 * Describes the routes registered so far (so the docs routes stay out of the document), then
 * adds `/openapi.json`, `/docs` and the page's two assets.
 */
export function addApiDocs(routes: RouteCollector): void {
  const document = JSON.stringify(openapi(routes, openapiOptions));
  const folder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const assets = new Map(Object.keys(ASSETS).map((file) => [file, readFileSync(join(folder, file))]));
  routes.get('/openapi.json', () => new Reply(200, 'application/json', document)).name('openapi');
  routes.get('/docs', () => new Reply(200, 'text/html; charset=utf-8', PAGE)).name('docs');
  routes
    .get('/docs/{asset:swagger-ui\\.css|swagger-ui-bundle\\.js}', (ctx) => {
      const asset = ctx.params.asset;
      return new Reply(200, ASSETS[asset]!, assets.get(asset)!, { 'cache-control': 'public, max-age=3600' });
    })
    .name('docs.asset');
}
