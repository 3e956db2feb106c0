// NestJS 12 on Express: class-validator + class-transformer DTOs (legacy decorators with
// metadata), one controller per resource serving both versions (URI versioning), a global
// `api` prefix and a global ValidationPipe with `transform: true`, as Nest's docs set it up.
import { type Api, type Field, type Resource, typeName } from './spec.js';
import { PROBE_SOURCE, type StackSource } from './stack.js';

function decorators(field: Field): string[] {
  const list = field.required ? [] : ['IsOptional()'];
  switch (field.kind) {
    case 'string':
      list.push('IsString()', `Length(${field.min}, ${field.max})`);
      break;
    case 'integer':
      list.push('IsInt()', `Min(${field.min})`, `Max(${field.max})`);
      break;
    case 'number':
      list.push('IsNumber()', `Min(${field.min})`, `Max(${field.max})`);
      break;
    case 'boolean':
      list.push('IsBoolean()');
      break;
    case 'email':
      list.push('IsEmail()');
      break;
    case 'uuid':
      list.push('IsUUID()');
      break;
    case 'enum':
      list.push(`IsIn(${JSON.stringify(field.values)})`);
      break;
  }
  return list;
}

function tsType(field: Field): string {
  if (field.kind === 'integer' || field.kind === 'number') return 'number';
  return field.kind === 'boolean' ? 'boolean' : 'string';
}

function fieldLines(fields: readonly Field[]): string[] {
  return fields.map(
    (field) =>
      `  ${decorators(field)
        .map((d) => `@${d}`)
        .join(' ')} ${field.name}${field.required ? '!' : '?'}: ${tsType(field)};`,
  );
}

function bodyClass(name: string, resource: Resource): string[] {
  const lines = [`export class ${name} {`, ...fieldLines(resource.fields)];
  if (resource.items) {
    const item = `${typeName(resource)}Item`;
    lines.push(
      `  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(${resource.items.maxItems}) @ValidateNested({ each: true }) @Type(() => ${item}) ${resource.items.name}!: ${item}[];`,
    );
  }
  lines.push('}', '');
  return lines;
}

const VALIDATORS =
  'ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Length, Max, Min, ValidateNested';

function dtoFile(resource: Resource): string {
  const stem = typeName(resource);
  const lines = [
    "import { Type } from 'class-transformer';",
    `import { ${VALIDATORS} } from 'class-validator';`,
    '',
  ];
  if (resource.items) lines.push(`export class ${stem}Item {`, ...fieldLines(resource.items.fields), '}', '');
  lines.push(
    ...bodyClass(`Create${stem}`, resource),
    ...bodyClass(`Update${stem}`, resource),
    `export class List${stem} {`,
    '  @IsOptional() @Type(() => Number) @IsInt() @Min(1) page: number = 1;',
    '  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage: number = 20;',
    `  @IsOptional() @IsIn(${JSON.stringify(resource.fields.map((field) => field.name))}) sort?: string;`,
    "  @IsOptional() @IsIn(['asc', 'desc']) order?: string;",
    '}',
    '',
  );
  return lines.join('\n');
}

function controllerFile(resource: Resource): string {
  const stem = typeName(resource);
  return [
    "import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';",
    `import { Create${stem}, List${stem}, Update${stem} } from '../dto/${resource.name}.js';`,
    '',
    `@Controller({ path: 'tenants/:tenantId/${resource.name}', version: ['1', '2'] })`,
    `export class ${stem}Controller {`,
    '  @Get()',
    `  list(@Query() query: List${stem}) {`,
    '    return { data: [], page: query.page, perPage: query.perPage };',
    '  }',
    '  @Post()',
    `  create(@Param('tenantId') tenantId: string, @Body() body: Create${stem}) {`,
    "    return { id: '1', tenantId, data: body };",
    '  }',
    "  @Get(':id')",
    "  show(@Param('tenantId') tenantId: string, @Param('id') id: string) {",
    '    return { id, tenantId };',
    '  }',
    "  @Put(':id')",
    `  update(@Param('tenantId') tenantId: string, @Param('id') id: string, @Body() body: Update${stem}) {`,
    '    return { id, tenantId, data: body };',
    '  }',
    "  @Delete(':id')",
    '  @HttpCode(204)',
    '  remove() {}',
    '}',
    '',
  ].join('\n');
}

export function emitNest(api: Api): StackSource {
  const files = new Map<string, string>();
  for (const resource of api.resources) {
    files.set(`dto/${resource.name}.ts`, dtoFile(resource));
    files.set(`controllers/${resource.name}.ts`, controllerFile(resource));
  }
  const controllers = api.resources.map((resource) => `${typeName(resource)}Controller`);
  files.set(
    'app.module.ts',
    [
      "import { Module } from '@nestjs/common';",
      ...api.resources.map(
        (resource) => `import { ${typeName(resource)}Controller } from './controllers/${resource.name}.js';`,
      ),
      '',
      `@Module({ controllers: [${controllers.join(', ')}] })`,
      'export class AppModule {}',
      '',
    ].join('\n'),
  );
  files.set('probe.ts', PROBE_SOURCE);
  files.set(
    'main.ts',
    [
      "import 'reflect-metadata';",
      "import { ValidationPipe, VersioningType } from '@nestjs/common';",
      "import { NestFactory } from '@nestjs/core';",
      "import { AppModule } from './app.module.js';",
      "import { port, ready } from './probe.js';",
      '',
      'const app = await NestFactory.create(AppModule, { logger: false });',
      "app.setGlobalPrefix('api');",
      'app.enableVersioning({ type: VersioningType.URI });',
      'app.useGlobalPipes(new ValidationPipe({ transform: true }));',
      "await app.listen(port, '127.0.0.1');",
      'ready(app.getHttpServer());',
      '',
    ].join('\n'),
  );
  return {
    name: 'nest',
    compilerOptions: { experimentalDecorators: true, emitDecoratorMetadata: true },
    files,
  };
}
