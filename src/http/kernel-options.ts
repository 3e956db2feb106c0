// The kernel's public option and collaborator types.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { CheckAnswers } from './answer-check.js';
import type { ConditionalRequestOptions } from './conditional-requests.js';
import type { DtoHandler, HttpContext } from './context.js';
import type { ErrorFormat } from './error-format.js';
import type { KernelLimits } from './limits.js';
import type { KernelLogger, LocalePicker, MessageFormatter } from './problem.js';
import type { ControllerResolver } from './resolver.js';

/** What the kernel needs from a route table; `RouteCollector` is one. */
export interface RouteTable {
  match(method: string, path: string): MatchedRoute | null;
  allowedMethods(path: string): readonly string[];
}

/** One match (a router `RouteMatch`, ARCHITECTURE.md "One request's path"): the route object identifies its cached chain. */
export interface MatchedRoute {
  route: object;
  handler: unknown;
  params: Record<string, string>;
  middleware: readonly unknown[];
  name: string | null;
}

/** Replaces the default error → problem+json mapping; its return value is sent like a handler's. */
export type ErrorHook = (error: unknown, ctx: HttpContext) => unknown;

/**
 * Options of `new HttpKernel(routes, options)`; every one has a default.
 *
 * @example
 * new HttpKernel(routes, { limits: { maxBodyBytes: 64 * 1024 }, logger: pino, resolver: container });
 */
export interface KernelOptions {
  /** Maps bodies and queries onto request DTOs; default `new RequestHandler()`. */
  requestHandler?: DtoHandler;
  /** Turns controller and middleware classes into instances; default one per class. */
  resolver?: ControllerResolver;
  limits?: Partial<KernelLimits>;
  /** Receives every error that became a 500; default `console`. */
  logger?: KernelLogger;
  /**
   * How every error answer is written — the kernel's own 4xx/5xx, 422s, parse errors — and
   * documented by `openapi()` given the same format. Default: RFC 9457 problem documents
   * (`problemDocuments`).
   */
  errors?: ErrorFormat;
  /**
   * Answers some errors in a special way. Its return value is sent like a handler's; `undefined`
   * leaves the error to the default answer (the error format's). A replaced 405 keeps `Allow`,
   * a replaced 401 keeps `WWW-Authenticate` unless the hook's answer sets them.
   */
  onError?: ErrorHook;
  /**
   * Holds each answer of a route that declares its answers (`responds`, `error`) to that
   * declaration — status, content type, required headers, body against its schema — before it
   * is written: `'throw'` logs a mismatch with the JSON Pointer of the first difference and
   * answers a 500 instead; `'log'` logs it and sends the answer; `'off'` checks nothing.
   * Default: `'throw'` when `NODE_ENV` is `test`, else `'off'`. Needs `ajv` (a dev dependency).
   */
  checkAnswers?: CheckAnswers;
  /**
   * The sentence for one validation error in 422 bodies. Default: the messages of the
   * validator the request handler uses (custom rules and translations included).
   */
  messages?: MessageFormatter;
  /**
   * How the default messages name a field: `'leaf'` (default) its last key — `The password
   * field is required.` for `user.password` — or `'path'` the whole path. The error data keeps
   * the whole path either way (docs/validator.md "Errors and messages").
   */
  attributeNames?: 'leaf' | 'path';
  /**
   * The locale of one request's messages. Default: `ctx.state.locale` when set, else the best
   * `Accept-Language` match among the validator's locales, else its default messages.
   */
  locale?: LocalePicker;
  /**
   * Conditional requests (RFC 9110 §13; docs/http.md, "Conditional requests"). A 2xx answer
   * to GET or HEAD carrying an ETag or Last-Modified always meets its request's If-None-Match
   * / If-Modified-Since (304) and If-Match / If-Unmodified-Since (412);
   * `{ requirePreconditions: true }` also answers 428 to PUT, PATCH and DELETE without one.
   */
  conditionalRequests?: ConditionalRequestOptions;
}

/**
 * The Node listener: a request handler for `node:http`/`https`, for `node:http2`'s
 * compatibility API, or Express middleware (with `next`).
 */
export type NodeListener = (
  req: IncomingMessage | Http2ServerRequest,
  res: ServerResponse | Http2ServerResponse,
  next?: (error?: unknown) => void,
) => void;
