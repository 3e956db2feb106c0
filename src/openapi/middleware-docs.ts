// The hook through which middleware (usually a group's, e.g. an authentication check) tells the
// OpenAPI document what it adds to every route it runs on: security requirements and schemes,
// and the answers it may give itself (401, 403…).
import type { OpenApiObject, SecurityRequirement } from './types.js';

export interface MiddlewareDocumentation {
  security?: SecurityRequirement[];
  securitySchemes?: Record<string, OpenApiObject>;
  /** Answers the middleware gives: status → description (written as problem documents). */
  responses?: Record<number, string>;
}

const documented = new WeakMap<object, MiddlewareDocumentation>();

/**
 * Documents a middleware (function or class) for `openapi()`; returns it unchanged.
 *
 * @example
 * documentMiddleware(Authenticate, {
 *   securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
 *   security: [{ bearer: [] }],
 *   responses: { 401: 'Missing or unknown bearer token' },
 * });
 */
export function documentMiddleware<M extends object>(
  middleware: M,
  documentation: MiddlewareDocumentation,
): M {
  if ((typeof middleware !== 'function' && typeof middleware !== 'object') || middleware === null) {
    throw new TypeError('documentMiddleware() documents a middleware function or class');
  }
  documented.set(middleware, documentation);
  return middleware;
}

export function documentationOf(middleware: unknown): MiddlewareDocumentation | undefined {
  return typeof middleware === 'function' || (typeof middleware === 'object' && middleware !== null)
    ? documented.get(middleware)
    : undefined;
}
