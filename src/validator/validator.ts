import { generatesCode } from '../compiler/code-writer.js';
import { defineOwn } from '../shared/own-property.js';
import { type CompileSettings, compileField, type FieldPlan } from './compile-field.js';
import { RuleConfigurationError } from './errors.js';
import { generateValidation } from './generate.js';
import { mappingWithLookups, withLookups } from './lookups.js';
import { compileForMapping, compileUncached, fieldPlansOf, type MappingValidation } from './mapping-door.js';
import {
  type AttributeNames,
  attributeOf,
  defaultMessages,
  GENERIC_MESSAGE,
  humanize,
  interpolate,
  templateKeys,
} from './messages.js';
import type { ValidatorOptions } from './options.js';
import type { RuleDefinition } from './rules/definition.js';
import { builtInRules, MODIFIERS } from './rules/index.js';
import { runPlan } from './run-plan.js';
import type {
  CompiledValidation,
  CustomRule,
  RunnableValidation,
  ValidationErrors,
  ValidationFailure,
  ValidationRun,
  ValidatorInterface,
} from './types.js';

// Rules built at run time (e.g. with interpolated values) must not grow the cache forever.
const SIGNATURE_CACHE_LIMIT = 1000;
const RULE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

let defaultMessageSet: ReadonlyMap<string, string> | null = null;

/** The default messages as one map that validators share until one changes its own. */
function sharedDefaults(): ReadonlyMap<string, string> {
  defaultMessageSet ??= new Map(Object.entries(defaultMessages));
  return defaultMessageSet;
}

/**
 * The built-in validator (ARCHITECTURE.md "Validator rules"): Laravel-style rule strings, compiled once per rules
 * object, structured errors, English messages on request.
 *
 * @example
 * const validator = new Validator();
 * const check = validator.compile({ email: 'required|email', age: 'integer|min_value:18' });
 * check({ email: 'ada@example.com', age: '17' }); // { age: [{ rule: 'min_value', params: ['18'] }] }
 */
export class Validator implements ValidatorInterface {
  readonly #customRules = new Map<string, RuleDefinition>();
  /** The default message set: the shared defaults until this validator changes one. */
  #messages: ReadonlyMap<string, string> = sharedDefaults();
  readonly #localized = new Map<string, Map<string, string>>();
  readonly #attributes: Map<string, string>;
  readonly #compiledByRules = new WeakMap<object, RunnableValidation>();
  readonly #compiledBySignature = new Map<string, RunnableValidation>();
  readonly #settings: CompileSettings;
  readonly #generateCode: boolean;
  readonly #maxWildcardItems: number;

  constructor(options: ValidatorOptions = {}) {
    const maxWildcardItems = options.maxWildcardItems ?? 1000;
    if (!Number.isInteger(maxWildcardItems) || maxWildcardItems < 0) {
      throw new TypeError(`maxWildcardItems must be a whole number, got ${String(maxWildcardItems)}`);
    }
    this.#maxWildcardItems = maxWildcardItems;
    this.setMessages(options.messages ?? {});
    for (const [locale, messages] of Object.entries(options.locales ?? {}))
      this.setMessages(messages, locale);
    this.#attributes = new Map(Object.entries(options.attributes ?? {}));
    this.#settings = {
      lookup: (name) => builtInRules.get(name) ?? this.#customRules.get(name),
      regexMaxLength: options.regexMaxLength ?? 1000,
      enums: new Map(Object.entries(options.enums ?? {})),
      lookups: new Map(Object.entries(options.lookups ?? {})),
    };
    this.#generateCode = generatesCode(options.jitless);
  }

  /**
   * Validates `data` against `rules` (field → rule string); `{}` when valid. Synchronous
   * unless a custom rule returns a promise, or a rule asks the application (`run` gives those
   * lookups their `context` and `signal`). The rules object is compiled on first use and
   * cached by identity, so do not mutate it afterwards.
   *
   * @example
   * validator.validate({ name: '' }, { name: 'required|string' }); // { name: [{ rule: 'required' }] }
   */
  validate(
    data: Record<string, unknown>,
    rules: Record<string, string>,
    run?: ValidationRun,
  ): ValidationErrors | Promise<ValidationErrors> {
    return (this.#compiledByRules.get(rules) ?? this.compile(rules))(data, run);
  }

  /**
   * Parses every rule string once and returns the function that validates a payload.
   * Throws `UnknownRuleError` / `InvalidRuleParameterError` (naming rule and field) so
   * mistakes surface at start-up.
   *
   * @example
   * const validateSignup = validator.compile({ email: 'required|email' });
   * validateSignup({ email: 'x' }); // { email: [{ rule: 'email' }] }
   */
  compile(rules: Record<string, string>): RunnableValidation {
    const cached = this.#compiledByRules.get(rules);
    if (cached !== undefined) return cached;
    // A rules object written inline at the call site is new on every call: its content finds
    // the plan compiled before, so code is generated once per distinct set of rules.
    const signature = ruleSignature(rules);
    let compiled = signature === undefined ? undefined : this.#compiledBySignature.get(signature);
    if (compiled === undefined) {
      compiled = this[compileUncached](rules);
      if (signature !== undefined) {
        if (this.#compiledBySignature.size >= SIGNATURE_CACHE_LIMIT) this.#compiledBySignature.clear();
        this.#compiledBySignature.set(signature, compiled);
      }
    }
    this.#compiledByRules.set(rules, compiled);
    return compiled;
  }

  /**
   * Internal (see mapping-door.ts): compiles `rules` for the request mapping — `undefined` when valid.
   * Not cached: the mapping compiles once per request class.
   */
  [compileForMapping](rules: Record<string, string>): MappingValidation {
    const fields = this.#fieldPlans(rules);
    const base: MappingValidation = this.#generates(fields)
      ? (generateValidation(fields, true) as MappingValidation)
      : // The mapping's run carries the kernel's maxArrayLength, which bounds `*` as it bounds @Items.
        (data, _numbers, run) => runPlan(fields, data, maxItemsOf(run) ?? this.#maxWildcardItems);
    return mappingWithLookups(fields, base);
  }

  /** Internal (see mapping-door.ts): `compile` without its caches, for inspection. */
  [compileUncached](rules: Record<string, string>): RunnableValidation {
    const fields = this.#fieldPlans(rules);
    const base: CompiledValidation = this.#generates(fields)
      ? generateValidation(fields)
      : (data) => runPlan(fields, data, this.#maxWildcardItems);
    return withLookups(fields, base);
  }

  /** Whether `fields` run as generated code: `*` fields expand at run time, so they run as closures. */
  #generates(fields: readonly FieldPlan[]): boolean {
    return this.#generateCode && fields.every((plan) => plan.pattern === undefined);
  }

  /** Internal (see mapping-door.ts): the compiled plan of each field of `rules`, in order. */
  [fieldPlansOf](rules: Record<string, string>): readonly FieldPlan[] {
    return this.#fieldPlans(rules);
  }

  /**
   * Adds a rule usable in every rule string; `fn` gets the value (only when the field is
   * present), the parameters and the payload, and may be async. Names are letters, digits
   * and `_`; redefining a rule throws (compiled plans would otherwise disagree).
   *
   * @example
   * validator.addRule('even', (value) => Number(value) % 2 === 0, 'The :attribute field must be even.');
   * validator.validate({ n: 3 }, { n: 'integer|even' }); // { n: [{ rule: 'even' }] }
   */
  addRule(name: string, fn: CustomRule, message?: string): this {
    if (!RULE_NAME.test(name)) {
      throw new RuleConfigurationError(
        'invalidRuleName',
        name,
        null,
        `Rule name "${name}" must be letters, digits and _.`,
      );
    }
    if (builtInRules.has(name) || MODIFIERS.has(name) || this.#customRules.has(name)) {
      throw new RuleConfigurationError(
        'ruleAlreadyDefined',
        name,
        null,
        `Validation rule "${name}" is already defined.`,
      );
    }
    this.#customRules.set(name, {
      custom: true,
      parameters: 'list',
      build: (params) => (value, data) => fn(value, params, data),
    });
    if (message !== undefined) this.#ownMessages().set(name, message);
    return this;
  }

  /**
   * Replaces message templates, by rule (`required`) or by field and rule (`email.required`),
   * of the default set or of one locale's set.
   *
   * @example
   * validator.setMessages({ required: 'Le champ :attribute est obligatoire.' }, 'fr');
   */
  setMessages(messages: Record<string, string>, locale?: string): this {
    if (locale === undefined && Object.keys(messages).length === 0) return this;
    let target: Map<string, string>;
    if (locale === undefined) target = this.#ownMessages();
    else {
      const key = locale.toLowerCase();
      target = this.#localized.get(key) ?? new Map();
      this.#localized.set(key, target);
    }
    for (const [key, template] of Object.entries(messages)) {
      target.set(key, template);
      // A template for a size rule (`min`) replaces the default wording of its typed variants too.
      for (const measure of ['string', 'array', 'numeric', 'file']) {
        const variant = `${key}:${measure}`;
        if (target.get(variant) === defaultMessages[variant]) target.delete(variant);
      }
    }
    return this;
  }

  /** The default message set as this validator's own, to change. */
  #ownMessages(): Map<string, string> {
    if (this.#messages === sharedDefaults()) this.#messages = new Map(this.#messages);
    return this.#messages as Map<string, string>;
  }

  /** The locales that have a message set of their own (lower case). */
  get locales(): readonly string[] {
    return [...this.#localized.keys()];
  }

  /**
   * The human message for one error entry of `field`.
   *
   * @example
   * validator.message('user.first_name', { rule: 'max', params: ['50'] });
   * // 'The first name field must be at most 50.'
   */
  message(
    field: string,
    failure: ValidationFailure,
    locale?: string,
    names: AttributeNames = 'leaf',
  ): string {
    const own = locale === undefined ? undefined : this.#setFor(locale);
    const keys = templateKeys(field, failure);
    let template: string | undefined;
    for (const set of [own, this.#messages]) {
      for (const key of keys) {
        template ??= set?.get(key);
      }
    }
    return interpolate(template ?? GENERIC_MESSAGE, this.#displayName(field, names), failure, (name) =>
      this.#displayName(name, names),
    );
  }

  /** The message set of `locale`, or of its language (`fr` for `fr-CA`). */
  #setFor(locale: string): Map<string, string> | undefined {
    const key = locale.toLowerCase();
    const dash = key.indexOf('-');
    return this.#localized.get(key) ?? (dash > 0 ? this.#localized.get(key.slice(0, dash)) : undefined);
  }

  /**
   * Every error as messages, by field.
   *
   * @example
   * validator.messages({ email: [{ rule: 'required' }] }); // { email: ['The email field is required.'] }
   */
  messages(errors: ValidationErrors, locale?: string): Record<string, string[]> {
    const result: Record<string, string[]> = {};
    for (const [field, failures] of Object.entries(errors)) {
      defineOwn(
        result,
        field,
        failures.map((failure) => this.message(field, failure, locale)),
      );
    }
    return result;
  }

  #displayName(field: string, names: AttributeNames): string {
    return this.#attributes.get(field) ?? humanize(attributeOf(field, names));
  }

  #fieldPlans(rules: Record<string, unknown>): FieldPlan[] {
    // Rules read what other fields declare: `before:starts` reads `starts` with its date_format.
    const settings: CompileSettings = {
      ...this.#settings,
      rulesOf: (other) => {
        const otherRules = Object.hasOwn(rules, other) ? rules[other] : undefined;
        return typeof otherRules === 'string' ? otherRules : undefined;
      },
    };
    return Object.keys(rules).map((field) => {
      const fieldRules = rules[field];
      if (typeof fieldRules !== 'string') {
        throw new RuleConfigurationError(
          'invalidRuleString',
          '',
          field,
          `The rules of field "${field}" must be a string.`,
        );
      }
      return compileField(field, fieldRules, settings);
    });
  }
}

/** The content of a rules object as one unambiguous string (length-prefixed), or `undefined` if a value is not a string. */
function ruleSignature(rules: Record<string, string>): string | undefined {
  let signature = '';
  for (const field of Object.keys(rules)) {
    const value: unknown = rules[field];
    if (typeof value !== 'string') return undefined;
    signature += `${field.length}:${field}${value.length}:${value}`;
  }
  return signature;
}

/** The item limit a mapping run carries (`RunState.maxItems`), if any. */
function maxItemsOf(run: unknown): number | undefined {
  const limit = (run as { maxItems?: unknown } | undefined)?.maxItems;
  return typeof limit === 'number' ? limit : undefined;
}
