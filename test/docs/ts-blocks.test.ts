// Every ```ts block of README.md and docs/*.md compiles, as a user's file, against the package as
// it is published: the declarations `tsc -p tsconfig.build.json` writes, installed as
// `node_modules/intake` of a scratch project, imported as `intake`, `intake/openapi`, … with the
// repository's strict options. Each block is its own module; it may import the request classes
// of examples/adapters/orders.ts as `./orders.js`, and the example app's generated client
// (examples/app/client.ts) as `./api.js`, and an ahead-of-time build as `./intake.build.js`. A block that is not meant to compile on its own
// (a continuation of the text around it, a sketch with placeholders) says so on the line before
// its fence with `<!-- fragment: reason -->` and is skipped (CONTRIBUTING.md, "Code in the docs").
// One compiler run checks every block with standard decorators, and one more the blocks that
// use NestJS, with `experimentalDecorators` as NestJS projects compile; a failure names the
// Markdown file and line.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { buildModuleOf } from '../../src/compiler/build-module.js';
import { type CodeBlock, codeBlocks } from './support/markdown.js';

const root = process.cwd();
const scratch = join(root, 'build', 'docs-ts-blocks');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')),
].map((name) => (name === 'README.md' ? name : `docs/${name}`));
const blocks = documents.flatMap((file) => codeBlocks(root, file)).filter((block) => block.language === 'ts');
const checked = blocks.filter((block) => block.fragment === null);

/** The scratch file a block is written to: `docs-http.md-5.ts`. */
const moduleName = (block: CodeBlock) => `${block.file.replaceAll('/', '-')}-${block.line}.ts`;
/** NestJS's parameter decorators exist only under `experimentalDecorators`. */
const usesNest = (block: CodeBlock) => /from '(?:intake\/nest|@nestjs\/[a-z-]+)'/.test(block.code);

/** Compiler messages by block, each as `docs/http.md:8:7 TS2558 …`; the rest under ''. */
const diagnostics = new Map<string, string[]>();

function compile(name: string, files: CodeBlock[], extraOptions: Record<string, unknown>): void {
  const { paths: _paths, ...options } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'))
    .compilerOptions as Record<string, unknown>;
  const project = join(scratch, `tsconfig.${name}.json`);
  writeFileSync(
    project,
    JSON.stringify({
      compilerOptions: { ...options, ...extraOptions, noEmit: true, declaration: false, sourceMap: false },
      files: [...files.map((block) => `blocks/${moduleName(block)}`), 'blocks/orders.ts', 'blocks/api.ts'],
    }),
  );
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const byModule = new Map(files.map((block) => [moduleName(block), block]));
  for (const line of `${result.stdout}${result.stderr}`.split('\n')) {
    if (line.trim() === '') continue;
    const position = /^blocks\/([^(]+)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    const block = position ? byModule.get(position[1]!) : undefined;
    if (!position || !block) {
      diagnostics.set('', [...(diagnostics.get('') ?? []), line]);
      continue;
    }
    const where = `${block.file}:${block.line + Number(position[2]) - 1}:${position[3]}`;
    const key = moduleName(block);
    diagnostics.set(key, [...(diagnostics.get(key) ?? []), `${where} ${position[4]} ${position[5]}`]);
  }
}

before(() => {
  rmSync(scratch, { recursive: true, force: true });
  const installed = join(scratch, 'node_modules', 'intake');
  mkdirSync(join(scratch, 'blocks'), { recursive: true });
  mkdirSync(installed, { recursive: true });
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'docs-reader', private: true, type: 'module' }),
  );
  copyFileSync(join(root, 'package.json'), join(installed, 'package.json'));
  const built = spawnSync(
    process.execPath,
    [
      tsc,
      '-p',
      join(root, 'tsconfig.build.json'),
      '--emitDeclarationOnly',
      '--outDir',
      join(installed, 'dist'),
    ],
    { encoding: 'utf8' },
  );
  assert.equal(built.status, 0, `the declarations did not build:\n${built.stdout}${built.stderr}`);
  copyFileSync(join(root, 'examples', 'adapters', 'orders.ts'), join(scratch, 'blocks', 'orders.ts'));
  copyFileSync(join(root, 'examples', 'app', 'client.ts'), join(scratch, 'blocks', 'api.ts'));
  // What `npx intake build` writes beside its module (docs/build.md imports `./intake.build.js`).
  writeFileSync(join(scratch, 'blocks', 'intake.build.d.ts'), buildModuleOf([], 'esm', 'docs').declarations);
  for (const block of checked) {
    // `export {}` makes every block a module, so two blocks may declare the same class.
    writeFileSync(join(scratch, 'blocks', moduleName(block)), `${block.code}\nexport {};\n`);
  }
  compile(
    'standard',
    checked.filter((block) => !usesNest(block)),
    {},
  );
  compile('nest', checked.filter(usesNest), { experimentalDecorators: true, emitDecoratorMetadata: true });
});

describe('the ts blocks of the docs', () => {
  it('are found, and each skipped one gives its reason', () => {
    assert.ok(checked.length >= 20, `only ${checked.length} blocks to check`);
    for (const block of blocks) {
      if (block.fragment !== null)
        assert.ok(block.fragment.length > 3, `${block.file}:${block.line}: say why`);
    }
  });

  for (const block of checked) {
    it(`${block.file}:${block.line} compiles against the built package`, () => {
      const messages = diagnostics.get(moduleName(block)) ?? [];
      assert.equal(messages.length, 0, `\n${messages.join('\n')}`);
    });
  }

  it('the compiler reported nothing outside the blocks', () => {
    assert.deepEqual(diagnostics.get('') ?? [], []);
  });
});
