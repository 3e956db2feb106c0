// The hook through which middleware (usually a group's, e.g. an authentication check) tells the
// OpenAPI document what it adds to every route it runs on: security requirements and schemes,
// the answers it may give itself (401, 403…), and the headers it puts on every answer.
import { headerDeclarations } from '../router/declaration.js';
import {
  type HeaderDeclaration,
  type HeaderSpec,
  type ResponseOptions,
  RouteDefinitionError,
} from '../router/index.js';
import { OpenApiError, type OpenApiObject, type SecurityRequirement } from './types.js';

export interface MiddlewareDocumentation {
  security?: SecurityRequirement[];
  securitySchemes?: Record<string, OpenApiObject>;
  /**
   * Answers the middleware gives, written in the error format: status → a description, or
   * `{ description, headers }` when the answer carries headers (e.g. 401's `WWW-Authenticate`).
   */
  responses?: Record<number, string | ResponseOptions>;
  /** Headers the middleware adds to every answer of its routes, errors included (e.g. `Deprecation`). */
  headers?: Record<string, HeaderSpec>;
}

/** A middleware's documentation, its headers checked and normalised as routes' are. */
export interface DocumentedMiddleware {
  readonly security: readonly SecurityRequirement[];
  readonly securitySchemes: Readonly<Record<string, OpenApiObject>>;
  readonly responses: ReadonlyArray<{
    status: number;
    description: string | null;
    headers: Readonly<Record<string, HeaderDeclaration>>;
  }>;
  readonly headers: Readonly<Record<string, HeaderDeclaration>>;
}

const documented = new WeakMap<object, DocumentedMiddleware>();

/**
 * Documents a middleware (function or class) for `openapi()`; returns it unchanged.
 *
 * @example
 * documentMiddleware(Authenticate, {
 *   securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
 *   security: [{ bearer: [] }],
 *   responses: { 401: { description: 'Missing or unknown bearer token', headers: { 'WWW-Authenticate': 'The scheme to use' } } },
 * });
 * documentMiddleware(deprecatedV1, { headers: { Deprecation: 'When v1 was deprecated (RFC 9745)' } });
 */
export function documentMiddleware<M extends object>(
  middleware: M,
  documentation: MiddlewareDocumentation,
): M {
  if ((typeof middleware !== 'function' && typeof middleware !== 'object') || middleware === null) {
    throw new TypeError('documentMiddleware() documents a middleware function or class');
  }
  documented.set(middleware, checked(documentation));
  return middleware;
}

export function documentationOf(middleware: unknown): DocumentedMiddleware | undefined {
  return typeof middleware === 'function' || (typeof middleware === 'object' && middleware !== null)
    ? documented.get(middleware)
    : undefined;
}

function checked(documentation: MiddlewareDocumentation): DocumentedMiddleware {
  if (documentation === null || typeof documentation !== 'object') {
    throw new OpenApiError(
      'documentMiddleware() takes { security?, securitySchemes?, responses?, headers? } as its second argument',
    );
  }
  const responses = Object.entries(documentation.responses ?? {}).map(([key, value]) => {
    const status = Number(key);
    if (!Number.isInteger(status) || status < 100 || status > 599) {
      throw new OpenApiError(
        `documentMiddleware() responses are keyed by HTTP status (100–599), got "${key}"`,
      );
    }
    if (typeof value === 'string') return { status, description: value, headers: {} };
    if (
      value === null ||
      typeof value !== 'object' ||
      (value.description !== undefined && typeof value.description !== 'string')
    ) {
      throw new OpenApiError(
        `documentMiddleware() response ${key} is a description or { description, headers }`,
      );
    }
    return {
      status,
      description: value.description ?? null,
      headers: value.headers === undefined ? {} : headersOf(value.headers, `response ${key}`),
    };
  });
  return {
    security: [...(documentation.security ?? [])],
    securitySchemes: { ...documentation.securitySchemes },
    responses,
    headers: documentation.headers === undefined ? {} : headersOf(documentation.headers, 'headers'),
  };
}

/** Headers checked as a route's are, a mistake reported as this hook's. */
function headersOf(spec: unknown, what: string): Readonly<Record<string, HeaderDeclaration>> {
  try {
    return headerDeclarations(spec, 'documentMiddleware');
  } catch (error) {
    if (!(error instanceof RouteDefinitionError)) throw error;
    throw new OpenApiError(
      `documentMiddleware() ${what}: ${error.message.slice(error.message.indexOf(': ') + 2)}`,
    );
  }
}
