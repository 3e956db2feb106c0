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
}

/** Everything a route declares, group declarations merged in (outer groups first). */
export interface RouteDeclaration {
  readonly body: (new () => unknown) | null;
  readonly query: (new () => unknown) | null;
  readonly responses: readonly ResponseDeclaration[];
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

  responds(status: unknown, dto: unknown, description: unknown): void {
    if (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599) {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        `responds() needs an HTTP status (100–599), got ${String(status)}.`,
      );
    }
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
    if (description !== undefined && typeof description !== 'string') {
      throw new RouteDefinitionError(
        'invalidDeclaration',
        this.path,
        'responds() takes a string description.',
      );
    }
    this.#responses.push(
      Object.freeze({
        status: status as number,
        dto: (cls ?? null) as ResponseDeclaration['dto'],
        list,
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
      summary: this.#summary,
      tags: Object.freeze([...new Set([...(this.group.tags ?? []), ...this.#tags])]),
      deprecated: this.#deprecated || (this.group.deprecated ?? false),
    }));
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
