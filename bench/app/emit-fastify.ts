// Fastify 5 + TypeBox: schemas for body, query and response (Ajv validation, fast-json-stringify
// answers), groups as prefixed plugins three deep, the tenant plugin registered once per version.
import { type Api, type Field, type Resource, typeName } from './spec.js';
import { dtoImports, PROBE_SOURCE, type StackSource } from './stack.js';

function schema(field: Field): string {
  let type: string;
  switch (field.kind) {
    case 'string':
      type = `Type.String({ minLength: ${field.min}, maxLength: ${field.max} })`;
      break;
    case 'integer':
      type = `Type.Integer({ minimum: ${field.min}, maximum: ${field.max} })`;
      break;
    case 'number':
      type = `Type.Number({ minimum: ${field.min}, maximum: ${field.max} })`;
      break;
    case 'boolean':
      type = 'Type.Boolean()';
      break;
    case 'email':
    case 'uuid':
      type = `Type.String({ format: '${field.kind}' })`;
      break;
    case 'enum':
      type = `Type.Union([${field.values.map((value) => `Type.Literal('${value}')`).join(', ')}])`;
      break;
  }
  return field.required ? type : `Type.Optional(${type})`;
}

function objectLines(name: string, fields: readonly Field[], extra: string[] = []): string[] {
  return [
    `export const ${name} = Type.Object({`,
    ...fields.map((field) => `  ${field.name}: ${schema(field)},`),
    ...extra,
    '});',
  ];
}

function dtoFile(resource: Resource): string {
  const stem = typeName(resource);
  const lines = ["import { Type } from '@sinclair/typebox';", ''];
  const extra: string[] = [];
  if (resource.items) {
    lines.push(...objectLines(`${stem}Item`, resource.items.fields), '');
    extra.push(
      `  ${resource.items.name}: Type.Array(${stem}Item, { minItems: 1, maxItems: ${resource.items.maxItems} }),`,
    );
  }
  const sorts = resource.fields.map((field) => `Type.Literal('${field.name}')`).join(', ');
  lines.push(
    ...objectLines(`Create${stem}`, resource.fields, extra),
    ...objectLines(`Update${stem}`, resource.fields, extra),
    `export const Created${stem} = Type.Object({ id: Type.String(), tenantId: Type.String(), data: Create${stem} });`,
    `export const Updated${stem} = Type.Object({ id: Type.String(), tenantId: Type.String(), data: Update${stem} });`,
    `export const List${stem} = Type.Object({`,
    '  page: Type.Integer({ minimum: 1, default: 1 }),',
    '  perPage: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),',
    `  sort: Type.Optional(Type.Union([${sorts}])),`,
    "  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),",
    '});',
    '',
  );
  return lines.join('\n');
}

function routeLines(resource: Resource): string[] {
  const stem = typeName(resource);
  const path = `/${resource.name}`;
  return [
    `  tenant.get<{ Params: Tenant; Querystring: Static<typeof List${stem}> }>(`,
    `    '${path}',`,
    `    { schema: { querystring: List${stem}, response: { 200: Page } } },`,
    '    async (request) => ({ data: [], page: request.query.page, perPage: request.query.perPage }),',
    '  );',
    `  tenant.post<{ Params: Tenant; Body: Static<typeof Create${stem}> }>(`,
    `    '${path}',`,
    `    { schema: { body: Create${stem}, response: { 201: Created${stem} } } },`,
    '    async (request, reply) => {',
    '      reply.code(201);',
    "      return { id: '1', tenantId: request.params.tenantId, data: request.body };",
    '    },',
    '  );',
    `  tenant.get<{ Params: TenantItem }>('${path}/:id', { schema: { response: { 200: Shown } } }, async (request) => ({`,
    '    id: request.params.id,',
    '    tenantId: request.params.tenantId,',
    '  }));',
    `  tenant.put<{ Params: TenantItem; Body: Static<typeof Update${stem}> }>(`,
    `    '${path}/:id',`,
    `    { schema: { body: Update${stem}, response: { 200: Updated${stem} } } },`,
    '    async (request) => ({ id: request.params.id, tenantId: request.params.tenantId, data: request.body }),',
    '  );',
    `  tenant.delete('${path}/:id', async (_request, reply) => reply.code(204).send());`,
  ];
}

export function emitFastify(api: Api): StackSource {
  const files = new Map<string, string>();
  for (const resource of api.resources) files.set(`dto/${resource.name}.ts`, dtoFile(resource));
  const responses = (resource: Resource) => [`Created${typeName(resource)}`, `Updated${typeName(resource)}`];
  files.set(
    'routes.ts',
    [
      "import { type Static, Type } from '@sinclair/typebox';",
      "import type { FastifyInstance } from 'fastify';",
      ...dtoImports(api, responses),
      '',
      'type Tenant = { tenantId: string };',
      'type TenantItem = { tenantId: string; id: string };',
      'const Page = Type.Object({ data: Type.Array(Type.Unknown()), page: Type.Integer(), perPage: Type.Integer() });',
      'const Shown = Type.Object({ id: Type.String(), tenantId: Type.String() });',
      '',
      'async function tenantRoutes(tenant: FastifyInstance) {',
      ...api.resources.flatMap(routeLines),
      '}',
      '',
      'export async function apiRoutes(api: FastifyInstance) {',
      "  for (const version of ['/v1', '/v2']) {",
      '    await api.register(',
      "      async (versioned) => versioned.register(tenantRoutes, { prefix: '/tenants/:tenantId' }),",
      '      { prefix: version },',
      '    );',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  files.set('probe.ts', PROBE_SOURCE);
  files.set(
    'main.ts',
    [
      "import Fastify from 'fastify';",
      "import { port, ready } from './probe.js';",
      "import { apiRoutes } from './routes.js';",
      '',
      'const app = Fastify({ logger: false });',
      "await app.register(apiRoutes, { prefix: '/api' });",
      "await app.listen({ port, host: '127.0.0.1' });",
      'ready(app.server);',
      '',
    ].join('\n'),
  );
  return { name: 'fastify', compilerOptions: {}, files };
}
