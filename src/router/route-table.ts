import type { Route } from './route.js';
import type { Middleware, RouteHandler } from './types.js';

/** One row of the route table, as text. */
export interface RouteDescription {
  readonly method: string;
  readonly path: string;
  readonly name: string;
  readonly handler: string;
  readonly middleware: string;
}

/**
 * Describes routes for people: method(s), path, name, handler and middleware by name.
 *
 * @example
 * console.table(describeRoutes(routes.routes));
 */
export function describeRoutes(routes: readonly Route<any>[]): RouteDescription[] {
  return routes.map((route) => ({
    method: route.methods.join('|'),
    path: route.path,
    name: route.routeName ?? '',
    handler: handlerLabel(route.handler),
    middleware: route.middlewareStack.map(middlewareLabel).join(', '),
  }));
}

/**
 * The route table as aligned plain text (for an example app or a CLI).
 *
 * @example
 * console.log(formatRouteTable(routes.routes));
 * // METHOD  PATH              NAME        HANDLER              MIDDLEWARE
 * // GET     /users/{id:\d+}   users.show  UserController.show  Auth, Audit
 */
export function formatRouteTable(routes: readonly Route<any>[]): string {
  const header: RouteDescription = {
    method: 'METHOD',
    path: 'PATH',
    name: 'NAME',
    handler: 'HANDLER',
    middleware: 'MIDDLEWARE',
  };
  const rows = [header, ...describeRoutes(routes)];
  const columns = ['method', 'path', 'name', 'handler', 'middleware'] as const;
  const widths = columns.map((column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      columns
        .map((column, i) => row[column].padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function handlerLabel(handler: RouteHandler): string {
  if (typeof handler === 'function') return handler.name === '' ? '(closure)' : handler.name;
  return `${handler[0].name || '(anonymous class)'}.${handler[1]}`;
}

function middlewareLabel(middleware: Middleware): string {
  if (typeof middleware !== 'function') return `${middleware.constructor?.name || 'object'} instance`;
  return middleware.name === '' ? '(closure)' : middleware.name;
}
