/** Which declaration rule a request class broke; one per factory below. */
export type ConfigurationExceptionCode =
  | 'multipleSources'
  | 'castExpectsBuiltInType'
  | 'castAndCasterConflict'
  | 'processorMethodNotStatic'
  | 'generatorConflict'
  | 'ignoreConflict'
  | 'itemsCastConflict'
  | 'eachConflict'
  | 'invalidProcessor'
  | 'invalidCaster'
  | 'invalidGenerator'
  | 'invalidItems'
  | 'invalidNested'
  | 'nestedConflict'
  | 'groupPathConflict'
  | 'duplicateDecorator'
  | 'invalidRules'
  | 'unknownDerivedField'
  | 'unrepresentableOptionalRules'
  | 'mixedForms';

/**
 * A request class is declared in a way the handler cannot map. Raised while its metadata is
 * built (`handler.compile(Cls)` or the first `handle*` call), never per request. `code` names
 * the factory that made it; the message names the class, the field and the fix.
 *
 * @example
 * try { handler.compile(BrokenRequest); }
 * catch (error) { if (error instanceof ConfigurationException) console.log(error.code, error.property); }
 */
export class ConfigurationException extends Error {
  readonly code: ConfigurationExceptionCode;
  readonly className: string;
  readonly property: string;

  private constructor(
    code: ConfigurationExceptionCode,
    className: string,
    property: string,
    problem: string,
    fix: string,
  ) {
    super(`${className}.${property}: ${problem}. ${fix}`);
    this.name = 'ConfigurationException';
    this.code = code;
    this.className = className;
    this.property = property;
  }

  // The factories say `new this`: naming the class inside its own body makes bundlers rename it
  // (`ConfigurationException.name` would read `_ConfigurationException`).
  static multipleSources(className: string, property: string, sources: string[]): ConfigurationException {
    return new this(
      'multipleSources',
      className,
      property,
      `has more than one source decorator (${sources.join(', ')})`,
      'Keep exactly one of @FromBody, @FromRoute or @FromContext.',
    );
  }

  static castExpectsBuiltInType(className: string, property: string, given: unknown): ConfigurationException {
    return new this(
      'castExpectsBuiltInType',
      className,
      property,
      `@Cast got ${describe(given)}`,
      "Use one of 'int', 'float', 'bool', 'string', 'array', 'datetime[:immutable][:<format>]', or @Caster(YourCaster) for a custom cast.",
    );
  }

  static castAndCasterConflict(className: string, property: string): ConfigurationException {
    return new this(
      'castAndCasterConflict',
      className,
      property,
      'has both @Cast and @Caster',
      'Keep one of them.',
    );
  }

  static processorMethodNotStatic(
    className: string,
    property: string,
    method: string,
  ): ConfigurationException {
    return new this(
      'processorMethodNotStatic',
      className,
      property,
      `processor '${method}' is an instance method`,
      `Declare it as \`static ${method}(value)\` on ${className}.`,
    );
  }

  static generatorConflict(className: string, property: string, others: string[]): ConfigurationException {
    return new this(
      'generatorConflict',
      className,
      property,
      `@Generator cannot be combined with ${others.join(', ')}`,
      'A generated value is not read, validated, processed or cast: remove the other decorators.',
    );
  }

  static ignoreConflict(className: string, property: string, others: string[]): ConfigurationException {
    return new this(
      'ignoreConflict',
      className,
      property,
      `@Ignore cannot be combined with ${others.join(', ')}`,
      'Remove @Ignore to map the field, or remove the other decorators.',
    );
  }

  static itemsCastConflict(className: string, property: string): ConfigurationException {
    return new this(
      'itemsCastConflict',
      className,
      property,
      '@Items cannot be combined with @Cast or @Caster',
      'Items are mapped by their own request class: remove @Cast/@Caster.',
    );
  }

  static eachConflict(className: string, property: string, others: string[]): ConfigurationException {
    return new this(
      'eachConflict',
      className,
      property,
      `@Each cannot be combined with ${others.join(', ')}`,
      '@Each checks and casts the elements of a list of scalars: lists of objects use @Items, and the list is cast by its element rules (no @Cast other than array, no @Caster).',
    );
  }

  static invalidProcessor(className: string, property: string, given: unknown): ConfigurationException {
    return new this(
      'invalidProcessor',
      className,
      property,
      `processor ${describe(given)} is not usable`,
      `Pass a function, a class or instance with process(value, context) or cast(value), or the name of a static method of ${className}.`,
    );
  }

  static invalidCaster(className: string, property: string, given: unknown): ConfigurationException {
    return new this(
      'invalidCaster',
      className,
      property,
      `@Caster got ${describe(given)}`,
      'Pass a class whose instances have cast(value), or such an instance.',
    );
  }

  static invalidGenerator(className: string, property: string, given: unknown): ConfigurationException {
    return new this(
      'invalidGenerator',
      className,
      property,
      `@Generator got ${describe(given)}`,
      'Pass a class whose instances have generate(options, context), or such an instance.',
    );
  }

  static invalidTarget(
    className: string,
    property: string,
    decorator: 'Items' | 'Nested',
    given: unknown,
  ): ConfigurationException {
    return new this(
      decorator === 'Items' ? 'invalidItems' : 'invalidNested',
      className,
      property,
      `@${decorator} got ${describe(given)}`,
      `Pass a class that extends Request, a function returning one (\`@${decorator}(() => Line)\`), or oneOf('type', { … }) of such classes.`,
    );
  }

  /**
   * @deprecated Use `invalidTarget(className, property, 'Items', given)`, which also covers
   * `@Nested`. Removed in the next major release (CONTRIBUTING.md, "Compatibility").
   */
  static invalidItems(className: string, property: string, given: unknown): ConfigurationException {
    // `this`, not the class's name: a class naming itself in its body is renamed by the bundler.
    // biome-ignore lint/complexity/noThisInStatic: see above; the other factories use `new this` alike.
    return this.invalidTarget(className, property, 'Items', given);
  }

  static nestedConflict(className: string, property: string): ConfigurationException {
    return new this(
      'nestedConflict',
      className,
      property,
      '@Nested cannot be combined with @Cast, @Caster or @Items',
      'A nested object is mapped by its own request class: remove the other decorator.',
    );
  }

  static groupPathConflict(
    className: string,
    property: string,
    group: string,
    path: string,
    other: string,
  ): ConfigurationException {
    return new this(
      'groupPathConflict',
      className,
      property,
      `group '${group}' maps it to '${path}', which overlaps the path of field '${other}'`,
      'Give each member of a group its own mapTo path, none a prefix of another.',
    );
  }

  static duplicateDecorator(className: string, property: string, decorator: string): ConfigurationException {
    return new this(
      'duplicateDecorator',
      className,
      property,
      `@${decorator} is applied more than once`,
      `Keep a single @${decorator} (combine rules in one string: 'required|email').`,
    );
  }

  static mixedForms(className: string, property: string): ConfigurationException {
    return new this(
      'mixedForms',
      className || 'anonymous request class',
      property,
      'is decorated, and the class also declares `static fields = fields({...})`',
      'Declare every field of a class in one form: move the decorators into fields(), or drop fields().',
    );
  }

  static invalidRules(className: string, property: string, cause: unknown): ConfigurationException {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const error = new this(
      'invalidRules',
      className,
      property,
      `the validator rejects its @Validate rules (${reason})`,
      'Fix the rule string or register the custom rule on the validator.',
    );
    (error as { cause?: unknown }).cause = cause;
    return error;
  }

  static unknownDerivedField(
    className: string,
    property: string,
    helper: string,
    managed: readonly string[],
  ): ConfigurationException {
    return new this(
      'unknownDerivedField',
      className,
      property,
      `${helper} names a field that ${className} does not manage`,
      `Name one of its managed fields: ${managed.join(', ') || '(none)'}.`,
    );
  }

  static unrepresentableOptionalRules(
    className: string,
    property: string,
    rules: string,
  ): ConfigurationException {
    return new this(
      'unrepresentableOptionalRules',
      className,
      property,
      `PartialType cannot drop the presence rules of '${rules}' without changing how the rest reads`,
      'Write the regex parameter as a complete /pattern/flags literal, or re-declare the field in the derived class.',
    );
  }
}

function describe(value: unknown): string {
  if (typeof value === 'function')
    return `${value.name ? `class or function ${value.name}` : 'an anonymous function'}`;
  if (typeof value === 'string') return `'${value}'`;
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') return `an object (${value.constructor?.name ?? 'no prototype'})`;
  return String(value);
}
