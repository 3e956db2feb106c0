// Runs the compiled test suites with Node's test runner:
// - build/std: every test, compiled with TC39 standard decorators;
// - build/legacy: the request-mapping tests again, and the NestJS adapter's, compiled with
//   experimentalDecorators + emitDecoratorMetadata and run with reflect-metadata loaded (as
//   NestJS projects do).
// Properties without their own seed use test/support/fast-check-seed.ts (FC_SEED to change it).
// Both runs report in TAP to stdout: Node 23+ prints the spec reporter by default, and TAP's
// `# pass N` / `# fail N` summary reads the same on every Node line.
// Both run with NODE_ENV=test, so every kernel checks its answers against its routes' declarations.
// Prints one combined closing line so CI can read the total of both runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const reporter = ['--test-reporter=tap', '--test-reporter-destination=stdout'];

/** The `*.test.js` files under the given folders: Node 22+ reads `--test` arguments as globs, not folders. */
function testFiles(...dirs) {
  return dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .filter((file) => file.endsWith('.test.js'))
          .map((file) => join(dir, file))
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

console.log(`# Node ${process.version}`);
let passed = 0;
let failed = 0;
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
  if (result.status !== 0 && count('fail') + count('cancelled') === 0) failed += 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
// exitCode, not exit(): a pipe may still be taking the output written above.
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
