// The errors the HTTP kernel answers by itself, as OpenAPI: RFC 9457 problem documents
// (src/http/problem.ts writes them), one shared response per status.
import { reasonPhrase } from '../http/status-text.js';
import type { OpenApiObject } from './types.js';

export const PROBLEM_SCHEMA = 'Problem';
export const VALIDATION_PROBLEM_SCHEMA = 'ValidationProblem';

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export function problemSchemas(): Record<string, OpenApiObject> {
  return {
    [PROBLEM_SCHEMA]: {
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
    },
    [VALIDATION_PROBLEM_SCHEMA]: {
      allOf: [
        { $ref: `#/components/schemas/${PROBLEM_SCHEMA}` },
        {
          type: 'object',
          properties: {
            errors: {
              type: 'object',
              description: 'The failed rules of each field, nested items as `field.index.subfield`.',
              additionalProperties: {
                type: 'array',
                items: {
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
                    pointer: {
                      type: 'string',
                      description: 'RFC 6901 pointer into the body, for `in: body`.',
                    },
                    parameter: {
                      type: 'string',
                      description: 'The query parameter, route parameter or context key, otherwise.',
                    },
                  },
                  required: ['rule', 'message'],
                },
              },
            },
            omittedErrors: {
              type: 'integer',
              description:
                'How many more fields failed than `errors` lists (the kernel lists `maxProblemErrors`).',
            },
          },
          required: ['errors'],
        },
      ],
    },
  };
}

/** The kernel's own answers: status → (component name, description). */
const KERNEL_ANSWERS: Readonly<Record<number, readonly [string, string]>> = {
  400: [
    'BadRequest',
    'The request could not be read: a malformed body, query or path, or a key that could reach a prototype.',
  ],
  404: ['NotFound', 'No such resource (a path parameter did not match).'],
  405: ['MethodNotAllowed', 'The path exists, but not for this method; `Allow` lists the methods it has.'],
  413: ['PayloadTooLarge', 'The body, a file, or the number of parameters is over a limit.'],
  414: ['UriTooLong', 'The URL is over the length limit.'],
  415: ['UnsupportedMediaType', 'The body is not JSON, a form, or multipart.'],
  422: ['ValidationFailed', 'The input broke the rules; `errors` lists the failing fields.'],
  500: ['InternalServerError', 'An unexpected error; details are logged, not sent.'],
  503: ['ServiceUnavailable', 'The handler did not answer within the time limit.'],
};

export function kernelResponses(): Record<string, OpenApiObject> {
  const out: Record<string, OpenApiObject> = {};
  for (const [status, [name, description]] of Object.entries(KERNEL_ANSWERS)) {
    const schema = status === '422' ? VALIDATION_PROBLEM_SCHEMA : PROBLEM_SCHEMA;
    out[name] = {
      description,
      content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: `#/components/schemas/${schema}` } } },
    };
  }
  return out;
}

/** A reference to the shared response of a status the kernel answers itself. */
export function kernelResponseRef(status: number): OpenApiObject {
  return { $ref: `#/components/responses/${KERNEL_ANSWERS[status]![0]}` };
}

/** A declared error status without a body class: a problem document. */
export function problemContent(): OpenApiObject {
  return { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: `#/components/schemas/${PROBLEM_SCHEMA}` } } };
}

/** A response's default description: its reason phrase. */
export function statusText(status: number): string {
  return reasonPhrase(status) ?? `Status ${status}`;
}
