// The package's types as users meet them, under TypeScript 7 and under the oldest version the
// README supports (5.0, the first with standard decorators): the built declarations, the
// type-level suite of test/types with its `@ts-expect-error` lines, and the message a misused
// decorator produces. The old compiler is installed on demand from the npm registry (pinned).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

const OLDEST = '5.0.4';
const root = process.cwd();
const dir = join(root, 'build', 'typescript-versions');
const compilers = {
  '7': join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  [OLDEST]: join(dir, 'compiler', 'node_modules', 'typescript', 'bin', 'tsc'),
};

before(() => {
  rmSync(dir, { recursive: true, force: true });
  const pkg = join(dir, 'node_modules', 'intake');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'user-project', private: true, type: 'module' }),
  );
  writeFileSync(join(pkg, 'package.json'), readFileSync(join(root, 'package.json')));
  execFileSync(process.execPath, [
    compilers['7'],
    '-p',
    join(root, 'tsconfig.build.json'),
    '--outDir',
    join(pkg, 'dist'),
  ]);
  const install = ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(dir, 'compiler')];
  execFileSync('npm', [...install, `typescript@${OLDEST}`], { stdio: 'pipe' });
});

/** Compiles `source` as a user's file importing `intake`; the compiler's output, '' when clean. */
function compile(version: keyof typeof compilers, name: string, source: string): string {
  const project = join(dir, `${name}-${version}`);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'main.ts'), source);
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'nodenext',
        strict: true,
        noEmit: true,
        // @types/node's own declarations need a newer compiler; ours are still parsed and used.
        skipLibCheck: true,
        typeRoots: [join(root, 'node_modules', '@types')],
        types: ['node'],
      },
      files: ['main.ts'],
    }),
  );
  try {
    execFileSync(process.execPath, [compilers[version], '-p', project], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

for (const version of ['7', OLDEST] as const) {
  describe(`TypeScript ${version}`, () => {
    for (const name of ['typed-routes', 'typed-route-names']) {
      it(`compiles test/types/${name}.test.ts against the built package`, () => {
        const suite = readFileSync(join(root, 'test', 'types', `${name}.test.ts`), 'utf8');
        const asUser = suite.replaceAll("'../../src/index.js'", "'intake'");
        assert.notEqual(asUser, suite, 'the suite imports the package root');
        assert.equal(compile(version, name, asUser), '');
      });
    }

    it("reports a decorator on a field of the wrong type with the field's types, not the legacy overload's", () => {
      const output = compile(
        version,
        'decorator-mismatch',
        "import { Cast, Request } from 'intake';\nexport class A extends Request {\n  @Cast('int') name!: string;\n}\n",
      );
      assert.match(output, /Type 'string' is not assignable to type 'number'/);
      // TypeScript 5 lists every overload's error; 7 shows only the last one, which must be this.
      if (version === '7') {
        assert.doesNotMatch(
          output,
          /Argument of type 'undefined' is not assignable to parameter of type 'object'/,
        );
      }
    });
  });
}
