// The client files `bench:client` type-checks: for one generated API, a module that calls every
// route once with a valid input and reads the success data, written for intake's generated
// client, Hono's `hc` (over the app's chained type, as hc requires) and oRPC (over the router's
// type). Each stack's server types are part of its program where its client needs them.
import { dtoFile } from '../app/emit-hono.js';
import { type Api, type Resource, typeName } from '../app/spec.js';
import { dtoImports } from '../app/stack.js';

export const TENANT = 't42';
export const QUERY = { page: 2, perPage: 10, order: 'desc' };

const literal = (value: unknown) => JSON.stringify(value);

/** Per route: [method, path after the tenant, has a body]. */
function routesOf(resource: Resource) {
  const path = `/${resource.name}`;
  return [
    ['GET', path],
    ['POST', path],
    ['GET', `${path}/{id}`],
    ['PUT', `${path}/{id}`],
    ['DELETE', `${path}/{id}`],
  ] as const;
}

/** intake's calls, through `client.routes[name](input)` or `client.call(name, input)`. */
export function intakeCalls(api: Api, via: 'routes' | 'call'): string {
  const lines = [
    "import { createClient } from 'intake/client';",
    "import { type Api, operations } from './api.js';",
    '',
    "const client = createClient<Api>(operations, { baseUrl: 'http://localhost' });",
    '',
  ];
  for (const resource of api.resources) {
    lines.push(...opening(resource));
    for (const version of ['v1', 'v2']) {
      for (const [method, path] of routesOf(resource)) {
        const key = `${method} /api/${version}/tenants/{tenantId}${path}`;
        const params = path.endsWith('{id}')
          ? `{ tenantId: '${TENANT}', id: '1' }`
          : `{ tenantId: '${TENANT}' }`;
        const input = [`params: ${params}`];
        if (method === 'GET' && !path.endsWith('{id}')) input.push(`query: ${literal(QUERY)}`);
        if (method === 'POST' || method === 'PUT') input.push(`body: ${literal(resource.valid)}`);
        const success = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200;
        lines.push(
          '  {',
          via === 'routes'
            ? `    const result = await client.routes['${key}']({ ${input.join(', ')} });`
            : `    const result = await client.call('${key}', { ${input.join(', ')} });`,
          `    if (result.status === ${success}) out.push(result.data);`,
          '  }',
        );
      }
    }
    lines.push('}', '');
  }
  return lines.join('\n');
}

/** One function per resource, as calls spread over an application's modules: a single function with every call is more than TypeScript's control-flow analysis takes (TS2563). */
function opening(resource: Resource): string[] {
  return [`export async function call${typeName(resource)}(out: unknown[]): Promise<void> {`];
}

/** Hono's app, chained so that `typeof app` carries every route (what `hc` reads). */
export function honoFiles(api: Api): Map<string, string> {
  const files = new Map<string, string>();
  for (const resource of api.resources) files.set(`dto/${resource.name}.ts`, dtoFile(resource));
  const lines = [
    "import { zValidator } from '@hono/zod-validator';",
    "import { Hono } from 'hono';",
    ...dtoImports(api),
    '',
  ];
  for (const resource of api.resources) {
    const stem = typeName(resource);
    const path = `/${resource.name}`;
    lines.push(
      `const ${resource.name} = new Hono()`,
      `  .get('${path}', zValidator('query', List${stem}), (c) => c.json({ data: [], page: c.req.valid('query').page }))`,
      `  .post('${path}', zValidator('json', Create${stem}), (c) => c.json(c.req.valid('json'), 201))`,
      `  .get('${path}/:id', (c) => c.json({ id: c.req.param('id') }))`,
      `  .put('${path}/:id', zValidator('json', Update${stem}), (c) => c.json(c.req.valid('json'), 200))`,
      `  .delete('${path}/:id', (c) => c.body(null, 204));`,
    );
  }
  lines.push(
    `const tenant = new Hono()${api.resources.map((resource) => `.route('/', ${resource.name})`).join('')};`,
    "export const app = new Hono().basePath('/api').route('/v1/tenants/:tenantId', tenant).route('/v2/tenants/:tenantId', tenant);",
    'export type AppType = typeof app;',
    '',
  );
  files.set('routes.ts', lines.join('\n'));
  const calls = [
    "import { hc } from 'hono/client';",
    "import type { AppType } from './routes.js';",
    '',
    "const client = hc<AppType>('http://localhost');",
    '',
  ];
  const query = Object.fromEntries(Object.entries(QUERY).map(([key, value]) => [key, String(value)]));
  for (const resource of api.resources) {
    calls.push(...opening(resource));
    for (const version of ['v1', 'v2']) {
      const base = `client.api.${version}.tenants[':tenantId'].${resource.name}`;
      const param = `{ tenantId: '${TENANT}' }`;
      const withId = `{ tenantId: '${TENANT}', id: '1' }`;
      const calls4 = [
        `${base}.$get({ param: ${param}, query: ${literal(query)} })`,
        `${base}.$post({ param: ${param}, json: ${literal(resource.valid)} })`,
        `${base}[':id'].$get({ param: ${withId} })`,
        `${base}[':id'].$put({ param: ${withId}, json: ${literal(resource.valid)} })`,
        `${base}[':id'].$delete({ param: ${withId} })`,
      ];
      for (const call of calls4) {
        calls.push(
          '  {',
          `    const response = await ${call};`,
          '    if (response.ok) out.push(await response.json());',
          '  }',
        );
      }
    }
    calls.push('}', '');
  }
  files.set('calls.ts', calls.join('\n'));
  return files;
}

/** oRPC's router (procedures by version and resource) and a client over its type. */
export function orpcFiles(api: Api): Map<string, string> {
  const files = new Map<string, string>();
  for (const resource of api.resources) files.set(`dto/${resource.name}.ts`, dtoFile(resource));
  const lines = ["import { os } from '@orpc/server';", "import { z } from 'zod';", ...dtoImports(api), ''];
  lines.push('const address = z.object({ tenantId: z.string(), id: z.string() });', '');
  for (const resource of api.resources) {
    const stem = typeName(resource);
    const tenant = '.extend({ tenantId: z.string() })';
    lines.push(
      `const ${resource.name} = {`,
      `  list: os.input(List${stem}${tenant}).handler(({ input }) => ({ data: [], page: input.page })),`,
      `  create: os.input(Create${stem}${tenant}).handler(({ input }) => input),`,
      '  show: os.input(address).handler(({ input }) => ({ id: input.id })),',
      `  update: os.input(Update${stem}.extend({ tenantId: z.string(), id: z.string() })).handler(({ input }) => input),`,
      '  remove: os.input(address).handler(() => undefined),',
      '};',
    );
  }
  const resources = api.resources.map((resource) => resource.name).join(', ');
  lines.push(`export const router = { v1: { ${resources} }, v2: { ${resources} } };`, '');
  files.set('router.ts', lines.join('\n'));
  const calls = [
    "import { createORPCClient } from '@orpc/client';",
    "import { RPCLink } from '@orpc/client/fetch';",
    "import type { RouterClient } from '@orpc/server';",
    "import type { router } from './router.js';",
    '',
    "const client: RouterClient<typeof router> = createORPCClient(new RPCLink({ url: 'http://localhost/rpc' }));",
    '',
  ];
  for (const resource of api.resources) {
    calls.push(...opening(resource));
    for (const version of ['v1', 'v2']) {
      const base = `client.${version}.${resource.name}`;
      const tenant = `tenantId: '${TENANT}'`;
      const body = literal(resource.valid).slice(1, -1);
      calls.push(
        `  out.push(await ${base}.list({ ${tenant}, ...${literal(QUERY)} }));`,
        `  out.push(await ${base}.create({ ${tenant}, ${body} }));`,
        `  out.push(await ${base}.show({ ${tenant}, id: '1' }));`,
        `  out.push(await ${base}.update({ ${tenant}, id: '1', ${body} }));`,
        `  out.push(await ${base}.remove({ ${tenant}, id: '1' }));`,
      );
    }
    calls.push('}', '');
  }
  files.set('calls.ts', calls.join('\n'));
  return files;
}
