// The example app's reference page (/docs) in a real browser: Debian's Chromium driven by
// playwright-core. The page must render every operation of the document, and "Try it out"
// must send a real, authorized request to the running app and show its answer.
// Chromium comes from the system (`apt-get install chromium`, done by .ci/run); where it is
// missing the test says so and is skipped, except under INTAKE_REQUIRE_BROWSER=1 (CI) where
// that is a failure.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildRoutes, openapiOptions } from '../../examples/app/routes.js';
import { type RunningApp, start } from '../../examples/app/server.js';
import { HttpKernel, openapi, RouteCollector, serve, serveApiReference } from '../../src/index.js';
import { executablePath, launchChromium, missing, required } from './support/chromium.js';

describe('the /docs reference page in Chromium', { skip: required ? false : missing }, () => {
  let app: RunningApp;
  let browser: Browser;
  const requests: string[] = [];

  before(async () => {
    assert.ok(executablePath, String(missing));
    app = await start({ database: { memory: true }, port: 0 });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders every operation of the document, and Try it out sends a real authorized request', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(`${app.server.url}/docs`);
    await page.waitForSelector('.opblock', { timeout: 20_000 });

    const document = openapi(buildRoutes(), openapiOptions) as { paths: Record<string, object> };
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    assert.equal(await page.locator('.opblock').count(), operations);
    assert.ok(await page.getByText('Create a task', { exact: true }).first().isVisible());

    // Authorize with a demo token through the page's own dialog.
    await page.locator('.auth-wrapper .authorize').click();
    await page.locator('.modal-ux input[type=text]').first().fill('alice-token');
    await page.locator('.modal-ux .auth-btn-wrapper .authorize').click();
    await page.locator('.modal-ux .btn-done').click();

    // Try the v2 list operation: fill the path parameter, execute, read the answer.
    const operation = page.locator('.opblock.opblock-get', {
      has: page.locator('[data-path="/api/v2/projects/{projectId}/tasks"]'),
    });
    await operation.locator('.opblock-summary').click();
    await operation.locator('input[placeholder="projectId"]').fill('7');
    await operation.locator('.execute').click();
    const status = operation.locator('.live-responses-table .response .response-col_status').first();
    await status.waitFor({ timeout: 20_000 });
    assert.equal((await status.innerText()).trim(), '200');
    assert.match(
      await operation.locator('.live-responses-table .microlight').first().innerText(),
      /"count": 0/,
    );
    assert.ok(requests.includes('GET /api/v2/projects/7/tasks'), requests.join('\n'));

    const shots = join(process.cwd(), 'build', 'screenshots');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'openapi-docs.png'), fullPage: false });
  });

  it('renders an OpenAPI 3.2 document, its QUERY operation included', async () => {
    const routes = new RouteCollector();
    routes
      .query('/tasks/search')
      .summary('Search tasks')
      .handle(() => []);
    routes
      .get('/tasks')
      .summary('List tasks')
      .handle(() => []);
    serveApiReference(routes, { info: { title: 'Search API', version: '1.0.0' }, version: '3.2.0' });
    const running = await serve(new HttpKernel(routes), { port: 0, host: '127.0.0.1' });
    try {
      const page = await browser.newPage();
      await page.goto(`${running.url}/docs`);
      await page.waitForSelector('.opblock', { timeout: 20_000 });
      assert.equal(await page.locator('.opblock').count(), 2);
      assert.ok(await page.getByText('Search tasks', { exact: true }).first().isVisible());
      assert.match(await page.locator('.opblock').first().innerText(), /QUERY/i);
    } finally {
      await running.close();
    }
  });
});
