import { HttpError } from '../errors/http-error.js';
import type { RuleErrors } from '../validator/rule-names.js';
import type { ValidationErrors } from '../validator/types.js';

/** The bag an error's field reads: `main` is the body (or the query, for `handleQuery`). */
export type ErrorBag = 'main' | 'route' | 'context';

/** Where an error key points in the input (`errorLocation`). */
export interface ErrorLocation {
  readonly bag: ErrorBag;
  /** Keys and indexes from the bag's root down to the value. */
  readonly path: readonly (string | number)[];
}

/** Which input an error is about, as a problem document names it (docs/mapping.md, "Errors"). */
export interface InputLocation {
  readonly in: 'body' | 'query' | 'route' | 'context';
  /** RFC 6901 pointer into the body (`#/lines/0/qty`), for `in: 'body'`. */
  readonly pointer?: string;
  /** The query parameter (`filter[status]`), route parameter or context key. */
  readonly parameter?: string;
}

/**
 * A malformed argument given to a decorator, caught at the decorator call (before any request),
 * e.g. `@FromBody('a..b')`.
 *
 * @example
 * try { FromBody('.user'); } catch (error) { error instanceof InvalidArgumentException; } // true
 */
export class InvalidArgumentException extends Error {
  /** Always `invalidArgument`: every error of the library carries a stable code. */
  readonly code = 'invalidArgument' as const;

  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentException';
  }
}

/**
 * The mapped input broke the request class's rules. `errors` lists every failing field of the
 * whole object tree at once, nested items as `field.index.subfield`.
 *
 * @example
 * try { await handler.handleBody(SignUp, body); }
 * catch (error) { if (error instanceof ValidationException) reply(422, error.errors); }
 */
export class ValidationException extends HttpError {
  declare readonly code: 'validationFailed';
  declare readonly status: 422;
  /** Rule names are typed (`RuleName`); custom rules join through `CustomRules`. */
  readonly errors: RuleErrors;

  constructor(errors: ValidationErrors) {
    // An expected outcome of bad input, not a bug: a stack trace would only point into the
    // library, and capturing one costs more than mapping the request did.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(422, `The given data was invalid: ${Object.keys(errors).join(', ')}`, {
        code: 'validationFailed',
      });
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.errors = errors as RuleErrors;
  }

  #locate: ((key: string) => ErrorLocation) | undefined;
  #main: 'body' | 'query' = 'body';

  /**
   * Which input the error keyed `key` is about: the body (with a JSON pointer), a query
   * parameter, a route parameter or a context key. `undefined` for an exception that was not
   * raised by mapping an input (one made by hand).
   *
   * @example
   * error.locationOf('lines.0.qty'); // { in: 'body', pointer: '#/lines/0/qty' }
   */
  locationOf(key: string): InputLocation | undefined {
    const located = this.#locate?.(key);
    if (located === undefined) return undefined;
    if (located.bag !== 'main') return { in: located.bag, parameter: String(located.path[0] ?? key) };
    if (this.#main === 'query') return { in: 'query', parameter: queryParameter(located.path) };
    return { in: 'body', pointer: jsonPointerOf(located.path) };
  }

  /** @internal Set by the handler that mapped the input: where its error keys point. */
  static locateWith(
    exception: ValidationException,
    locate: (key: string) => ErrorLocation,
    main: 'body' | 'query',
  ): void {
    exception.#locate = locate;
    exception.#main = main;
  }
}

/** `filter[status]`: a query path in the bracket form the query parser reads. */
function queryParameter(path: readonly (string | number)[]): string {
  const [first, ...rest] = path;
  return `${String(first ?? '')}${rest.map((key) => `[${String(key)}]`).join('')}`;
}

/** RFC 6901 pointer as a URI fragment: `~` and `/` escaped, then percent-encoded. */
function jsonPointerOf(path: readonly (string | number)[]): string {
  const tokens = path.map((token) => String(token).replace(/~/g, '~0').replace(/\//g, '~1'));
  return `#${tokens.map((token) => `/${encodeURIComponent(token).replace(/%7E/g, '~')}`).join('')}`;
}
