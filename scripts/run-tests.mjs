// Runs the compiled test suites with Node's test runner:
// - build/std: every test, compiled with TC39 standard decorators;
// - build/legacy: the request-mapping tests again, and the NestJS adapter's, compiled with
//   experimentalDecorators + emitDecoratorMetadata and run with reflect-metadata loaded (as
//   NestJS projects do).
// Properties without their own seed use test/support/fast-check-seed.ts (FC_SEED to change it).
// Both runs report in TAP to stdout: Node 23+ prints the spec reporter by default, and TAP's
// `# pass N` / `# fail N` summary reads the same on every Node line.
// Prints one combined closing line so CI can read the total of both runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const reporter = ['--test-reporter=tap', '--test-reporter-destination=stdout'];
const runs = [
  {
    name: 'standard decorators',
    args: [
      ...reporter,
      '--import',
      './build/std/test/support/fast-check-seed.js',
      '--test',
      'build/std/test',
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
      'build/legacy/test/mapping',
      'build/legacy/test/adapters/nest',
    ],
    dir: 'build/legacy/test/mapping',
  },
];

console.log(`# Node ${process.version}`);
let passed = 0;
let failed = 0;
for (const run of runs) {
  if (run.dir && !existsSync(run.dir)) continue;
  console.log(`\n# ${run.name}: node ${run.args.join(' ')}`);
  const result = spawnSync(process.execPath, run.args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const count = (label) => Number(result.stdout.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  if (result.status !== 0 && count('fail') + count('cancelled') === 0) failed += 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
