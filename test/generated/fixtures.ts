// The classes, views, rules and route tables whose generated code is snapshotted: together
// they reach every generator (ARCHITECTURE.md "Code generation").
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  Items,
  Nested,
  PostProcess,
  PreProcess,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';

/** Typed scalar fields: the fast path's typed and whole-object lanes. */
export class Signup extends Request {
  @Validate('required|email') email = '';
  @Validate('required|integer|min_value:18') @Cast('int') age = 0;
  @Validate('boolean') newsletter = false;
}

export class Line extends Request {
  @Validate('required|string') sku = '';
  @Validate('required|integer|min_value:1') qty = 1;
}

/** Every bag, a dot path and nested items. */
export class PlaceOrder extends Request {
  @FromRoute() @Cast('int') shopId = 0;
  @FromContext('userId') customer = '';
  @FromBody('shipping.address.city') @Validate('required|string|max:80') city = '';
  @Validate('required|array') @Items(Line) lines: Line[] = [];
}

export class Address extends Request {
  @Validate('required|string|max:80') city = '';
}

/** A nested object in the whole-object lane: its class's fast path maps it there. */
export class Customer extends Request {
  @Validate('required|string|max:120') name = '';
  @Validate('required') @Nested(Address) address?: Address;
}

/** Hooks keep a class on its steps: pre-processing feeds the payload, post-processing runs last. */
export class Search extends Request {
  @PreProcess((value: string) => value.trim()) @Validate('required|string|min:2') term = '';
  @Validate('integer|min_value:1')
  @Cast('int')
  @PostProcess((value: number) => Math.min(value, 100))
  perPage = 20;
}

export const classes = [Signup, PlaceOrder, Search, Customer];

/** A view with a nested view and a list of them: the answer writer's three kinds of field. */
export class AuthorView extends Request {
  name = '';
}

export class ArticleView extends Request {
  title = '';
  @Nested(AuthorView) author?: AuthorView;
  @Items(AuthorView) editors: AuthorView[] = [];
}

export const views = [ArticleView];

export const rules: Record<string, Record<string, string>> = {
  signup: { email: 'required|email', age: 'required|integer|min_value:18', name: 'string|max:80' },
  nested: { 'user.name': 'required|string', 'user.role': 'in:admin,editor', tags: 'array|max:5' },
};

/** A mixed table: static paths, one and two parameters, a regex, an optional segment, a wildcard. */
export function mixedRoutes(): RouteCollector {
  const routes = new RouteCollector();
  const handler = () => 'ok';
  routes.get('/', handler);
  routes.get('/health', handler);
  routes.get('/users', handler);
  routes.get('/users/{id:[0-9]+}', handler);
  routes.get('/users/{id}/posts/{post}', handler);
  routes.get('/archive/{year}[/{month}]', handler);
  routes.get('/files/{path:.+}', handler);
  routes.post('/users', handler);
  routes.put('/users/{id:[0-9]+}', handler);
  return routes;
}

/** A table whose members share one shape: one compiled function serves them all. */
export function resourceTable(): RouteCollector {
  const routes = new RouteCollector();
  const handler = () => 'ok';
  for (let i = 0; i < 40; i++) {
    routes.get(`/res${i}/{id}`, handler);
    routes.get(`/res${i}/{id}/items/{item:[0-9]+}`, handler);
  }
  return routes;
}

export const routeTables = { mixed: mixedRoutes, resources: resourceTable };
