// Request mapping (ARCHITECTURE.md "Facilities and layers"): typed request DTOs from body, query, route and context.
export { type AnswerOf, answerAs, answerListAs } from './answer-view.js';
export { type ClassReference, type OneOf, oneOf } from './class-choice.js';
export { ConfigurationException, type ConfigurationExceptionCode } from './configuration-exception.js';
export type {
  CasterInterface,
  GeneratorInterface,
  HandleOptions,
  ProcessContext,
  ProcessorHandler,
  ProcessorInterface,
} from './contracts.js';
export { type AnswerType, Nullable, nullable, Optional, optional } from './decorators/answer-markers.js';
export type { FieldDecorator } from './decorators/field-decorator.js';
export {
  cast,
  caster,
  each,
  exclude,
  fromBody,
  fromContext,
  fromRoute,
  generator,
  group,
  ignore,
  items,
  nested,
  postProcess,
  preProcess,
  validate,
} from './decorators/field-helpers.js';
export {
  type DataField,
  type FieldDeclarations,
  type FieldEntry,
  type FieldSpec,
  type FieldTable,
  fieldSpec,
  fields,
} from './decorators/fields.js';
export {
  Cast,
  Caster,
  type CastType,
  type CastValue,
  Each,
  Exclude,
  Generator,
  Group,
  Ignore,
  Items,
  Nested,
  PostProcess,
  PreProcess,
  Validate,
} from './decorators/pipeline.js';
export { FromBody, FromContext, FromRoute } from './decorators/sources.js';
export {
  type DerivedRequestClass,
  type FieldKey,
  type FieldsOf,
  IntersectionType,
  OmitType,
  PartialType,
  PickType,
} from './derived-classes.js';
export { type ErrorBag, type ErrorLocation, errorLocation } from './error-location.js';
export { type InputLocation, InvalidArgumentException, ValidationException } from './exceptions.js';
export { ImmutableDate } from './immutable-date.js';
export * from './json-schema/index.js';
export {
  Request,
  /** intake's DTO base class under a name that does not shadow the Fetch API's `Request`. */
  Request as RequestDto,
} from './request.js';
export { isRequestClass, type RequestClass, type RequestObject } from './request-class.js';
export { type BodyInput, RequestHandler, type RequestHandlerOptions } from './request-handler.js';
export type {
  RequestSchema,
  RequestStandardProps,
  StandardIssue,
  StandardResult,
  StandardValidateOptions,
} from './standard-schema.js';
export { AsyncMappingError, type AsyncMappingErrorCode } from './sync-mapping.js';
export { UuidGenerator } from './uuid-generator.js';
export type { WireInput, WireValue } from './wire-input.js';
