// The public API is a promise: every export of every entry point is in api/*.api.md (API
// Extractor's report of the declarations users receive), and a change to it fails here until
// the reports are updated with `npm run api:update` — so it shows in review as a diff, beside
// its CHANGELOG.md entry.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';

it('the API reports match the public declarations of every entry point', () => {
  const run = spawnSync(process.execPath, ['scripts/api-report.mjs', '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stderr}\n${run.stdout}`);
});

it('has one report per entry point of package.json', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> };
  const entries = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json');
  for (const subpath of entries) {
    const name = subpath === '.' ? 'intake' : `intake-${subpath.slice(2)}`;
    assert.match(readFileSync(`api/${name}.api.md`, 'utf8'), /API Report File for "intake"/, name);
  }
});
