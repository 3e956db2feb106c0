// `clientSource(routes)`: the TypeScript module of a typed client (docs/client.md). It reads the
// routes through the OpenAPI document `openapi()` writes, so a client and the document share
// one account of every route: the same wire-input schemas, answers, kernel errors (chosen by
// `kernelStatuses`) and error format. The module has no runtime import: an `Api` interface of
// plain types and an `operations` table of [method, path, statuses] for `createClient()`.
import type { ErrorFormat } from '../http/error-format.js';
import type { RequestClass } from '../mapping/class-shape.js';
import { Request } from '../mapping/request.js';
import { type OpenApiObject, openapi, type RouteSource } from '../openapi/index.js';
import { pathFormsOf, type Route } from '../router/index.js';
import { fieldKeyType } from './field-keys.js';
import { docComment, type PrintContext, propertyKey, quote, typeOf } from './schema-type.js';

export interface ClientSourceOptions {
  /** The kernel's error format (its `errors` option); default: problem documents. */
  errors?: ErrorFormat;
  /** The command that regenerates the file, written in its header comment. */
  command?: string;
  /** Told about routes a client cannot call (e.g. `any()` methods); default: ignored. */
  onSkip?: (message: string) => void;
}

interface Operation {
  key: string;
  alias: string | undefined;
  method: string;
  path: string;
  object: OpenApiObject;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const RESERVED = new Set(['Api', 'operations', 'OperationTable', 'CallOptions']);

/**
 * The source of a client module for `routes`: write it to a file and call it with `createClient`.
 *
 * @example
 * writeFileSync('src/api.ts', clientSource(buildRoutes()));
 * // then: createClient<Api>(operations, { baseUrl })
 */
export function clientSource(routes: RouteSource, options: ClientSourceOptions = {}): string {
  const document = openapi(routes, {
    info: { title: 'client', version: '0' },
    ...(options.errors === undefined ? {} : { errors: options.errors }),
    ...(options.onSkip === undefined ? {} : { onSkip: options.onSkip }),
  });
  const names = new Set(
    routes.routes.flatMap((route) => (route.routeName === null ? [] : [route.routeName])),
  );
  const operations = operationsOf(document, names);
  const routeAt = routesByOperation(routes);
  const components = ((document.components as OpenApiObject).schemas ?? {}) as Record<string, OpenApiObject>;
  const shared = ((document.components as OpenApiObject).responses ?? {}) as Record<string, OpenApiObject>;
  const typeNames = identifiers(Object.keys(components));
  const nameOf = (ref: string) => typeNames.get(componentName(ref)) ?? 'unknown';
  const resolve = (response: OpenApiObject) =>
    typeof response.$ref === 'string' ? (shared[response.$ref.split('/').pop()!] ?? {}) : response;
  const inputSide = inputComponents(operations, components);
  const keyed = new Set<string>();
  const fieldErrors = (schema: unknown, route: Route<unknown> | undefined): string | undefined => {
    const ref = (schema as OpenApiObject | undefined)?.$ref;
    if (typeof ref !== 'string' || route === undefined || !hasFieldMap(components[componentName(ref)]))
      return undefined;
    const classes = [route.declaration.body, route.declaration.query].filter(isRequestClass);
    if (classes.length === 0) return undefined;
    keyed.add(componentName(ref));
    return `${nameOf(ref)}For<${fieldKeyType(classes)}>`;
  };

  const out: string[] = [
    '// A typed client of this API, written by intake from its route table: do not edit.',
    `// Regenerate with \`${options.command ?? 'npx intake client <module> --out <file>'}\`.`,
    "import type { CallOptions, OperationTable } from 'intake/client';",
    '',
  ];
  for (const [component, schema] of Object.entries(components)) {
    const context: PrintContext = { side: inputSide.has(component) ? 'input' : 'output', nameOf, indent: '' };
    const comment = docComment(schema, '');
    if (comment !== '') out.push(comment);
    const type = typeOf(schema, context);
    const name = typeNames.get(component)!;
    out.push(
      type.startsWith('{\n') ? `export interface ${name} ${type}` : `export type ${name} = ${type};`,
      '',
    );
  }

  const api: string[] = [];
  api.push('/** Every operation: its method, path template, wire input, and answers by status. */');
  api.push('export interface Api {');
  for (const operation of operations) {
    const summary = typeof operation.object.summary === 'string' ? [operation.object.summary] : [];
    if (operation.object.deprecated === true) summary.push('@deprecated');
    const comment = docComment({ description: summary.join('\n') }, '  ');
    if (comment !== '') api.push(comment);
    api.push(`  ${propertyKey(operation.key)}: {`);
    api.push(`    method: ${quote(operation.method)};`, `    path: ${quote(operation.path)};`);
    const input = inputType(operation.object, nameOf, components);
    api.push(`    input: ${input};`);
    const optional = !/^ {6}\w+: /m.test(input);
    api.push(`    args: [input${optional ? '?' : ''}: Api[${quote(operation.key)}]['input'] & CallOptions];`);
    const route = routeAt.get(`${operation.method} ${operation.path}`);
    const [data, errors] = answerTypes(operation.object, nameOf, resolve, (schema) =>
      fieldErrors(schema, route),
    );
    api.push(`    data: ${data};`, `    errors: ${errors};`);
    const headers = declaredHeaders(operation.object, resolve);
    if (headers.size > 0) api.push(`    headers: ${headersType(headers)};`);
    api.push('  };');
  }
  for (const operation of operations) {
    if (operation.alias !== undefined)
      api.push(`  ${propertyKey(operation.alias)}: Api[${quote(operation.key)}];`);
  }
  api.push('}', '');
  for (const component of keyed) {
    const name = typeNames.get(component)!;
    out.push(
      `/** A \`${name}\` whose \`errors\` are keyed by the fields of one route's classes. */`,
      `export type ${name}For<Field extends string> = Omit<${name}, 'errors'> & {`,
      `  errors: Partial<Record<Field, ${name}['errors'][string]>>;`,
      '};',
      '',
    );
  }
  out.push(...api);
  out.push(
    '/** The runtime half: operation → [method, path template, declared statuses, declared headers]. */',
  );
  out.push('export const operations = {');
  for (const operation of operations) {
    const statuses = Object.keys(operation.object.responses as OpenApiObject).filter((status) =>
      /^\d{3}$/.test(status),
    );
    const headers = declaredHeaders(operation.object, resolve);
    const headerNames =
      headers.size === 0
        ? ''
        : `, { ${[...headers].map(([status, names]) => `${status}: [${names.map(quote).join(', ')}]`).join(', ')} }`;
    out.push(
      `  ${propertyKey(operation.key)}: [${quote(operation.method)}, ${quote(operation.path)}, [${statuses.join(', ')}]${headerNames}],`,
    );
  }
  out.push('} as const satisfies OperationTable;', '');
  return out.join('\n');
}

/** The document's operations in route order, keyed by route name, else by `METHOD /path`. */
function operationsOf(document: OpenApiObject, routeNames: ReadonlySet<string>): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, OpenApiObject>)) {
    for (const method of METHODS) {
      const object = item[method] as OpenApiObject | undefined;
      if (object === undefined) continue;
      const route = `${method.toUpperCase()} ${path}`;
      const named = routeNames.has(object.operationId as string);
      out.push({
        key: named ? (object.operationId as string) : route,
        alias: named ? route : undefined,
        method: method.toUpperCase(),
        path,
        object,
      });
    }
  }
  return out;
}

/** `{ params; query?; body }` of an operation, each optional when nothing in it is required. */
function inputType(
  operation: OpenApiObject,
  nameOf: (ref: string) => string,
  components: Record<string, OpenApiObject>,
): string {
  const parameters = (operation.parameters ?? []) as OpenApiObject[];
  const parts: string[] = [];
  for (const place of ['path', 'query'] as const) {
    const listed = parameters.filter((parameter) => parameter.in === place);
    if (listed.length === 0) continue;
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        listed.map((parameter) => [
          parameter.name,
          place === 'path' ? choices(parameter.schema) : parameter.schema,
        ]),
      ),
      required: listed.filter((parameter) => parameter.required === true).map((parameter) => parameter.name),
    };
    const type = typeOf(schema, { side: 'input', nameOf, indent: '      ' });
    const optional = listed.every((parameter) => parameter.required !== true);
    parts.push(`      ${place === 'path' ? 'params' : 'query'}${optional ? '?' : ''}: ${type};`);
  }
  const body = operation.requestBody as OpenApiObject | undefined;
  if (body !== undefined) {
    const schema = ((body.content as OpenApiObject)['application/json'] as OpenApiObject).schema;
    const type = carriesFiles(schema, components, new Set())
      ? 'FormData'
      : typeOf(schema, { side: 'input', nameOf, indent: '      ' });
    parts.push(`      body${body.required === true ? '' : '?'}: ${type};`);
  }
  return parts.length === 0 ? '{}' : `{\n${parts.join('\n')}\n    }`;
}

/** The route of each concrete `METHOD /template`, the first registered as the document keeps it. */
function routesByOperation(routes: RouteSource): Map<string, Route<unknown>> {
  const out = new Map<string, Route<unknown>>();
  for (const route of routes.routes) {
    for (const form of pathFormsOf(route.path)) {
      for (const method of route.methods) {
        const key = `${method} ${form.template}`;
        if (!out.has(key)) out.set(key, route as Route<unknown>);
      }
    }
  }
  return out;
}

/** A 422 schema whose `errors` maps field names to their failures (problem documents' does). */
function hasFieldMap(schema: OpenApiObject | undefined): boolean {
  const errors = (schema?.properties as Record<string, OpenApiObject> | undefined)?.errors;
  return (
    errors !== undefined && typeof errors.additionalProperties === 'object' && errors.properties === undefined
  );
}

function isRequestClass(cls: unknown): cls is RequestClass {
  return typeof cls === 'function' && cls.prototype instanceof Request;
}

/** A path regex that lists its values (`{lang:en|de}` → `^(?:en|de)$`) is a closed set of texts. */
function choices(schema: unknown): unknown {
  const pattern = (schema as OpenApiObject | undefined)?.pattern;
  const listed = typeof pattern === 'string' ? /^\^\(\?:([\w-]+(?:\|[\w-]+)*)\)\$$/.exec(pattern) : null;
  return listed === null ? schema : { ...(schema as OpenApiObject), enum: listed[1]!.split('|') };
}

/** The `data` and `errors` maps of an operation: status → body type. */
function answerTypes(
  operation: OpenApiObject,
  nameOf: (ref: string) => string,
  resolve: (response: OpenApiObject) => OpenApiObject,
  fieldErrors: (schema: unknown) => string | undefined,
): [string, string] {
  const data: string[] = [];
  const errors: string[] = [];
  for (const [status, declared] of Object.entries(operation.responses as Record<string, OpenApiObject>)) {
    if (!/^\d{3}$/.test(status)) continue;
    const content = resolve(declared).content as Record<string, OpenApiObject> | undefined;
    const media = content === undefined ? undefined : Object.values(content)[0];
    const type =
      media === undefined
        ? 'undefined'
        : ((status === '422' ? fieldErrors(media.schema) : undefined) ??
          typeOf(media.schema, { side: 'output', nameOf, indent: '      ' }));
    (Number(status) < 400 ? data : errors).push(`      ${status}: ${type};`);
  }
  const map = (lines: string[]) => (lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n    }`);
  return [map(data), map(errors)];
}

/** The lower-case names of the headers each status of an operation declares. */
function declaredHeaders(
  operation: OpenApiObject,
  resolve: (response: OpenApiObject) => OpenApiObject,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [status, declared] of Object.entries(operation.responses as Record<string, OpenApiObject>)) {
    if (!/^\d{3}$/.test(status)) continue;
    const headers = (resolve(declared).headers ?? {}) as Record<string, OpenApiObject>;
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    if (names.length > 0) out.set(status, names);
  }
  return out;
}

/**
 * `{ 201: { location?: string } }`: the `headers` type of an operation. Every header is optional,
 * required or not: across origins a browser reads only the headers the server exposes.
 */
function headersType(headers: Map<string, string[]>): string {
  const lines = [...headers].map(
    ([status, names]) =>
      `      ${status}: { ${names.map((name) => `${propertyKey(name)}?: string`).join('; ')} };`,
  );
  return `{\n${lines.join('\n')}\n    }`;
}

/** The components a request refers to, directly or through others: they print as input. */
function inputComponents(
  operations: readonly Operation[],
  components: Record<string, OpenApiObject>,
): Set<string> {
  const found = new Set<string>();
  for (const { object } of operations) {
    const roots = [
      ...((object.parameters ?? []) as OpenApiObject[]).map((parameter) => parameter.schema),
      (object.requestBody as OpenApiObject | undefined)?.content,
    ];
    for (const root of roots) collectRefs(root, components, found);
  }
  return found;
}

function collectRefs(node: unknown, components: Record<string, OpenApiObject>, found: Set<string>): void {
  if (node === null || typeof node !== 'object') return;
  const ref = (node as OpenApiObject).$ref;
  if (typeof ref === 'string') {
    const name = componentName(ref);
    if (!found.has(name)) {
      found.add(name);
      collectRefs(components[name], components, found);
    }
    return;
  }
  for (const value of Object.values(node)) collectRefs(value, components, found);
}

/** A body with a file anywhere in it travels as multipart: the client sends `FormData`. */
function carriesFiles(node: unknown, components: Record<string, OpenApiObject>, seen: Set<string>): boolean {
  if (node === null || typeof node !== 'object') return false;
  const schema = node as OpenApiObject;
  if (schema.format === 'binary') return true;
  if (typeof schema.$ref === 'string') {
    const name = componentName(schema.$ref);
    if (seen.has(name)) return false;
    seen.add(name);
    return carriesFiles(components[name], components, seen);
  }
  return Object.values(schema).some((value) => carriesFiles(value, components, seen));
}

function componentName(ref: string): string {
  return ref.split('/').pop()!.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** A TypeScript identifier per component name, unique, never one of the module's own names. */
function identifiers(componentNames: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set(RESERVED);
  for (const name of componentNames) {
    let base = name.replace(/[^A-Za-z0-9_$]/g, '_');
    if (/^\d/.test(base)) base = `_${base}`;
    let identifier = base;
    for (let n = 2; taken.has(identifier); n++) identifier = `${base}${n}`;
    taken.add(identifier);
    out.set(name, identifier);
  }
  return out;
}
