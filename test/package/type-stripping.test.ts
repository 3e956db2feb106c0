// Request classes in the decorator-free form run as TypeScript source under Node's own type
// stripping: `node main.ts` on Node 26 (and on this Node when it strips types), with no build
// step and no loader. The modules import `intake` by name, as an application does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const dir = join(root, 'build', 'type-stripping');
const cli = join(root, 'build', 'std', 'src', 'cli', 'main.js');

const routesModule = `import { cast, fields, fromRoute, items, Request, RouteCollector, validate } from 'intake';
import type { HttpContext } from 'intake';

export class Line extends Request {
  sku = '';
  qty = 0;
  static fields = fields<Line>({ sku: 'required|string|max:40', qty: 'required|integer|min_value:1' });
}

export class CreateOrder extends Request {
  shopId = 0;
  email = '';
  lines: Line[] = [];
  static fields = fields<CreateOrder>({
    shopId: [fromRoute(), cast('int')],
    email: 'required|email',
    lines: [validate('required|array'), items(Line)],
  });
}

async function createOrder(ctx: HttpContext): Promise<Record<string, unknown>> {
  const order = await ctx.body(CreateOrder);
  return { ...order.toJSON(), items: order.lines.reduce((sum: number, line: Line) => sum + line.qty, 0) };
}

export const routes = new RouteCollector();
routes.post('/shops/{shopId}/orders', createOrder).body(CreateOrder);
`;

const mainModule = `import { FetchKernel } from 'intake';
import { routes } from './routes.ts';

interface Answer { status: number; body: unknown }
const kernel = new FetchKernel(routes);
const answers: Answer[] = [];
for (const body of [{ email: 'ada@example.com', lines: [{ sku: 'A', qty: '2' }, { sku: 'B', qty: 3 }] }, { email: 'nope', lines: [] }]) {
  const response = await kernel.fetch(new globalThis.Request('http://localhost/shops/7/orders', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  }));
  answers.push({ status: response.status, body: await response.json() });
}
console.log(JSON.stringify(answers));
`;

const misdeclaredModule = `import { fields, Request, RouteCollector } from 'intake';

class SignUp extends Request {
  email = '';
  static fields = fields<SignUp>({ email: 'required|emial' });
}
export const routes = new RouteCollector();
routes.post('/signup', () => 'never').body(SignUp);
`;

const startMisdeclared = `import { HttpKernel } from 'intake';
import { routes } from './misdeclared.ts';
new HttpKernel(routes);
console.log('listening');
`;

let node26 = '';
/** Node binaries that run TypeScript by stripping types: Node 26, and this one when it can. */
const binaries: Array<[string, () => string]> = [['Node 26', () => node26]];
if ((process.features as { typescript?: unknown }).typescript) {
  binaries.push([`this Node (${process.version})`, () => process.execPath]);
}

before(async () => {
  const lines = pathToFileURL(join(root, 'scripts', 'node-lines.mjs')).href;
  const { nodeBinary } = (await import(lines)) as { nodeBinary: (line: string) => string };
  node26 = nodeBinary('26');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  // `intake` resolves to the compiled library through its build folder's package.json.
  symlinkSync(join(root, 'build', 'std'), join(dir, 'node_modules', 'intake'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'shop', private: true, type: 'module' }));
  writeFileSync(join(dir, 'routes.ts'), routesModule);
  writeFileSync(join(dir, 'main.ts'), mainModule);
  writeFileSync(join(dir, 'misdeclared.ts'), misdeclaredModule);
  writeFileSync(join(dir, 'start-misdeclared.ts'), startMisdeclared);
});

function run(binary: string, ...args: string[]) {
  return spawnSync(binary, args, { cwd: dir, encoding: 'utf8' });
}

describe('decorator-free request classes under type stripping', () => {
  for (const [name, binaryOf] of binaries) {
    it(`${name} runs a route module written with fields() as source, no build`, () => {
      const binary = binaryOf();
      const ran = run(binary, 'main.ts');
      assert.equal(ran.status, 0, ran.stderr);
      const [created, refused] = JSON.parse(ran.stdout) as Array<{
        status: number;
        body: Record<string, unknown>;
      }>;
      assert.deepEqual(created, {
        status: 200,
        body: {
          shopId: 7,
          email: 'ada@example.com',
          lines: [
            { sku: 'A', qty: 2 },
            { sku: 'B', qty: 3 },
          ],
          items: 5,
        },
      });
      assert.equal(refused!.status, 422);
      assert.deepEqual(Object.keys(refused!.body.errors as object).sort(), ['email', 'lines']);
    });

    it(`${name} stops a misdeclared application at start, before it listens`, () => {
      const binary = binaryOf();
      const ran = run(binary, 'start-misdeclared.ts');
      assert.notEqual(ran.status, 0);
      assert.doesNotMatch(ran.stdout, /listening/);
      assert.match(ran.stderr, /ConfigurationException: SignUp\.email: .*emial/);
    });
  }

  it('intake check <module.ts> on Node 26 checks the declared classes of a TypeScript module', () => {
    const good = run(node26, cli, 'check', 'routes.ts');
    assert.equal(good.status, 0, good.stderr);
    assert.match(good.stdout, /^ok {5}CreateOrder$/m);
    const bad = run(node26, cli, 'check', 'misdeclared.ts');
    assert.equal(bad.status, 1, bad.stderr);
    assert.match(bad.stdout, /^error {2}SignUp: SignUp\.email: .*emial.* \[invalidRules\]$/m);
    assert.match(bad.stdout, /^1 request classes checked, 1 with errors$/m);
  });
});
