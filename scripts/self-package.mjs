// Lets the examples import `intake` (as users write it) when they are compiled into a build
// folder with the tests: writes `<folder>/package.json` named `intake` whose `exports` are the
// published ones with `./dist/` replaced by `./src/`. Node's package self-reference then
// resolves `intake/…` inside that folder to the same compiled modules the tests import, so
// there is one copy of every class. TypeScript finds the sources through `paths` in
// tsconfig.base.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const published = JSON.parse(readFileSync('package.json', 'utf8'));
const exports = JSON.parse(JSON.stringify(published.exports).replaceAll('"./dist/', '"./src/'));
for (const folder of process.argv.slice(2)) {
  if (!existsSync(folder)) continue;
  const manifest = { name: published.name, private: true, type: 'module', exports };
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
