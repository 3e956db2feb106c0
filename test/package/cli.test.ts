// `intake routes <module>`: the route table of an application, printed from the module that
// builds it, as users run it (the compiled bin, a separate process).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const bin = join(root, 'build', 'std', 'src', 'cli', 'main.js');
const dir = join(root, 'build', 'cli-fixtures');
const library = JSON.stringify(join(root, 'build', 'std', 'src', 'index.js'));

function intake(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
}

before(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'factory.mjs'),
    `import { RouteCollector } from ${library};
export default function buildRoutes() {
  const routes = new RouteCollector();
  routes.group('/api', (api) => {
    api.get('/users/{id:[0-9]+}', () => 1).name('users.show');
    api.post('/users', () => 2);
  }, [function audit(ctx, next) { return next(); }]);
  return routes;
}
`,
  );
  writeFileSync(
    join(dir, 'named.mjs'),
    `import { RouteCollector } from ${library};\nexport const routes = new RouteCollector();\nroutes.any('/hooks', () => 1);\n`,
  );
  writeFileSync(join(dir, 'nothing.mjs'), 'export const answer = 42;\n');
  // Request classes in the decorator-free form, which plain JavaScript can declare.
  writeFileSync(
    join(dir, 'declared.mjs'),
    `import { fields, Request, RequestHandler, RouteCollector, Validator } from ${library};
class Order extends Request { email = ''; static fields = fields({ email: 'required|email' }); }
class Search extends Request { q = ''; page = 1; static fields = fields({ q: 'required|emial', page: 'integer' }); }
class Label extends Request { sku = ''; static fields = fields({ sku: 'required|sku' }); }
export const routes = new RouteCollector();
routes.post('/orders', () => 1).body(Order);
routes.get('/orders', () => 2).query(Search);
routes.put('/orders/{id}', () => 3).body(Order);
routes.post('/labels', () => 4).body(Label);
const validator = new Validator();
validator.addRule('sku', (value) => typeof value === 'string');
export const requestHandler = process.env.WITH_HANDLER === '1' ? new RequestHandler(validator) : undefined;
`,
  );
  writeFileSync(
    join(dir, 'served.mjs'),
    `import { RouteCollector, serveApiReference } from ${library};
export const openapiOptions = { info: { title: 'Served', version: '1.0.0' } };
export const routes = new RouteCollector();
routes.get('/health', () => 'ok').name('health');
serveApiReference(routes, openapiOptions);
`,
  );
  writeFileSync(
    join(dir, 'described.mjs'),
    `export { default } from './factory.mjs';\nexport const openapiOptions = { info: { title: 'Shop', version: '3.2.1' } };\n`,
  );
});

describe('intake routes <module>', () => {
  it('prints method, path, name, handler and middleware of a default-exported factory', () => {
    const run = intake('routes', join(dir, 'factory.mjs'));
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.trim().split('\n');
    assert.match(lines[0]!, /METHOD\s+PATH\s+NAME\s+HANDLER\s+MIDDLEWARE/);
    assert.ok(
      lines.some((line) => /^GET\s+\/api\/users\/\{id:\[0-9\]\+\}\s+users\.show\s+.*audit/.test(line)),
      run.stdout,
    );
    assert.ok(
      lines.some((line) => /^POST\s+\/api\/users\s/.test(line)),
      run.stdout,
    );
  });

  it('reads a collector exported as `routes`', () => {
    const run = intake('routes', join(dir, 'named.mjs'));
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /\*\s+\/hooks/);
  });

  it('says what is wrong: no collector exported (exit 1), wrong usage (exit 2)', () => {
    const nothing = intake('routes', join(dir, 'nothing.mjs'));
    assert.equal(nothing.status, 1);
    assert.match(nothing.stderr, /exports no RouteCollector/);
    const usage = intake('list', 'x');
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /usage: intake routes <module>/);
    assert.equal(intake('openapi', join(dir, 'factory.mjs'), '--colour', 'red').status, 2);
  });

  it('is the package bin', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.equal(pkg.bin.intake, './dist/cli/main.js');
    assert.ok(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node'));
  });
});

describe('intake check <module>', () => {
  it('builds every declared class once and reports each misdeclared one (exit 1)', () => {
    const run = intake('check', join(dir, 'declared.mjs'));
    assert.equal(run.status, 1, run.stderr);
    const lines = run.stdout.trim().split('\n');
    assert.equal(lines.length, 4, run.stdout);
    assert.equal(lines[0], 'ok     Order');
    assert.match(lines[1]!, /^error {2}Search: Search\.q: .*"emial".* \[invalidRules\]$/);
    assert.match(lines[2]!, /^error {2}Label: Label\.sku: .*"sku".* \[invalidRules\]$/);
    assert.equal(lines[3], '3 request classes checked, 2 with errors');
  });

  it("checks with the module's requestHandler export, so its custom rules count", () => {
    const run = spawnSync(process.execPath, [bin, 'check', join(dir, 'declared.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, WITH_HANDLER: '1' },
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /^ok {5}Label$/m);
    assert.match(run.stdout, /^3 request classes checked, 1 with errors$/m);
  });

  it('exits 0 when every class is well declared, and 1 with the reason when there is no collector', () => {
    const none = intake('check', join(dir, 'factory.mjs'));
    assert.equal(none.status, 0, none.stderr);
    assert.equal(none.stdout, '0 request classes checked, 0 with errors\n');
    const nothing = intake('check', join(dir, 'nothing.mjs'));
    assert.equal(nothing.status, 1);
    assert.match(nothing.stderr, /exports no RouteCollector/);
  });
});

describe('intake openapi <module>', () => {
  it("prints the document, info from the module's openapiOptions, servers from --server", () => {
    const run = intake('openapi', join(dir, 'described.mjs'), '--server', 'https://api.example.com');
    assert.equal(run.status, 0, run.stderr);
    const document = JSON.parse(run.stdout);
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual(document.info, { title: 'Shop', version: '3.2.1' });
    assert.deepEqual(document.servers, [{ url: 'https://api.example.com' }]);
    assert.equal(document.paths['/api/users/{id}'].get.operationId, 'users.show');
  });

  it('writes --out, with info from the flags or else from package.json', () => {
    const out = join(dir, 'openapi.json');
    const run = intake('openapi', join(dir, 'factory.mjs'), '--out', out, '--title', 'Users');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, '');
    const document = JSON.parse(readFileSync(out, 'utf8'));
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.deepEqual(document.info, { title: 'Users', version: pkg.version });
    assert.deepEqual(Object.keys(document.paths), ['/api/users/{id}', '/api/users']);
  });

  it('prints the document the app serves at /openapi.json, without the reference routes', async () => {
    const run = intake('openapi', join(dir, 'served.mjs'));
    assert.equal(run.status, 0, run.stderr);
    const { HttpKernel } = (await import(JSON.parse(library))) as typeof import('../../src/index.js');
    const { routes } = (await import(pathToFileURL(join(dir, 'served.mjs')).href)) as {
      routes: ConstructorParameters<typeof HttpKernel>[0];
    };
    const served = await new HttpKernel(routes).fetch(new globalThis.Request('http://x/openapi.json'));
    assert.deepEqual(JSON.parse(run.stdout), await served.json());
    assert.deepEqual(Object.keys(JSON.parse(run.stdout).paths), ['/health']);
  });

  it('exits 1 with the reason when the module has no collector', () => {
    const run = intake('openapi', join(dir, 'nothing.mjs'));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /exports no RouteCollector/);
  });
});
