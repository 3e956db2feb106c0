// One operation of the document: one method of one concrete path form of a route.
import { type RequestClass, shapeOf } from '../mapping/class-shape.js';
import type { JsonSchemaRegistry } from '../mapping/json-schema/index.js';
import { ruleFactsOf } from '../mapping/json-schema/rule-facts.js';
import { Request } from '../mapping/request.js';
import type { ResponseDeclaration, Route } from '../router/index.js';
import type { PathForm } from '../router/path-forms.js';
import { documentationOf } from './middleware-docs.js';
import { pathParameters, queryParameters } from './parameters.js';
import { kernelResponseRef, problemContent, statusText } from './problems.js';
import type { OpenApiObject, SecurityRequirement } from './types.js';

const BODY_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export interface OperationInput {
  route: Route<unknown>;
  form: PathForm;
  operationId: string;
  registry: JsonSchemaRegistry;
  /** Collects security schemes that middleware declare. */
  securitySchemes: Record<string, OpenApiObject>;
}

export function operationOf({
  route,
  form,
  operationId,
  registry,
  securitySchemes,
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
    ...(query ? queryParameters(query, registry) : []),
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
    responses[String(declared.status)] = declaredResponse(declared, registry);
  if (!Object.keys(responses).some((status) => status.startsWith('2')))
    responses['200'] = { description: 'OK' };
  const security: SecurityRequirement[] = [];
  for (const middleware of route.middlewareStack) {
    const documented = documentationOf(middleware);
    if (documented === undefined) continue;
    security.push(...(documented.security ?? []));
    Object.assign(securitySchemes, documented.securitySchemes);
    for (const [status, description] of Object.entries(documented.responses ?? {})) {
      responses[status] ??= { description, content: problemContent() };
    }
  }
  if (security.length > 0) operation.security = security;
  for (const status of kernelStatuses(form, body !== undefined, classes.length > 0)) {
    responses[String(status)] ??= kernelResponseRef(status);
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

function declaredResponse(declared: ResponseDeclaration, registry: JsonSchemaRegistry): OpenApiObject {
  const description = declared.description ?? statusText(declared.status);
  const out: OpenApiObject = { description };
  const dto = requestClass(declared.dto);
  if (declared.dto !== null) {
    // A class that is not a request DTO: its shape is unknown, its name still helps.
    const item =
      dto !== undefined ? registry.schemaOf(dto, 'output') : { type: 'object', title: declared.dto.name };
    out.content = { 'application/json': { schema: declared.list ? { type: 'array', items: item } : item } };
  } else if (declared.status >= 400) {
    out.content = problemContent();
  }
  return out;
}

/** The statuses the kernel may answer for this operation without the handler saying so. */
function kernelStatuses(form: PathForm, hasBody: boolean, mapsInput: boolean): number[] {
  const statuses = [400];
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
