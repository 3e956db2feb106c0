// `npm run bench:matrix -- <bench> [args…]`: runs one benchmark of build/std/bench (e.g.
// `router-warmup`, `mapping`, `validator`) on Node 26, 24, 22 and 20 in that order — the current
// LTS first — each from the npm registry (scripts/node-lines.mjs), printing each line's report
// under a heading that names the Node version. Build first: `npm run build:bench`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nodeBinary } from './node-lines.mjs';

const [bench, ...rest] = process.argv.slice(2);
const script = `build/std/bench/${bench}.js`;
if (bench === undefined || !existsSync(script)) {
  console.error(
    `usage: npm run bench:matrix -- <bench> [args…]   (${script} not found: npm run build:bench first)`,
  );
  process.exit(2);
}
const machineLine = process.versions.node.split('.')[0];
for (const line of ['26', '24', '22', '20']) {
  const binary = line === machineLine ? process.execPath : nodeBinary(line);
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n## ${bench} on Node ${version}\n`);
  const run = spawnSync(binary, [script, ...rest], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
