// Conditional requests (RFC 9110 §13): the preconditions a request carries — If-Match,
// If-Unmodified-Since, If-None-Match, If-Modified-Since — held to the validators of the
// resource (its ETag, its Last-Modified), in the order of §13.2.2. The kernel applies them to
// the answers of GET and HEAD on its own (304, 412); a handler that changes state applies them
// to the stored resource itself, in the transaction that changes it (`checkPreconditions`).
import { HttpError } from '../errors/http-error.js';
import type { HttpContext } from './context.js';
import {
  type ParsedEntityTag,
  parseEntityTag,
  parseEntityTags,
  strongMatch,
  weakMatch,
} from './entity-tag.js';
import { Reply } from './reply.js';

/**
 * A precondition of the request is false (412): the client's copy is not the current one.
 *
 * @example
 * if (error instanceof PreconditionFailedError) // read the resource again, then retry
 */
export class PreconditionFailedError extends HttpError {
  declare readonly code: 'preconditionFailed';

  constructor(message = 'The resource has changed since the version the request names (If-Match)') {
    super(412, message, { code: 'preconditionFailed' });
  }
}

/**
 * The kernel requires a precondition on this method (428): send `If-Match` with the `ETag` you
 * read (`conditionalRequests: { requirePreconditions: true }`).
 */
export class PreconditionRequiredError extends HttpError {
  declare readonly code: 'preconditionRequired';

  constructor(method: string) {
    super(
      428,
      `A ${method} request must say which version it changes: send If-Match with the ETag you read`,
      {
        code: 'preconditionRequired',
      },
    );
  }
}

/** The kernel's `conditionalRequests` option. */
export interface ConditionalRequestOptions {
  /**
   * Answer 428 to PUT, PATCH and DELETE requests that carry no precondition (If-Match,
   * If-Unmodified-Since or If-None-Match), so no client changes a resource it has not read.
   * Default false.
   */
  readonly requirePreconditions?: boolean;
}

/** What the resource's validators say about a request. */
export type PreconditionOutcome = 'proceed' | 'not-modified' | 'failed';

/** The current validators of the resource a request addresses. */
export interface Validators {
  /** Its `ETag` header value (`entityTag(version)`). */
  readonly etag?: string | null;
  /** When it last changed: a Date or an HTTP-date. */
  readonly lastModified?: Date | string | null;
}

/**
 * RFC 9110 §13.2.2: the outcome of a request's preconditions against the resource's validators.
 * `'not-modified'` only for GET and HEAD (304); a failed condition, or a matching If-None-Match
 * on another method, is `'failed'` (412).
 */
export function evaluatePreconditions(
  method: string,
  header: (name: string) => string | undefined,
  validators: Validators,
): PreconditionOutcome {
  const etag = validators.etag == null ? undefined : parseEntityTag(validators.etag);
  const lastModified = secondsOf(validators.lastModified);
  const readOnly = method === 'GET' || method === 'HEAD';
  const ifMatch = header('if-match');
  if (ifMatch !== undefined) {
    if (!listMatches(ifMatch, etag, strongMatch)) return 'failed';
  } else {
    // Step 2: only without If-Match, and only where the date can be compared.
    const since = secondsOf(header('if-unmodified-since'));
    if (since !== undefined && lastModified !== undefined && lastModified > since) return 'failed';
  }
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch !== undefined) {
    if (listMatches(ifNoneMatch, etag, weakMatch)) return readOnly ? 'not-modified' : 'failed';
  } else if (readOnly) {
    const since = secondsOf(header('if-modified-since'));
    if (since !== undefined && lastModified !== undefined && lastModified <= since) return 'not-modified';
  }
  return 'proceed';
}

/**
 * Holds the request's preconditions to the current validators of the resource it changes;
 * throws `PreconditionFailedError` (412) when one is false. Call it where the current version
 * is known for certain — inside the transaction that changes the resource, after locking it.
 *
 * @example
 * await store.update(address, changes, (current) => checkPreconditions(ctx, { etag: entityTag(current.version) }));
 */
export function checkPreconditions(ctx: HttpContext, validators: Validators): PreconditionOutcome {
  const outcome = evaluatePreconditions(ctx.method, (name) => ctx.header(name), validators);
  if (outcome === 'failed') throw new PreconditionFailedError();
  return outcome;
}

/** @internal The kernel's share: 428 before an unsafe handler, 304 and 412 after a GET's. */
export class ConditionalRequests {
  readonly #required: boolean;

  constructor(options: ConditionalRequestOptions = {}) {
    this.#required = options.requirePreconditions === true;
  }

  /** Whether PUT, PATCH and DELETE need a precondition (428). */
  get requirePreconditions(): boolean {
    return this.#required;
  }

  /** Before the handler: a change without a precondition, where one is required, is a 428. */
  before(ctx: HttpContext): void {
    if (!this.#required || !UNSAFE.has(ctx.method)) return;
    const conditional =
      ctx.header('if-match') !== undefined ||
      ctx.header('if-unmodified-since') !== undefined ||
      ctx.header('if-none-match') !== undefined;
    if (!conditional) throw new PreconditionRequiredError(ctx.method);
  }

  /**
   * After the handler: a 2xx answer to GET or HEAD that carries an ETag or Last-Modified is
   * held to the request's preconditions, and becomes a 304 (§15.4.5: no body, the validators
   * and caching headers kept) or the 412 that `failed` writes.
   */
  after(ctx: HttpContext, reply: Reply, failed: (error: PreconditionFailedError) => Reply): Reply {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || reply.status < 200 || reply.status > 299)
      return reply;
    const validators = validatorsOf(reply, ctx);
    if (validators === undefined) return reply;
    const outcome = evaluatePreconditions(ctx.method, (name) => ctx.header(name), validators);
    if (outcome === 'proceed') return reply;
    if (outcome === 'failed')
      return failed(
        new PreconditionFailedError(
          "The resource does not match the request's If-Match or If-Unmodified-Since",
        ),
      );
    const kept: Record<string, string | readonly string[]> = {};
    for (const [name, value] of Object.entries(reply.headers ?? {})) {
      if (KEPT_ON_304.has(name.toLowerCase())) kept[name] = value;
    }
    return new Reply(304, null, null, kept);
  }
}

const UNSAFE = new Set(['PUT', 'PATCH', 'DELETE']);

/** §15.4.5: the headers a 304 carries that its 200 would have (the writer adds the context's). */
const KEPT_ON_304 = new Set([
  'etag',
  'last-modified',
  'cache-control',
  'content-location',
  'date',
  'expires',
  'vary',
]);

/**
 * The answer's `ETag` and `Last-Modified` (the reply's own over those set with
 * `ctx.setHeader()`), read in one pass; undefined when it has neither, as most answers.
 */
function validatorsOf(reply: Reply, ctx: HttpContext): Validators | undefined {
  const set = ctx.responseHeaders;
  let etag = set?.etag;
  let lastModified = set?.['last-modified'];
  if (reply.headers !== null) {
    for (const [key, value] of Object.entries(reply.headers)) {
      const name = key.toLowerCase();
      if (name === 'etag') etag = value;
      else if (name === 'last-modified') lastModified = value;
    }
  }
  const etagText = typeof etag === 'string' ? etag : undefined;
  const lastModifiedText = typeof lastModified === 'string' ? lastModified : undefined;
  if (etagText === undefined && lastModifiedText === undefined) return undefined;
  return { etag: etagText, lastModified: lastModifiedText };
}

/** Whether a list (or `*`) names the current tag; `*` matches any current representation. */
function listMatches(
  header: string,
  current: ParsedEntityTag | undefined,
  match: (a: ParsedEntityTag, b: ParsedEntityTag) => boolean,
): boolean {
  const tags = parseEntityTags(header);
  if (tags === '*') return true;
  return current !== undefined && tags.some((tag) => match(tag, current));
}

/** Whole seconds since the epoch (HTTP-dates have no finer unit); undefined when unreadable. */
function secondsOf(value: Date | string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
