// intake: request classes with standard decorators, one RouteCollector with nested groups,
// declarations (`.body()`, `.query()`) so the handlers are typed and `openapi()` sees the DTOs,
// HttpKernel on node:http.
import { type Api, type Field, type Resource, typeName } from './spec.js';
import { dtoImports, PROBE_SOURCE, type StackSource } from './stack.js';

export function rules(field: Field): string {
  const parts = field.required ? ['required'] : [];
  switch (field.kind) {
    case 'string':
      parts.push('string', `min:${field.min}`, `max:${field.max}`);
      break;
    case 'integer':
      parts.push('integer', `min_value:${field.min}`, `max_value:${field.max}`);
      break;
    case 'number':
      parts.push('numeric', `min_value:${field.min}`, `max_value:${field.max}`);
      break;
    case 'enum':
      parts.push(`in:${field.values.join(',')}`);
      break;
    default:
      parts.push(field.kind);
  }
  return parts.join('|');
}

function initialValue(field: Field): string {
  if (field.kind === 'integer' || field.kind === 'number') return '0';
  return field.kind === 'boolean' ? 'false' : "''";
}

function fieldLines(fields: readonly Field[]): string[] {
  return fields.map((field) => `  @Validate('${rules(field)}') ${field.name} = ${initialValue(field)};`);
}

function bodyClass(name: string, resource: Resource): string[] {
  const lines = [`export class ${name} extends Request {`, ...fieldLines(resource.fields)];
  if (resource.items) {
    const item = `${typeName(resource)}Item`;
    lines.push(
      `  @Validate('required|array|min:1|max:${resource.items.maxItems}') @Items(${item}) ${resource.items.name}: ${item}[] = [];`,
    );
  }
  lines.push('}', '');
  return lines;
}

function dtoFile(resource: Resource): string {
  const stem = typeName(resource);
  const lines = ["import { Cast, Items, Request, Validate } from 'intake';", ''];
  if (resource.items) {
    lines.push(`export class ${stem}Item extends Request {`, ...fieldLines(resource.items.fields), '}', '');
  }
  lines.push(
    ...bodyClass(`Create${stem}`, resource),
    ...bodyClass(`Update${stem}`, resource),
    `export class List${stem} extends Request {`,
    "  @Validate('integer|min_value:1') @Cast('int') page = 1;",
    "  @Validate('integer|min_value:1|max_value:100') @Cast('int') perPage = 20;",
    `  @Validate('in:${resource.fields.map((field) => field.name).join(',')}') sort = '';`,
    "  @Validate('in:asc,desc') order = 'asc';",
    '}',
    '',
  );
  if (!resource.items) lines[0] = lines[0]!.replace('Items, ', '');
  return lines.join('\n');
}

function routeLines(resource: Resource): string[] {
  const stem = typeName(resource);
  const path = `/${resource.name}`;
  return [
    `      tenant.get('${path}').query(List${stem}).handle(async (ctx) => {`,
    '        const query = await ctx.query();',
    '        return { data: [], page: query.page, perPage: query.perPage };',
    '      });',
    `      tenant.post('${path}').body(Create${stem}).handle(async (ctx) =>`,
    "        Reply.json({ id: '1', tenantId: ctx.params.tenantId, data: await ctx.body() }, { status: 201 }),",
    '      );',
    `      tenant.get('${path}/{id}', (ctx) => ({ id: ctx.params.id, tenantId: ctx.params.tenantId }));`,
    `      tenant.put('${path}/{id}').body(Update${stem}).handle(async (ctx) => ({`,
    '        id: ctx.params.id,',
    '        tenantId: ctx.params.tenantId,',
    '        data: await ctx.body(),',
    '      }));',
    `      tenant.delete('${path}/{id}', () => Reply.empty());`,
  ];
}

export function emitIntake(api: Api): StackSource {
  const files = new Map<string, string>();
  for (const resource of api.resources) files.set(`dto/${resource.name}.ts`, dtoFile(resource));
  files.set(
    'routes.ts',
    [
      "import { Reply, RouteCollector } from 'intake';",
      ...dtoImports(api),
      '',
      'export const routes = new RouteCollector();',
      "routes.group('/api', (api) => {",
      "  for (const version of ['/v1', '/v2']) {",
      '    api.group(version, (versioned) => {',
      "      versioned.group('/tenants/{tenantId}', (tenant) => {",
      ...api.resources.flatMap(routeLines).map((line) => `  ${line}`),
      '      });',
      '    });',
      '  }',
      '});',
      '',
    ].join('\n'),
  );
  files.set('probe.ts', PROBE_SOURCE);
  files.set(
    'main.ts',
    [
      "import { createServer } from 'node:http';",
      "import { HttpKernel } from 'intake';",
      "import { port, ready } from './probe.js';",
      "import { routes } from './routes.js';",
      '',
      'const kernel = new HttpKernel(routes);',
      "ready(createServer(kernel.listener).listen(port, '127.0.0.1'));",
      '',
    ].join('\n'),
  );
  files.set(
    'openapi.ts',
    [
      "import { openapi } from 'intake/openapi';",
      "import { routes } from './routes.js';",
      '',
      'const start = performance.now();',
      "const document = openapi(routes, { info: { title: 'bench:app', version: '1.0.0' } });",
      'const ms = performance.now() - start;',
      'const paths = Object.keys(document.paths as object).length;',
      'process.stdout.write(JSON.stringify({ ms, paths, bytes: JSON.stringify(document).length }));',
      '',
    ].join('\n'),
  );
  return { name: 'intake', compilerOptions: {}, files };
}
