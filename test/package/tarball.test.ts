// The package as npm publishes it: `npm pack` (whose `prepack` builds dist/), installed into a
// scratch project outside the repository, must import from every subpath export, pass publint
// and Are the Types Wrong, type-check in a project without @types/node with skipLibCheck off,
// and ship examples and files that make sense without the repository around them.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, unknown>;
  devDependencies: Record<string, string>;
};
/** `intake`, `intake/router`, …: every subpath a user can import, package.json aside. */
const subpaths = Object.keys(manifest.exports)
  .filter((key) => key !== './package.json')
  .map((key) => manifest.name + key.slice(1));
/** Subpaths that need a framework installed beside intake. */
const adapterSubpaths = ['intake/express', 'intake/fastify', 'intake/nest', 'intake/hono', 'intake/otel'];
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

let scratch: string;
let tarball: string;
let installed: string;

function run(command: string, args: string[], cwd: string) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'intake-tarball-'));
  const packed = run('npm', ['pack', '--pack-destination', scratch], root);
  assert.equal(packed.status, 0, packed.stderr);
  const [file] = readdirSync(scratch).filter((name) => name.endsWith('.tgz'));
  assert.ok(file, 'npm pack wrote no tarball');
  tarball = join(scratch, file);
  const project = join(scratch, 'app');
  execFileSync('mkdir', ['-p', project]);
  // The frameworks only the adapters import at run time; their versions are the ones the repository tests.
  const dependencies = {
    intake: `file:${tarball}`,
    hono: manifest.devDependencies.hono,
    '@nestjs/common': manifest.devDependencies['@nestjs/common'],
    'reflect-metadata': manifest.devDependencies['reflect-metadata'],
    rxjs: manifest.devDependencies.rxjs,
    express: manifest.devDependencies.express,
    fastify: manifest.devDependencies.fastify,
    '@opentelemetry/api': manifest.devDependencies['@opentelemetry/api'],
  };
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module', dependencies }),
  );
  const install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'],
    project,
  );
  assert.equal(install.status, 0, install.stderr);
  installed = project;
});

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('the packed tarball', () => {
  it('imports from every subpath export once installed', () => {
    for (const subpath of subpaths) {
      const script = `const m = await import(${JSON.stringify(subpath)}); if (Object.keys(m).length === 0) throw new Error('no exports');`;
      const imported = run(process.execPath, ['--input-type=module', '-e', script], installed);
      assert.equal(imported.status, 0, `${subpath}: ${imported.stderr}`);
    }
  });

  it('keeps the name of every exported class and function through the bundling', () => {
    // Exports that are another name for a function, or made by a factory, by design.
    const aliases = ['resolveInputLimits', 'Dto', 'RequestDto'];
    const script = `
      const renamed = [];
      for (const subpath of ${JSON.stringify(subpaths)}) {
        for (const [key, value] of Object.entries(await import(subpath))) {
          if (typeof value === 'function' && value.name !== key && !${JSON.stringify(aliases)}.includes(key))
            renamed.push(subpath + ' ' + key + ' is named ' + JSON.stringify(value.name));
        }
      }
      console.log(JSON.stringify(renamed));`;
    const listed = run(process.execPath, ['--input-type=module', '-e', script], installed);
    assert.equal(listed.status, 0, listed.stderr);
    assert.deepEqual(JSON.parse(listed.stdout), []);
  });

  it('maps, validates and casts a request through the installed Fetch kernel', () => {
    const script = `
      import { cast, fields, FetchKernel, fromRoute, items, Request, RouteCollector } from 'intake';
      class Line extends Request { sku = ''; qty = 0; static fields = fields({ sku: 'required|string', qty: 'required|integer' }); }
      class Order extends Request {
        shopId = 0; email = ''; day = null; lines = [];
        static fields = fields({
          shopId: [fromRoute(), cast('int')], email: 'required|email',
          day: ['date_format:yyyy-MM-dd', cast('datetime:yyyy-MM-dd')], lines: ['array', items(Line)],
        });
      }
      const routes = new RouteCollector();
      routes.post('/shops/{shopId}/orders', async (ctx) => (await ctx.body(Order)).toJSON()).body(Order);
      const kernel = new FetchKernel(routes);
      for (const body of [{ email: 'a@example.com', day: '2026-04-30', lines: [{ sku: 'A', qty: '2' }] }, { email: 'nope', day: '30/04' }]) {
        const response = await kernel.fetch(new globalThis.Request('http://localhost/shops/7/orders', {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
        }));
        const answer = await response.json();
        console.log(response.status, JSON.stringify(answer.errors ? Object.keys(answer.errors) : answer));
      }`;
    const answered = run(process.execPath, ['--input-type=module', '-e', script], installed);
    assert.equal(answered.status, 0, answered.stderr);
    assert.equal(
      answered.stdout,
      '200 {"shopId":7,"email":"a@example.com","day":"2026-04-30T00:00:00.000Z","lines":[{"sku":"A","qty":2}]}\n' +
        '422 ["email","day"]\n',
    );
  });

  it('passes publint with no error', () => {
    const linted = run(bin('publint'), ['run', tarball, '--level', 'error'], root);
    assert.equal(linted.status, 0, linted.stdout + linted.stderr);
  });

  it('passes Are the Types Wrong for an ESM-only package', () => {
    const checked = run(bin('attw'), [tarball, '--profile', 'esm-only', '--no-color'], root);
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  });

  it('type-checks in a project without @types/node, with skipLibCheck off', () => {
    assert.equal(existsSync(join(installed, 'node_modules', '@types', 'node')), false);
    const portable = subpaths.filter((subpath) => !adapterSubpaths.includes(subpath));
    const source = portable.map((subpath, index) => `import * as entry${index} from '${subpath}';`);
    source.push(`export const entries = [${portable.map((_, index) => `entry${index}`).join(', ')}];`);
    writeFileSync(join(installed, 'edge.ts'), `${source.join('\n')}\n`);
    const compilerOptions = {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
      strict: true,
      skipLibCheck: false,
      noEmit: true,
    };
    writeFileSync(join(installed, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['edge.ts'] }));
    const compiled = run(bin('tsc'), ['-p', installed], installed);
    assert.equal(compiled.status, 0, compiled.stdout + compiled.stderr);
  });

  it('ships examples that import intake by its package name, never the repository sources', () => {
    const examples = join(installed, 'node_modules', 'intake', 'examples');
    const files = readdirSync(examples, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts'));
    assert.ok(files.length > 0);
    for (const file of files) {
      const text = readFileSync(join(examples, file), 'utf8');
      assert.doesNotMatch(text, /from '(\.\.\/)+(src|dist)\//, file);
      for (const [, specifier] of text.matchAll(/from '(\.[^']*)'/g)) {
        assert.ok(
          existsSync(join(examples, file, '..', specifier!.replace(/\.js$/, '.ts'))),
          `${file} → ${specifier}`,
        );
      }
    }
  });

  it('ships no source map whose sources are missing from the package', () => {
    const shipped = join(installed, 'node_modules', 'intake');
    for (const file of readdirSync(shipped, { recursive: true }).map(String)) {
      if (!file.endsWith('.map')) continue;
      const map = JSON.parse(readFileSync(join(shipped, file), 'utf8')) as {
        sources: string[];
        sourcesContent?: string[];
      };
      assert.equal(map.sourcesContent?.length, map.sources.length, `${file} carries no sources`);
    }
  });
});

describe('the repository maps every subpath export to its sources', () => {
  it('has a tsconfig path per subpath export, so examples import intake as users do', () => {
    const base = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const expected = Object.fromEntries(
      subpaths.map((subpath) => {
        const target = (manifest.exports[`.${subpath.slice(manifest.name.length)}`] as { default: string })
          .default;
        return [subpath, [target.replace('./dist/', './src/').replace(/\.js$/, '.ts')]];
      }),
    );
    assert.deepEqual(base.compilerOptions.paths, expected);
  });
});
