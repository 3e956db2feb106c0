// Start-up compile of the request classes a route table declares (ARCHITECTURE.md "Compile
// once, run many"): the kernel, the adapters and `intake check` build each class's metadata
// before the first request, so a misspelt rule or a conflicting decorator stops the process
// at start instead of answering 500 to whichever request reaches the class first. intake's own
// handler writes a flat class's code once the process is idle after start-up: the class answers
// its first requests from its first tier meanwhile (ARCHITECTURE.md, "The first tier").
import type { RequestClass } from '../mapping/class-shape.js';
import { prepareForRequests } from '../mapping/request-handler.js';
import type { RouteDeclaration } from '../router/index.js';

/** What the start-up compile needs of a route table: its routes and what they declare. */
interface DeclaringRoutes {
  readonly routes: readonly { readonly declaration: RouteDeclaration }[];
}

/** What the start-up compile needs of a request handler. */
export interface CompilingHandler {
  compile(cls: RequestClass): void;
  /** intake's own handler: plans the class, and leaves a flat class's code to idle time. */
  [prepareForRequests]?(cls: RequestClass): void;
}

function declaresRoutes(table: unknown): table is DeclaringRoutes {
  return typeof table === 'object' && table !== null && Array.isArray((table as DeclaringRoutes).routes);
}

/** Every distinct class a route table declares as a body or a query, in route order. */
export function declaredRequestClasses(table: unknown): RequestClass[] {
  const classes = new Set<RequestClass>();
  if (!declaresRoutes(table)) return [];
  for (const { declaration } of table.routes) {
    for (const cls of [declaration.body, declaration.query]) {
      if (cls !== null) classes.add(cls as RequestClass);
    }
  }
  return [...classes];
}

/** Every distinct view class a route table answers with (`responds(status, View)`), in route order. */
export function declaredViewClasses(table: unknown): RequestClass[] {
  const views = new Set<RequestClass>();
  if (!declaresRoutes(table)) return [];
  for (const { declaration } of table.routes) {
    for (const response of declaration.responses) {
      if (typeof response.dto === 'function') views.add(response.dto as RequestClass);
    }
  }
  return [...views];
}

/**
 * Builds the metadata of every class `table` declares with `handler`; throws the first
 * `ConfigurationException` (or rule error). A handler without `compile` (a custom
 * `DtoHandler`) is left to check its classes its own way.
 */
export function compileDeclaredClasses(table: unknown, handler: unknown): void {
  if (typeof (handler as Partial<CompilingHandler> | null)?.compile !== 'function') return;
  for (const cls of declaredRequestClasses(table)) prepareClass(handler as CompilingHandler, cls);
}

/**
 * Builds the metadata of `cls` with `handler` at start-up (the kernel, the adapters' `dto()`):
 * intake's own handler leaves a flat class's code to idle time, any other is asked to `compile`.
 */
export function prepareClass(handler: CompilingHandler, cls: RequestClass): void {
  const prepare = handler[prepareForRequests];
  if (typeof prepare === 'function') prepare.call(handler, cls);
  else handler.compile(cls);
}
