// `npm run bench:types`: what typed routes cost the type checker (and so an editor). Writes a
// 200-route table — 40 groups with a parameter in the prefix, each with five routes using
// regex parameters, spaces, optional segments and a typed `route.url()` — and the same file
// with no routes, and reports `tsc --extendedDiagnostics` for both (TypeScript 7).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { environment } from './harness.js';

const root = process.cwd();
const dir = join(root, 'build', 'bench-types');

function table(groups: number): string {
  const lines = [
    `import { RouteCollector } from '${join(root, 'src', 'index.js')}';`,
    'export const routes = new RouteCollector();',
  ];
  for (let i = 0; i < groups; i++) {
    lines.push(
      `routes.group('/tenants/{tenant}/r${i}', (g) => {`,
      "  g.get('/items', (ctx) => ctx.params.tenant);",
      "  g.get('/items/{id:[0-9]+}', (ctx) => ctx.params.id + ctx.params.tenant);",
      "  g.post('/items/{id}/notes[/{noteId}]', (ctx) => ctx.params.noteId ?? ctx.params.id);",
      "  g.put('/items/{ id : [0-9]{1,9} }/tags/{tag:[a-z]+}', (ctx) => ctx.params.tag);",
      "  g.delete('/items/{id}', (ctx) => ctx.params.id).url({ tenant: 't', id: 1 });",
      '});',
    );
  }
  return lines.join('\n');
}

/** The same table for Hono (`basePath` per group, `c.req.param()` typed from the path). */
function honoTable(groups: number): string {
  const lines = ["import { Hono } from 'hono';", 'export const apps: Hono[] = [];'];
  for (let i = 0; i < groups; i++) {
    lines.push(
      `apps.push(new Hono().basePath('/tenants/:tenant/r${i}')`,
      "  .get('/items', (c) => c.text(c.req.param('tenant')))",
      "  .get('/items/:id{[0-9]+}', (c) => c.text(c.req.param('id') + c.req.param('tenant')))",
      "  .post('/items/:id/notes/:noteId?', (c) => c.text(c.req.param('noteId') ?? c.req.param('id')))",
      "  .put('/items/:id{[0-9]{1,9}}/tags/:tag{[a-z]+}', (c) => c.text(c.req.param('tag')))",
      "  .delete('/items/:id', (c) => c.text(c.req.param('id'))));",
    );
  }
  return lines.join('\n');
}

function diagnostics(name: string, source: string): Record<string, string> {
  const project = join(dir, name);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'routes.ts'), source);
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { noEmit: true, skipLibCheck: true, rootDir: root },
      files: ['routes.ts'],
    }),
  );
  const output = execFileSync(
    join(root, 'node_modules', '.bin', 'tsc'),
    ['-p', project, '--extendedDiagnostics'],
    {
      encoding: 'utf8',
    },
  );
  const values: Record<string, string> = {};
  for (const line of output.split('\n')) {
    const match = /^([A-Za-z ]+):\s+(\S+)/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

const env = environment();
const runs = [
  ['no routes (import only)', diagnostics('empty', table(0))],
  ['intake: 200 routes in 40 groups', diagnostics('table', table(40))],
  ['Hono: the same 200 routes', diagnostics('hono', honoTable(40))],
] as const;
console.log('### Type-checking a route table — `npm run bench:types`\n');
console.log(
  `${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · TypeScript 7, \`tsc --extendedDiagnostics\`\n`,
);
console.log('| file | check time | total time | types | instantiations | memory |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [label, values] of runs) {
  console.log(
    `| ${label} | ${values['Check time']} | ${values['Total time']} | ${values.Types} | ${values.Instantiations} | ${values['Memory used']} |`,
  );
}
