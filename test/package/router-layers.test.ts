// The router is split by concern: src/router/ defines routes (collector, route, pattern,
// expansion, URLs, checks) and src/router/matcher/ matches them. Definition may use the
// matcher only through the method tables; the matcher never reaches back into the collector;
// and no file imports itself through a cycle.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../../../src/router', import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(root);
const imports = new Map(
  files.map((file) => [
    file,
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)\.js'/g)]
      .map((match) => resolve(dirname(file), `${match[1]}.ts`))
      .filter((target) => target.startsWith(root)),
  ]),
);
const name = (file: string) => relative(root, file);

describe('src/router layers', () => {
  it('has no import cycle (type-only imports included)', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, stack: string[]): void => {
      state.set(file, 'open');
      stack.push(file);
      for (const target of imports.get(file) ?? []) {
        if (state.get(target) === 'open')
          cycles.push([...stack.slice(stack.indexOf(target)), target].map(name).join(' → '));
        else if (!state.has(target)) visit(target, stack);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, []);
    assert.deepEqual(cycles, []);
  });

  it('the matcher does not import the collector, and definition files reach the matcher only through method-table', () => {
    for (const [file, targets] of imports) {
      const inMatcher = name(file).startsWith('matcher/');
      for (const target of targets) {
        if (inMatcher) assert.notEqual(name(target), 'collector.ts', `${name(file)} imports the collector`);
        else if (name(target).startsWith('matcher/')) {
          assert.equal(name(target), 'matcher/method-table.ts', `${name(file)} imports ${name(target)}`);
        }
      }
    }
  });
});
