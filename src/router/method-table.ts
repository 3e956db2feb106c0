import { DynamicMatcher, Endpoint } from './dynamic-matcher.js';
import type { Alternative } from './expand.js';
import { NO_PARAMS } from './params.js';
import type { PatternPart } from './pattern.js';
import type { Route } from './route.js';
import { splitSegments } from './segments.js';
import type { RouteMatch, RouterOptions } from './types.js';

/** A registered route with its parsed pattern, as the collector keeps it. */
export interface RouteRecord {
  readonly route: Route<any>;
  readonly parts: readonly PatternPart[];
  readonly alternatives: readonly Alternative[];
}

/** The routes of one method: static paths by hash lookup, the rest in one combined regex. */
export class MethodTable {
  readonly #static = new Map<string, RouteMatch>();
  readonly #dynamic = new DynamicMatcher();

  add(alternative: Alternative, base: Omit<RouteMatch, 'params'>): void {
    if (alternative.length === 1 && alternative[0]!.kind === 'text') {
      const path = alternative[0].text;
      // Registration order: an earlier route with the same static path keeps it.
      if (!this.#static.has(path)) this.#static.set(path, Object.freeze(matchOf(base)));
      return;
    }
    const names = alternative.flatMap((piece) => (piece.kind === 'param' ? [piece.param.name] : []));
    this.#dynamic.add(splitSegments(alternative), new Endpoint(base, names));
  }

  seal(): void {
    this.#dynamic.seal();
  }

  find(path: string, maxParameterLength: number): RouteMatch | null {
    const hit = this.#static.get(path);
    if (hit !== undefined) return hit;
    return this.#dynamic.find(path, maxParameterLength);
  }
}

// Same key order as a dynamic match, so both share one object shape.
function matchOf(base: Omit<RouteMatch, 'params'>): RouteMatch {
  return {
    route: base.route,
    handler: base.handler,
    params: NO_PARAMS,
    middleware: base.middleware,
    name: base.name,
  };
}

/** Compiles every route into one table per method. Runs once per change of the route set. */
export function buildMethodTables(
  records: readonly RouteRecord[],
  trailingSlash: NonNullable<RouterOptions['trailingSlash']>,
): Map<string, MethodTable> {
  const tables = new Map<string, MethodTable>();
  for (const { route, alternatives } of records) {
    const base = Object.freeze({
      route,
      handler: route.handler,
      middleware: Object.freeze(route.middlewareStack),
      name: route.routeName,
    });
    for (const method of route.methods) {
      let table = tables.get(method);
      if (table === undefined) tables.set(method, (table = new MethodTable()));
      for (const alternative of alternatives) {
        table.add(alternative, base);
        if (trailingSlash === 'ignore') {
          const twin = toggleTrailingSlash(alternative);
          if (twin !== null) table.add(twin, base);
        }
      }
    }
  }
  for (const table of tables.values()) table.seal();
  return tables;
}

/** The same path with its trailing slash added or removed; null for the root. */
function toggleTrailingSlash(alternative: Alternative): Alternative | null {
  const last = alternative[alternative.length - 1]!;
  if (last.kind === 'param') return [...alternative, { kind: 'text', text: '/' }];
  if (last.text === '/') return alternative.length === 1 ? null : alternative.slice(0, -1);
  const text = last.text.endsWith('/') ? last.text.slice(0, -1) : `${last.text}/`;
  return [...alternative.slice(0, -1), { kind: 'text', text }];
}
