// Builds the baseline of `npm run bench:http -- --channels --baseline auto`: this working tree's
// code with only the diagnostics-channel publishing taken out, so the comparison measures the
// channels and nothing else. `src` and `bench` are copied twice to a folder under the OS temp
// dir; bench/http/no-channels.patch (the `hasSubscribers` checks, the traced paths for request,
// mapping and handler, the initialization message and the kernel's channel fields, nothing
// else) is applied to one copy; the other stays as is, for an A/A check next to the real one.
// Both are compiled as `build:bench` compiles (the bench app and what it imports).
// Usage: node scripts/build-no-channels.mjs   (prints {"stripped": dir, "copy": dir})
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const patch = resolve('bench', 'http', 'no-channels.patch');
// One folder per working tree: other checkouts on the machine may build theirs at the same time.
const root = join(
  tmpdir(),
  `intake-no-channels-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}`,
);
const tsc = resolve('node_modules', 'typescript', 'bin', 'tsc');
const stripped = join(root, 'stripped');
const copy = join(root, 'copy');

for (const folder of [stripped, copy]) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const part of ['src', 'bench']) cpSync(part, join(folder, part), { recursive: true });
  for (const file of ['package.json', 'tsconfig.base.json']) cpSync(file, join(folder, file));
  if (!existsSync(join(folder, 'node_modules')))
    symlinkSync(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
  const tsconfig = {
    extends: './tsconfig.base.json',
    compilerOptions: { rootDir: '.', outDir: 'build/std', declaration: false },
    files: ['bench/http/intake-app.ts'],
  };
  writeFileSync(join(folder, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
}

// Outside any repository, `git apply` patches plain files; `--check` first, so a patch that no
// longer fits changes nothing and says where.
try {
  execFileSync('git', ['apply', '--check', patch], { cwd: stripped, stdio: 'pipe' });
} catch (error) {
  console.error(String(error.stderr ?? error));
  console.error(
    'bench/http/no-channels.patch no longer applies to src/http: take the channel calls out of a copy ' +
      'of those files again and save `git diff src` as the patch.',
  );
  process.exit(1);
}
execFileSync('git', ['apply', patch], { cwd: stripped, stdio: 'inherit' });

for (const folder of [stripped, copy]) {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: folder, stdio: 'inherit' });
}
// The stripped kernel must not reach the channels module at all.
for (const file of ['kernel', 'fetch-kernel', 'chain', 'context']) {
  const built = readFileSync(join(stripped, 'build', 'std', 'src', 'http', `${file}.js`), 'utf8');
  if (built.includes('channels.js')) throw new Error(`the stripped ${file}.js still imports the channels`);
}
console.log(JSON.stringify({ stripped, copy }));
