// Makes the declarations in the given folder usable without @types/node (run by `build`): an
// edge or browser project has no `node:*` modules, so each `import type … from 'node:…'` in a
// .d.ts gets a `@ts-ignore`. Where @types/node is installed the import resolves and the types
// are exact; elsewhere those few Node-door types (the listener's request and response, Node
// streams) read as `any` instead of failing the project's compile. TypeScript drops comments
// on imports when it emits declarations, so this cannot be written in the sources.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const nodeTypeImport = /^(import type .* from 'node:[a-z0-9_/]+';)$/gm;
for (const folder of process.argv.slice(2)) {
  for (const file of readdirSync(folder, { recursive: true })) {
    if (!file.endsWith('.d.ts')) continue;
    const path = join(folder, file);
    const text = readFileSync(path, 'utf8');
    const marked = text.replace(
      nodeTypeImport,
      '// @ts-ignore: resolves only where @types/node is installed\n$1',
    );
    if (marked !== text) writeFileSync(path, marked);
  }
}
