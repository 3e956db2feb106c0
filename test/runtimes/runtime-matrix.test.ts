// The Fetch door on every runtime: examples/edge/app.ts is bundled with esbuild as ESM for a
// neutral platform — as a Workers or Deno deploy would — and the bundle must reference no
// Node module and no dynamic require. Then the same requests (a DTO with a route parameter,
// JSON, gzip, multipart with a file, bad input) go to the bundle in Node, and to Bun, Deno
// and workerd serving it with their own servers, from the npm registry's binaries. Every
// runtime must answer exactly what Node answers, and Node what the app promises.
// A missing binary skips its runtime with the reason, except under
// INTAKE_REQUIRE_RUNTIMES=1 (CI), where that is a failure.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = process.cwd();
const outDir = join(root, 'build', 'edge');
const bundlePath = join(outDir, 'app.mjs');
const required = process.env.INTAKE_REQUIRE_RUNTIMES === '1';

interface Answer {
  status: number;
  contentType: string | null;
  allow: string | null;
  body: unknown;
}

interface Scenario {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  check: (answer: Answer) => void;
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const jsonHeaders = { 'content-type': 'application/json' };
const validOrder = {
  email: 'ada@example.com',
  lines: [
    { sku: 'A-1', qty: 2 },
    { sku: 'B-2', qty: '3' },
  ],
};

/** A multipart body as a browser would send it, encoded once by Node's FormData. */
async function multipart(
  fields: Array<[string, string | File]>,
): Promise<{ body: Uint8Array; type: string }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request('http://encoder.local/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function scenarios(): Promise<Scenario[]> {
  const note = await multipart([
    ['title', 'Release notes'],
    ['tags[]', 'edge'],
    ['tags[]', 'runtimes'],
    ['attachment', new File(['hello from a file'], 'notes.txt', { type: 'text/plain' })],
  ]);
  const untitled = await multipart([['tags[]', 'edge']]);
  return [
    {
      name: 'GET /health',
      method: 'GET',
      path: '/health',
      check: (a) => assert.deepEqual([a.status, a.body], [200, { status: 'ok', id: 36 }]),
    },
    {
      name: 'a valid JSON order: the route parameter and the body map, cast and validated',
      method: 'POST',
      path: '/shops/7/orders',
      headers: jsonHeaders,
      body: json(validOrder),
      check: (a) => {
        assert.equal(a.status, 201);
        assert.deepEqual(a.body, {
          shopId: 7,
          email: 'ada@example.com',
          lines: [
            { sku: 'A-1', qty: 2 },
            { sku: 'B-2', qty: 3 },
          ],
          items: 5,
        });
      },
    },
    {
      name: 'an invalid JSON order: 422 problem+json with nested paths',
      method: 'POST',
      path: '/shops/7/orders',
      headers: jsonHeaders,
      body: json({ email: 'nope', lines: [{ sku: 'A-1', qty: 0 }] }),
      check: (a) => {
        assert.equal(a.status, 422);
        assert.match(a.contentType ?? '', /^application\/problem\+json/);
        assert.deepEqual(Object.keys((a.body as { errors: object }).errors).sort(), ['email', 'lines.0.qty']);
      },
    },
    {
      name: 'a gzip body inflates (DecompressionStream)',
      method: 'POST',
      path: '/shops/9/orders',
      headers: { ...jsonHeaders, 'content-encoding': 'gzip' },
      body: new Uint8Array(gzipSync(json(validOrder))),
      check: (a) => assert.deepEqual([a.status, (a.body as { shopId: number }).shopId], [201, 9]),
    },
    {
      name: 'a multipart form with bracket keys and a file',
      method: 'POST',
      path: '/shops/7/notes',
      headers: { 'content-type': note.type },
      body: note.body,
      check: (a) =>
        assert.deepEqual(
          [a.status, a.body],
          [
            200,
            {
              note: { title: 'Release notes', tags: ['edge', 'runtimes'] },
              attachment: { name: 'notes.txt', type: 'text/plain', text: 'hello from a file' },
            },
          ],
        ),
    },
    {
      name: 'a multipart form without its required field: 422',
      method: 'POST',
      path: '/shops/7/notes',
      headers: { 'content-type': untitled.type },
      body: untitled.body,
      check: (a) =>
        assert.deepEqual([a.status, Object.keys((a.body as { errors: object }).errors)], [422, ['title']]),
    },
    {
      name: 'malformed JSON: 400',
      method: 'POST',
      path: '/shops/7/orders',
      headers: jsonHeaders,
      body: new TextEncoder().encode('{"email": '),
      check: (a) => assert.equal(a.status, 400),
    },
    {
      name: 'a __proto__ key: 400, nothing polluted',
      method: 'POST',
      path: '/shops/7/orders',
      headers: jsonHeaders,
      body: new TextEncoder().encode('{"__proto__": {"polluted": true}, "email": "ada@example.com"}'),
      check: (a) => assert.equal(a.status, 400),
    },
    {
      name: 'a route parameter that does not match its pattern: 404',
      method: 'POST',
      path: '/shops/seven/orders',
      headers: jsonHeaders,
      body: json(validOrder),
      check: (a) => assert.equal(a.status, 404),
    },
    {
      name: 'a method the path does not have: 405 with Allow',
      method: 'GET',
      path: '/shops/7/orders',
      check: (a) => assert.deepEqual([a.status, a.allow], [405, 'POST, OPTIONS']),
    },
  ];
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    allow: response.headers.get('allow'),
    body,
  };
}

function requestOf(base: string, scenario: Scenario): Request {
  return new Request(base + scenario.path, {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body as BodyInit | undefined,
  });
}

/**
 * Where a runtime itself differs, said once: Bun's `File` adds `;charset=utf-8` to a text
 * type given without one (`new File([], 'a.txt', { type: 'text/plain' }).type`).
 */
function knownDifferences(runtime: string, answer: Answer): Answer {
  const attachment = (answer.body as { attachment?: { type?: string } } | null)?.attachment;
  if (runtime === 'Bun' && attachment?.type === 'text/plain;charset=utf-8') attachment.type = 'text/plain';
  return answer;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a runtime and resolves with its base URL once it answers. */
async function startRuntime(
  command: string,
  args: string[],
  port: number | 'printed',
  children: ChildProcess[],
): Promise<string> {
  const child = spawn(command, args, {
    cwd: outDir,
    env: { ...process.env, DENO_DIR: join(outDir, 'deno-cache'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    const printed = /listening (\d+)/.exec(output)?.[1];
    const target = port === 'printed' ? printed : String(port);
    if (target !== undefined) {
      const base = `http://127.0.0.1:${target}`;
      try {
        await fetch(`${base}/health`);
        return base;
      } catch {}
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${command} did not start in 20 s:\n${output}`);
}

const binaries = {
  bun: join(root, 'node_modules/@oven/bun-linux-x64/bin/bun'),
  deno: join(root, 'node_modules/@deno/linux-x64-glibc/deno'),
  workerd: join(root, 'node_modules/@cloudflare/workerd-linux-64/bin/workerd'),
};

function skipReason(binary: string): string | false {
  if (required || existsSync(binary)) return false;
  return `${binary} is missing: the runtime binaries are devDependencies for linux-x64`;
}

describe('the edge bundle', () => {
  let cases: Scenario[];
  let nodeAnswers: Answer[];
  const children: ChildProcess[] = [];

  before(async () => {
    mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: [join(root, 'examples/edge/app.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      // Lowers the standard decorators, which no runtime here runs natively yet.
      target: 'es2022',
      mainFields: ['module', 'main'],
      outfile: bundlePath,
      metafile: true,
      logLevel: 'silent',
    }).then((result) => writeFileSync(join(outDir, 'meta.json'), JSON.stringify(result.metafile)));
    cases = await scenarios();
  });

  after(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('bundles as ESM with no Node module, no dynamic require, no Node door, and neither busboy nor qs', () => {
    const code = readFileSync(bundlePath, 'utf8');
    assert.doesNotMatch(code, /\b(?:from|import)\s*\(?\s*["']node:/, 'a node: import');
    assert.doesNotMatch(code, /\brequire\(\s*["'`]/, 'a require() call');
    const meta = JSON.parse(readFileSync(join(outDir, 'meta.json'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
    };
    // Modules esbuild read at all (Node-only dependencies must not even be reached) …
    const inputs = Object.keys(meta.inputs);
    for (const name of ['busboy', 'node_modules/qs/', 'side-channel', 'object-inspect', 'streamsearch']) {
      assert.ok(!inputs.some((input) => input.includes(name)), `${name} is in the bundle`);
    }
    // … and modules whose code is in the output (the Node door is tree-shaken away: HttpKernel's
    // listener, its writer, lingering close, the deadline sweep, serve()).
    const output = Object.values(meta.outputs)[0]!.inputs;
    const bundled = (file: string) => (output[file]?.bytesInOutput ?? 0) > 0;
    for (const file of ['kernel.ts', 'node-writer.ts', 'lingering-close.ts', 'deadlines.ts', 'serve.ts']) {
      assert.ok(!bundled(`src/http/${file}`), `src/http/${file} is in the bundle`);
    }
    assert.ok(bundled('src/http/fetch-kernel.ts'), 'the Fetch kernel is bundled');
  });

  it('answers as the app promises in Node (the bundle imported, kernel.fetch called)', async () => {
    const app = (await import(bundlePath)) as { default: { fetch: (request: Request) => Promise<Response> } };
    nodeAnswers = [];
    for (const scenario of cases) {
      const answer = await answerOf(await app.default.fetch(requestOf('http://node.local', scenario)));
      nodeAnswers.push(answer);
      assert.doesNotThrow(() => scenario.check(answer), scenario.name);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  const runtimes: Array<[string, string, (port: number) => string[], boolean]> = [
    ['Bun', binaries.bun, () => [join(root, 'test/runtimes/hosts/bun.mjs'), bundlePath], false],
    [
      'Deno',
      binaries.deno,
      () => [
        'run',
        `--allow-net=127.0.0.1`,
        `--allow-read=${outDir}`,
        '--no-prompt',
        join(root, 'test/runtimes/hosts/deno.mjs'),
        bundlePath,
      ],
      false,
    ],
    ['workerd (Cloudflare Workers)', binaries.workerd, () => ['serve', join(outDir, 'workerd.capnp')], true],
  ];

  for (const [name, binary, argsFor, fixedPort] of runtimes) {
    it(`answers the same in ${name}`, { skip: skipReason(binary) }, async () => {
      let port: number | 'printed' = 'printed';
      if (fixedPort) {
        port = await freePort();
        const template = readFileSync(join(root, 'test/runtimes/hosts/workerd.capnp.template'), 'utf8');
        writeFileSync(join(outDir, 'workerd.capnp'), template.replace('PORT', String(port)));
      }
      const base = await startRuntime(binary, argsFor(port === 'printed' ? 0 : port), port, children);
      for (const [index, scenario] of cases.entries()) {
        const answer = await answerOf(await fetch(requestOf(base, scenario)));
        assert.deepEqual(knownDifferences(name, answer), nodeAnswers[index], `${name}: ${scenario.name}`);
      }
    });
  }
});
