// Loads the module a command names and finds its RouteCollector: exported as `default` or
// `routes`, or returned by a function under either name, called with no arguments (docs/openapi.md
// "Command line").
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../router/index.js';

export interface RouteSource {
  readonly routes: readonly Route<unknown>[];
}

export interface LoadedApplication {
  readonly collector: RouteSource;
  /** Everything else the module exports (e.g. `openapiOptions`). */
  readonly exports: Readonly<Record<string, unknown>>;
}

function isRouteSource(value: unknown): value is RouteSource {
  return typeof value === 'object' && value !== null && Array.isArray((value as RouteSource).routes);
}

export async function loadApplication(specifier: string): Promise<LoadedApplication> {
  const loaded = (await import(pathToFileURL(resolve(specifier)).href)) as Record<string, unknown>;
  for (const key of ['default', 'routes']) {
    let value = loaded[key];
    if (typeof value === 'function' && !isRouteSource(value)) value = await (value as () => unknown)();
    if (isRouteSource(value)) return { collector: value, exports: loaded };
  }
  throw new Error(
    `${specifier} exports no RouteCollector as \`default\` or \`routes\` (nor a function returning one)`,
  );
}
