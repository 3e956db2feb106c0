// One operation of the document: one method of one concrete path form of a route.
import { type RequestClass, shapeOf } from '../mapping/class-shape.js';
import type { JsonSchemaRegistry } from '../mapping/json-schema/index.js';
import { ruleFactsOf } from '../mapping/json-schema/rule-facts.js';
import { Request } from '../mapping/request.js';
import type { ErrorDeclaration, ResponseDeclaration, Route } from '../router/index.js';
import type { PathForm } from '../router/path-forms.js';
import type { ErrorResponses, KernelStatus } from './error-responses.js';
import { type HeaderObjects, headerObjects, statusText, withHeaders } from './headers.js';
import { documentationOf } from './middleware-docs.js';
import { pathParameters, queryParameters } from './parameters.js';
import type { OpenApiObject, OpenApiVersion, SecurityRequirement } from './types.js';

const BODY_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export interface OperationInput {
  route: Route<unknown>;
  form: PathForm;
  operationId: string;
  registry: JsonSchemaRegistry;
  /** Collects security schemes that middleware declare. */
  securitySchemes: Record<string, OpenApiObject>;
  /** The error format's responses and schemas. */
  errors: ErrorResponses;
  version: OpenApiVersion;
}

export function operationOf({
  route,
  form,
  operationId,
  registry,
  securitySchemes,
  errors,
  version,
}: OperationInput): OpenApiObject {
  const declaration = route.declaration;
  const body = requestClass(declaration.body);
  const query = requestClass(declaration.query);
  const operation: OpenApiObject = { operationId };
  if (declaration.summary !== null) operation.summary = declaration.summary;
  if (declaration.tags.length > 0) operation.tags = [...declaration.tags];
  if (declaration.deprecated) operation.deprecated = true;

  const classes = [body, query].filter((cls): cls is RequestClass => cls !== undefined);
  const parameters = [
    ...pathParameters(form, classes, registry),
    ...(query ? queryParameters(query, registry, version) : []),
  ];
  if (parameters.length > 0) operation.parameters = parameters;
  if (body !== undefined) {
    const schema = registry.schemaOf(body, 'input');
    const content: OpenApiObject = {};
    for (const type of BODY_MEDIA_TYPES) content[type] = { schema };
    operation.requestBody = { required: hasRequiredInput(body), content };
  }

  const responses: OpenApiObject = {};
  for (const declared of declaration.responses)
    responses[String(declared.status)] = declaredResponse(declared, registry, errors);
  for (const [status, declared] of errorsByStatus(declaration.errors)) {
    const existing = responses[status] as OpenApiObject | undefined;
    const own = declaration.responses.find((response) => String(response.status) === status);
    const described = errors.declared(Number(status), declared, own?.description ?? null);
    // A view declared for the status keeps its body; the codes still go in its description.
    responses[status] =
      own?.dto != null
        ? { ...existing, description: described.description }
        : withHeaders(described, (existing?.headers as HeaderObjects) ?? {});
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2')))
    responses['200'] = { description: 'OK' };
  const security: SecurityRequirement[] = [];
  let everyAnswer: HeaderObjects = {};
  for (const middleware of route.middlewareStack) {
    const documented = documentationOf(middleware);
    if (documented === undefined) continue;
    security.push(...documented.security);
    Object.assign(securitySchemes, documented.securitySchemes);
    everyAnswer = { ...everyAnswer, ...headerObjects(documented.headers) };
    for (const { status, description, headers } of documented.responses) {
      responses[status] ??= {
        description: description ?? statusText(status),
        ...(Object.keys(headers).length > 0 ? { headers: headerObjects(headers) } : {}),
        content: errors.content(status),
      };
    }
  }
  if (security.length > 0) operation.security = security;
  // The kernel's own answers pass through the same middleware, but a time-out or a failure
  // before the middleware ran has none of its headers: on them, the headers may be missing.
  const onKernelAnswers = optional(everyAnswer);
  for (const status of kernelStatuses(form, body !== undefined, classes.length > 0)) {
    responses[String(status)] ??= errors.kernel(
      status,
      Object.keys(onKernelAnswers).length > 0 ? onKernelAnswers : undefined,
    );
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!('$ref' in (response as OpenApiObject)))
      responses[status] = withHeaders(response as OpenApiObject, everyAnswer);
  }
  operation.responses = sortedByStatus(responses);
  return operation;
}

function requestClass(cls: unknown): RequestClass | undefined {
  return typeof cls === 'function' && cls.prototype instanceof Request ? (cls as RequestClass) : undefined;
}

function hasRequiredInput(cls: RequestClass): boolean {
  return shapeOf(cls).fields.some((field) => field.source.bag === 'main' && ruleFactsOf(field).required);
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

function optional(headers: HeaderObjects): HeaderObjects {
  const out: HeaderObjects = {};
  for (const [name, header] of Object.entries(headers)) {
    const { required: _required, ...rest } = header;
    out[name] = rest;
  }
  return out;
}

/** The statuses the kernel may answer for this operation without the handler saying so. */
function kernelStatuses(form: PathForm, hasBody: boolean, mapsInput: boolean): KernelStatus[] {
  const statuses: KernelStatus[] = [400];
  if (form.parameters.length > 0) statuses.push(404);
  if (hasBody) statuses.push(413, 415);
  if (mapsInput) statuses.push(422);
  statuses.push(500, 503);
  return statuses;
}

function sortedByStatus(responses: OpenApiObject): OpenApiObject {
  const out: OpenApiObject = {};
  for (const status of Object.keys(responses).sort()) out[status] = responses[status];
  return out;
}
