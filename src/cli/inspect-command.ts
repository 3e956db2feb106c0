// `intake inspect <module> [--routes | --class Name]`: prints the JavaScript intake generates
// for the application — the route table's matcher, and each request class the routes declare
// (`.body(Cls)`, `.query(Cls)`) and each view they answer with (`.responds(status, View)`) —
// as intake/inspect lists it (docs/inspect.md). The module's `requestHandler` export, when
// present, supplies the validator the classes are mapped with.
import { declaredRequestClasses, declaredViewClasses } from '../http/declared-classes.js';
import { inspectClass, inspectRoutes, inspectView } from '../inspect/index.js';
import type { GeneratedListing } from '../inspect/listing.js';
import { RequestHandler } from '../mapping/index.js';
import { loadApplication } from './load-routes.js';

export interface InspectFlags {
  readonly module: string;
  /** Only the matcher. */
  readonly routes: boolean;
  /** Only this request or view class. */
  readonly className?: string;
}

/** The flags of `intake inspect`, or undefined when they do not parse (usage is printed). */
export function readInspectFlags(args: readonly string[]): InspectFlags | undefined {
  const [module, ...rest] = args;
  if (module === undefined || module.startsWith('--')) return undefined;
  if (rest.length === 0) return { module, routes: false };
  if (rest.length === 1 && rest[0] === '--routes') return { module, routes: true };
  if (rest.length === 2 && rest[0] === '--class' && rest[1] !== undefined) {
    return { module, routes: false, className: rest[1] };
  }
  return undefined;
}

export async function runInspect(flags: InspectFlags): Promise<string> {
  const { collector, exports } = await loadApplication(flags.module);
  const validator =
    exports.requestHandler instanceof RequestHandler ? exports.requestHandler.validator : undefined;
  const requests = declaredRequestClasses(collector);
  const views = declaredViewClasses(collector);
  const listings: GeneratedListing[] = [];
  if (flags.className !== undefined) {
    const request = requests.find((cls) => cls.name === flags.className);
    const view = views.find((cls) => cls.name === flags.className);
    if (request === undefined && view === undefined) {
      const known = [...requests, ...views].map((cls) => cls.name).join(', ') || 'none';
      throw new Error(`no request or view class named ${flags.className} in the routes (declared: ${known})`);
    }
    if (request !== undefined) listings.push(inspectClass(request, { validator }));
    if (view !== undefined) listings.push(inspectView(view));
  } else {
    listings.push(inspectRoutes(collector as Parameters<typeof inspectRoutes>[0]));
    if (!flags.routes) {
      for (const cls of requests) listings.push(inspectClass(cls, { validator }));
      for (const cls of views) listings.push(inspectView(cls));
    }
  }
  return listings.map(String).join('\n');
}
