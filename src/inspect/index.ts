// intake/inspect: read the JavaScript intake generates for a class, a route table or a rules
// object — a debugging and audit tool (docs/inspect.md).
export {
  type AheadOfTimeOptions,
  aheadOfTimeBuild,
  type BuildModule,
  type BuildModuleFormat,
} from './ahead-of-time.js';
export { type InspectClassOptions, inspectClass, inspectView } from './inspect-class.js';
export { type CompilableRoutes, inspectRoutes } from './inspect-routes.js';
export { inspectRules } from './inspect-rules.js';
export type { BoundValue, GeneratedFunction, GeneratedListing, GeneratorName } from './listing.js';
