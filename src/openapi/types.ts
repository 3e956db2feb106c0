// The options and output of the OpenAPI generator (docs/openapi.md).
import type { ConditionalRequestOptions } from '../http/conditional-requests.js';
import type { ErrorFormat } from '../http/error-format.js';

/** An OpenAPI object as plain data (the generator writes OpenAPI 3.1.0, or 3.2.0 on request). */
export type OpenApiObject = { [key: string]: unknown };

/** The OpenAPI versions `openapi()` writes. */
export type OpenApiVersion = '3.1.0' | '3.2.0';

/** A security requirement: scheme name → scopes. */
export type SecurityRequirement = Record<string, string[]>;

export interface OpenApiOptions {
  /**
   * `'3.1.0'` (default) or `'3.2.0'`: QUERY routes, other methods (`additionalOperations`), a
   * `querystring` parameter for query classes with nested objects, hierarchical tags.
   */
  version?: OpenApiVersion;
  /** The document's `info`: `title` and `version` at least. */
  info: { title: string; version: string; description?: string; [key: string]: unknown };
  servers?: Array<{ url: string; description?: string; [key: string]: unknown }>;
  /** Requirements for every operation (middleware documented with `documentMiddleware` add their own). */
  security?: SecurityRequirement[];
  /** `components.securitySchemes`, merged with the schemes middleware declare. */
  securitySchemes?: Record<string, OpenApiObject>;
  /**
   * Descriptions of tags, by name (tags used by routes are listed either way); with 3.2, `parent`
   * nests a tag under another and `kind` says what it groups (e.g. `nav`). 3.1 leaves those out.
   */
  tags?: Array<{
    name: string;
    description?: string;
    parent?: string;
    kind?: string;
    [key: string]: unknown;
  }>;
  /**
   * The format of every error answer, the same object given to the kernel's `errors` option:
   * its media type and schemas describe the kernel's own errors, declared errors and middleware
   * answers. Default: RFC 9457 problem documents (`problemDocuments`).
   */
  errors?: ErrorFormat;
  /**
   * The kernel's `conditionalRequests` option, so the document lists its 428 on PUT, PATCH and
   * DELETE when `requirePreconditions` is on. (304 and 412 are listed on every GET whose success
   * declares an `ETag` or `Last-Modified` header.)
   */
  conditionalRequests?: ConditionalRequestOptions;
  /** Told about routes the document cannot hold (default: ignored). */
  onSkip?: (message: string) => void;
}

/** A misuse of `openapi()` (missing info, a route source without routes); the message says the fix. */
export class OpenApiError extends Error {
  readonly code = 'invalidOpenApiOptions' as const;

  constructor(message: string) {
    super(message);
    this.name = 'OpenApiError';
  }
}
