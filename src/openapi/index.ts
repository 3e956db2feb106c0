// OpenAPI 3.1 (or 3.2) from routes and request classes (docs/openapi.md).

export { type ClientSourceOptions, clientSource } from '../client-source/index.js';
export { openapi, type RouteSource } from './document.js';
export { documentMiddleware, type MiddlewareDocumentation } from './middleware-docs.js';
export { type ApiReferenceOptions, serveApiReference } from './reference-page.js';
export {
  OpenApiError,
  type OpenApiObject,
  type OpenApiOptions,
  type OpenApiVersion,
  type SecurityRequirement,
} from './types.js';
