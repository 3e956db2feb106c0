// The set-ups docs/typescript.md recommends, run for real: a user's DTO file compiled or bundled the way
// each recipe says, then run on this Node. Pins docs/typescript.md.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';

const root = process.cwd();
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const expected = { order: { quantity: 3, email: 'ada@example.com', gift: true }, isOrder: true };

const recipes = join(root, 'build', 'recipes');

// The package as users install it: its package.json and the built dist/ (.js + .d.ts) in a
// node_modules/intake that the recipes' projects resolve `intake` from.
before(() => {
  const pkg = join(recipes, 'node_modules', 'intake');
  rmSync(recipes, { recursive: true, force: true });
  mkdirSync(pkg, { recursive: true });
  // The user's own package scope, so `intake` is not resolved as this repository's self-reference.
  writeFileSync(
    join(recipes, 'package.json'),
    JSON.stringify({ name: 'recipes', private: true, type: 'module' }),
  );
  writeFileSync(join(pkg, 'package.json'), readFileSync(join(root, 'package.json')));
  execFileSync(bin('tsc'), ['-p', join(root, 'tsconfig.build.json'), '--outDir', join(pkg, 'dist')]);
});

/** A folder holding the recipe's tsconfig and the user's file, in `src/` as projects keep it. */
function project(name: string, compilerOptions: Record<string, unknown>): string {
  const dir = join(recipes, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'src', 'order.ts'),
    readFileSync(join(root, 'test', 'package', 'fixtures', 'order-dto.ts.txt')),
  );
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['src/order.ts'] }));
  return dir;
}

function run(file: string, nodeArgs: string[] = []): unknown {
  return JSON.parse(execFileSync(process.execPath, [...nodeArgs, file], { encoding: 'utf8' }));
}

// What `tsc --init` (TypeScript 7) writes, with the changes docs/typescript.md asks for: its
// `target: 'esnext'` keeps decorators as syntax that Node 20 cannot parse; `rootDir`, without
// which TypeScript 7 refuses sources below the tsconfig's folder (TS5011); `types`, without which
// it loads no @types package.
const recommended = {
  rootDir: 'src',
  target: 'ES2022',
  module: 'nodenext',
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  types: ['node'],
};

test('tsc with target ES2022 (standard decorators) runs on Node 20', () => {
  const dir = project('tsc', { ...recommended, outDir: 'out' });
  execFileSync(bin('tsc'), ['-p', dir]);
  assert.deepEqual(run(join(dir, 'out', 'order.js')), expected);
});

test('NestJS-style projects: experimentalDecorators + emitDecoratorMetadata with reflect-metadata', () => {
  const options = { ...recommended, experimentalDecorators: true, emitDecoratorMetadata: true };
  const dir = project('legacy', { ...options, outDir: 'out' });
  execFileSync(bin('tsc'), ['-p', dir]);
  assert.deepEqual(run(join(dir, 'out', 'order.js'), ['--import', 'reflect-metadata']), expected);
});

test('tsx runs the TypeScript file directly', () => {
  const dir = project('tsx', recommended);
  const output = execFileSync(
    bin('tsx'),
    ['--tsconfig', join(dir, 'tsconfig.json'), join(dir, 'src', 'order.ts')],
    {
      encoding: 'utf8',
    },
  );
  assert.deepEqual(JSON.parse(output), expected);
});

test('esbuild bundles it for Node with --target=node20', () => {
  const dir = project('esbuild', recommended);
  const out = join(dir, 'order.mjs');
  const args = [
    join(dir, 'src', 'order.ts'),
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
  ];
  execFileSync(bin('esbuild'), [...args, '--packages=external', `--outfile=${out}`, '--log-level=error']);
  assert.deepEqual(run(out), expected);
});
