// intake/nest: request DTOs in NestJS controllers (docs/adapters.md#nestjs).
//   useIntake(app);                                  // instead of app.useGlobalPipes(new ValidationPipe())
//   @Post() create(@Dto() order: CreateOrder) {…}    // body + route params + req.user
//   @Get() list(@Query() search: SearchOrders) {…}   // plain Nest decorators work too (main bag only)
// Written without decorators of its own, so it compiles in either decorator mode; the user's
// controllers use Nest's legacy decorators and emitDecoratorMetadata as usual.
import {
  type ArgumentMetadata,
  type ArgumentsHost,
  BadRequestException,
  Catch,
  createParamDecorator,
  type ExceptionFilter,
  type ExecutionContext,
  HttpException,
  type HttpServer,
  type INestApplication,
  type PipeTransform,
} from '@nestjs/common';
import type { HttpError } from '../../errors/http-error.js';
import type { ErrorFormat } from '../../http/error-format.js';
import { type KernelLimits, resolveKernelLimits } from '../../http/limits.js';
import { screenParsedBody } from '../../input/parsed-body.js';
import { Request } from '../../mapping/request.js';
import type { RequestHandler } from '../../mapping/request-handler.js';
import { bodyParserError, fastifyParserError, type ParseErrors } from '../parse-errors.js';
import { defaultAdapterHandler, type ProblemAnswer, problemAnswerOf } from '../problem-answer.js';

export interface IntakePipeOptions {
  /** The handler that maps (its validator, limits, registered services). Default: a shared one. */
  handler?: RequestHandler;
  /**
   * `'problem'` (default): 422 problem+json; an `ErrorFormat` (the kernel's `errors` option):
   * answers in that format, parse errors too; `'nest'`: `BadRequestException` as ValidationPipe
   * throws it.
   */
  errorFormat?: 'problem' | 'nest' | ErrorFormat;
  /** The Context bag of `@Dto()` parameters. Default: `{ user }` when a guard or middleware set `req.user`. */
  context?: (request: unknown) => Record<string, unknown>;
  /**
   * The kernel's limits (docs/http.md#limits) for the body Nest's parser produced (depth, keys
   * per object, prototype keys), the query, the mapping and the 422. Bytes are the body
   * parser's limit (`app.useBodyParser('json', { limit })`).
   */
  limits?: Partial<KernelLimits>;
}

/** What `@Dto()` hands the pipe: the main bag and the two bags Nest's own decorators cannot give. */
class DtoBags {
  constructor(
    readonly source: 'body' | 'query',
    readonly request: Record<string, unknown>,
  ) {}
}

/**
 * A parameter decorator for a request class: the main bag is the body (default) or the query
 * string, the Route bag the route params, the Context bag the authenticated user (see
 * `IntakePipeOptions.context`). Needs the `IntakePipe` (global through `useIntake`).
 */
export const Dto: (source?: 'body' | 'query') => ParameterDecorator = createParamDecorator(
  (source: 'body' | 'query' | undefined, context: ExecutionContext) =>
    new DtoBags(source ?? 'body', context.switchToHttp().getRequest()),
);

/** The problem a mapping failure answers, carried to `ProblemDetailsFilter`. */
export class ProblemDetailsException extends HttpException {
  constructor(readonly answer: ProblemAnswer) {
    super(answer.details, answer.status);
  }
}

/**
 * Maps parameters whose type is a request class (`@Dto()`, `@Body()`, `@Query()`); every other
 * parameter passes through untouched, so it can replace ValidationPipe for intake DTOs only.
 */
export class IntakePipe implements PipeTransform {
  readonly #handler: RequestHandler;
  readonly #errorFormat: 'problem' | 'nest' | ErrorFormat;
  readonly #context: (request: unknown) => Record<string, unknown>;
  readonly #limits: Readonly<KernelLimits>;

  constructor(options: IntakePipeOptions = {}) {
    this.#limits = resolveKernelLimits(options.limits);
    this.#handler = options.handler ?? defaultAdapterHandler();
    this.#errorFormat = options.errorFormat ?? 'problem';
    this.#context = options.context ?? defaultContext;
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const cls = metadata.metatype;
    if (typeof cls !== 'function' || !(cls.prototype instanceof Request)) {
      if (value instanceof DtoBags) throw notARequestClass(cls);
      return value;
    }
    const dtoClass = cls as new () => Request;
    const limits = this.#limits;
    try {
      if (value instanceof DtoBags) return await this.#fromBags(dtoClass, value);
      if (metadata.type === 'query') {
        return await this.#handler.handleQuery(dtoClass, (value ?? {}) as Record<string, unknown>, {
          limits,
        });
      }
      return await this.#handler.handleBody(dtoClass, screenParsedBody(value ?? {}, limits), { limits });
    } catch (error) {
      throw this.#translate(error);
    }
  }

  #fromBags(cls: new () => Request, bags: DtoBags): Promise<Request> {
    const request = bags.request;
    const options = {
      route: { ...(request.params as Record<string, unknown>) },
      context: this.#context(request),
      limits: this.#limits,
    };
    if (bags.source === 'query') return this.#handler.handleQuery(cls, rawQuery(request), options);
    return this.#handler.handleBody(cls, screenParsedBody(request.body ?? {}, this.#limits), options);
  }

  #translate(error: unknown): unknown {
    const format = typeof this.#errorFormat === 'object' ? this.#errorFormat : undefined;
    const answer = problemAnswerOf(error, this.#handler, this.#limits.maxProblemErrors, format);
    if (answer === undefined) return error;
    if (this.#errorFormat !== 'nest') return new ProblemDetailsException(answer);
    const errors = answer.details.errors ?? {};
    const messages = Object.values(errors).flatMap((list) => list.map((entry) => entry.message));
    return new BadRequestException(
      messages.length > 0 ? messages : (answer.details.detail ?? answer.details.title),
    );
  }
}

/** Writes `ProblemDetailsException`s as `application/problem+json` (Express or Fastify platform). */
export class ProblemDetailsFilter implements ExceptionFilter {
  catch(exception: ProblemDetailsException, host: ArgumentsHost): void {
    writeProblem(exception.answer, host);
  }
}
// Nest reads what a filter catches from `@Catch()` metadata; applied as a call, not a decorator.
Catch(ProblemDetailsException)(ProblemDetailsFilter);

/**
 * `ProblemDetailsFilter`, plus the body parser's refusals (malformed JSON, too large, unsupported
 * charset or encoding) answered as intake's problems; any other `HttpException` is answered as
 * Nest's own filter answers it, and other errors never reach it. Installed by
 * `useIntake(app, { parseErrors: 'problem' })`.
 */
export class ParseErrorProblemFilter implements ExceptionFilter {
  readonly #server: HttpServer;
  readonly #limits: Readonly<KernelLimits>;

  readonly #format: ErrorFormat | undefined;

  constructor(app: INestApplication, limits?: Partial<KernelLimits>, format?: ErrorFormat) {
    this.#server = app.getHttpAdapter();
    this.#limits = resolveKernelLimits(limits);
    this.#format = format;
  }

  catch(exception: HttpException, host: ArgumentsHost): void {
    if (exception instanceof ProblemDetailsException) {
      writeProblem(exception.answer, host);
      return;
    }
    const refused = parserRefusal(exception, host, this.#limits);
    if (refused !== undefined) {
      writeProblem(
        problemAnswerOf(refused, defaultAdapterHandler(), this.#limits.maxProblemErrors, this.#format)!,
        host,
      );
      return;
    }
    // Nest's own answer to an HttpException: its response object, or a string wrapped with the status.
    const status = exception.getStatus();
    const body = exception.getResponse();
    const answer = typeof body === 'object' && body !== null ? body : { statusCode: status, message: body };
    this.#server.reply(host.switchToHttp().getResponse(), answer, status);
  }
}
// Nest 12 hands the body parser's refusals over as HttpExceptions whose `cause` is the parser's error.
Catch(HttpException)(ParseErrorProblemFilter);

export interface UseIntakeOptions extends IntakePipeOptions {
  /**
   * Who answers a body Nest's body parser refused (malformed JSON, over the parser's `limit`,
   * unsupported charset or encoding): `'framework'` (default) leaves Nest's answer, `'problem'`
   * answers intake's problem document with the kernel's `code`.
   */
  parseErrors?: ParseErrors;
}

/**
 * Installs intake for a whole Nest app: the pipe for every parameter, and the problem filter.
 * Global filters registered after it are tried before it (Nest tries the latest first).
 */
export function useIntake(app: INestApplication, options: UseIntakeOptions = {}): void {
  app.useGlobalPipes(new IntakePipe(options));
  app.useGlobalFilters(
    options.parseErrors === 'problem'
      ? new ParseErrorProblemFilter(
          app,
          options.limits,
          typeof options.errorFormat === 'object' ? options.errorFormat : undefined,
        )
      : new ProblemDetailsFilter(),
  );
}

function writeProblem(answer: ProblemAnswer, host: ArgumentsHost): void {
  const response = host.switchToHttp().getResponse() as {
    status?: (code: number) => unknown;
    code?: (code: number) => unknown;
    header: (name: string, value: string) => unknown;
    send: (body: string) => unknown;
  };
  if (typeof response.code === 'function') response.code(answer.status);
  else response.status?.(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) response.header(name, value);
  response.header('content-type', answer.contentType);
  response.send(answer.text);
}

/**
 * The parser's refusal behind a Nest exception: Nest 12 on Express wraps body-parser's error in an
 * `HttpException` whose `cause` it is. Fastify's parser errors are read the same way, as the
 * exception or its cause (the tests run the Express platform only).
 */
function parserRefusal(
  exception: HttpException,
  host: ArgumentsHost,
  limits: Readonly<KernelLimits>,
): HttpError | undefined {
  const request = host.switchToHttp().getRequest() as { headers?: Record<string, string | undefined> };
  const facts = { contentType: request.headers?.['content-type'], bodyLimit: undefined };
  for (const candidate of [exception, exception.cause]) {
    const refused = bodyParserError(candidate, limits) ?? fastifyParserError(candidate, facts);
    if (refused !== undefined) return refused;
  }
  return undefined;
}

/**
 * `@Dto()` on a parameter whose declared type is not an intake class: most often the class was
 * imported with `import type` (a lint rule's fix), which leaves `emitDecoratorMetadata` nothing
 * but `Object`. Said loudly: passing the raw body on would skip validation without a sign.
 */
function notARequestClass(cls: unknown): TypeError {
  const seen = typeof cls === 'function' ? cls.name || 'an anonymous function' : String(cls);
  return new TypeError(
    `@Dto() needs a parameter typed with a class that extends Request; Nest's metadata says ${seen}. ` +
      'Import the DTO class as a value (not `import type`) and compile with emitDecoratorMetadata.',
  );
}

function defaultContext(request: unknown): Record<string, unknown> {
  const user = (request as { user?: unknown }).user;
  return user === undefined ? {} : { user };
}

function rawQuery(request: Record<string, unknown>): string {
  const url = String(request.originalUrl ?? request.url ?? '');
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
}
