// The ahead-of-time build as users run it: `npx intake build` writes a module from an
// application, a process that hands it to `configure({ build })` answers every request exactly as
// a process that generates its code at run time — under `--disallow-code-generation-from-strings`,
// so nothing is compiled from text — and a build left behind by a change is reported: refused
// with StaleBuildException, or compiled at run time with one warning.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { configure, StaleBuildException } from '../../src/index.js';
import { aheadOfTimeBuild } from '../../src/inspect/index.js';
import { mixedRoutes, resourceTable } from '../generated/fixtures.js';

const root = process.cwd();
const bin = join(root, 'build', 'std', 'src', 'cli', 'main.js');
const dir = join(root, 'build', 'ahead-of-time-fixtures');
const library = JSON.stringify(join(root, 'build', 'std', 'src', 'index.js'));

/**
 * An application in the decorator-free form: typed scalars (the fast path), a dot path from the
 * route and context bags, nested items, hooks that keep a class on its steps, a custom rule read
 * through the module's request handler, a view, and a mixed route table. `TITLE_MAX` changes
 * one rule, as an edit after the build would.
 */
const application = `import { cast, fields, fromContext, fromRoute, items, preProcess, Request, RequestHandler, RouteCollector, validate, Validator } from ${library};
const titleMax = process.env.TITLE_MAX ?? '80';
const trimmed = (value) => (typeof value === 'string' ? value.trim() : value);
class Line extends Request { sku = ''; qty = 1;
  static fields = fields({ sku: 'required|sku', qty: [validate('required|integer|min_value:1'), cast('int')] }); }
class CreateOrder extends Request { shopId = 0; customer = ''; title = ''; lines = []; note = null;
  static fields = fields({
    shopId: [fromRoute(), cast('int')],
    customer: fromContext('userId'),
    title: [validate('required|string|max:' + titleMax), preProcess(trimmed)],
    lines: [validate('required|array|max:5'), items(Line)],
    note: 'nullable|string',
  }); }
class Search extends Request { term = ''; page = 1; exact = false;
  static fields = fields({ term: 'required|string|min:2', page: [validate('integer|min_value:1'), cast('int')], exact: [validate('boolean'), cast('bool')] }); }
class OrderView extends Request { title = ''; lines = []; static fields = fields({ lines: items(Line) }); }
export const routes = new RouteCollector();
routes.post('/shops/{shopId:[0-9]+}/orders', async (ctx) => {
  ctx.state.userId = ctx.header('x-user');
  const order = await ctx.body(CreateOrder);
  ctx.status(201);
  return order.toArray();
}).body(CreateOrder);
routes.get('/search', async (ctx) => (await ctx.query(Search)).toArray()).query(Search);
routes.get('/orders/{id:[0-9]+}', () => ({ title: 'kept', lines: [{ sku: 'ABC', qty: 2 }] })).responds(200, OrderView);
routes.get('/files/{path:.+}', (ctx) => ({ path: ctx.params.path }));
routes.get('/archive/{year}[/{month}]', (ctx) => ({ year: ctx.params.year, month: ctx.params.month ?? null }));
const validator = new Validator();
validator.addRule('sku', function isSku(value) { return typeof value === 'string' && /^[A-Z]{3}$/.test(value); });
export const requestHandler = new RequestHandler(validator);
`;

/** Serves fixed requests through the kernel's Fetch door and prints each answer as JSON. */
const scenario = `import { configure, HttpKernel } from ${library};
const [buildPath, policy] = process.argv.slice(2);
if (buildPath) configure({ build: (await import(buildPath)).default, staleBuild: policy });
const { routes, requestHandler } = await import('./app.mjs');
const kernel = new HttpKernel(routes, { requestHandler });
const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-user': 'u1' }, body: JSON.stringify(body) });
const requests = [
  ['/shops/7/orders', json({ title: '  Boxes  ', lines: [{ sku: 'ABC', qty: '3' }] })],
  ['/shops/7/orders', json({ title: 'x'.repeat(81), lines: [{ sku: 'abc', qty: 0 }], note: 5 })],
  ['/shops/7/orders', json({ title: '', lines: 'none' })],
  ['/shops/7/orders', json([1, 2])],
  ['/shops/x/orders', json({})],
  ['/search?term=ab&page=2&exact=true'],
  ['/search?term=a&page=zero'],
  ['/orders/12'],
  ['/files/a/b/c.txt'],
  ['/archive/2026'],
  ['/archive/2026/11'],
  ['/nowhere'],
];
const answers = [];
for (const [path, init] of requests) {
  const response = await kernel.fetch(new Request('http://app.test' + path, init));
  answers.push({ path, status: response.status, body: await response.text() });
}
console.log(JSON.stringify(answers));
`;

function node(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
}

function intakeBuild(...args: string[]) {
  return node([bin, 'build', join(dir, 'app.mjs'), ...args]);
}

/** The answers of the scenario, run at run time (no build) or from `build` with `policy`. */
function answers(options: {
  build?: string;
  policy?: string;
  noEval?: boolean;
  env?: Record<string, string>;
}) {
  const flags = options.noEval ? ['--disallow-code-generation-from-strings'] : [];
  const extra = options.build === undefined ? [] : [options.build, options.policy ?? 'compile'];
  return node([...flags, join(dir, 'scenario.mjs'), ...extra], options.env);
}

before(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'app.mjs'), application);
  writeFileSync(join(dir, 'scenario.mjs'), scenario);
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('npx intake build', () => {
  it('writes a module and its declarations, and --check passes until the application changes', () => {
    const out = join(dir, 'intake.build.js');
    const written = intakeBuild('--out', out);
    assert.equal(written.status, 0, written.stderr);
    assert.match(written.stdout, /intake\.build\.js: \d+ generated functions/);
    const module = readFileSync(out, 'utf8');
    assert.match(module, /^\/\/ The ahead-of-time build of intake's generated code/);
    assert.match(module, /^export default \{$/m);
    // Each entry says what wrote it and for what, and reads its values by name.
    assert.match(module, /\/\/ mapping\.(fast-path|collect) · CreateOrder · /);
    assert.match(module, /\/\/ router\.finder · GET · \(path, max\)/);
    assert.match(module, /\/\/ mapping\.view-json · OrderView · /);
    assert.doesNotMatch(module, /\[A-Z\]\{3\}/, "a custom rule's code is read by name, never pasted");
    assert.equal(
      readFileSync(join(dir, 'intake.build.d.ts'), 'utf8'),
      "declare const build: import('intake').CompiledBuild;\nexport default build;\n",
    );

    const fresh = intakeBuild('--out', out, '--check');
    assert.equal(fresh.status, 0, fresh.stderr);
    assert.match(fresh.stdout, /is up to date/);
    const stale = node([bin, 'build', join(dir, 'app.mjs'), '--out', out, '--check'], { TITLE_MAX: '81' });
    assert.equal(stale.status, 1);
    assert.match(
      stale.stderr,
      /intake\.build\.js is stale: run `npx intake build .*app\.mjs --out .*intake\.build\.js`/,
    );
    const missing = intakeBuild('--out', join(dir, 'absent.js'), '--check');
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /absent\.js is missing/);
  });

  it('writes CommonJS for a .cjs file, with .d.cts declarations', () => {
    const run = intakeBuild('--out', join(dir, 'intake.build.cjs'));
    assert.equal(run.status, 0, run.stderr);
    assert.match(readFileSync(join(dir, 'intake.build.cjs'), 'utf8'), /^module\.exports = \{$/m);
    assert.match(readFileSync(join(dir, 'intake.build.d.cts'), 'utf8'), /^export = build;$/m);
  });

  it('prints usage for a call without --out', () => {
    const run = node([bin, 'build', join(dir, 'app.mjs')]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /intake build <module> --out file \[--check\]/);
  });
});

describe('configure({ build })', () => {
  const out = join(dir, 'served.build.js');
  let expected: unknown;

  before(() => {
    const written = intakeBuild('--out', out);
    assert.equal(written.status, 0, written.stderr);
    const runtime = answers({});
    assert.equal(runtime.status, 0, runtime.stderr);
    expected = JSON.parse(runtime.stdout);
  });

  it('answers as run-time generation does, with code generation from text forbidden', () => {
    const built = answers({ build: out, policy: 'refuse', noEval: true });
    assert.equal(built.status, 0, built.stderr);
    assert.equal(built.stderr, '');
    assert.deepEqual(JSON.parse(built.stdout), expected);
    // The scenario reaches valid and invalid mappings, views, parameters and misses.
    const statuses = (expected as { status: number }[]).map(({ status }) => status);
    for (const status of [200, 201, 404, 422]) assert.ok(statuses.includes(status), `a ${status} is served`);
  });

  it('refuses a stale build with StaleBuildException naming the class, where asked to', () => {
    const run = answers({ build: out, policy: 'refuse', env: { TITLE_MAX: '81' } });
    assert.notEqual(run.status, 0);
    assert.match(
      run.stderr,
      /StaleBuildException: The ahead-of-time build has no [a-z.-]+ function for CreateOrder/,
    );
    assert.match(run.stderr, /Run `npx intake build` again/);
  });

  it('refuses a stale build where the runtime cannot compile, whatever the policy', () => {
    const run = answers({ build: out, policy: 'compile', noEval: true, env: { TITLE_MAX: '81' } });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /StaleBuildException/);
  });

  it('compiles what a stale build lacks at run time, warns once, and answers as without a build', () => {
    const runtime = answers({ env: { TITLE_MAX: '81' } });
    const built = answers({ build: out, policy: 'compile', env: { TITLE_MAX: '81' } });
    assert.equal(built.status, 0, built.stderr);
    assert.deepEqual(JSON.parse(built.stdout), JSON.parse(runtime.stdout));
    const warnings = built.stderr.split('\n').filter((line) => line.startsWith('intake: '));
    assert.equal(warnings.length, 1, built.stderr);
    assert.match(warnings[0]!, /has no [a-z.-]+ function for CreateOrder.*compiled at run time/);
    // The changed rule is in force: the 81-character title is refused under 80, not under 81.
    const titleError = /"title":\[/;
    assert.match((expected as { body: string }[])[1]!.body, titleError);
    assert.doesNotMatch((JSON.parse(built.stdout) as { body: string }[])[1]!.body, titleError);
  });
});

describe('aheadOfTimeBuild() and configure() as an API', () => {
  it('holds each distinct function once, whatever the tables share', () => {
    const one = aheadOfTimeBuild(mixedRoutes());
    const both = aheadOfTimeBuild(resourceTable());
    assert.ok(one.functions > 0 && both.functions > 0);
    assert.equal(one.module.match(/^ {4}"[0-9a-f]{20}_[0-9a-z]+": \(?function \(/gm)?.length, one.functions);
  });

  it('refuses what is not a build, and a policy without a build, changing nothing', () => {
    assert.throws(
      () => configure({ build: { format: 2 } as never }),
      /expects the default export of a module written by `npx intake build`/,
    );
    assert.throws(() => configure({ build: { format: 1 } as never }), /the build has no functions/);
    assert.throws(() => configure({ build: null as never }), TypeError);
    assert.throws(() => configure({ staleBuild: 'refuse' }), /applies to a build/);
    assert.throws(
      () => configure({ build: { format: 1, functions: {} }, staleBuild: 'never' as never }),
      /'compile' or 'refuse'/,
    );
    assert.equal(new StaleBuildException('router.finder', 'GET').subject, 'GET');
  });
});
