// How a document describes error answers: in the media type and schemas of the error format
// the kernel writes them with (src/http/error-format.ts holds the one definition of each
// format; RFC 9457 problem documents by default). The kernel's own answers are shared
// `components.responses`, listed only when an operation refers to them; the application
// errors a route declares with `error(status, code)` narrow the format's `code` to their codes.
import type { KernelStatus } from '../http/answer-contract.js';
import { type ErrorFormat, problemDocuments } from '../http/error-format.js';
import type { ErrorDeclaration } from '../router/index.js';
import { type HeaderObjects, statusText } from './headers.js';
import type { OpenApiObject } from './types.js';

/** The kernel's own answers: status → (component name, description). */
const KERNEL_ANSWERS: Readonly<Record<number, readonly [string, string]>> = {
  304: [
    'NotModified',
    "The resource still matches the request's If-None-Match or If-Modified-Since: no body.",
  ],
  400: [
    'BadRequest',
    'The request could not be read: a malformed body, query or path, or a key that could reach a prototype.',
  ],
  404: ['NotFound', 'No such resource (a path parameter did not match).'],
  412: [
    'PreconditionFailed',
    "The resource does not match the request's If-Match or If-Unmodified-Since: read it again.",
  ],
  413: ['PayloadTooLarge', 'The body, a file, or the number of parameters is over a limit.'],
  415: ['UnsupportedMediaType', 'The body is not JSON, a form, or multipart.'],
  422: ['ValidationFailed', 'The input broke the rules of one or more fields.'],
  428: ['PreconditionRequired', 'The change must name the version it changes: send If-Match with the ETag.'],
  500: ['InternalServerError', 'An unexpected error; details are logged, not sent.'],
  503: ['ServiceUnavailable', 'The handler did not answer within the time limit.'],
};

/** The statuses of `KERNEL_ANSWERS`, for callers that pick the ones that apply. */
export type { KernelStatus };

export class ErrorResponses {
  readonly #format: ErrorFormat;
  readonly #name: string;
  readonly #validationName: string;
  readonly #usedStatuses = new Set<number>();
  #validationUsed = false;

  constructor(format: ErrorFormat = problemDocuments) {
    this.#format = format;
    this.#name = format.name ?? 'Error';
    this.#validationName = format.validationSchema === undefined ? this.#name : `Validation${this.#name}`;
  }

  /**
   * The kernel's own answer of `status`: a reference to the shared response, or the response
   * itself with `headers` when a middleware of the operation adds headers to every answer.
   */
  kernel(status: KernelStatus, headers?: HeaderObjects): OpenApiObject {
    if (headers === undefined) {
      this.#usedStatuses.add(status);
      return { $ref: `#/components/responses/${KERNEL_ANSWERS[status]![0]}` };
    }
    return { description: KERNEL_ANSWERS[status]![1], headers, ...this.#kernelContent(status) };
  }

  /** The `content` of an error answer: the format's media type and schema (the 422's for 422). */
  content(status: number, schema: OpenApiObject = this.#reference(status)): OpenApiObject {
    return { [this.#format.mediaType]: { schema } };
  }

  /**
   * A status's declared application errors: the description lists each code (every client
   * generator shows descriptions), and when the format's body has a `code` property, the schema
   * narrows it to an `enum` of the codes, which generators turn into a union of literals.
   */
  declared(status: number, errors: readonly ErrorDeclaration[], description: string | null): OpenApiObject {
    const codes = errors.map((error) => error.code);
    const lines = errors.map(
      (error) => `- \`${error.code}\`${error.description ? `: ${error.description}` : ''}`,
    );
    const out: OpenApiObject = {
      description: `${description ?? statusText(status)}\n\nApplication error codes:\n${lines.join('\n')}`,
    };
    out.content = this.content(
      status,
      this.#hasCode()
        ? {
            allOf: [
              this.#reference(status),
              { type: 'object', properties: { code: { type: 'string', enum: codes } }, required: ['code'] },
            ],
          }
        : this.#reference(status),
    );
    return out;
  }

  /** The format's schemas under their component names (the 422's only when some operation has a 422). */
  schemas(): Record<string, OpenApiObject> {
    const out: Record<string, OpenApiObject> = { [this.#name]: structuredClone(this.#format.schema) };
    if (this.#validationUsed && this.#format.validationSchema !== undefined) {
      out[this.#validationName] = structuredClone(this.#format.validationSchema);
    }
    return out;
  }

  /** The shared responses of the kernel's answers that some operation refers to, by status. */
  responses(): Record<string, OpenApiObject> {
    const out: Record<string, OpenApiObject> = {};
    for (const status of [...this.#usedStatuses].sort()) {
      const [name, description] = KERNEL_ANSWERS[status]!;
      out[name] = { description, ...this.#kernelContent(status) };
    }
    return out;
  }

  /** A kernel answer's body: none on a 304 (RFC 9110 §15.4.5), the error format's otherwise. */
  #kernelContent(status: number): OpenApiObject {
    return status === 304 ? {} : { content: this.content(status) };
  }

  #reference(status: number): OpenApiObject {
    if (status === 422) this.#validationUsed = true;
    return { $ref: `#/components/schemas/${status === 422 ? this.#validationName : this.#name}` };
  }

  #hasCode(): boolean {
    const properties = this.#format.schema.properties;
    return typeof properties === 'object' && properties !== null && Object.hasOwn(properties, 'code');
  }
}
