// intake/hono: what Standard Schema cannot give a Hono route — the Route and Context bags
// (docs/adapters.md#hono). Without them, Hono's own sValidator takes any request class as is.
//   app.post('/shops/:shopId/orders', dto('json', CreateOrder), (c) => c.json(c.req.valid('json')));
import type { Context, ErrorHandler, Hono, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { HttpError } from '../../errors/http-error.js';
import { prepareClass } from '../../http/declared-classes.js';
import type { ErrorFormat } from '../../http/error-format.js';
import { type KernelLimits, resolveKernelLimits } from '../../http/limits.js';
import { parseJson } from '../../input/json.js';
import { screenParsedBody } from '../../input/parsed-body.js';
import { readBody } from '../../input/read-body.js';
import type { Request } from '../../mapping/request.js';
import type { RequestHandler } from '../../mapping/request-handler.js';
import { malformedJson, type ParseErrors, parserBodyTooLarge } from '../parse-errors.js';
import { defaultAdapterHandler, type ProblemAnswer, problemAnswerOf } from '../problem-answer.js';

export interface HonoDtoOptions {
  /** The handler that maps (its validator, limits, registered services). Default: a shared one. */
  handler?: RequestHandler;
  /** The Context bag. Default: `{ user }` when a middleware did `c.set('user', …)`. */
  context?: (c: Context) => Record<string, unknown>;
  /**
   * The kernel's limits (docs/http.md#limits): the JSON body is read by intake under
   * `maxBodyBytes`, `maxDepth` and the prototype-key screen, as the kernel reads it.
   */
  limits?: Partial<KernelLimits>;
  /** How failures are written (the kernel's `errors` option); default problem documents. */
  errors?: ErrorFormat;
}

// Forms: Hono's parser keeps bracket keys flat and files apart; map them with the intake kernel or as JSON.
type Target = 'json' | 'query';

type DtoMiddleware<T, U extends Target> = MiddlewareHandler<
  any,
  string,
  { in: { [K in U]: Record<string, unknown> }; out: { [K in U]: T } }
>;

// What Hono's validator('json') reads: anything else leaves the body out (`{}`).
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * A validator middleware for `target` that maps onto `cls` with the route params (`c.req.param()`)
 * as the Route bag; `c.req.valid(target)` is the DTO. Failures answer the kernel's problem+json.
 * The JSON body is read from the request stream by intake, with the kernel's limits (so
 * `c.req.json()` cannot read it again afterwards; the DTO is the parsed body). The query is read
 * from the URL with intake's rules (Hono's parser keeps `tags[]` keys flat).
 */
export function dto<T extends Request, U extends Target>(
  target: U,
  cls: new () => T,
  options: HonoDtoOptions = {},
): DtoMiddleware<T, U> {
  const handler = options.handler ?? defaultAdapterHandler();
  // At set-up, so a misdeclared class stops the app before it listens; a flat class's code is
  // written once the process is idle (ARCHITECTURE.md, "The first tier").
  prepareClass(handler, cls);
  const contextOf = options.context ?? defaultContext;
  const limits = resolveKernelLimits(options.limits);
  const middleware: MiddlewareHandler = async (c, next) => {
    const bags = { route: { ...c.req.param() } as Record<string, unknown>, context: contextOf(c), limits };
    let value: T;
    try {
      if (target === 'query') value = await handler.handleQuery(cls, new URL(c.req.url).search, bags);
      else value = await handler.handleBody(cls, await jsonBody(c, limits), bags);
    } catch (error) {
      const answer = problemAnswerOf(error, handler, limits.maxProblemErrors, options.errors);
      if (answer === undefined) throw error;
      return problemResponse(c, answer);
    }
    c.req.addValidatedData(target, value);
    await next();
  };
  return middleware as unknown as DtoMiddleware<T, U>;
}

/**
 * The JSON body, read by intake from the request stream under the limits — or, when an
 * earlier middleware already read it through Hono, Hono's cached value — then screened as
 * every adapter screens a body (depth, keys per object, prototype keys).
 */
async function jsonBody(c: Context, limits: Readonly<KernelLimits>): Promise<unknown> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!jsonMediaType.test(mediaType)) return {};
  const body = c.req.raw.bodyUsed
    ? parseJson(await cachedText(c), limits)
    : await readBody(c.req.raw, limits);
  return screenParsedBody(body, limits);
}

/** The text Hono cached when a middleware read the body; one that failed as JSON there is malformed JSON here. */
async function cachedText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch {
    throw malformedJson();
  }
}

export interface HonoIntakeOptions {
  /**
   * Who answers a body Hono refused before intake saw it — malformed JSON in Hono's
   * `validator('json')` or `sValidator('json')`, over `hono/body-limit`'s size: `'framework'`
   * (default) leaves Hono's answer, `'problem'` answers intake's problem document with the
   * kernel's `code`. (`dto('json')` reads the body itself and always answers the problem.)
   */
  parseErrors?: ParseErrors;
  /** How the refusals are written (the kernel's `errors` option); default problem documents. */
  errors?: ErrorFormat;
}

/**
 * App-wide intake settings for Hono. With `parseErrors: 'problem'` it wraps `app`'s error
 * handler (call it after your own `app.onError`); errors that are not a parser's go to that
 * handler unchanged.
 *
 * @example
 * const app = new Hono();
 * useIntake(app, { parseErrors: 'problem' });
 * app.post('/quotes', sValidator('json', Quote), (c) => c.json(c.req.valid('json')));
 */
export function useIntake(app: Hono<any, any, any>, options: HonoIntakeOptions = {}): void {
  if ((options.parseErrors ?? 'framework') === 'framework') return;
  // Hono keeps the handler `onError` set as a field its typings call private; the default one
  // answers an HTTPException with its response and anything else with a 500.
  const previous = (app as unknown as { errorHandler: ErrorHandler }).errorHandler;
  app.onError((error, c) => {
    const refused = honoParserError(error);
    if (refused === undefined) return previous(error, c);
    return problemResponse(c, problemAnswerOf(refused, defaultAdapterHandler(), undefined, options.errors)!);
  });
}

/** Hono's refusals of a body: its validator's malformed JSON (400) and `hono/body-limit`'s 413. */
function honoParserError(error: unknown): HttpError | undefined {
  if (!(error instanceof HTTPException)) return undefined;
  if (error.status === 400 && error.message.startsWith('Malformed JSON')) return malformedJson();
  // body-limit throws a 413 with no message of its own (its text is in the response).
  if (error.status === 413 && error.message === '') return parserBodyTooLarge(undefined);
  return undefined;
}

function problemResponse(c: Context, answer: ProblemAnswer): Response {
  return c.body(answer.text, answer.status as 400, { ...answer.headers, 'content-type': answer.contentType });
}

function defaultContext(c: Context): Record<string, unknown> {
  const user: unknown = c.get('user');
  return user === undefined ? {} : { user };
}
