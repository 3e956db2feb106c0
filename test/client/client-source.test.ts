// The client generator: `clientSource()` and `intake client`. The example's shipped client is
// what the generator writes now (`--check`, as CI runs it); a route table with an unnamed route,
// an upload, an integer field, optional segments and a custom error format prints the types
// it should, and the printed module compiles strictly against `intake/client`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { Cast, clientSource, Request, RouteCollector, Validate } from '../../src/index.js';
import { conduitErrors } from '../support/conduit-errors.js';

const cli = resolve('build/std/src/cli/main.js');
const exampleModule = 'build/std/examples/app/routes.js';
const exampleClient = 'examples/app/client.ts';

class Upload extends Request {
  @Validate('required|file') file!: unknown;
  @Validate('string') caption = '';
}

class Move extends Request {
  @Validate('required|integer') @Cast('int') position = 0;
  @Validate('boolean') pinned = false;
}

class NoteView extends Request {
  @Validate('required|string') id = '';
  @Validate('integer') position = 0;
}

function noteRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes.group('/boards/{boardId}', (board) => {
    board
      .post('/notes/{noteId}/file', () => null)
      .body(Upload)
      .responds(204, undefined);
    board
      .patch('/notes/{noteId}[/{lang:en|de}]', () => null)
      .body(Move)
      .responds(200, NoteView)
      .error(409, 'notePinned')
      .name('notes.move');
  });
  return routes;
}

describe('clientSource()', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'intake-client-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('keys unnamed routes by METHOD /path, named ones by name with a METHOD /path alias', () => {
    const source = clientSource(noteRoutes());
    assert.match(source, /^ {2}'POST \/boards\/\{boardId\}\/notes\/\{noteId\}\/file': \{$/m);
    assert.match(source, /^ {2}'notes\.move': \{$/m);
    assert.match(
      source,
      /^ {2}'PATCH \/boards\/\{boardId\}\/notes\/\{noteId\}\/\{lang\}': Api\['notes\.move'\];$/m,
    );
    // The optional segment's shorter form is an operation of its own, by METHOD /path.
    assert.match(
      source,
      /^ {2}'PATCH \/boards\/\{boardId\}\/notes\/\{noteId\}': \['PATCH', '\/boards\/\{boardId\}\/notes\/\{noteId\}', \[/m,
    );
  });

  it('prints wire input: uploads as FormData, integers as numbers or numeric text, defaults optional', () => {
    const source = clientSource(noteRoutes());
    assert.match(source, /body: FormData;/);
    assert.match(
      source,
      /export interface Move \{\n {2}position: number \| `\$\{number\}`;\n.*Default.*\n {2}pinned\?: boolean;\n\}/,
    );
    // Views are output: a number is a number.
    assert.match(source, /export interface NoteView \{\n {2}id: string;\n {2}position: number;\n\}/);
    assert.match(source, /lang: 'en' \| 'de';/);
  });

  it("types errors in the kernel's error format, declared codes closed", () => {
    const source = clientSource(noteRoutes(), { errors: conduitErrors });
    assert.match(source, /export interface ConduitError \{\n {2}errors: Record<string, Array<string>>;\n\}/);
    assert.match(source, /409: ConduitError;/);
    assert.doesNotMatch(source, /Problem/);
    const problems = clientSource(noteRoutes());
    assert.match(problems, /409: Problem & \{\n {8}code: 'notePinned';\n {6}\};/);
    // A 422's errors are keyed by the fields of the route's classes.
    assert.match(problems, /422: ValidationProblemFor<'position' \| 'pinned'>;/);
  });

  it('types declared response headers per status, by lower-case name, optional where an answer may lack them', () => {
    const routes = new RouteCollector();
    routes
      .post('/notes', () => null)
      .responds(201, NoteView, {
        headers: { Location: 'The new note', 'X-Trace': { description: 'A trace', required: false } },
      })
      .name('notes.store');
    const source = clientSource(routes);
    assert.match(
      source,
      /headers: \{\n {6}201: \{\n.*\n {8}location: string;\n.*\n {8}'x-trace'\?: string;\n {6}\};\n {4}\};/,
    );
  });

  it('lists 405 where a value the route refuses can reach a route of other methods, and nowhere else', () => {
    const routes = new RouteCollector();
    routes.get('/files/{id:[0-9]+}', () => null).name('files.show');
    routes.delete('/files/{name}', () => null).name('files.destroy');
    routes.put('/files/{id:[0-9]+}', () => null).name('files.update');
    const source = clientSource(routes);
    const table = (name: string) => new RegExp(`^ {2}'${name}': \\[.*\\[(.*)\\]\\],$`, 'm').exec(source)?.[1];
    // GET /files/abc: the GET route refuses abc, the DELETE route takes it, so the kernel answers 405.
    assert.match(table('files.show') ?? '', /\b405\b/);
    assert.match(table('files.update') ?? '', /\b405\b/);
    // DELETE takes every value: its own route always answers.
    assert.doesNotMatch(table('files.destroy') ?? '', /\b405\b/);
    assert.match(source, /'files\.show': \{[\s\S]*?errors: \{[\s\S]*? {6}405: Problem;\n {4}\};/);
  });

  it('writes a module that compiles strictly against intake/client', () => {
    const file = join(scratch, 'notes-client.ts');
    writeFileSync(file, clientSource(noteRoutes(), { errors: conduitErrors }));
    const use = join(scratch, 'use.ts');
    writeFileSync(
      use,
      [
        "import { createClient } from 'intake/client';",
        "import { type Api, operations } from './notes-client.js';",
        "const client = createClient<Api>(operations, { baseUrl: 'https://notes.example' });",
        "export const moved = client.call('notes.move', { params: { boardId: 'b', noteId: 'n', lang: 'de' }, body: { position: '3' } });",
        "export const uploaded = client.call('POST /boards/{boardId}/notes/{noteId}/file', { params: { boardId: 'b', noteId: 'n' }, body: new FormData() });",
        '',
      ].join('\n'),
    );
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: [],
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        paths: { 'intake/client': [resolve('src/client/index.ts')] },
      },
      files: [file, use],
    };
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(tsconfig));
    const compiled = spawnSync(resolve('node_modules/.bin/tsc'), ['-p', scratch], { encoding: 'utf8' });
    assert.equal(compiled.status, 0, compiled.stdout + compiled.stderr);
  });
});

describe('intake client <module>', () => {
  const intake = (...args: string[]) =>
    spawnSync(process.execPath, [cli, 'client', ...args], { encoding: 'utf8' });

  it("--check passes on the example's shipped client", () => {
    const checked = intake(exampleModule, '--out', exampleClient, '--check');
    assert.equal(checked.status, 0, checked.stderr);
  });

  it('--check fails on a stale or missing file, and --out writes it', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'intake-client-cli-'));
    try {
      const out = join(scratch, 'api.ts');
      const missing = intake(exampleModule, '--out', out, '--check');
      assert.equal(missing.status, 1);
      assert.match(missing.stderr, /api\.ts is missing: run `npx intake client/);
      assert.equal(intake(exampleModule, '--out', out).status, 0);
      assert.equal(intake(exampleModule, '--out', out, '--check').status, 0);
      writeFileSync(out, `${readFileSync(out, 'utf8')}// edited\n`);
      const stale = intake(exampleModule, '--out', out, '--check');
      assert.equal(stale.status, 1);
      assert.match(stale.stderr, /is stale/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('prints the module without --out, and refuses --check without --out', () => {
    const printed = intake(exampleModule);
    assert.equal(printed.status, 0);
    assert.match(printed.stdout, /export const operations = \{/);
    assert.equal(intake(exampleModule, '--check').status, 2);
  });
});
