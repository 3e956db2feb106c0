// One operation of the document: one method of one concrete path form of a route.
import { conditionalFacts, kernelStatuses } from '../http/answer-contract.js';
import { type RequestClass, shapeOf } from '../mapping/class-shape.js';
import type { JsonSchemaRegistry } from '../mapping/json-schema/index.js';
import { ruleFactsOf } from '../mapping/json-schema/rule-facts.js';
import type { Route } from '../router/index.js';
import type { PathForm } from '../router/path-forms.js';
import type { ErrorResponses } from './error-responses.js';
import { documentationOf } from './middleware-docs.js';
import { pathParameters, queryParameters } from './parameters.js';
import { requestClass, responsesOf } from './responses.js';
import type { OpenApiObject, OpenApiVersion } from './types.js';

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
  /** The kernel answers 428 to changes without a precondition. */
  requirePreconditions?: boolean;
}

export function operationOf({
  route,
  form,
  operationId,
  registry,
  securitySchemes,
  errors,
  version,
  requirePreconditions = false,
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

  const middleware = route.middlewareStack.flatMap((entry) => documentationOf(entry) ?? []);
  const security = middleware.flatMap((documented) => documented.security);
  for (const documented of middleware) Object.assign(securitySchemes, documented.securitySchemes);
  if (security.length > 0) operation.security = security;
  operation.responses = responsesOf({
    declaration,
    middleware,
    kernelStatuses: kernelStatuses({
      hasPathParameters: form.parameters.length > 0,
      readsBody: body !== undefined,
      mapsInput: classes.length > 0,
      ...conditionalFacts(declaration, route.methods, requirePreconditions),
    }),
    registry,
    errors,
  });
  return operation;
}

function hasRequiredInput(cls: RequestClass): boolean {
  return shapeOf(cls).fields.some((field) => field.source.bag === 'main' && ruleFactsOf(field).required);
}
