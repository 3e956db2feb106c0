// `intake inspect <module>`: the generated code of an application's matcher, request classes and
// views, printed by the compiled bin in a separate process, as users run it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

const root = process.cwd();
const bin = join(root, 'build', 'std', 'src', 'cli', 'main.js');
const dir = join(root, 'build', 'cli-inspect-fixtures');
const library = JSON.stringify(join(root, 'build', 'std', 'src', 'index.js'));

function intake(...args: string[]) {
  return spawnSync(process.execPath, [bin, 'inspect', ...args], { encoding: 'utf8' });
}

before(() => {
  mkdirSync(dir, { recursive: true });
  // The decorator-free form, which plain JavaScript can declare; a custom rule through the
  // module's requestHandler, as `intake check` reads it.
  writeFileSync(
    join(dir, 'app.mjs'),
    `import { fields, Request, RequestHandler, RouteCollector, Validator } from ${library};
class CreateLabel extends Request { sku = ''; copies = 1; static fields = fields({ sku: 'required|sku', copies: 'integer|min_value:1' }); }
class LabelView extends Request { sku = ''; }
export const routes = new RouteCollector();
routes.post('/labels', () => 1).body(CreateLabel).responds(201, LabelView);
routes.get('/labels/{id:[0-9]+}', () => 2).responds(200, LabelView);
const validator = new Validator();
validator.addRule('sku', function isSku(value) { return typeof value === 'string' && /^[A-Z]{3}$/.test(value); });
export const requestHandler = new RequestHandler(validator);
`,
  );
});

describe('intake inspect <module>', () => {
  it('prints the matcher, each declared request class and each view, with what their code reads', () => {
    const run = intake(join(dir, 'app.mjs'));
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^\/\/ Generated for 2 routes: \d+ functions?\./m);
    assert.match(run.stdout, /^\/\/ router\.finder · GET · \(path, max\)$/m);
    assert.match(run.stdout, /^\/\/ Generated for class CreateLabel: \d+ functions\./m);
    // A class checked by a custom rule runs its steps (the fast path inlines built-in rules only).
    assert.match(run.stdout, /^\/\/ mapping\.collect · CreateLabel · \(state\)$/m);
    assert.doesNotMatch(run.stdout, /mapping\.fast-path/);
    // The custom rule runs through its plan, read by name: its code is never pasted into the source.
    assert.match(run.stdout, /errors\["sku"\] = f;/);
    assert.doesNotMatch(run.stdout, /\[A-Z\]\{3\}/);
    assert.match(run.stdout, /^\/\/ mapping\.view-json · LabelView · \(v, ancestors\)$/m);
  });

  it('prints the matcher alone with --routes, one class with --class', () => {
    const routes = intake(join(dir, 'app.mjs'), '--routes');
    assert.equal(routes.status, 0, routes.stderr);
    assert.doesNotMatch(routes.stdout, /mapping\./);
    const one = intake(join(dir, 'app.mjs'), '--class', 'CreateLabel');
    assert.equal(one.status, 0, one.stderr);
    assert.doesNotMatch(one.stdout, /router\.|LabelView/);
    assert.match(one.stdout, /mapping\.collect · CreateLabel/);
  });

  it('names the classes it knows when --class names another, and prints usage for bad flags', () => {
    const unknown = intake(join(dir, 'app.mjs'), '--class', 'Missing');
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /no request or view class named Missing .*declared: CreateLabel, LabelView/);
    const bad = intake(join(dir, 'app.mjs'), '--everything');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /intake inspect <module> \[--routes \| --class Name\]/);
  });
});
