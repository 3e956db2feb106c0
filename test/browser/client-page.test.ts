// The example app's generated client in a real browser: a page served from the app's origin
// bundles intake/client with examples/app/client.ts (esbuild, as a user's bundler would) and
// calls the running app — a 201, a 409 and a 422 read from the typed error, an aborted call.
// Chromium is Debian's, through playwright-core, skipped where missing as in docs-page.test.ts.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { type RunningApp, start } from '../../examples/app/server.js';
import type { ClientReport } from './client-page/page.js';
import { executablePath, launchChromium, missing, required } from './support/chromium.js';

describe('the generated client in Chromium', { skip: required ? false : missing }, () => {
  let app: RunningApp;
  let browser: Browser;

  before(async () => {
    assert.ok(executablePath, String(missing));
    app = await start({ database: { memory: true }, port: 0 });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  it('calls the app from a page: typed data, a 409 code, a 422 field list, an abort', async () => {
    const bundled = await build({
      entryPoints: [join(process.cwd(), 'test', 'browser', 'client-page', 'page.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    const script = bundled.outputFiles[0]!.text;
    assert.doesNotMatch(script, /node:/, 'the client bundle needs nothing of Node');
    const page = await browser.newPage();
    // The page and its script are served on the app's origin, so the calls are same-origin.
    await page.route(`${app.server.url}/client-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>client</title><script type="module" src="/client-page.js"></script>',
      }),
    );
    await page.route(`${app.server.url}/client-page.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: script }),
    );
    await page.goto(`${app.server.url}/client-page`);
    await page.waitForFunction(() => 'clientReport' in globalThis, undefined, { timeout: 20_000 });
    const report = (await page.evaluate(
      () => (globalThis as unknown as { clientReport: Promise<unknown> }).clientReport,
    )) as ClientReport;
    assert.equal(report.created.status, 201);
    assert.equal(report.created.title, 'From the browser');
    assert.match(
      report.created.url ?? '',
      new RegExp(`^${app.server.url}/api/v2/projects/21/tasks/[0-9a-f-]{36}$`),
    );
    assert.deepEqual(report.conflict, { status: 409, code: 'taskTitleTaken' });
    assert.deepEqual(report.invalid, { status: 422, fields: ['due', 'title'] });
    assert.equal(report.aborted, 'aborted');
  });
});
