/** Structured validation errors: field path → failed rules. `{}` means valid. */
export type ValidationErrors = Record<string, Array<{ rule: string; params?: string[] }>>;

/** Validates a whole payload at once; one error list per failing field. */
export type CompiledValidation = (
  data: Record<string, unknown>,
) => ValidationErrors | Promise<ValidationErrors>;

/**
 * What `Validator.compile` returns: a `CompiledValidation` that also takes the run (context and
 * signal) for the rules that ask the application.
 */
export type RunnableValidation = CompiledValidation &
  ((data: Record<string, unknown>, run?: ValidationRun) => ValidationErrors | Promise<ValidationErrors>);

/**
 * What one validation is given for the rules that ask the application (`exists`, `unique`):
 * a `context` handed to every lookup, and a `signal` that cancels them.
 */
export interface ValidationRun {
  readonly context?: unknown;
  readonly signal?: AbortSignal;
}

/** The contract the request handler hands its `@Validate` rule strings to (ARCHITECTURE.md "Validator rules"). */
export interface ValidatorInterface {
  validate(
    data: Record<string, unknown>,
    rules: Record<string, string>,
    run?: ValidationRun,
  ): ValidationErrors | Promise<ValidationErrors>;
  /**
   * Optional: parses the rule strings once (throwing on unknown rules, so typos fail at
   * start-up) and returns a function that validates without re-parsing.
   */
  compile?(rules: Record<string, string>): CompiledValidation;
  /**
   * Optional: the human message for one failure, in `locale` when the validator has it. The
   * HTTP kernel writes its 422 bodies with it, so custom rule messages reach the client.
   * `names` says how to name the field: its last key (`'leaf'`, the default) or its whole path.
   */
  message?(field: string, failure: ValidationFailure, locale?: string, names?: 'leaf' | 'path'): string;
  /** Optional: the locales `message` has a message set for. */
  readonly locales?: readonly string[];
}

/** One failed rule of one field, as it appears in `ValidationErrors`. */
export type ValidationFailure = ValidationErrors[string][number];

/**
 * A custom rule for `Validator.addRule()`: `value` is the field's value (never absent),
 * `params` the rule's comma-separated parameters with `{field}` placeholders resolved, and
 * `data` the whole payload. Return (or resolve to) `true` when the value passes.
 */
export type CustomRule = (
  value: unknown,
  params: readonly string[],
  data: Readonly<Record<string, unknown>>,
) => boolean | Promise<boolean>;
