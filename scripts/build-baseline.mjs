// Builds another commit of intake for `npm run bench:builds`, which compares it with this
// working tree in one process: a worktree of <commit> under node_modules/.cache/intake-baseline/,
// sharing this tree's node_modules, compiled as `build:bench` compiles (build/std).
// Usage: node scripts/build-baseline.mjs <commit>   (prints the built library's entry file)
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const commit = process.argv[2];
if (commit === undefined) {
  console.error('usage: node scripts/build-baseline.mjs <commit>');
  process.exit(2);
}
const sha = execFileSync('git', ['rev-parse', '--short', commit], { encoding: 'utf8' }).trim();
const folder = resolve('node_modules', '.cache', 'intake-baseline', sha);
if (!existsSync(folder)) {
  execFileSync('git', ['worktree', 'add', '--detach', folder, sha], { stdio: 'inherit' });
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
}
const entry = join(folder, 'build', 'std', 'src', 'index.js');
if (!existsSync(entry)) {
  execFileSync(
    process.execPath,
    [
      resolve('node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      'tsconfig.build.json',
      '--outDir',
      join(folder, 'build', 'std', 'src'),
      '--declaration',
      'false',
    ],
    {
      cwd: folder,
      stdio: 'inherit',
    },
  );
}
console.log(entry);
