// Generated code must reach optimised code and stay there: V8's --trace-deopt, in a child
// process, on a mixed route table matched with near-miss paths (shorter than a route, a prefix
// of a name: where a finder could read past the path) and on a class mapped with valid and
// invalid input. A deoptimisation for a reason the code can avoid (reading out of bounds) fails;
// other reasons are allowed once per function, as V8 learns types.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const library = JSON.stringify(join(process.cwd(), 'build', 'std', 'src', 'index.js'));

/** The reasons of the deoptimisations of generated functions (`every`: of any function). */
function deoptsOf(script: string, every = false): string[] {
  const run = spawnSync(process.execPath, ['--trace-deopt', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /done/);
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('[bailout (kind') && (every || line.includes('<JSFunction generated')))
    .map((line) => /reason: ([^)]*)\)/.exec(line)?.[1] ?? line);
}

describe('generated code stays optimised', () => {
  it('a router finder reads no character past the path', () => {
    const reasons = deoptsOf(`
      import { RouteCollector } from ${library};
      const routes = new RouteCollector();
      for (let r = 0; r < 200; r++) {
        routes.get('/res' + r, () => r);
        routes.get('/res' + r + '/{id:[0-9]+}', () => r);
        routes.get('/res' + r + '/{id}/items/{item}', () => r);
        routes.get('/res' + r + '/{id}/files/{path:.+}', () => r);
        routes.get('[/{lang:en|de}]/pages' + r + '/about', () => r);
      }
      const paths = ['/res7/12/items', '/res7/12/it', '/res7/', '/res1', '/re', '/res19/5/files', '/res3/1/items/x', '/de/pages4/about', '/res150/9/files/a/b'];
      let found = 0;
      for (let i = 0; i < 300000; i++) if (routes.match('GET', paths[i % paths.length]) !== null) found++;
      console.log('done', found);
    `);
    assert.deepEqual(
      reasons.filter((reason) => reason === 'out of bounds'),
      [],
    );
  });

  it('a mapping class is not deoptimised again and again', () => {
    const script = `
      import { fields, Request, RequestHandler } from ${library};
      class Signup extends Request {
        email = ''; name = ''; age = 0; newsletter = false; country = '';
        static fields = fields({ email: 'required|email', name: 'required|string|max:80', age: 'required|integer|min_value:18', newsletter: 'boolean', country: 'required|in:fr,de,gb' });
      }
      const handler = new RequestHandler();
      const valid = { email: 'ada@example.com', name: 'Ada', age: 36, newsletter: true, country: 'gb' };
      const invalid = { email: 'nope', name: '', age: 12, country: 'xx' };
      let ok = 0;
      for (let i = 0; i < 100000; i++) {
        try { handler.handleArraySync(Signup, i % 10 === 0 ? invalid : valid); ok++; } catch {}
      }
      console.log('done', ok);
    `;
    const reasons = deoptsOf(script);
    assert.ok(
      reasons.length <= 4,
      `generated functions deoptimised ${reasons.length} times: ${reasons.join(', ')}`,
    );
  });

  it('mapping an empty text reads no character past its end, in the fast path or the rules', () => {
    const reasons = deoptsOf(
      `
      import { cast, fields, Request, RequestHandler } from ${library};
      class Note extends Request {
        title = ''; body = ''; count = 0;
        static fields = fields({ title: 'required|string|max:80', body: 'string|max:500', count: ['required|integer', cast('int')] });
      }
      const handler = new RequestHandler();
      const inputs = [{ title: 'Hi', body: 'text', count: 2 }, { title: '', body: '', count: '' }, { title: 'Hi', body: '', count: '3' }];
      let ok = 0;
      for (let i = 0; i < 100000; i++) {
        try { handler.handleArraySync(Note, inputs[i % 7 === 0 ? 1 : i % 5 === 0 ? 2 : 0]); ok++; } catch {}
      }
      console.log('done', ok);
    `,
      true,
    );
    assert.deepEqual(
      reasons.filter((reason) => reason === 'out of bounds'),
      [],
    );
  });
});
