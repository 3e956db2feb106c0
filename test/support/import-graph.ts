// The relative imports between the source files of one folder of src/, type-only imports
// included, and the cycles among them: the layering tests read the code this way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ImportGraph {
  /** The folder's absolute path. */
  readonly root: string;
  /** Each file and the files of the folder it imports. */
  readonly imports: ReadonlyMap<string, readonly string[]>;
  /** A file's path relative to the folder, for messages. */
  name(file: string): string;
}

/** The graph of `src/<folder>`, read from the TypeScript sources next to the compiled tests. */
export function importGraph(folder: string): ImportGraph {
  const root = resolve(fileURLToPath(new URL(`../../../../src/${folder}`, import.meta.url)));
  const files = sourceFiles(root);
  const imports = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)\.js'/g)]
        .map((match) => resolve(dirname(file), `${match[1]}.ts`))
        .filter((target) => target.startsWith(root)),
    ]),
  );
  return { root, imports, name: (file) => relative(root, file) };
}

/** Every cycle met by a depth-first walk, each as `a.ts → b.ts → a.ts`. */
export function importCycles(graph: ImportGraph): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, stack: string[]): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.imports.get(file) ?? []) {
      if (state.get(target) === 'open')
        cycles.push([...stack.slice(stack.indexOf(target)), target].map(graph.name).join(' → '));
      else if (!state.has(target)) visit(target, stack);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.imports.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}
