// The public API of intake: every facility re-exported from the package root. The root's
// RouteCollector is the HTTP-typed one (src/http/routes.ts); `intake/router` has the
// context-agnostic collector.

export { configure, type IntakeSettings } from './compiler/code-generation.js';
export {
  type BuiltClass,
  type BuiltFactory,
  type BuiltSlot,
  type CompiledBuild,
  StaleBuildException,
  type StaleBuildPolicy,
} from './compiler/compiled-build.js';
export * from './errors/index.js';
export * from './http/index.js';
export { RouteCollector } from './http/index.js';
export * from './input/index.js';
export * from './mapping/index.js';
export * from './openapi/index.js';
export * from './router/index.js';
export * from './validator/index.js';
