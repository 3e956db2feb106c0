// Hono on @hono/node-server with zod 4 schemas through @hono/zod-validator; groups as sub-apps
// mounted with `route()` three deep, the tenant app mounted once per version.
import { type Api, type Field, type Resource, typeName } from './spec.js';
import { dtoImports, PROBE_SOURCE, type StackSource } from './stack.js';

function schema(field: Field): string {
  let type: string;
  switch (field.kind) {
    case 'string':
      type = `z.string().min(${field.min}).max(${field.max})`;
      break;
    case 'integer':
      type = `z.int().min(${field.min}).max(${field.max})`;
      break;
    case 'number':
      type = `z.number().min(${field.min}).max(${field.max})`;
      break;
    case 'boolean':
      type = 'z.boolean()';
      break;
    case 'email':
      type = 'z.email()';
      break;
    case 'uuid':
      type = 'z.uuid()';
      break;
    case 'enum':
      type = `z.enum(${JSON.stringify(field.values)})`;
      break;
  }
  return field.required ? type : `${type}.optional()`;
}

function objectLines(name: string, fields: readonly Field[], extra: string[] = []): string[] {
  return [
    `export const ${name} = z.object({`,
    ...fields.map((field) => `  ${field.name}: ${schema(field)},`),
    ...extra,
    '});',
  ];
}

export function dtoFile(resource: Resource): string {
  const stem = typeName(resource);
  const lines = ["import { z } from 'zod';", ''];
  const extra: string[] = [];
  if (resource.items) {
    lines.push(...objectLines(`${stem}Item`, resource.items.fields), '');
    extra.push(`  ${resource.items.name}: z.array(${stem}Item).min(1).max(${resource.items.maxItems}),`);
  }
  lines.push(
    ...objectLines(`Create${stem}`, resource.fields, extra),
    ...objectLines(`Update${stem}`, resource.fields, extra),
    `export const List${stem} = z.object({`,
    '  page: z.coerce.number().int().min(1).default(1),',
    '  perPage: z.coerce.number().int().min(1).max(100).default(20),',
    `  sort: z.enum(${JSON.stringify(resource.fields.map((field) => field.name))}).optional(),`,
    "  order: z.enum(['asc', 'desc']).optional(),",
    '});',
    '',
  );
  return lines.join('\n');
}

function routeLines(resource: Resource): string[] {
  const stem = typeName(resource);
  const path = `/${resource.name}`;
  return [
    `tenant.get('${path}', zValidator('query', List${stem}), (c) => {`,
    "  const query = c.req.valid('query');",
    '  return c.json({ data: [], page: query.page, perPage: query.perPage });',
    '});',
    `tenant.post('${path}', zValidator('json', Create${stem}), (c) =>`,
    "  c.json({ id: '1', tenantId: c.req.param('tenantId'), data: c.req.valid('json') }, 201),",
    ');',
    `tenant.get('${path}/:id', (c) => c.json({ id: c.req.param('id'), tenantId: c.req.param('tenantId') }));`,
    `tenant.put('${path}/:id', zValidator('json', Update${stem}), (c) =>`,
    "  c.json({ id: c.req.param('id'), tenantId: c.req.param('tenantId'), data: c.req.valid('json') }),",
    ');',
    `tenant.delete('${path}/:id', (c) => c.body(null, 204));`,
  ];
}

export function emitHono(api: Api): StackSource {
  const files = new Map<string, string>();
  for (const resource of api.resources) files.set(`dto/${resource.name}.ts`, dtoFile(resource));
  files.set(
    'routes.ts',
    [
      "import { zValidator } from '@hono/zod-validator';",
      "import { Hono } from 'hono';",
      ...dtoImports(api),
      '',
      'const tenant = new Hono();',
      ...api.resources.flatMap(routeLines),
      '',
      "const versioned = new Hono().route('/tenants/:tenantId', tenant);",
      "export const app = new Hono().route('/api', new Hono().route('/v1', versioned).route('/v2', versioned));",
      '',
    ].join('\n'),
  );
  files.set('probe.ts', PROBE_SOURCE);
  files.set(
    'main.ts',
    [
      "import type { Server } from 'node:http';",
      "import { serve } from '@hono/node-server';",
      "import { port, ready } from './probe.js';",
      "import { app } from './routes.js';",
      '',
      "ready(serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server);",
      '',
    ].join('\n'),
  );
  return { name: 'hono', compilerOptions: {}, files };
}
