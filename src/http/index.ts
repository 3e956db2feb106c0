// The HTTP kernel: two front doors (Fetch handler, Node listener) over one core; FetchKernel
// is the core with the Fetch door alone.

export type { AccessLogEntry, AccessLogHook } from './access-log.js';
export { AnswerContractError, type CheckAnswers } from './answer-check.js';
export type {
  HttpHandler,
  HttpMiddleware,
  HttpMiddlewareFunction,
  HttpMiddlewareInstance,
  HttpNext,
} from './chain.js';
export {
  channelNames,
  type HandlerTrace,
  type InitializationMessage,
  type MappingTrace,
  type RequestTrace,
} from './channels.js';
export { answerClientError } from './client-errors.js';
export {
  type ConditionalRequestOptions,
  checkPreconditions,
  evaluatePreconditions,
  PreconditionFailedError,
  type PreconditionOutcome,
  PreconditionRequiredError,
  type Validators,
} from './conditional-requests.js';
export type { DtoBags, DtoHandler } from './context.js';
export { HttpContext } from './context.js';
export { CookieError, type CookieOptions } from './cookies.js';
export { type EntityTagOptions, entityTag, entityTagOf } from './entity-tag.js';
export {
  type ErrorBodyOf,
  type ErrorFormat,
  ErrorFormatError,
  errorFormat,
  problemDocuments,
} from './error-format.js';
export {
  ClientClosedError,
  MethodNotAllowedError,
  RequestTimeoutError,
  RouteNotFoundError,
  UriTooLongError,
} from './errors.js';
export { FetchKernel } from './fetch-kernel.js';
export {
  Health,
  type HealthCheck,
  type HealthOptions,
  type HealthReport,
  type HealthRoutes,
} from './health.js';
export { HttpKernel } from './kernel.js';
export type { ErrorHook, KernelOptions, MatchedRoute, NodeListener, RouteTable } from './kernel-options.js';
export type { KernelLimits, KernelOnlyLimits } from './limits.js';
export { defaultKernelLimits, resolveKernelLimits } from './limits.js';
export type {
  KernelLogger,
  LocalePicker,
  MessageFormatter,
  ProblemDetails,
  ProblemFieldError,
} from './problem.js';
export type { HeaderRecord, ReplyBody, ReplyInit } from './reply.js';
export { Reply } from './reply.js';
export type { ControllerResolver } from './resolver.js';
export { SingletonResolver } from './resolver.js';
export { reusePortUnavailable } from './reuse-port.js';
export {
  type DeclaredError,
  type HttpRoute,
  type HttpRouteHandler,
  type HttpRoutes,
  type RegisterRoute,
  RouteCollector,
} from './routes.js';
export type { RunningServer, ServeLogger, ServeOptions, ServeSignal } from './serve.js';
export { serve } from './serve.js';
