// The example app's served /openapi.json through the tools clients use: Redocly CLI's
// recommended ruleset and Spectral's `spectral:oas` (one CLI run each, no errors; the warnings
// left are the ones docs/openapi.md lists), and openapi-typescript (default options) whose types
// an openapi-fetch client (fixtures/tasks-client.ts.txt) must compile against strictly, then call
// every operation of the running app: each status, content type, declared header and body must
// be what the document says.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'intake-openapi-typescript-5';
import { type RunningApp, start } from '../../examples/app/server.js';

type Json = Record<string, any>;
interface Call {
  operationId: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const run = promisify(execFile);
const root = process.cwd();
const dir = join(root, 'build', 'openapi-tools');
const documentFile = join(dir, 'openapi.json');
// The tools must not look for updates or send telemetry: tests run offline too.
const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** A CLI's JSON report; these linters exit non-zero when they find errors, with the report still on stdout. */
async function report(args: string[]): Promise<unknown> {
  try {
    return JSON.parse(
      (await run(process.execPath, args, { cwd: dir, env: quiet, maxBuffer: 1 << 24 })).stdout,
    );
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout);
    throw error;
  }
}

describe('the example app’s /openapi.json through real tools', () => {
  let app: RunningApp;
  let document: Json;

  before(async () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    app = await start({ database: { memory: true }, port: 0 });
    const served = await fetch(`${app.server.url}/openapi.json`);
    document = (await served.json()) as Json;
    writeFileSync(documentFile, JSON.stringify(document, null, 2));
  });
  after(() => app.close());

  it('passes Redocly CLI’s recommended ruleset with no error and no warning', async () => {
    const cli = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const result = (await report([
      cli,
      'lint',
      'openapi.json',
      '--extends',
      'recommended',
      '--format',
      'json',
    ])) as Json;
    const problems = (result.problems as Json[]).map((problem) => `${problem.ruleId}: ${problem.message}`);
    assert.deepEqual(result.totals, { errors: 0, warnings: 0, ignored: 0 }, problems.join('\n'));
  });

  it('passes Spectral’s spectral:oas with no error; the warnings left are operation descriptions', async () => {
    writeFileSync(join(dir, '.spectral.json'), JSON.stringify({ extends: ['spectral:oas'] }));
    const cli = join(root, 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
    const results = (await report([
      cli,
      'lint',
      'openapi.json',
      '--ruleset',
      '.spectral.json',
      '--format',
      'json',
    ])) as Json[];
    const errors = results.filter((result) => result.severity === 0);
    assert.deepEqual(errors, []);
    // Routes declare a summary; docs/openapi.md says why no description is made up from it.
    assert.deepEqual([...new Set(results.map((result) => result.code))], ['operation-description']);
  });

  it('types an openapi-fetch client with openapi-typescript; it compiles strictly and every answer matches the document', async () => {
    const client = join(dir, 'client');
    mkdirSync(client, { recursive: true });
    writeFileSync(
      join(client, 'schema.ts'),
      astToString(await openapiTS(document as Parameters<typeof openapiTS>[0])),
    );
    copyFileSync(join(root, 'test', 'openapi', 'fixtures', 'tasks-client.ts.txt'), join(client, 'client.ts'));
    writeFileSync(join(client, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    writeFileSync(
      join(client, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: true,
        },
        files: ['client.ts'],
      }),
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '-p', client], { cwd: client }).catch((error) => {
      assert.fail(`the client does not compile:\n${(error as { stdout?: string }).stdout}`);
    });
    const { callEveryOperation } = (await import(pathToFileURL(join(client, 'client.js')).href)) as {
      callEveryOperation(baseUrl: string): Promise<Call[]>;
    };
    const calls = await callEveryOperation(app.server.url);

    assert.deepEqual(
      calls.map((call) => `${call.operationId} ${call.status}`),
      [
        'health 200',
        'v2.tasks.index 401',
        'v2.tasks.store 201',
        'v2.tasks.store 409',
        'v2.tasks.store 422',
        'v2.tasks.index 200',
        'v2.tasks.show 200',
        'v2.tasks.update 200',
        'v2.tasks.destroy 204',
        'v2.tasks.show 404',
        'v1.tasks.store 201',
        'v1.tasks.index 200',
        'v1.tasks.show 200',
      ],
    );
    const operations = operationsOf(document);
    assert.deepEqual(new Set(calls.map((call) => call.operationId)), new Set(operations.keys()));
    const validate = schemaChecker(document);
    for (const call of calls) {
      const where = `${call.operationId} ${call.status}`;
      const declared = operations.get(call.operationId)!.responses[String(call.status)] as Json | undefined;
      assert.ok(declared, `${where}: the status is documented`);
      const response = resolve(document, declared);
      for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
        if (header.required) assert.ok(call.headers[name.toLowerCase()], `${where}: header ${name}`);
      }
      if (response.content === undefined) {
        assert.equal(call.body, undefined, `${where}: no body`);
        continue;
      }
      const mediaType = call.headers['content-type']!.split(';')[0]!;
      const content = (response.content as Json)[mediaType];
      assert.ok(content, `${where}: ${mediaType} is documented`);
      const errors = validate(content.schema, call.body);
      assert.equal(errors, null, `${where}: ${JSON.stringify(errors)}\n${JSON.stringify(call.body)}`);
    }
  });
});

function operationsOf(document: Json): Map<string, Json> {
  const out = new Map<string, Json>();
  for (const item of Object.values(document.paths as Json)) {
    for (const operation of Object.values(item as Json)) out.set(operation.operationId, operation);
  }
  return out;
}

function resolve(document: Json, response: Json): Json {
  return response.$ref ? document.components.responses[String(response.$ref).split('/').pop()!] : response;
}

/** Validates a value against a schema of the document (its `$ref`s into components resolved). */
function schemaChecker(document: Json): (schema: Json, value: unknown) => unknown {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components });
  return (schema, value) => {
    const check = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')),
    );
    return check(value) ? null : check.errors;
  };
}
