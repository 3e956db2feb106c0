// intake/fastify: request DTOs in Fastify routes, and intake routes inside a Fastify app
// (docs/adapters.md#fastify).
//   app.post('/shops/:shopId/orders', { preValidation: dto(CreateOrder) }, (request) => dtoOf(request, CreateOrder));
//   await app.register(intakeRoutes, { kernel: new HttpKernel(routes), prefix: '/v2' });
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { prepareClass } from '../../http/declared-classes.js';
import type { ErrorFormat } from '../../http/error-format.js';
import type { HttpKernel } from '../../http/kernel.js';
import { type KernelLimits, resolveKernelLimits } from '../../http/limits.js';
import { bodyStillArriving, closeAfterDrain } from '../../http/lingering-close.js';
import { screenParsedBody } from '../../input/parsed-body.js';
import type { Request } from '../../mapping/request.js';
import type { RequestHandler } from '../../mapping/request-handler.js';
import { fastifyParserError, type ParseErrors } from '../parse-errors.js';
import { defaultAdapterHandler, problemAnswerOf } from '../problem-answer.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The DTO that intake's `dto()` hook mapped for this request. */
    dto?: import('../../mapping/request.js').Request;
  }
}

export interface FastifyDtoOptions {
  /** What the main bag is: the parsed body (default) or the query string. */
  source?: 'body' | 'query';
  /** The handler that maps (its validator, limits, registered services). Default: a shared one. */
  handler?: RequestHandler;
  /** The Context bag. Default: `{ user }` when an auth plugin set `request.user`. */
  context?: (request: FastifyRequest) => Record<string, unknown>;
  /**
   * The kernel's limits (docs/http.md#limits) for the body Fastify parsed (depth, keys per
   * object, prototype keys), the query, the mapping and the 422. Bytes are Fastify's
   * `bodyLimit`, which is counted before this hook runs.
   */
  limits?: Partial<KernelLimits>;
  /** How failures are written (the kernel's `errors` option); default problem documents. */
  errors?: ErrorFormat;
}

/**
 * A `preValidation` hook that maps the request onto `cls` — main bag from `request.body` (or
 * the query string), Route bag from `request.params` — into `request.dto`; failures answer the
 * kernel's problem+json (422, 400…) and stop the route.
 */
export function dto<T extends Request>(
  cls: new () => T,
  options: FastifyDtoOptions = {},
): preValidationAsyncHookHandler {
  const handler = options.handler ?? defaultAdapterHandler();
  // At set-up, so a misdeclared class stops the app before it listens; a flat class's code is
  // written once the process is idle (ARCHITECTURE.md, "The first tier").
  prepareClass(handler, cls);
  const contextOf = options.context ?? defaultContext;
  const limits = resolveKernelLimits(options.limits);
  return async function intakeDto(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const bags = {
      route: { ...(request.params as Record<string, unknown>) },
      context: contextOf(request),
      limits,
    };
    try {
      request.dto =
        options.source === 'query'
          ? // The raw query string: Fastify's parser keeps `tags[]` keys flat and has its own limits.
            await handler.handleQuery(cls, queryOf(request.raw.url ?? ''), bags)
          : await handler.handleBody(cls, screenParsedBody(request.body ?? {}, limits), bags);
    } catch (error) {
      const answer = problemAnswerOf(error, handler, limits.maxProblemErrors, options.errors);
      if (answer === undefined) throw error;
      return reply.code(answer.status).headers(answer.headers).type(answer.contentType).send(answer.text);
    }
  };
}

/** The DTO `dto(cls)` mapped for this request, typed; throws when that hook did not run. */
export function dtoOf<T extends Request>(request: FastifyRequest, cls: new () => T): T {
  const value = request.dto;
  if (!(value instanceof cls)) {
    throw new TypeError(
      `No ${cls.name} on this request: add { preValidation: dto(${cls.name}) } to the route`,
    );
  }
  return value;
}

export interface FastifyIntakeOptions {
  /**
   * Who answers a body Fastify's content-type parser refused (malformed or empty JSON, over
   * `bodyLimit`, unsupported media type, wrong length): `'framework'` (default) leaves Fastify's
   * answer, `'problem'` answers intake's problem document with the kernel's `code`.
   */
  parseErrors?: ParseErrors;
  /** How the refusals are written (the kernel's `errors` option); default problem documents. */
  errors?: ErrorFormat;
  /** The kernel's limits; `lingerMaxBytes`/`lingerMaxMs` bound the drain after an early 413. */
  limits?: Partial<KernelLimits>;
}

/**
 * App-wide intake settings for Fastify. With `parseErrors: 'problem'` it wraps the error
 * handler of `app`'s scope (call it after your own `setErrorHandler`); errors that are not the
 * parser's go to that handler unchanged. Error handlers set in child plugins come first.
 *
 * @example
 * const app = Fastify();
 * useIntake(app, { parseErrors: 'problem' });
 */
export function useIntake(app: FastifyInstance, options: FastifyIntakeOptions = {}): void {
  if ((options.parseErrors ?? 'framework') === 'framework') return;
  const limits = resolveKernelLimits(options.limits);
  const previous = app.errorHandler;
  app.setErrorHandler(function answerParseErrors(error, request, reply) {
    const refused = fastifyParserError(error, {
      contentType: request.headers['content-type'],
      bodyLimit: request.routeOptions.bodyLimit,
    });
    if (refused === undefined) return previous.call(this, error, request, reply);
    const answer = problemAnswerOf(refused, defaultAdapterHandler(), undefined, options.errors)!;
    // A 413 while the upload goes on: the kernel's lingering close, so the client reads it
    // before the connection closes (Fastify stops reading and closes at once).
    if (bodyStillArriving(request.raw)) closeAfterDrain(request.raw, reply.raw, limits);
    return reply.code(answer.status).headers(answer.headers).type(answer.contentType).send(answer.text);
  });
}

export interface IntakeRoutesOptions {
  /** The intake kernel whose routes answer; its paths are full paths (prefix included). */
  kernel: HttpKernel;
}

/**
 * A Fastify plugin that hands every request under its prefix that no Fastify route claims to an
 * intake kernel, body unread, so the kernel's own parsing, limits and answers apply.
 */
export async function intakeRoutes(app: FastifyInstance, options: IntakeRoutesOptions): Promise<void> {
  const listener = options.kernel.listener;
  warnUnreachable(app, options.kernel);
  // In this plugin's scope only: leave bodies unread for the kernel.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.all('/*', (request, reply) => {
    reply.hijack();
    listener(request.raw, reply.raw);
  });
}

/**
 * Fastify hands the plugin only the requests under its prefix, and the kernel sees their full
 * path: a kernel route whose path does not start with the prefix can never be reached. Said
 * once, at registration, on the app's logger (a route table without `routes` is not checked).
 */
function warnUnreachable(app: FastifyInstance, kernel: HttpKernel): void {
  const prefix = app.prefix;
  if (prefix === '' || prefix === '/') return;
  const routes = (kernel.routeTable as { routes?: readonly { methods: readonly string[]; path: string }[] })
    .routes;
  for (const route of routes ?? []) {
    if (route.path === prefix || route.path.startsWith(`${prefix}/`)) continue;
    app.log.warn(
      `intakeRoutes under "${prefix}": ${route.methods.join('|')} ${route.path} cannot be reached; ` +
        `kernel paths are full paths, so declare it as ${prefix}${route.path === '/' ? '' : route.path} ` +
        `(e.g. routes.group('${prefix}', …))`,
    );
  }
}

function defaultContext(request: FastifyRequest): Record<string, unknown> {
  const user = (request as { user?: unknown }).user;
  return user === undefined ? {} : { user };
}

function queryOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
}
