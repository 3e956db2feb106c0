import { RouteDefinitionError, type RouteDefinitionErrorCode } from './errors.js';
import { checkParameterRegex } from './parameter-regex.js';

/** A path parameter as declared: `{name}` or `{name:regex}`. */
export interface ParameterSpec {
  readonly name: string;
  /** Body of the parameter's capture group in the matcher. */
  readonly source: string;
  /** `{name}` without a regex: one segment, never `/`. */
  readonly isDefault: boolean;
  readonly mayMatchSlash: boolean;
  /** Tests a whole value (used by `url()` and to tell routes apart at build time). */
  readonly wholeValue: RegExp;
}

export type PatternPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'param'; readonly param: ParameterSpec }
  | { readonly kind: 'optional'; readonly parts: readonly PatternPart[] };

const PARAMETER_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

type ParameterPart = Extract<PatternPart, { kind: 'param' }>;

/**
 * Parameters already read, by their text: a collector passes one map for all its patterns, so
 * a parameter written alike in many routes (`{id}` before a `/`) is checked and compiled once
 * and its part (frozen) is shared.
 */
export type KnownParameters = Map<string, ParameterPart>;

/**
 * Parses a route pattern (`/users/{id:[0-9]+}[/{tab}]`) into parts, refusing malformed
 * patterns with a `RouteDefinitionError` that quotes the path.
 */
export function parsePattern(
  path: string,
  allowUnsafeRegex: boolean,
  known: KnownParameters = new Map(),
): PatternPart[] {
  return new PatternParser(path, allowUnsafeRegex, known).sequence(0);
}

class PatternParser {
  readonly #path: string;
  readonly #allowUnsafeRegex: boolean;
  readonly #known: KnownParameters;
  readonly #names = new Set<string>();
  #index = 0;

  constructor(path: string, allowUnsafeRegex: boolean, known: KnownParameters) {
    this.#path = path;
    this.#allowUnsafeRegex = allowUnsafeRegex;
    this.#known = known;
  }

  sequence(depth: number): PatternPart[] {
    const path = this.#path;
    const parts: PatternPart[] = [];
    // Text runs are sliced whole from the path, from `textStart` to the next special character.
    let textStart = this.#index;
    const flush = (): void => {
      if (this.#index > textStart) parts.push({ kind: 'text', text: path.slice(textStart, this.#index) });
    };
    while (this.#index < path.length) {
      const ch = path[this.#index]!;
      if (ch === '[') {
        flush();
        this.#index += 1;
        const inner = this.sequence(depth + 1);
        if (inner.length === 0) this.#fail('emptyOptional', 'has an empty optional segment "[]".');
        parts.push({ kind: 'optional', parts: inner });
      } else if (ch === ']') {
        if (depth === 0) this.#fail('unbalancedBracket', `has a "]" without "[" at position ${this.#index}.`);
        flush();
        this.#index += 1;
        return parts.slice();
      } else if (ch === '{') {
        flush();
        parts.push(this.#parameter());
      } else if (ch === '}') {
        this.#fail('unbalancedBrace', `has a "}" without "{" at position ${this.#index}.`);
      } else if (ch === '?' || ch === '#') {
        this.#fail('invalidPath', `contains "${ch}"; a route pattern is a path without query or fragment.`);
      } else if (ch === '*' || ch === '(' || ch === ')' || (ch === ':' && this.#atSegmentStart())) {
        this.#refuseForeignSyntax(ch);
      } else {
        this.#index += 1;
        continue;
      }
      textStart = this.#index;
    }
    if (depth > 0) this.#fail('unbalancedBracket', 'has a "[" without a closing "]".');
    flush();
    // Every route keeps its parts: an exact-size copy, where the pushes left room for 16.
    return parts.slice();
  }

  /** Whether the current character starts a path segment (`/:id`, `[/:id]`, or the pattern's start). */
  #atSegmentStart(): boolean {
    const previous = this.#path[this.#index - 1];
    return previous === undefined || previous === '/' || previous === '[';
  }

  /**
   * Express, Fastify, Hono and Adonis write `:id` and `*`, which would otherwise register as
   * literal text that no request ever matches; refused with the form intake reads.
   */
  #refuseForeignSyntax(ch: string): never {
    if (ch === ':') {
      const name = /^:([A-Za-z_$][A-Za-z0-9_$]*)/.exec(this.#path.slice(this.#index))?.[1] ?? 'name';
      this.#fail('foreignSyntax', `uses ":${name}"; intake writes a parameter as "{${name}}".`);
    }
    if (ch === '*') {
      this.#fail(
        'foreignSyntax',
        'uses "*", which intake does not read as a wildcard; write a catch-all parameter as "{path:.+}".',
      );
    }
    this.#fail(
      'foreignSyntax',
      `has "${ch}" outside braces; write a parameter with a regex as "{name:regex}".`,
    );
  }

  #parameter(): ParameterPart {
    const path = this.#path;
    const start = this.#index;
    let i = start + 1;
    while (i < path.length && path[i] !== ':' && path[i] !== '}') i += 1;
    if (i >= path.length)
      this.#fail('unbalancedBrace', `has a "{" without a closing "}" at position ${start}.`);
    // `{ id }` and `{ id : \d+ }`: spaces around the name and the regex are allowed (as FastRoute does).
    const name = path.slice(start + 1, i).trim();
    if (!PARAMETER_NAME.test(name)) {
      this.#fail('invalidParameterName', `has an invalid parameter name "${name}" (use letters, digits, _).`);
    }
    if (this.#names.has(name)) this.#fail('duplicateParameter', `declares parameter "${name}" twice.`);
    this.#names.add(name);
    let regex: string | null = null;
    if (path[i] === ':') {
      const end = regexEnd(path, i + 1);
      if (end < 0) this.#fail('unbalancedBrace', `has a "{" without a closing "}" at position ${start}.`);
      regex = path.slice(i + 1, end).trim();
      if (regex === '') this.#fail('invalidRegex', `parameter "${name}" has an empty regex.`);
      i = end;
    }
    this.#index = i + 1;
    if (regex !== null) {
      const key = `${name}:${regex}`;
      return this.#known.get(key) ?? this.#remember(key, this.#regexParameter(name, regex));
    }
    const stop = this.#stopAfterParameter();
    // A name cannot hold a newline, so this key never meets one of `name:regex`.
    const key = `${name}\n${stop}`;
    return this.#known.get(key) ?? this.#remember(key, defaultParameter(name, `[^/${stop}]+`));
  }

  #remember(key: string, param: ParameterSpec): ParameterPart {
    const part: ParameterPart = Object.freeze({ kind: 'param', param });
    this.#known.set(key, part);
    return part;
  }

  // A default parameter stops at `/` and at the first character that follows it in the
  // pattern: `/{a}-{b}-` compiles to `([^/-]+)-([^/-]+)-`, which cannot backtrack
  // quadratically (the find-my-way and path-to-regexp advisories of 2024).
  #stopAfterParameter(): string {
    let j = this.#index;
    while (this.#path[j] === '[' || this.#path[j] === ']') j += 1;
    const next = this.#path[j];
    return next === undefined || next === '/' || next === '{' ? '' : escapeForClass(next);
  }

  #regexParameter(name: string, regex: string): ParameterSpec {
    const checked = checkParameterRegex(regex, this.#path, name, this.#allowUnsafeRegex);
    return Object.freeze({
      name,
      source: checked.source,
      isDefault: false,
      mayMatchSlash: checked.mayMatchSlash,
      wholeValue: new RegExp(`^(?:${checked.source})$`),
    });
  }

  #fail(code: RouteDefinitionErrorCode, detail: string): never {
    throw new RouteDefinitionError(code, this.#path, detail);
  }
}

/**
 * Where the regex of `{name:regex}` ends: the `}` that closes the parameter, skipping
 * escapes, character classes and the braces of `{n}` quantifiers. -1 when unclosed.
 */
function regexEnd(path: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = start; i < path.length; i++) {
    const ch = path[i];
    if (ch === '\\') i += 1;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

function defaultParameter(name: string, source: string): ParameterSpec {
  return Object.freeze({
    name,
    source,
    isDefault: true,
    mayMatchSlash: false,
    wholeValue: new RegExp(`^${source}$`),
  });
}

function escapeForClass(ch: string): string {
  return /[\\\]^-]/.test(ch) ? `\\${ch}` : ch;
}

/** Escapes regex syntax in static text. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
