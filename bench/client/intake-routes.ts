// The `bench:app` API as an intake route table built in this process: the same request classes
// as bench/app/emit-intake.ts writes (its rule strings), declared in the decorator-free form so
// that no compile step stands between the spec and `clientSource()`; each body class is also
// the view of its answer, so calls have typed data as Hono's and oRPC's inferred outputs do.

import { cast, fields, items, Request, RouteCollector, validate } from '../../src/index.js';
import { rules } from '../app/emit-intake.js';
import { type Field, generateApi, type Resource, typeName } from '../app/spec.js';

type RequestClass = new () => Request;

function requestClass(
  name: string,
  list: readonly Field[],
  extra: Record<string, unknown[]> = {},
): RequestClass {
  const defaults: Record<string, unknown> = Object.fromEntries(
    list.map((field) => [
      field.name,
      field.kind === 'integer' || field.kind === 'number' ? 0 : field.kind === 'boolean' ? false : '',
    ]),
  );
  for (const key of Object.keys(extra)) defaults[key] = [];
  const cls = class extends Request {
    constructor() {
      super();
      Object.assign(this, defaults);
    }
  };
  Object.defineProperty(cls, 'name', { value: name });
  const declared: Record<string, unknown> = Object.fromEntries(
    list.map((field) => [field.name, rules(field)]),
  );
  Object.assign(declared, extra);
  Object.defineProperty(cls, 'fields', { value: fields(declared as never) });
  return cls;
}

function resourceClasses(resource: Resource) {
  const stem = typeName(resource);
  const extra: Record<string, unknown[]> = {};
  if (resource.items) {
    const item = requestClass(`${stem}Item`, resource.items.fields);
    extra[resource.items.name] = [
      validate(`required|array|min:1|max:${resource.items.maxItems}`),
      items(item as never),
    ];
  }
  const list = class extends Request {
    page = 1;
    perPage = 20;
    sort = '';
    order = 'asc';
  };
  Object.defineProperty(list, 'name', { value: `List${stem}` });
  Object.defineProperty(list, 'fields', {
    value: fields({
      page: [validate('integer|min_value:1'), cast('int')],
      perPage: [validate('integer|min_value:1|max_value:100'), cast('int')],
      sort: `in:${resource.fields.map((field) => field.name).join(',')}`,
      order: 'in:asc,desc',
    } as never),
  });
  return {
    create: requestClass(`Create${stem}`, resource.fields, extra),
    update: requestClass(`Update${stem}`, resource.fields, extra),
    list: list as RequestClass,
  };
}

/** The route table of `resources` resources: 5 routes each, under /api/v1 and /api/v2. */
export function intakeRoutes(resources: number): RouteCollector {
  const api = generateApi(resources);
  const routes = new RouteCollector();
  const classes = api.resources.map((resource) => ({ resource, ...resourceClasses(resource) }));
  routes.group('/api', (group) => {
    for (const version of ['/v1', '/v2']) {
      group.group(`${version}/tenants/{tenantId}`, (tenant) => {
        for (const { resource, create, update, list } of classes) {
          const path = `/${resource.name}`;
          tenant
            .get(path, () => ({ data: [] }))
            .query(list)
            .responds(200, [create]);
          tenant
            .post(path, () => null)
            .body(create)
            .responds(201, create);
          tenant.get(`${path}/{id}`, () => null).responds(200, create);
          tenant
            .put(`${path}/{id}`, () => null)
            .body(update)
            .responds(200, update);
          tenant.delete(`${path}/{id}`, () => null).responds(204, undefined);
        }
      });
    }
  });
  return routes;
}
