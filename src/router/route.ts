import { RouteDefinitionError } from './errors.js';
import type { Middleware, RouteHandler, RouteParams } from './types.js';
import type { UrlQueryValue } from './url.js';

/** What a `Route` tells its collector about; keeps names unique and the matcher fresh. */
export interface RouteOwner {
  /** Throws when another route holds `name`; releases `previous`. */
  claimName(route: Route<any>, name: string, previous: string | null): void;
  /** Marks the compiled matcher stale. */
  invalidate(): void;
  /** Builds the path of `route` from `params`. */
  urlOf(route: Route<any>, params: Readonly<Record<string, UrlQueryValue>>): string;
}

/**
 * One registered route. Returned by `get`, `post`, … so that `name()` and `middleware()`
 * chain; read back through `RouteCollector.routes`.
 *
 * @example
 * routes.get('/users/{id}', [UserController, 'show']).name('users.show').middleware(Audit);
 */
export class Route<Ctx = any> {
  /** Upper-case methods this route answers (`HEAD` also falls back to `GET`; `*` is every method). */
  readonly methods: readonly string[];
  /** The full pattern: group prefixes followed by the route's own path. */
  readonly path: string;
  readonly handler: RouteHandler<Ctx>;
  /** Middleware inherited from enclosing groups, outermost first. */
  readonly groupMiddleware: readonly Middleware<Ctx>[];
  readonly #ownMiddleware: Middleware<Ctx>[] = [];
  readonly #owner: RouteOwner;
  #name: string | null = null;

  constructor(
    owner: RouteOwner,
    methods: readonly string[],
    path: string,
    handler: RouteHandler<Ctx>,
    groupMiddleware: readonly Middleware<Ctx>[],
  ) {
    this.#owner = owner;
    this.methods = methods;
    this.path = path;
    this.handler = handler;
    this.groupMiddleware = groupMiddleware;
  }

  /**
   * Names the route for `url()`; a name already used by another route throws.
   *
   * @example
   * routes.get('/users', [Users, 'index']).name('users.index');
   */
  name(name: string): this {
    if (typeof name !== 'string' || name === '') {
      const given = typeof name === 'string' ? "''" : String(name);
      throw new RouteDefinitionError(
        'invalidName',
        this.path,
        `needs a non-empty string as its name, got ${given}.`,
      );
    }
    this.#owner.claimName(this, name, this.#name);
    this.#name = name;
    return this;
  }

  /**
   * Adds route-specific middleware; it runs after every group's, in the order given.
   *
   * @example
   * routes.post('/orders', [Orders, 'store']).middleware(Auth, Audit);
   */
  middleware(...middleware: Middleware<Ctx>[]): this {
    this.#ownMiddleware.push(...middleware);
    this.#owner.invalidate();
    return this;
  }

  /**
   * Builds this route's path (with the same rules as `RouteCollector.url()`, names not needed).
   * Through the package root's `RouteCollector` its parameters are typed by the template.
   *
   * @example
   * routes.get('/users/{id}', show).url({ id: 5 }); // '/users/5'
   */
  url(params: Readonly<Record<string, UrlQueryValue>> = {}): string {
    return this.#owner.urlOf(this, params);
  }

  /** The route's name, or null. */
  get routeName(): string | null {
    return this.#name;
  }

  /** All middleware in execution order: outer groups, inner groups, the route's own. */
  get middlewareStack(): readonly Middleware<Ctx>[] {
    return [...this.groupMiddleware, ...this.#ownMiddleware];
  }
}

/**
 * The answer of `RouteCollector.match()`. For static paths it is one shared, frozen object
 * per route and method; for dynamic paths a fresh object per call.
 */
export interface RouteMatch<Ctx = any> {
  readonly route: Route<Ctx>;
  readonly handler: RouteHandler<Ctx>;
  readonly params: RouteParams;
  /** Execution order: outer groups, inner groups, then the route's own (ARCHITECTURE.md "Router rules"). */
  readonly middleware: readonly Middleware<Ctx>[];
  readonly name: string | null;
}
