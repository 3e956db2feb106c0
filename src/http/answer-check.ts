// `checkAnswers`: each answer of a route that declares its answers is held to that declaration
// — status, content type, required headers, body against its JSON Schema — before it is written.
// Off by default in production; the tests of an app run with it on, so a route that answers what
// its document does not say fails there, not in a client.

import { codeGenerationAllowed, jitlessByDefault } from '../compiler/code-generation.js';
import { HttpError } from '../errors/http-error.js';
import { isRequestClass } from '../mapping/index.js';
import { requestJsonSchema } from '../mapping/json-schema/index.js';
import { documentationOf } from '../openapi/middleware-docs.js';
import type { HeaderDeclaration, RouteDeclaration } from '../router/index.js';
import { nodeBuiltin } from '../shared/node-builtins.js';
import { declaresAnswers, kernelStatuses, routeFacts } from './answer-contract.js';
import type { HttpContext } from './context.js';
import type { ErrorFormat } from './error-format.js';
import { logSafely } from './hostile-values.js';
import { forbidsBody } from './outgoing.js';
import { internalProblem, type KernelLogger } from './problem.js';
import type { Reply } from './reply.js';

/** `'throw'`: a mismatch is logged and answered as a 500; `'log'`: logged, sent as is; `'off'`: not checked. */
export type CheckAnswers = 'throw' | 'log' | 'off';

/** An answer that is not what its route declares: where (a JSON Pointer into the body, or the part) and how. */
export class AnswerContractError extends Error {
  readonly code = 'answerBreaksContract' as const;

  constructor(
    readonly route: string,
    readonly status: number,
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${route} answered ${status}, which breaks what the route declares at ${pointer}: ${reason}`);
    this.name = 'AnswerContractError';
  }
}

/** The mode in force: the option, else `'throw'` under NODE_ENV=test and `'off'` elsewhere. */
export function checkAnswersMode(option: CheckAnswers | undefined): { mode: CheckAnswers; chosen: boolean } {
  if (option !== undefined) {
    if (option !== 'throw' && option !== 'log' && option !== 'off') {
      throw new TypeError(`checkAnswers must be 'throw', 'log' or 'off', got ${String(option)}`);
    }
    return { mode: option, chosen: true };
  }
  return { mode: nodeEnv() === 'test' ? 'throw' : 'off', chosen: false };
}

/** NODE_ENV where the runtime lets us read it (Deno without --allow-env throws on the read). */
function nodeEnv(): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV;
  } catch {
    return undefined;
  }
}

interface CheckedRoute {
  readonly path: string;
  readonly declaration: RouteDeclaration;
  readonly middlewareStack?: readonly unknown[];
}

type Validate = ((data: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string }> | null;
};

interface Ajv {
  compile(schema: object): Validate;
  addSchema(schema: object): unknown;
}

/** Ajv (JSON Schema 2020-12), loaded on first need: answer checks are for development and tests. */
function loadAjv(): (new (options: object) => Ajv) | undefined {
  const moduleApi = nodeBuiltin<typeof import('node:module')>('node:module');
  if (moduleApi === undefined) return undefined;
  try {
    const loaded = moduleApi.createRequire(import.meta.url)('ajv/dist/2020') as {
      default?: new (options: object) => Ajv;
    };
    return loaded.default ?? (loaded as unknown as new (options: object) => Ajv);
  } catch {
    return undefined;
  }
}

let warnedMissingAjv = false;

/** Creates the checker for a kernel, or undefined when answers are not checked. */
export function answerChecker(
  option: CheckAnswers | undefined,
  format: ErrorFormat,
  logger: KernelLogger,
  requirePreconditions = false,
): AnswerChecker | undefined {
  const { mode, chosen } = checkAnswersMode(option);
  if (mode === 'off') return undefined;
  // Ajv compiles schemas to code: where code generation is refused or turned off, no checks.
  if (!codeGenerationAllowed || jitlessByDefault()) {
    if (chosen) {
      throw new TypeError(
        'checkAnswers needs code generation (Ajv compiles schemas); it is unavailable under jitless or a CSP',
      );
    }
    return undefined;
  }
  const AjvClass = loadAjv();
  if (AjvClass === undefined) {
    const message =
      'checkAnswers needs the ajv package (npm i -D ajv) and Node built-ins; answers are not checked';
    if (chosen) throw new TypeError(message);
    if (!warnedMissingAjv) logSafely(logger, `NODE_ENV=test turns checkAnswers on, but ${message}`, null);
    warnedMissingAjv = true;
    return undefined;
  }
  const ajv = new AjvClass({ strict: false, validateFormats: false, allErrors: false });
  return new AnswerChecker(mode, format, logger, ajv, requirePreconditions);
}

/** Holds answers to their routes' declarations (see `checkAnswers` in docs/http.md). */
export class AnswerChecker {
  readonly #routes = new WeakMap<HttpContext, CheckedRoute>();
  readonly #errors = new WeakMap<HttpContext, unknown>();
  readonly #validators = new Map<unknown, Validate>();
  readonly #listValidators = new Map<unknown, Validate>();
  #schemaIds = 0;

  constructor(
    readonly mode: 'throw' | 'log',
    readonly format: ErrorFormat,
    readonly logger: KernelLogger,
    readonly ajv: Ajv,
    /** The kernel answers 428 to changes without a precondition (`conditionalRequests`). */
    readonly requirePreconditions = false,
  ) {}

  /** The route a request matched (only routes that declare answers are checked). */
  matched(ctx: HttpContext, route: object): void {
    const candidate = route as Partial<CheckedRoute>;
    if (candidate.declaration !== undefined && declaresAnswers(candidate.declaration)) {
      this.#routes.set(ctx, candidate as CheckedRoute);
    }
  }

  /** The error an error answer is about, for its declared code. */
  failed(ctx: HttpContext, error: unknown): void {
    this.#errors.set(ctx, error);
  }

  /** The reply, or — in `'throw'` mode, when it breaks its route's contract — a 500 in the error format. */
  checked(ctx: HttpContext, reply: Reply): Reply {
    const route = this.#routes.get(ctx);
    if (route === undefined) return reply;
    let broken: AnswerContractError | undefined;
    try {
      broken = this.#mismatch(ctx, route, reply);
    } catch (checkError) {
      logSafely(this.logger, `${ctx.method} ${route.path}: the answer could not be checked`, checkError);
      return reply;
    }
    if (broken === undefined) return reply;
    logSafely(this.logger, broken.message, broken);
    // Checked once: the 500 that replaces it is always allowed.
    this.#routes.delete(ctx);
    return this.mode === 'throw' ? internalProblem(this.format, this.logger) : reply;
  }

  #mismatch(ctx: HttpContext, route: CheckedRoute, reply: Reply): AnswerContractError | undefined {
    const status = reply.status;
    const where = `${ctx.method} ${route.path}`;
    const fail = (pointer: string, reason: string) => new AnswerContractError(where, status, pointer, reason);
    const declaration = route.declaration;
    const declared = declaration.responses.find((response) => response.status === status);
    if (status >= 400 && declared?.dto == null) return this.#errorMismatch(ctx, route, reply, fail);
    if (declared === undefined) {
      // A route that declares only its errors has not said what its successes look like.
      if (status < 400 && declaration.responses.length === 0) return undefined;
      return fail('status', `the route declares ${statusList(declaration)}`);
    }
    const missing =
      missingHeader(ctx, reply, declared.headers) ??
      missingHeader(ctx, reply, middlewareHeaders(route, status).everyAnswer);
    if (missing !== undefined) return fail(`header ${missing}`, 'a declared header is missing');
    const text = bodyText(reply);
    if (declared.dto === null) {
      if (text !== null && text !== '' && !forbidsBody(status))
        return fail('body', 'the route declares no body');
      return undefined;
    }
    if (!isJsonType(reply.contentType))
      return fail('content-type', `expected JSON, got ${reply.contentType}`);
    if (text === undefined) return undefined;
    if (text === null) return fail('body', 'the declared body is missing');
    const validate = this.#viewValidator(declared.dto, declared.list);
    return validate === undefined ? undefined : this.#bodyMismatch(validate, text, fail);
  }

  #errorMismatch(
    ctx: HttpContext,
    route: CheckedRoute,
    reply: Reply,
    fail: (pointer: string, reason: string) => AnswerContractError,
  ): AnswerContractError | undefined {
    const status = reply.status;
    const declaration = route.declaration;
    const kernel: readonly number[] = kernelStatuses(
      routeFacts(declaration, Object.keys(ctx.params).length, ctx.method, this.requirePreconditions),
    );
    const codes = declaration.errors.filter((error) => error.status === status).map((error) => error.code);
    const fromMiddleware = middlewareHeaders(route, status);
    const declaredHere =
      codes.length > 0 ||
      declaration.responses.some((response) => response.status === status) ||
      fromMiddleware.answer !== undefined;
    if (!declaredHere && !kernel.includes(status)) {
      return fail('status', `the route declares ${statusList(declaration)}`);
    }
    // The kernel's own answers may come before the middleware ran: its headers are optional there.
    const missing =
      missingHeader(ctx, reply, fromMiddleware.answer ?? {}) ??
      (declaredHere ? missingHeader(ctx, reply, fromMiddleware.everyAnswer) : undefined);
    if (missing !== undefined) return fail(`header ${missing}`, 'a declared header is missing');
    const error = this.#errors.get(ctx);
    if (
      codes.length > 0 &&
      !kernel.includes(status) &&
      error instanceof HttpError &&
      !codes.includes(error.code)
    ) {
      return fail('code', `the route declares ${codes.join(', ')} for ${status}, not ${error.code}`);
    }
    if (mediaTypeOf(reply.contentType) !== this.format.mediaType.toLowerCase()) {
      return fail('content-type', `expected ${this.format.mediaType}, got ${reply.contentType}`);
    }
    const text = bodyText(reply);
    if (text === undefined || text === null) return undefined;
    const validation = status === 422 && (error as { errors?: unknown } | undefined)?.errors !== undefined;
    const schema = validation ? (this.format.validationSchema ?? this.format.schema) : this.format.schema;
    return this.#bodyMismatch(this.#validator(schema), text, fail);
  }

  #bodyMismatch(
    validate: Validate,
    text: string,
    fail: (pointer: string, reason: string) => AnswerContractError,
  ): AnswerContractError | undefined {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail('body', 'the body is not JSON');
    }
    if (validate(body)) return undefined;
    const first = validate.errors?.[0];
    return fail(`#${first?.instancePath ?? ''}`, first?.message ?? 'does not match its schema');
  }

  #viewValidator(dto: unknown, list: boolean): Validate | undefined {
    if (!isRequestClass(dto)) return undefined;
    const cache = list ? this.#listValidators : this.#validators;
    let validate = cache.get(dto);
    if (validate === undefined) {
      const schema = requestJsonSchema(dto, { io: 'output' });
      if (list) {
        // Registered under an id, so the view's own `$ref`s resolve inside it, not in the array.
        const id = `intake:answer:${++this.#schemaIds}`;
        this.ajv.addSchema({ ...schema, $id: id });
        validate = this.ajv.compile({ type: 'array', items: { $ref: id } });
      } else {
        validate = this.ajv.compile(schema);
      }
      cache.set(dto, validate);
    }
    return validate;
  }

  #validator(schema: object): Validate {
    let validate = this.#validators.get(schema);
    if (validate === undefined) {
      validate = this.ajv.compile(schema);
      this.#validators.set(schema, validate);
    }
    return validate;
  }
}

/**
 * What the route's documented middleware declare for an answer of `status`: the headers every
 * answer carries, and — when a middleware answers `status` itself — that answer's headers.
 */
function middlewareHeaders(
  route: CheckedRoute,
  status: number,
): { everyAnswer: Record<string, HeaderDeclaration>; answer: Record<string, HeaderDeclaration> | undefined } {
  const everyAnswer: Record<string, HeaderDeclaration> = {};
  let answer: Record<string, HeaderDeclaration> | undefined;
  for (const middleware of route.middlewareStack ?? []) {
    const documented = documentationOf(middleware);
    if (documented === undefined) continue;
    Object.assign(everyAnswer, documented.headers);
    const own = documented.responses.find((response) => response.status === status);
    if (own !== undefined) answer = { ...answer, ...own.headers };
  }
  return { everyAnswer, answer };
}

/** The first required header of `declared` the answer does not carry. */
function missingHeader(
  ctx: HttpContext,
  reply: Reply,
  declared: Readonly<Record<string, HeaderDeclaration>>,
): string | undefined {
  for (const [name, header] of Object.entries(declared)) {
    if (header.required && headerOf(ctx, reply, name) === undefined) return name;
  }
  return undefined;
}

function statusList(declaration: RouteDeclaration): string {
  const statuses = [
    ...declaration.responses.map((response) => response.status),
    ...declaration.errors.map((error) => error.status),
  ];
  return statuses.length === 0 ? 'no answers' : [...new Set(statuses)].sort().join(', ');
}

function headerOf(ctx: HttpContext, reply: Reply, name: string): unknown {
  for (const record of [reply.headers, ctx.responseHeaders]) {
    if (record === null) continue;
    for (const key of Object.keys(record)) if (key.toLowerCase() === name) return record[key];
  }
  return undefined;
}

/** The body as text: null for none, undefined for a stream (not checked). */
function bodyText(reply: Reply): string | null | undefined {
  const body = reply.body;
  if (body === null || typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return undefined;
}

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function isJsonType(contentType: string | null): boolean {
  return /^application\/([\w.-]+\+)?json$/.test(mediaTypeOf(contentType));
}
