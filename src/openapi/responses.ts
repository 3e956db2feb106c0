// The responses of one operation: the views and errors its route declares, the answers and
// headers of its documented middleware, and the kernel's own answers, each error in the error
// format. A status the route declares wins over a middleware's, which wins over the kernel's.
import type { RequestClass } from '../mapping/class-shape.js';
import type { JsonSchemaRegistry } from '../mapping/json-schema/index.js';
import { Request } from '../mapping/request.js';
import type { ErrorDeclaration, ResponseDeclaration, RouteDeclaration } from '../router/index.js';
import type { ErrorResponses, KernelStatus } from './error-responses.js';
import { type HeaderObjects, headerObjects, statusText, withHeaders } from './headers.js';
import type { DocumentedMiddleware } from './middleware-docs.js';
import type { OpenApiObject } from './types.js';

export interface ResponsesInput {
  declaration: RouteDeclaration;
  /** The documentation of the route's middleware that has some, outermost first. */
  middleware: readonly DocumentedMiddleware[];
  /** The statuses the kernel may answer for this operation by itself. */
  kernelStatuses: readonly KernelStatus[];
  registry: JsonSchemaRegistry;
  errors: ErrorResponses;
}

/** The operation's `responses`, by status in ascending order. */
export function responsesOf({
  declaration,
  middleware,
  kernelStatuses,
  registry,
  errors,
}: ResponsesInput): OpenApiObject {
  const responses: Record<string, OpenApiObject> = {};
  for (const declared of declaration.responses)
    responses[String(declared.status)] = declaredResponse(declared, registry, errors);
  for (const [status, declared] of errorsByStatus(declaration.errors)) {
    const existing = responses[status];
    const own = declaration.responses.find((response) => String(response.status) === status);
    const described = errors.declared(Number(status), declared, own?.description ?? null);
    // A view declared for the status keeps its body; the codes still go in its description.
    responses[status] =
      own?.dto != null
        ? { ...existing, description: described.description }
        : withHeaders(described, (existing?.headers as HeaderObjects | undefined) ?? {});
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2')))
    responses['200'] = { description: 'OK' };

  let everyAnswer: HeaderObjects = {};
  for (const documented of middleware) {
    everyAnswer = { ...everyAnswer, ...headerObjects(documented.headers) };
    for (const { status, description, headers } of documented.responses) {
      responses[status] ??= {
        description: description ?? statusText(status),
        ...(Object.keys(headers).length > 0 ? { headers: headerObjects(headers) } : {}),
        content: errors.content(status),
      };
    }
  }
  // The kernel's own answers pass through the same middleware, but a time-out or a failure
  // before the middleware ran has none of its headers: on them, the headers may be missing.
  const onKernelAnswers = withoutRequired(everyAnswer);
  const kernelHeaders = Object.keys(onKernelAnswers).length > 0 ? onKernelAnswers : undefined;
  for (const status of kernelStatuses) responses[String(status)] ??= errors.kernel(status, kernelHeaders);
  for (const [status, response] of Object.entries(responses)) {
    if (!('$ref' in response)) responses[status] = withHeaders(response, everyAnswer);
  }
  return sortedByStatus(responses);
}

/** `cls` when it is a request class (whose schema intake knows), else undefined. */
export function requestClass(cls: unknown): RequestClass | undefined {
  return typeof cls === 'function' && cls.prototype instanceof Request ? (cls as RequestClass) : undefined;
}

function declaredResponse(
  declared: ResponseDeclaration,
  registry: JsonSchemaRegistry,
  errors: ErrorResponses,
): OpenApiObject {
  const description = declared.description ?? statusText(declared.status);
  const out: OpenApiObject = { description };
  if (Object.keys(declared.headers).length > 0) out.headers = headerObjects(declared.headers);
  const dto = requestClass(declared.dto);
  if (declared.dto !== null) {
    // A class that is not a request DTO: its shape is unknown, its name still helps.
    const item =
      dto !== undefined ? registry.schemaOf(dto, 'output') : { type: 'object', title: declared.dto.name };
    out.content = { 'application/json': { schema: declared.list ? { type: 'array', items: item } : item } };
  } else if (declared.status >= 400) {
    out.content = errors.content(declared.status);
  }
  return out;
}

/** Declared application errors grouped by status, in declaration order. */
function errorsByStatus(declared: readonly ErrorDeclaration[]): Map<string, ErrorDeclaration[]> {
  const out = new Map<string, ErrorDeclaration[]>();
  for (const error of declared) {
    const list = out.get(String(error.status)) ?? [];
    list.push(error);
    out.set(String(error.status), list);
  }
  return out;
}

function withoutRequired(headers: HeaderObjects): HeaderObjects {
  const out: HeaderObjects = {};
  for (const [name, header] of Object.entries(headers)) {
    const { required: _required, ...rest } = header;
    out[name] = rest;
  }
  return out;
}

function sortedByStatus(responses: Record<string, OpenApiObject>): OpenApiObject {
  const out: OpenApiObject = {};
  for (const status of Object.keys(responses).sort()) out[status] = responses[status];
  return out;
}
