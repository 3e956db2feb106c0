// `routes.url(name, params)` typed by the route's template once an application declares its
// route names (`RouteNames`, written by `npx intake routes <module> --types <file>`), and any
// text without that declaration. Each case is a project of its own compiled by tsc, since a
// declaration of `RouteNames` holds for a whole program; `@ts-expect-error` lines must be errors.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = process.cwd();
const bin = join(root, 'build', 'std', 'src', 'cli', 'main.js');

const app = `import { RouteCollector } from 'intake';
export const routes = new RouteCollector();
routes.get('/users/{id:[0-9]+}', () => 'user').name('users.show');
routes.group('/shops/{shop}', (shop) => {
  shop.get('/orders[/{status}]', () => 'orders').name('shop.orders');
});
routes.get('/health', () => 'ok').name('health');
`;

function compile(name: string, files: Record<string, string>): { status: number | null; output: string } {
  const project = join(root, 'build', 'route-names-types', name);
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(project, file), text);
  const compilerOptions = {
    // The repository's settings (tsconfig.base.json): the sources are compiled with the project.
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'ESNext.Decorators', 'DOM'],
    strict: true,
    noUncheckedIndexedAccess: true,
    useDefineForClassFields: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    paths: { intake: [join(root, 'src', 'index.ts')] },
  };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project],
    {
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('routes.url(name, params) types', () => {
  it('checks names and template parameters once the names are declared by intake routes --types', () => {
    const fixtures = join(root, 'build', 'route-names-types');
    mkdirSync(fixtures, { recursive: true });
    // The module the command loads: the same routes, in the JavaScript the build wrote.
    const module = join(fixtures, 'app.mjs');
    writeFileSync(
      module,
      app.replace("from 'intake'", `from ${JSON.stringify(join(root, 'build', 'std', 'src', 'index.js'))}`),
    );
    const declared = join(fixtures, 'route-names.d.ts');
    const written = spawnSync(process.execPath, [bin, 'routes', module, '--types', declared], {
      encoding: 'utf8',
    });
    assert.equal(written.status, 0, written.stderr);
    const names = readFileSync(declared, 'utf8');
    assert.match(names, /"shop\.orders": "\/shops\/\{shop\}\/orders\[\/\{status\}\]";/);
    const usage = `import { routes } from './app.js';
routes.url('users.show', { id: 5 });
routes.url('users.show', { id: '5', tab: 'orders' }); // other values go into the query string
routes.url('shop.orders', { shop: 'acme' });
routes.url('shop.orders', { shop: 'acme', status: 'open' });
routes.url('health');
// @ts-expect-error: no route has this name
routes.url('users.edit', { id: 5 });
// @ts-expect-error: id is required by the template
routes.url('users.show', {});
// @ts-expect-error: shop is required, even with the optional segment's parameter given
routes.url('shop.orders', { status: 'open' });
// @ts-expect-error: the parameters object is required where the template has parameters
routes.url('users.show');
`;
    const compiled = compile('declared', { 'app.ts': app, 'route-names.d.ts': names, 'usage.ts': usage });
    assert.equal(compiled.status, 0, compiled.output);
    const check = spawnSync(process.execPath, [bin, 'routes', module, '--types', declared, '--check'], {
      encoding: 'utf8',
    });
    assert.equal(check.status, 0, check.stderr);
    writeFileSync(declared, names.replace('users.show', 'users.view'));
    const stale = spawnSync(process.execPath, [bin, 'routes', module, '--types', declared, '--check'], {
      encoding: 'utf8',
    });
    assert.equal(stale.status, 1);
    assert.match(stale.stderr, /route-names\.d\.ts is stale: run `npx intake routes .* --types .*`/);
  });

  it('takes any name while no names are declared', () => {
    const usage = `import { routes } from './app.js';
routes.url('users.show', { id: 5 });
routes.url('anything.else');
`;
    const compiled = compile('undeclared', { 'app.ts': app, 'usage.ts': usage });
    assert.equal(compiled.status, 0, compiled.output);
  });
});
