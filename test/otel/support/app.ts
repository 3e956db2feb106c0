// One small app for the OpenTelemetry tests: a 201, a 422, a 404 and a 500.
import { fields, HttpKernel, type HttpRoutes, Reply, Request, RouteCollector } from '../../../src/index.js';

export class CreateUser extends Request {
  name = '';
  age = 0;
  static fields = fields({ name: 'required|string|min:2', age: 'required|integer|min:0' });
}

export function otelRoutes(prefix = ''): RouteCollector {
  const routes = new RouteCollector();
  const declare = (group: HttpRoutes<string>) => {
    group.post('/users', async (ctx) => Reply.created(await ctx.body(CreateUser), `${prefix}/users/1`));
    group.get('/users/{id}/boom', () => {
      throw new Error('the database is down');
    });
  };
  if (prefix === '') declare(routes as unknown as HttpRoutes<string>);
  else routes.group(prefix, declare as never);
  return routes;
}

export function otelKernel(prefix = ''): HttpKernel {
  return new HttpKernel(otelRoutes(prefix), { logger: { error() {} } });
}

/** The four answers every door is asked for. */
export const fourRequests = [
  { method: 'POST', path: '/users', body: { name: 'Ada', age: 36 }, status: 201 },
  { method: 'POST', path: '/users', body: { name: 'A', age: 'old' }, status: 422 },
  { method: 'GET', path: '/nothing-here', status: 404 },
  { method: 'GET', path: '/users/7/boom', status: 500 },
] as const;
