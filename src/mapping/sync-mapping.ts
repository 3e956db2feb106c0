// What `handleArraySync` and its siblings do when a class turns out not to be synchronous
// (docs/mapping.md "Synchronous mapping"): the step whose hook or validation answered with a
// promise throws `AsyncMappingError` where it happens, so nothing after it runs, and the
// promise it abandons gets a rejection handler, so its failure is never an unhandled rejection.
import { builtInRules, MODIFIERS } from '../validator/rules/index.js';
import type { FieldShape } from './class-shape.js';
import type { RunState } from './pipeline/run-state.js';

/** The handler's internal door for Standard Schema: a mapping that answers synchronously when it can. */
export const mapAnswer: unique symbol = Symbol('intake.mapAnswer');

export type AsyncMappingErrorCode = 'asyncHook' | 'asyncValidation';

/**
 * A synchronous mapping (`handleArraySync`, `handleBodySync`, `handleQuerySync`) met a hook or
 * a validation rule that answered with a promise. Names the class, the field (empty when the
 * validation as a whole cannot be pinned to one) and the hook or rule; a bug in the
 * declaration, not bad input, so it is no `HttpError`.
 *
 * @example
 * try { handler.handleArraySync(SignUp, body); }
 * catch (error) { if (error instanceof AsyncMappingError) console.log(error.source); } // '@PreProcess(lookUp)'
 */
export class AsyncMappingError extends Error {
  readonly code: AsyncMappingErrorCode;
  readonly className: string;
  readonly property: string;
  /** The hook (`@PreProcess(normalize)`) or rule (`rule 'unique'`) that answered with a promise. */
  readonly source: string;

  constructor(code: AsyncMappingErrorCode, className: string, property: string, source: string) {
    const where = property === '' ? className : `${className}.${property}`;
    super(
      `${where}: ${source} answered with a promise, so the class cannot be mapped synchronously. Make it synchronous, or map with handleArray/handleBody/handleQuery.`,
    );
    this.name = 'AsyncMappingError';
    this.code = code;
    this.className = className;
    this.property = property;
    this.source = source;
  }
}

/** How a hook is named in errors: `@PreProcess(trim)`, `@Caster(MoneyCaster)`, `@PostProcess('round')`. */
export function hookLabel(decorator: string, handler: unknown): string {
  return `@${decorator}(${describeHandler(handler)})`;
}

function describeHandler(handler: unknown): string {
  if (typeof handler === 'string') return `'${handler}'`;
  if (typeof handler === 'function') return handler.name || 'anonymous function';
  if (typeof handler === 'object' && handler !== null) {
    return `${(handler as { constructor?: { name?: string } }).constructor?.name || 'an'} instance`;
  }
  return String(handler);
}

/** The error for hook `label` of field `index` answering with `pending`, which is abandoned. */
export function asyncHookError(
  state: RunState,
  index: number,
  label: string,
  pending: PromiseLike<unknown>,
): AsyncMappingError {
  abandon(pending);
  const shape = state.plan.shape;
  return new AsyncMappingError('asyncHook', shape.className, shape.fields[index]!.name, label);
}

/**
 * The error for a validation answering with `pending`, which is abandoned. The validator
 * answers for the whole object, so the error names the rules that could have: those the
 * built-in validator does not define (custom rules), by field.
 */
export function asyncValidationError(state: RunState, pending: PromiseLike<unknown>): AsyncMappingError {
  abandon(pending);
  const shape = state.plan.shape;
  const custom = shape.fields.flatMap((field) => customRules(field));
  if (custom.length === 1) {
    return new AsyncMappingError(
      'asyncValidation',
      shape.className,
      custom[0]!.field,
      `rule '${custom[0]!.rule}'`,
    );
  }
  const source =
    custom.length === 0
      ? 'the validator'
      : `one of the rules ${custom.map(({ field, rule }) => `'${rule}' (${field})`).join(', ')}`;
  return new AsyncMappingError('asyncValidation', shape.className, '', source);
}

function customRules(field: FieldShape): Array<{ field: string; rule: string }> {
  return field.ruleTokens
    .filter((token) => !builtInRules.has(token.name) && !MODIFIERS.has(token.name))
    .map((token) => ({ field: field.name, rule: token.name }));
}

/** Nobody will await `pending`: its rejection is handled here so it is never reported as unhandled. */
function abandon(pending: PromiseLike<unknown>): void {
  Promise.resolve(pending).catch(() => {});
}
