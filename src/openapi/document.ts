// `openapi(routes, options)`: an OpenAPI 3.1 document from a route table and its declarations
// (docs/openapi.md). Schemas come from the JSON Schema converter that Standard JSON Schema
// uses, gathered in one registry whose definitions become `components.schemas`.
import { JsonSchemaRegistry } from '../mapping/json-schema/index.js';
import { pathFormsOf, type Route } from '../router/index.js';
import { describeDefaults } from './body-defaults.js';
import { ErrorResponses } from './error-responses.js';
import { operationOf } from './operation.js';
import { OpenApiError, type OpenApiObject, type OpenApiOptions } from './types.js';
import { checkedVersion, operationSlot, operationsOfItem, skippedMethodReason, tagFor } from './versions.js';

/** Anything with the routes of a `RouteCollector`. */
export interface RouteSource {
  readonly routes: readonly Route<any>[];
}

/**
 * The OpenAPI document (3.1, or 3.2 with `version: '3.2.0'`) of an application's routes.
 *
 * @example
 * const document = openapi(routes, { info: { title: 'Tasks API', version: '2.0.0' } });
 * routes.get('/openapi.json', () => document);
 */
export function openapi(source: RouteSource, options: OpenApiOptions): OpenApiObject {
  checkOptions(source, options);
  const version = checkedVersion(options.version);
  const registry = new JsonSchemaRegistry({
    target: 'draft-2020-12',
    refPrefix: '#/components/schemas/',
    discriminator: true,
  });
  const errors = new ErrorResponses(options.errors);
  const securitySchemes: Record<string, OpenApiObject> = { ...options.securitySchemes };
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  const templates = new Map<string, string>();
  const operationIds = new Set<string>();
  const tags = new Set<string>();

  for (const route of source.routes) {
    if (!route.hasHandler) continue;
    const methods = route.methods.filter((method) => {
      if (operationSlot(method, version) !== undefined) return true;
      options.onSkip?.(`${route.path}: ${skippedMethodReason(method, version)}`);
      return false;
    });
    if (methods.length === 0) continue;
    for (const form of pathFormsOf(route.path)) {
      // OpenAPI treats `/a/{x}` and `/a/{y}` as one path: the first route registered keeps it.
      const shape = form.template.replace(/\{[^}]*\}/g, '{}');
      const owner = templates.get(shape) ?? form.template;
      if (owner !== form.template) {
        options.onSkip?.(`${route.path}: ${form.template} has the same shape as ${owner}, already listed`);
        continue;
      }
      templates.set(shape, form.template);
      const pathItem = (paths[form.template] ??= {});
      for (const method of methods) {
        const slot = operationSlot(method, version)!;
        const holder = slot.additional ? (pathItem.additionalOperations ??= {}) : pathItem;
        if (holder[slot.key] !== undefined) {
          options.onSkip?.(`${method} ${form.template}: listed already by an earlier route`);
          continue;
        }
        const wanted = route.routeName ?? generatedId(method.toLowerCase(), form.template);
        const operationId = uniqueId(wanted, operationIds);
        holder[slot.key] = operationOf({
          route,
          form,
          operationId,
          registry,
          securitySchemes,
          errors,
          version,
          requirePreconditions: options.conditionalRequests?.requirePreconditions === true,
        });
        for (const tag of route.declaration.tags) tags.add(tag);
      }
    }
  }

  const document: OpenApiObject = { openapi: version, info: { ...options.info } };
  if (options.servers !== undefined) document.servers = options.servers.map((server) => ({ ...server }));
  if (options.security !== undefined) document.security = options.security.map((entry) => ({ ...entry }));
  const described = options.tags ?? [];
  const tagList = [
    ...described.map((tag) => tagFor(tag, version)),
    ...[...tags].filter((tag) => !described.some((entry) => entry.name === tag)).map((name) => ({ name })),
  ];
  if (tagList.length > 0) document.tags = tagList;
  markPublicOperations(paths, options.security !== undefined && options.security.length > 0);
  document.paths = paths;
  const responses = errors.responses();
  const components: OpenApiObject = { schemas: componentSchemas(errors, registry) };
  if (Object.keys(responses).length > 0) components.responses = responses;
  if (Object.keys(securitySchemes).length > 0) components.securitySchemes = securitySchemes;
  document.components = components;
  return document;
}

/**
 * When some operations are secured by their middleware and the document sets no requirement of
 * its own, the others are public and say so with `security: []` (OpenAPI 3.1 §4.8.10), so clients
 * and linters do not take them for a forgotten requirement. With `options.security`, an
 * operation without middleware security inherits that requirement: it is not public.
 */
function markPublicOperations(
  paths: Record<string, Record<string, OpenApiObject>>,
  globalSecurity: boolean,
): void {
  const operations = Object.values(paths).flatMap(operationsOfItem);
  if (globalSecurity || !operations.some((operation) => operation.security !== undefined)) return;
  for (const operation of operations) operation.security ??= [];
}

/** The error format's schemas, then every request class's; a class may not take an error schema's name. */
function componentSchemas(
  errors: ErrorResponses,
  registry: JsonSchemaRegistry,
): Record<string, OpenApiObject> {
  const classes = registry.definitions();
  const errorSchemas = errors.schemas();
  for (const name of Object.keys(errorSchemas)) {
    if (Object.hasOwn(classes, name)) {
      throw new OpenApiError(
        `The request class ${name} and the error format's schema share the component name "${name}": rename the class, or give the error format another name`,
      );
    }
  }
  describeDefaults(classes);
  return { ...errorSchemas, ...classes };
}

function checkOptions(source: RouteSource, options: OpenApiOptions): void {
  if (source === null || typeof source !== 'object' || !Array.isArray((source as RouteSource).routes)) {
    throw new OpenApiError(
      'openapi() takes a RouteCollector (or an object with its `routes`) as its first argument',
    );
  }
  const info = options?.info;
  if (info === undefined || typeof info.title !== 'string' || typeof info.version !== 'string') {
    throw new OpenApiError(
      "openapi() needs options.info with a title and a version, e.g. { info: { title: 'Tasks API', version: '1.0.0' } }",
    );
  }
}

/** Operation ids are unique in a document: later forms of one route get `_2`, `_3`… */
function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}_${n}`;
  taken.add(id);
  return id;
}

/** `get /projects/{projectId}/tasks` → `get_projects_projectId_tasks`, for routes without a name. */
function generatedId(method: string, template: string): string {
  const words = template.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  return [method, ...words].join('_');
}
