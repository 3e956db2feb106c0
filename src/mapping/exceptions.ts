import { HttpError } from '../errors/http-error.js';
import type { RuleErrors } from '../validator/rule-names.js';
import type { ValidationErrors } from '../validator/types.js';

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
}
