// intake/express: request DTOs in existing Express routes (docs/adapters.md#express).
//   app.post('/orders/:shopId', express.json(), dto(CreateOrder), (req, res) => res.json(dtoOf(req, CreateOrder)));
// The intake kernel itself mounts as Express middleware: `app.use(new HttpKernel(routes).listener)`.
import type {
  Application,
  ErrorRequestHandler,
  RequestHandler as ExpressHandler,
  Request as ExpressRequest,
  NextFunction,
  Response,
} from 'express';
import { prepareClass } from '../../http/declared-classes.js';
import { type ErrorFormat, problemDocuments } from '../../http/error-format.js';
import { type KernelLimits, resolveKernelLimits } from '../../http/limits.js';
import { bodyStillArriving, closeAfterDrain } from '../../http/lingering-close.js';
import { screenParsedBody } from '../../input/parsed-body.js';
import { readBody } from '../../input/read-body.js';
import type { Request } from '../../mapping/request.js';
import type { RequestHandler } from '../../mapping/request-handler.js';
import { bodyParserError, type ParseErrors } from '../parse-errors.js';
import { defaultAdapterHandler, problemAnswerOf } from '../problem-answer.js';

declare global {
  namespace Express {
    interface Request {
      /** The DTO that intake's `dto()` middleware mapped for this request. */
      dto?: import('../../mapping/request.js').Request;
    }
  }
}

export interface ExpressDtoOptions {
  /** What the main bag is: the body (default) or the query string. */
  source?: 'body' | 'query';
  /** The handler that maps (its validator, limits, registered services). Default: a shared one. */
  handler?: RequestHandler;
  /** The Context bag. Default: `res.locals`, plus `user` when an auth middleware set `req.user`. */
  context?: (req: ExpressRequest, res: Response) => Record<string, unknown>;
  /**
   * `'problem'` (default): answer failures as problem+json; an `ErrorFormat` (the kernel's
   * `errors` option): answer them in that format; `'next'`: pass them to `next(error)`.
   */
  errors?: 'problem' | 'next' | ErrorFormat;
  /**
   * The kernel's limits (docs/http.md#limits), for the body `dto()` reads itself and for one
   * `express.json()` parsed (depth, keys per object, prototype keys), the mapping and the 422.
   */
  limits?: Partial<KernelLimits>;
}

/**
 * Middleware that maps the request onto `cls` — main bag from the body (or the query), Route bag
 * from `req.params`, Context bag from `res.locals` — and stores the DTO in `req.dto`.
 */
export function dto<T extends Request>(cls: new () => T, options: ExpressDtoOptions = {}): ExpressHandler {
  const handler = options.handler ?? defaultAdapterHandler();
  // At set-up, so a misdeclared class stops the app before it listens; a flat class's code is
  // written once the process is idle (ARCHITECTURE.md, "The first tier").
  prepareClass(handler, cls);
  const source = options.source ?? 'body';
  const contextOf = options.context ?? defaultContext;
  const limits = resolveKernelLimits(options.limits);
  const mode = options.errors ?? 'problem';
  const format = typeof mode === 'object' ? mode : problemDocuments;
  return (req, res, next) => {
    const bags = { route: { ...req.params }, context: contextOf(req, res), limits };
    mapped(handler, cls, source, req, bags).then(
      (value) => {
        req.dto = value;
        next();
      },
      (error: unknown) => fail(error, handler, req, res, next, mode === 'next' ? null : format, limits),
    );
  };
}

export interface ExpressIntakeOptions {
  /**
   * Who answers a body `express.json()`/`express.urlencoded()` refused (malformed, too large,
   * unsupported charset or encoding): `'framework'` (default) leaves Express's answer,
   * `'problem'` answers intake's problem document with the kernel's `code`.
   */
  parseErrors?: ParseErrors;
  /** The kernel's limits; `maxDepth` bounds the re-read that locates a JSON syntax error. */
  limits?: Partial<KernelLimits>;
  /** How the refusals are written (the kernel's `errors` option); default problem documents. */
  errors?: ErrorFormat;
}

/**
 * App-wide intake settings for Express. With `parseErrors: 'problem'` it adds an error
 * middleware, so call it after the routes and body parsers: Express runs error middleware in
 * the order it was added. Errors that are not a body parser's go on to the next error handler.
 *
 * @example
 * app.use(express.json());
 * app.post('/orders', dto(CreateOrder), (req, res) => res.json(dtoOf(req, CreateOrder)));
 * useIntake(app, { parseErrors: 'problem' });
 */
export function useIntake(app: Pick<Application, 'use'>, options: ExpressIntakeOptions = {}): void {
  if ((options.parseErrors ?? 'framework') === 'framework') return;
  const limits = resolveKernelLimits(options.limits);
  const answerParseErrors: ErrorRequestHandler = (error, req, res, next) => {
    const refused = bodyParserError(error, limits);
    if (refused === undefined || res.headersSent) {
      next(error);
      return;
    }
    fail(refused, defaultAdapterHandler(), req, res, next, options.errors ?? problemDocuments, limits);
  };
  app.use(answerParseErrors);
}

/** The DTO `dto(cls)` mapped for this request, typed; throws when that middleware did not run before. */
export function dtoOf<T extends Request>(req: ExpressRequest, cls: new () => T): T {
  const value = req.dto;
  if (!(value instanceof cls)) {
    throw new TypeError(`No ${cls.name} on this request: put dto(${cls.name}) before the handler`);
  }
  return value;
}

function mapped<T extends Request>(
  handler: RequestHandler,
  cls: new () => T,
  source: 'body' | 'query',
  req: ExpressRequest,
  bags: { route: Record<string, unknown>; context: Record<string, unknown>; limits: Readonly<KernelLimits> },
): Promise<T> {
  if (source === 'query') {
    // The raw query string, not `req.query`: Express's parser setting (simple or extended qs,
    // with its own limits) must not change what the DTO sees.
    const url = req.originalUrl ?? req.url ?? '';
    const mark = url.indexOf('?');
    return handler.handleQuery(cls, mark === -1 ? '' : url.slice(mark + 1), bags);
  }
  // No body parser ran: intake reads the stream itself, by its content type and limits.
  const body = req.body === undefined ? readBody(req, bags.limits) : Promise.resolve(req.body);
  // Then the screen every adapter applies, whoever parsed: depth, keys per object, prototype keys.
  return body.then((parsed) => handler.handleBody(cls, screenParsedBody(parsed, bags.limits), bags));
}

function defaultContext(req: ExpressRequest, res: Response): Record<string, unknown> {
  const context: Record<string, unknown> = { ...res.locals };
  const user = (req as { user?: unknown }).user;
  if (user !== undefined) context.user = user;
  return context;
}

function fail(
  error: unknown,
  handler: RequestHandler,
  req: ExpressRequest,
  res: Response,
  next: NextFunction,
  format: ErrorFormat | null,
  limits: Readonly<KernelLimits>,
): void {
  const answer =
    format === null ? undefined : problemAnswerOf(error, handler, limits.maxProblemErrors, format);
  if (answer === undefined || res.headersSent) {
    next(error);
    return;
  }
  // A 413 or 415 while the upload goes on: the kernel's lingering close, so the client reads it.
  if (!req.complete && bodyStillArriving(req)) closeAfterDrain(req, res, limits);
  res.status(answer.status).set(answer.headers).type(answer.contentType).send(answer.text);
}
