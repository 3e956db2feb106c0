// How every error answer is written, declared once: the kernel writes its errors through it,
// the adapters' parse errors too, and `openapi()` documents it on every operation.
import type { JsonSchema } from '../mapping/json-schema/types.js';
import type { ProblemDetails } from './problem.js';

/**
 * The wire format of every error answer: a media type, a writer from the kernel's problem to
 * the body, and the JSON Schema of what the writer returns (for documents and answer checks).
 * The default is RFC 9457 problem documents (`problemDocuments`).
 *
 * @example
 * const conduitErrors = errorFormat({
 *   mediaType: 'application/json',
 *   name: 'ConduitError',
 *   schema: { type: 'object', properties: { errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } }, required: ['errors'] },
 *   write: (problem) => ({ errors: problem.errors ? messagesByField(problem.errors) : { body: [problem.detail ?? problem.title] } }),
 * });
 * new HttpKernel(routes, { errors: conduitErrors });
 */
export interface ErrorFormat<Body = unknown> {
  /** The `Content-Type` of every error answer, e.g. `application/problem+json`. */
  readonly mediaType: string;
  /** The JSON Schema of every body `write` returns. */
  readonly schema: JsonSchema;
  /** The JSON Schema of a 422's body, when it says more than `schema`. */
  readonly validationSchema?: JsonSchema;
  /** The component name of `schema` in OpenAPI documents (the 422's gets `Validation` before it); default `Error`. */
  readonly name?: string;
  /**
   * The body of one error answer, from the kernel's problem (status, title, code, the
   * client-safe detail, a 422's field errors with messages). It must return a JSON value and
   * must not throw; if it throws, the kernel answers the default problem document and logs once.
   */
  write(problem: ProblemDetails): Body;
}

/** The body type an `ErrorFormat` writes. */
export type ErrorBodyOf<Format> = Format extends ErrorFormat<infer Body> ? Body : never;

/** An error format that is not one: the message names the missing part. */
export class ErrorFormatError extends TypeError {
  readonly code = 'invalidErrorFormat' as const;

  constructor(message: string) {
    super(message);
    this.name = 'ErrorFormatError';
  }
}

/**
 * Checks and freezes an error format, and infers its body type for typed clients.
 *
 * @example
 * new HttpKernel(routes, { errors: errorFormat({ mediaType: 'application/json', schema, write }) });
 */
export function errorFormat<Body>(format: ErrorFormat<Body>): ErrorFormat<Body> {
  if (format === null || typeof format !== 'object') {
    throw new ErrorFormatError('An error format is an object with mediaType, schema and write.');
  }
  if (typeof format.mediaType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(format.mediaType)) {
    throw new ErrorFormatError(
      `An error format's mediaType must be a media type such as application/json, got ${JSON.stringify(format.mediaType)}.`,
    );
  }
  for (const key of ['schema', 'validationSchema'] as const) {
    const schema = format[key];
    if (key === 'validationSchema' && schema === undefined) continue;
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
      throw new ErrorFormatError(`An error format's ${key} must be a JSON Schema object.`);
    }
  }
  if (typeof format.write !== 'function') {
    throw new ErrorFormatError("An error format's write must be a function from the problem to the body.");
  }
  if (format.name !== undefined && !/^[A-Za-z0-9._-]+$/.test(format.name)) {
    throw new ErrorFormatError(
      `An error format's name becomes an OpenAPI component name (letters, digits, . _ -), got ${JSON.stringify(format.name)}.`,
    );
  }
  return Object.freeze({ ...format });
}

const FIELD_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    rule: { type: 'string' },
    params: { type: 'array', items: { type: 'string' } },
    message: { type: 'string' },
    in: {
      type: 'string',
      enum: ['body', 'query', 'route', 'context'],
      description: 'Which input the error is about.',
    },
    pointer: { type: 'string', description: 'RFC 6901 pointer into the body, for `in: body`.' },
    parameter: {
      type: 'string',
      description: 'The query parameter, route parameter or context key, otherwise.',
    },
  },
  required: ['rule', 'message'],
};

const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'An RFC 9457 problem document.',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', description: 'A stable, machine-readable error code.' },
  },
  required: ['type', 'title', 'status'],
};

const VALIDATION_PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'An RFC 9457 problem document listing the fields that broke their rules.',
  properties: {
    ...(PROBLEM_SCHEMA.properties as JsonSchema),
    errors: {
      type: 'object',
      description: 'The failed rules of each field, nested items as `field.index.subfield`.',
      additionalProperties: { type: 'array', items: FIELD_ERROR_SCHEMA },
    },
    omittedErrors: {
      type: 'integer',
      description: 'How many more fields failed than `errors` lists (the kernel lists `maxProblemErrors`).',
    },
  },
  required: ['type', 'title', 'status', 'errors'],
};

/** The default error format: RFC 9457 problem documents, as `application/problem+json`. */
export const problemDocuments: ErrorFormat<ProblemDetails> = errorFormat({
  mediaType: 'application/problem+json',
  name: 'Problem',
  schema: PROBLEM_SCHEMA,
  validationSchema: VALIDATION_PROBLEM_SCHEMA,
  write: (problem) => problem,
});
