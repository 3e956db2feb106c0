// What a route declares about itself besides its handler — the class its body and query map
// to, the answers it gives, a summary, tags, deprecation — merged with what its enclosing groups
// declare. The kernel maps `ctx.body()`/`ctx.query()` with it and API descriptions read it.
import { RouteDefinitionError } from './errors.js';

/** One declared answer: its status, the class (or none) its body is, a description. */
export interface ResponseDeclaration {
  readonly status: number;
  readonly dto: (abstract new () => unknown) | null;
  /** The body is a JSON array of `dto` (declared as `[Cls]`). */
  readonly list: boolean;
  readonly description: string | null;
  /** The headers this answer carries, by name (lower case), with what each says. */
  readonly headers: Readonly<Record<string, HeaderDeclaration>>;
}

/** One response header a route or middleware declares: what it says, and whether every answer has it. */
export interface HeaderDeclaration {
  readonly description: string;
  readonly required: boolean;
  /** A JSON Schema of the value; default a string. */
  readonly schema?: { readonly [keyword: string]: unknown };
}

/** How a header is declared: its description alone, or the description with `required` and a schema. */
export type HeaderSpec =
  | string
  | { description: string; required?: boolean; schema?: { readonly [keyword: string]: unknown } };

/** The options of `responds(status, Cls, options)`: a description and the headers of the answer. */
export interface ResponseOptions {
  description?: string;
  headers?: Readonly<Record<string, HeaderSpec>>;
}

/** An application error a route may answer: `error(409, 'taskTitleTaken')`, thrown as `HttpError(409, …, { code })`. */
export interface ErrorDeclaration {
  readonly status: number;
  readonly code: string;
  readonly description: string | null;
}

/** Everything a route declares, group declarations merged in (outer groups first). */
export interface RouteDeclaration {
  readonly body: (new () => unknown) | null;
  readonly query: (new () => unknown) | null;
  readonly responses: readonly ResponseDeclaration[];
  /** The application errors the route may answer, besides the kernel's own. */
  readonly errors: readonly ErrorDeclaration[];
  readonly summary: string | null;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
}

/** What a group declares for every route in it (inherited like middleware). */
export interface GroupDeclaration {
  readonly tags?: readonly string[];
  readonly deprecated?: boolean;
}

/** Merges an inner group's declaration into the enclosing ones'. */
export function mergeGroupDeclarations(
  outer: GroupDeclaration,
  inner: GroupDeclaration | undefined,
  path: string,
): GroupDeclaration {
  if (inner === undefined) return outer;
  if (inner.tags !== undefined) checkTags(inner.tags, path);
  if (inner.deprecated !== undefined && typeof inner.deprecated !== 'boolean') {
    throw new RouteDefinitionError(
      'invalidDeclaration',
      path,
      'group option "deprecated" must be a boolean.',
    );
  }
  return Object.freeze({
    tags: [...(outer.tags ?? []), ...(inner.tags ?? [])],
    deprecated: (outer.deprecated ?? false) || (inner.deprecated ?? false),
  });
}

function checkTags(tags: readonly unknown[], path: string): void {
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || tag === '')) {
    throw new RouteDefinitionError('invalidDeclaration', path, 'tags must be non-empty strings.');
  }
}

/** The mutable declarations of one route, read as one frozen `RouteDeclaration`. */
export class DeclarationRecord {
  #body: (new () => unknown) | null = null;
  #query: (new () => unknown) | null = null;
  readonly #responses: ResponseDeclaration[] = [];
  readonly #errors: ErrorDeclaration[] = [];
  #summary: string | null = null;
  readonly #tags: string[] = [];
  #deprecated = false;
  #merged: RouteDeclaration | null = null;

  constructor(
    readonly path: string,
    readonly group: GroupDeclaration,
  ) {}

  body(dto: unknown): void {
    this.#body = this.#dtoClass(dto, 'body');
    this.#merged = null;
  }

  query(dto: unknown): void {
    this.#query = this.#dtoClass(dto, 'query');
    this.#merged = null;
  }

  responds(status: unknown, dto: unknown, options: unknown): void {
    this.#checkStatus(status, 'responds', 100);
    const list = Array.isArray(dto);
    const cls: unknown = list ? (dto.length === 1 ? dto[0] : undefined) : dto;
    if (
      (list && typeof cls !== 'function') ||
      (cls !== undefined && cls !== null && typeof cls !== 'function')
    ) {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        'responds() takes a class, or [class] for an array of them, as its second argument.',
      );
    }
    const { description, headers } = this.#responseOptions(options);
    this.#responses.push(
      Object.freeze({
        status: status as number,
        dto: (cls ?? null) as ResponseDeclaration['dto'],
        list,
        description,
        headers,
      }),
    );
    this.#merged = null;
  }

  error(status: unknown, code: unknown, description: unknown): void {
    this.#checkStatus(status, 'error', 400);
    if (typeof code !== 'string' || !/^[A-Za-z][\w.-]*$/.test(code)) {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        `error() takes the error's code (letters, digits, . _ -), got ${JSON.stringify(code)}.`,
      );
    }
    if (description !== undefined && typeof description !== 'string') {
      throw new RouteDefinitionError('invalidDeclaration', this.path, 'error() takes a string description.');
    }
    if (this.#errors.some((known) => known.status === status && known.code === code)) {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        `error(${String(status)}, '${code}') is declared twice.`,
      );
    }
    this.#errors.push(
      Object.freeze({
        status: status as number,
        code,
        description: (description as string | undefined) ?? null,
      }),
    );
    this.#merged = null;
  }

  summary(text: unknown): void {
    if (typeof text !== 'string')
      throw new RouteDefinitionError('invalidDeclaration', this.path, 'summary() takes a string.');
    this.#summary = text;
    this.#merged = null;
  }

  tags(names: readonly unknown[]): void {
    checkTags(names, this.path);
    this.#tags.push(...(names as string[]));
    this.#merged = null;
  }

  deprecated(on: unknown): void {
    if (typeof on !== 'boolean')
      throw new RouteDefinitionError('invalidDeclaration', this.path, 'deprecated() takes a boolean.');
    this.#deprecated = on;
    this.#merged = null;
  }

  /** The declaration with the groups' merged in; built once per change. */
  get merged(): RouteDeclaration {
    return (this.#merged ??= Object.freeze({
      body: this.#body,
      query: this.#query,
      responses: Object.freeze([...this.#responses]),
      errors: Object.freeze([...this.#errors]),
      summary: this.#summary,
      tags: Object.freeze([...new Set([...(this.group.tags ?? []), ...this.#tags])]),
      deprecated: this.#deprecated || (this.group.deprecated ?? false),
    }));
  }

  #checkStatus(status: unknown, method: string, lowest: number): void {
    if (!Number.isInteger(status) || (status as number) < lowest || (status as number) > 599) {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        `${method}() needs an HTTP status (${lowest}–599), got ${String(status)}.`,
      );
    }
  }

  #responseOptions(options: unknown): Pick<ResponseDeclaration, 'description' | 'headers'> {
    if (options === undefined) return { description: null, headers: NO_HEADERS };
    if (typeof options === 'string') return { description: options, headers: NO_HEADERS };
    if (options === null || typeof options !== 'object') {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        'responds() takes a string description or { description, headers } as its third argument.',
      );
    }
    const { description, headers } = options as ResponseOptions;
    if (description !== undefined && typeof description !== 'string') {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        'responds() takes a string description.',
      );
    }
    return {
      description: description ?? null,
      headers: headers === undefined ? NO_HEADERS : headerDeclarations(headers, this.path),
    };
  }

  #dtoClass(dto: unknown, what: string): new () => unknown {
    if (typeof dto !== 'function') {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        `${what}() takes a request class, got ${typeof dto}.`,
      );
    }
    return dto as new () => unknown;
  }
}

const NO_HEADERS: Readonly<Record<string, HeaderDeclaration>> = Object.freeze({});

/** Header specs checked and normalised: lower-case names (HTTP field names are case-insensitive). */
export function headerDeclarations(
  headers: unknown,
  path: string,
): Readonly<Record<string, HeaderDeclaration>> {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) {
    throw new RouteDefinitionError(
      'invalidDeclaration',
      path,
      'headers must be an object: name → description.',
    );
  }
  const out: Record<string, HeaderDeclaration> = Object.create(null);
  for (const [name, spec] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^`|~\w-]+$/.test(name)) {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        path,
        `${JSON.stringify(name)} is not a header name.`,
      );
    }
    const entry = typeof spec === 'string' ? { description: spec } : (spec as HeaderSpec);
    if (entry === null || typeof entry !== 'object' || typeof entry.description !== 'string') {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        path,
        `header ${name} needs a description: a string, or { description, required?, schema? }.`,
      );
    }
    out[name.toLowerCase()] = Object.freeze({
      description: entry.description,
      required: entry.required ?? true,
      ...(entry.schema === undefined ? {} : { schema: entry.schema }),
    });
  }
  return Object.freeze(out);
}
