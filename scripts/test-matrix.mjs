// Runs `npm test` (`npm run test:full` with `--full`) once per supported Node line: the machine's own Node, then Node 22, 24 and 26
// (the lines `engines` names) from the npm registry (scripts/node-lines.mjs). Each run's closing `tests: N passed, N failed, N skipped` line (and its `# N todo` line) is added up into one closing
// line for CI. `node scripts/test-matrix.mjs 24 26` runs the given lines only.
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBinary, npm } from './node-lines.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const testedLines = ['22', '24', '26'];
const full = process.argv.includes('--full');
const requested = process.argv.slice(2).filter((argument) => argument !== '--full');
const machineLine = process.versions.node.split('.')[0];
const lines =
  requested.length > 0 ? requested : ['machine', ...testedLines.filter((line) => line !== machineLine)];

/** Runs `npm test` with `binary` first on PATH, echoing its output; resolves to its counts. */
function runSuite(binary) {
  const env = { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` };
  return new Promise((done) => {
    const child = spawn(npm, full ? ['run', 'test:full'] : ['test'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (status) => {
      const closing = [...output.matchAll(/^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/gm)].at(-1);
      const passed = Number(closing?.[1] ?? 0);
      const failed = Number(closing?.[2] ?? 0);
      const skipped = Number(closing?.[3] ?? 0);
      const todo = Number([...output.matchAll(/^# (\d+) todo \(reasons above\)$/gm)].at(-1)?.[1] ?? 0);
      // A run that failed before its runner printed counts (lint, types) is one failure.
      done({ passed, failed: status !== 0 && failed === 0 ? 1 : failed, skipped, todo });
    });
  });
}

const results = [];
for (const line of lines) {
  let binary;
  try {
    binary = line === 'machine' ? process.execPath : nodeBinary(line);
  } catch (error) {
    console.error(String(error));
    results.push({ line, version: '?', passed: 0, failed: 1, skipped: 0, todo: 0 });
    continue;
  }
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n## npm test on Node ${version} (${binary})`);
  results.push({ line, version, ...(await runSuite(binary)) });
}

console.log('\n## Node matrix');
for (const { version, passed, failed, skipped, todo } of results)
  console.log(`#   Node ${version}: ${passed} passed, ${failed} failed; ${skipped} skipped, ${todo} todo`);
const sum = (key) => results.reduce((total, result) => total + result[key], 0);
const passed = sum('passed');
const failed = sum('failed');
console.log(`\n# ${sum('todo')} todo (reasons in each run above)`);
console.log(`tests: ${passed} passed, ${failed} failed, ${sum('skipped')} skipped`);
process.exitCode = failed === 0 && results.every((result) => result.passed > 0) ? 0 : 1;
