// The scratch folder the generated apps live in (under the OS temp dir, never committed): one
// project per stack, a `node_modules` of links so that `intake` resolves as published (this
// repository's `dist/`, through its package.json `exports`) and the peers as installed, and a
// timed `tsc --extendedDiagnostics` build per project.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { StackName, StackSource } from './stack.js';

const run = promisify(execFile);
const repository = process.cwd();

/** The packages the generated sources import (scopes link whole). */
const LINKED = [
  '@hono',
  '@nestjs',
  '@sinclair',
  '@types',
  'class-transformer',
  'class-validator',
  'fastify',
  'hono',
  'reflect-metadata',
  'rxjs',
  'zod',
];

const SHARED_OPTIONS = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  lib: ['ES2023', 'ESNext.Decorators'],
  types: ['node'],
  strict: true,
  skipLibCheck: true,
  rootDir: 'src',
  outDir: 'out',
};

export class Workspace {
  readonly root: string;

  /** A fresh scratch folder for `seed`, or with `keep` the one a previous run left. */
  constructor(seed: number, options: { keep?: boolean } = {}) {
    this.root = join(tmpdir(), `intake-bench-app-${seed}`);
    if (options.keep) {
      if (!existsSync(join(this.root, 'node_modules'))) {
        throw new Error(`${this.root} is missing: run \`npm run bench:app\` first`);
      }
      return;
    }
    rmSync(this.root, { recursive: true, force: true });
    const modules = join(this.root, 'node_modules');
    mkdirSync(modules, { recursive: true });
    symlinkSync(repository, join(modules, 'intake'), 'dir');
    for (const name of LINKED)
      symlinkSync(join(repository, 'node_modules', name), join(modules, name), 'dir');
  }

  dir(stack: StackName): string {
    return join(this.root, stack);
  }

  /** The compiled entry of `file` (`main`, `openapi`) in a stack. */
  output(stack: StackName, file: string): string {
    return join(this.dir(stack), 'out', `${file}.js`);
  }

  write(source: StackSource): void {
    const dir = this.dir(source.name);
    for (const [path, text] of source.files) {
      const file = join(dir, 'src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ type: 'module', private: true })}\n`);
    const compilerOptions = { ...SHARED_OPTIONS, ...source.compilerOptions };
    writeFileSync(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`,
    );
  }

  /** A full `tsc` build (type-check and emit) of one stack: wall time and the diagnostics tsc prints. */
  async compile(stack: StackName): Promise<{ wallMs: number; diagnostics: Record<string, string> }> {
    const dir = this.dir(stack);
    rmSync(join(dir, 'out'), { recursive: true, force: true });
    const start = performance.now();
    const { stdout } = await run(join(repository, 'node_modules', '.bin', 'tsc'), [
      '-p',
      dir,
      '--extendedDiagnostics',
    ]).catch((error: { stdout?: string }) => {
      throw new Error(`tsc failed for ${stack}:\n${error.stdout?.slice(0, 4000) ?? String(error)}`);
    });
    const wallMs = performance.now() - start;
    const diagnostics: Record<string, string> = {};
    for (const line of stdout.split('\n')) {
      const match = /^([A-Za-z ]+):\s+(\S+)/.exec(line);
      if (match) diagnostics[match[1]!] = match[2]!;
    }
    return { wallMs, diagnostics };
  }
}
