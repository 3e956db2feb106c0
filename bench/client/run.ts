// `npm run bench:client`: what a typed client costs, side by side with Hono's `hc` and oRPC on
// the `bench:app` generator's API (5 routes per resource, under /api/v1 and /api/v2):
// - `tsc --extendedDiagnostics` (TypeScript 7) of a file calling every route, at 100, 1,000
//   and 3,000 routes, and whether it hit TS2589;
// - one call against a hand-written `fetch` of the same request, through a stub `fetch`, in
//   one process;
// - the client's bundle, minified and gzipped (esbuild).
// BENCHMARKS.md, "Typed clients", holds the table it prints.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { hc } from 'hono/client';
import { createClient } from '../../src/client/index.js';
import { clientSource } from '../../src/index.js';
import { generateApi } from '../app/spec.js';
import { compare, consume, environment, markdownTable } from '../harness.js';
import { intakeRoutes } from './intake-routes.js';
import { honoFiles, intakeCalls, orpcFiles, TENANT } from './sources.js';

const root = process.cwd();
const dir = join(root, 'build', 'bench-client');
// Resources: 100, 1,000 and 3,000 routes; `BENCH_CLIENT_SIZES=` (empty) measures calls and bundles only.
const SIZES = (process.env.BENCH_CLIENT_SIZES ?? '10,100,300').split(',').filter(Boolean).map(Number);

interface Checked {
  values: Record<string, string>;
  errors: number;
  ts2589: boolean;
}

function typeCheck(name: string, files: Map<string, string>, entry: string): Checked {
  const project = join(dir, name);
  rmSync(project, { recursive: true, force: true });
  for (const [file, text] of files) {
    mkdirSync(join(project, file, '..'), { recursive: true });
    writeFileSync(join(project, file), text);
  }
  const compilerOptions = {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    paths: { 'intake/client': [join(root, 'src', 'client', 'index.ts')] },
  };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [entry] }));
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules', '.bin', 'tsc'),
      ['-p', project, '--extendedDiagnostics'],
      {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const values: Record<string, string> = {};
  for (const line of output.split('\n')) {
    const match = /^([A-Za-z ]+):\s+(\S+)/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return { values, errors: (output.match(/error TS\d+/g) ?? []).length, ts2589: output.includes('TS2589') };
}

const env = environment();
const rows: string[] = [];
for (const resources of SIZES) {
  const api = generateApi(resources);
  const routes = resources * 10;
  const source = clientSource(intakeRoutes(resources));
  const intake = (via: 'routes' | 'call') =>
    new Map([
      ['api.ts', source],
      ['calls.ts', intakeCalls(api, via)],
    ]);
  const runs = [
    ['intake, `client.routes[name](input)`', typeCheck(`intake-${routes}`, intake('routes'), 'calls.ts')],
    ['intake, `client.call(name, input)`', typeCheck(`intake-call-${routes}`, intake('call'), 'calls.ts')],
    ['Hono `hc`', typeCheck(`hono-${routes}`, honoFiles(api), 'calls.ts')],
    ['oRPC', typeCheck(`orpc-${routes}`, orpcFiles(api), 'calls.ts')],
  ] as const;
  for (const [label, { values, errors, ts2589 }] of runs) {
    const status = ts2589 ? 'TS2589' : errors > 0 ? `${errors} errors` : 'ok';
    rows.push(
      `| ${routes.toLocaleString('en')} | ${label} | ${values['Check time'] ?? '–'} | ${values['Total time'] ?? '–'} | ${values['Memory used'] ?? '–'} | ${values.Instantiations ?? '–'} | ${status} |`,
    );
    console.error(rows.at(-1));
  }
}

// One call, stub fetch: the same POST with a JSON body, a 201 JSON answer read back.
const api = generateApi(10);
const resource = api.resources[0]!;
const answer = JSON.stringify({ id: '1', ...resource.valid });
const stub = async (_request: Request) =>
  new Response(answer, { status: 201, headers: { 'content-type': 'application/json' } });
const intakeClient = createClient<Record<string, never>>(
  { create: ['POST', `/api/v1/tenants/{tenantId}/${resource.name}`, [201, 400, 413, 415, 422, 500, 503]] },
  { baseUrl: 'http://localhost', fetch: stub },
);
const honoClient: any = hc('http://localhost', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => stub(new Request(input, init)),
});
const callCost = await compare(
  'One POST call with a JSON body and a 201 JSON answer, stub fetch',
  [
    {
      name: 'hand-written fetch',
      run: async () => {
        const response = await stub(
          new Request(`http://localhost/api/v1/tenants/${encodeURIComponent(TENANT)}/${resource.name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(resource.valid),
          }),
        );
        consume(response.status === 201 ? await response.json() : undefined);
      },
    },
    {
      name: 'intake/client',
      run: async () => {
        const result = await (intakeClient as any).call('create', {
          params: { tenantId: TENANT },
          body: resource.valid,
        });
        consume(result.data);
      },
    },
    {
      name: 'Hono hc',
      run: async () => {
        const response = await honoClient.api.v1.tenants[':tenantId'][resource.name].$post({
          param: { tenantId: TENANT },
          json: resource.valid,
        });
        consume(response.status === 201 ? await response.json() : undefined);
      },
    },
  ],
  { async: true, batch: 200, rounds: 120 },
);

async function bundled(source: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return { minified: bytes.length, gzipped: gzipSync(bytes).length };
}
const bundles = [
  ['intake/client', await bundled(`export { createClient } from './build/std/src/client/index.js';`)],
  ['Hono `hc`', await bundled(`export { hc } from 'hono/client';`)],
  [
    'oRPC client + RPCLink',
    await bundled(
      `export { createORPCClient } from '@orpc/client'; export { RPCLink } from '@orpc/client/fetch';`,
    ),
  ],
] as const;

console.log('### Typed clients — `npm run bench:client`\n');
console.log(`${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · TypeScript 7\n`);
console.log('#### Type-checking a file that calls every route (`tsc --extendedDiagnostics`)\n');
console.log('| routes | client | check time | total time | memory | instantiations | result |');
console.log('|---:|---|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
console.log(`\n${markdownTable(callCost)}\n`);
// On a shared machine the two medians can meet different load; the round-by-round ratio cannot.
console.log(
  `Median of per-round ratios (each round times every contender back to back): ${callCost.results
    .slice(1)
    .map((r) => `${r.name} ${r.pairedRatio.toFixed(2)}×`)
    .join(', ')}.\n`,
);
console.log('#### Bundle (esbuild, minified, browser)\n');
console.log('| client | minified | gzipped |');
console.log('|---|---:|---:|');
for (const [name, size] of bundles)
  console.log(
    `| ${name} | ${size.minified.toLocaleString('en')} B | ${size.gzipped.toLocaleString('en')} B |`,
  );
