// Runs the compiled test suites with Node's test runner:
// - build/std: every test, compiled with TC39 standard decorators;
// - build/legacy: the request-mapping tests again, and the NestJS adapter's, compiled with
//   experimentalDecorators + emitDecoratorMetadata and run with reflect-metadata loaded (as
//   NestJS projects do).
// Properties without their own seed use test/support/fast-check-seed.ts (FC_SEED to change it).
// Both runs report in TAP to stdout: Node 23+ prints the spec reporter by default, and TAP's
// `# pass N` / `# fail N` summary reads the same on every Node line.
// `npm test` leaves out the heavy suites below (the packed tarball, other TypeScript versions,
// type stripping on other Node lines, Bun/Deno/workerd, Chromium, the example app on a data
// folder and as separate processes); `npm run test:full` (`--full`, what CI runs) runs them too.
// `npm test` runs files two at a time: most wait on sockets and child processes, not on the CPU.
// Prints one combined closing line so CI can read the total of both runs, with the skipped and
// todo counts, their reasons listed just above it.
// Every run sets NODE_ENV=test, so every kernel checks its answers against its routes' declarations.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const full = process.argv.includes('--full');
// The heavy suites share build folders and ports with nothing else only when run one at a time.
const reporter = [
  '--test-reporter=tap',
  '--test-reporter-destination=stdout',
  `--test-concurrency=${full ? 1 : 2}`,
];

/** Suites that build, pack or start other programs: minutes, not seconds. Paths under test/. */
const heavy = [
  'browser/',
  'runtimes/',
  'package/tarball.test.js',
  'package/type-stripping.test.js',
  'package/typescript-versions.test.js',
  'http/example-app-database.test.js',
  'http/example-app-processes.test.js',
];

function isHeavy(file) {
  const path = file
    .split(sep)
    .join('/')
    .replace(/^build\/(std|legacy)\/test\//, '');
  return heavy.some((prefix) => path.startsWith(prefix));
}

/** The `*.test.js` files under the given folders: Node 22+ reads `--test` arguments as globs, not folders. */
function testFiles(...dirs) {
  return dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .filter((file) => file.endsWith('.test.js'))
          .map((file) => join(dir, file))
          .filter((file) => full || !isHeavy(file))
          .sort()
      : [],
  );
}

const runs = [
  {
    name: 'standard decorators',
    args: [
      ...reporter,
      '--import',
      './build/std/test/support/fast-check-seed.js',
      '--test',
      ...testFiles('build/std/test'),
    ],
  },
  {
    name: 'legacy decorators',
    args: [
      ...reporter,
      '--import',
      'reflect-metadata',
      '--import',
      './build/legacy/test/support/fast-check-seed.js',
      '--test',
      ...testFiles('build/legacy/test/mapping', 'build/legacy/test/adapters/nest'),
    ],
    dir: 'build/legacy/test/mapping',
  },
];

console.log(`# Node ${process.version}${full ? ' (full: heavy suites included)' : ''}`);
let passed = 0;
let failed = 0;
let skipped = 0;
let todo = 0;
/** Reason → count, for the skipped and the todo tests. */
const reasons = { SKIP: new Map(), TODO: new Map() };
for (const run of runs) {
  if (run.dir && !existsSync(run.dir)) continue;
  const shown = run.args.filter((arg) => !arg.endsWith('.test.js'));
  console.log(`\n# ${run.name}: node ${shown.join(' ')} <${run.args.length - shown.length} test files>`);
  // NODE_ENV=test as an app's own test runner sets it: kernels check their answers (checkAnswers).
  const env = { ...process.env, NODE_ENV: 'test' };
  const result = spawnSync(process.execPath, run.args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env,
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  // The runner's own summary is the last of its kind in the output.
  const count = (label) =>
    Number([...result.stdout.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped');
  todo += count('todo');
  for (const [, kind, reason] of result.stdout.matchAll(
    /^\s*(?:not )?ok \d+ - .*? # (SKIP|TODO)\b ?(.*)$/gm,
  )) {
    const key = reason.trim() || '(no reason given)';
    reasons[kind].set(key, (reasons[kind].get(key) ?? 0) + 1);
  }
  if (result.status !== 0 && count('fail') + count('cancelled') === 0) failed += 1;
}
/** The reasons of one kind, most frequent first; the rare ones summed on one line. */
function listReasons(kind, label, total) {
  if (total === 0) return;
  console.log(`\n# ${label} (${total}):`);
  const sorted = [...reasons[kind]].sort((a, b) => b[1] - a[1]);
  for (const [reason, count] of sorted.slice(0, 8)) console.log(`#   ${count} × ${reason.slice(0, 140)}`);
  const rest = sorted.slice(8).reduce((sum, [, count]) => sum + count, 0);
  if (rest > 0)
    console.log(`#   ${rest} × ${sorted.length - 8} other reasons (grep the output for "# ${kind}")`);
}
listReasons('SKIP', 'skipped', skipped);
listReasons('TODO', 'todo: known differences from the peer suites and rules not built yet', todo);
if (!full) console.log('\n# heavy suites left to `npm run test:full`: ' + heavy.join(', '));
// The closing line in the plain form CI reads (`N passed, N failed, N skipped`); todo counts on the line before.
console.log(`\n# ${todo} todo (reasons above)`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
// exitCode, not exit(): a pipe may still be taking the output written above.
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
