// intake ships ES modules only; docs/README.md says CommonJS code can still `require()` it on
// the Node lines that load ES modules synchronously (no top-level await anywhere in intake).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { it } from 'node:test';

it('require() loads the package from CommonJS code', () => {
  const entry = JSON.stringify(join(process.cwd(), 'build', 'std', 'src', 'index.js'));
  const script = `const intake = require(${entry}); process.stdout.write(typeof intake.RouteCollector + ' ' + typeof intake.Request);`;
  const run = spawnSync(process.execPath, ['--no-warnings', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, 'function function');
});
