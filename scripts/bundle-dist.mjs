// Bundles the JavaScript tsc wrote to dist/ into one module per public entry (the subpath
// exports and the bin) plus shared chunks (run by `build`). A cold `import 'intake'` then
// loads a handful of files instead of one per source module, which is most of intake's own
// start-up cost (BENCHMARKS.md "Start-up and install size"). Only module boundaries change:
// the input is tsc's output, dependencies stay external imports (uuid, validator… per
// function, the frameworks of the adapters). Names are not kept by wrapping (`keepNames` would add
// a `defineProperty` to every closure made per request); the tarball test checks that every
// exported class and function still has its own name.
// The .d.ts files tsc wrote stay where they are, beside the entries they describe.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const dist = 'dist';
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const entries = [
  ...Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'object' ? [target.default] : [],
  ),
  ...Object.values(manifest.bin),
].map((path) => path.replace(/^\.\//, ''));

const staging = join('build', 'dist-bundle');
rmSync(staging, { recursive: true, force: true });
await build({
  entryPoints: entries.map((entry) => ({
    in: entry,
    out: entry.slice(`${dist}/`.length).replace(/\.js$/, ''),
  })),
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  packages: 'external',
  keepNames: false,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
});

for (const file of readdirSync(dist, { recursive: true })) {
  if (file.endsWith('.js')) rmSync(join(dist, file));
}
for (const file of readdirSync(staging, { recursive: true })) {
  if (!file.endsWith('.js')) continue;
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  copyFileSync(join(staging, file), join(dist, file));
}
rmSync(staging, { recursive: true, force: true });
