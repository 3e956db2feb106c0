import { recordGenerated } from '../compiler/generated-record.js';
import { type GeneratedListing, listingOf } from './listing.js';

/** A route collector: `RouteCollector` of `intake` or of `intake/router`. */
export interface CompilableRoutes {
  readonly routes: readonly unknown[];
  compile(): unknown;
}

/**
 * The JavaScript of a route table's matcher: per method, the static finder and the dynamic
 * finder (with the functions of large tables' members), as `match` runs them. Compiles the
 * matcher anew, as `routes.compile()` does.
 *
 * @example
 * import { inspectRoutes } from 'intake/inspect';
 * console.log(String(inspectRoutes(routes)));
 */
export function inspectRoutes(routes: CompilableRoutes): GeneratedListing {
  const { generated } = recordGenerated(() => routes.compile());
  return listingOf(`${routes.routes.length} routes`, generated);
}
