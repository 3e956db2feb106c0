// `serveApiReference(routes, options)`: the OpenAPI document and a Swagger UI reference page,
// added to a route table in one call (docs/openapi.md, "Serving it"). The page's script and
// stylesheet come from the `swagger-ui-dist` package (an optional peer dependency), read once
// and served by the app itself, so the page works without any CDN or outside network. Node's
// file system is reached through node-builtins.ts, so a Fetch runtime's bundle of intake
// never references `node:*`.
import type * as NodeFs from 'node:fs';
import type * as NodeModule from 'node:module';
import { Reply } from '../http/reply.js';
import type { HttpRoutes } from '../http/routes.js';
import { nodeBuiltin } from '../shared/node-builtins.js';
import { openapi } from './document.js';
import { OpenApiError, type OpenApiOptions } from './types.js';

/** Options of `serveApiReference`: those of `openapi()`, and where to serve the two resources. */
export interface ApiReferenceOptions extends OpenApiOptions {
  /** The page; its assets are served below it (`/docs/swagger-ui.css`). Default `/docs`. */
  readonly path?: string;
  /** The JSON document the page reads. Default `/openapi.json`. */
  readonly documentPath?: string;
}

/** The files of swagger-ui-dist the page loads, with their media types. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
const ASSET_PATTERN = Object.keys(ASSETS)
  .map((file) => file.replaceAll('.', '\\.'))
  .join('|');
// An hour, not longer: the files change when swagger-ui-dist is upgraded while their URLs stay.
const ASSET_CACHING = { 'cache-control': 'public, max-age=3600' };

/**
 * Describes the routes registered so far (the docs routes stay out of the document), then
 * adds three GET routes: the document (`openapi`), the page (`docs`) and its assets
 * (`docs.asset`).
 *
 * @example
 * const routes = buildRoutes();
 * serveApiReference(routes, { info: { title: 'Tasks API', version: '2.0.0' } });
 * // GET /openapi.json, GET /docs, GET /docs/swagger-ui.css, GET /docs/swagger-ui-bundle.js
 */
/** The routes `serveApiReference` added, which no document describes (the CLI leaves them out too). */
const referenceRoutes = new WeakSet<object>();

/** Whether `route` is one of the document, page and asset routes `serveApiReference` added. */
export function isApiReferenceRoute(route: object): boolean {
  return referenceRoutes.has(route);
}

export function serveApiReference(routes: HttpRoutes, options: ApiReferenceOptions): void {
  const { path = '/docs', documentPath = '/openapi.json', ...documentOptions } = options;
  checkPath('path', path);
  checkPath('documentPath', documentPath);
  if (path === documentPath)
    throw new OpenApiError(`path and documentPath are both "${path}": give each its own`);
  const document = JSON.stringify(openapi(routes, documentOptions));
  const assets = readAssets();
  const page = referencePage(documentOptions.info.title, path, documentPath);

  referenceRoutes.add(
    routes.get(documentPath, () => new Reply(200, 'application/json', document)).name('openapi'),
  );
  referenceRoutes.add(routes.get(path, () => new Reply(200, 'text/html; charset=utf-8', page)).name('docs'));
  referenceRoutes.add(
    routes
      .get(`${path}/{asset:${ASSET_PATTERN}}`, (ctx) => {
        const asset = ctx.params.asset as string;
        return new Reply(200, ASSETS[asset]!, assets.get(asset)!, ASSET_CACHING);
      })
      .name('docs.asset'),
  );
}

function checkPath(option: string, path: string): void {
  if (!/^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/.test(path) || path.includes('//')) {
    throw new OpenApiError(
      `${option} "${path}" is not a plain path: start it with "/", use letters, digits, ".", "_", "~", "-" and "/", and end without "/"`,
    );
  }
}

/** The page's files from swagger-ui-dist, read once. */
function readAssets(): Map<string, Uint8Array> {
  const fs = nodeBuiltin<typeof NodeFs>('node:fs');
  const modules = nodeBuiltin<typeof NodeModule>('node:module');
  if (fs === undefined || modules === undefined) {
    throw new OpenApiError('serveApiReference reads swagger-ui-dist from disk: run it on Node, Bun or Deno');
  }
  let packageJson: string;
  try {
    packageJson = modules.createRequire(import.meta.url).resolve('swagger-ui-dist/package.json');
  } catch {
    throw new OpenApiError(
      'serveApiReference needs the swagger-ui-dist package for its page: npm install swagger-ui-dist',
    );
  }
  const folder = packageJson.slice(0, -'package.json'.length);
  return new Map(Object.keys(ASSETS).map((file) => [file, fs.readFileSync(folder + file)]));
}

/** The HTML page; every interpolated value is escaped for its place (text, attribute, script). */
function referencePage(title: string, path: string, documentPath: string): string {
  const settings = JSON.stringify({ url: documentPath, dom_id: '#swagger-ui', tryItOutEnabled: true });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="${path}/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${path}/swagger-ui-bundle.js"></script>
  <script>window.ui = SwaggerUIBundle(${settings.replace(/</g, '\\u003c')});</script>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
