import {
  DeclarationRecord,
  type GroupDeclaration,
  type ResponseOptions,
  type RouteDeclaration,
} from './declaration.js';
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
  /** Checks a handler given to `handle()`. */
  checkHandler(handler: unknown, path: string): void;
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
  #handler: RouteHandler<Ctx> | null;
  /** Middleware inherited from enclosing groups, outermost first. */
  readonly groupMiddleware: readonly Middleware<Ctx>[];
  readonly #ownMiddleware: Middleware<Ctx>[] = [];
  readonly #owner: RouteOwner;
  readonly #groupDeclaration: GroupDeclaration;
  /** Made on the first declaration or read: most routes of a large table declare nothing. */
  #declaration: DeclarationRecord | null = null;
  #name: string | null = null;

  constructor(
    owner: RouteOwner,
    methods: readonly string[],
    path: string,
    handler: RouteHandler<Ctx> | null,
    groupMiddleware: readonly Middleware<Ctx>[],
    groupDeclaration: GroupDeclaration = {},
  ) {
    this.#owner = owner;
    this.methods = methods;
    this.path = path;
    this.#handler = handler;
    this.groupMiddleware = groupMiddleware;
    this.#groupDeclaration = groupDeclaration;
  }

  /** What the route runs; a route declared without one throws here until `handle()` gives it. */
  get handler(): RouteHandler<Ctx> {
    if (this.#handler === null) {
      throw new RouteDefinitionError(
        'missingHandler',
        this.path,
        'was declared without a handler; give it one with .handle(handler).',
      );
    }
    return this.#handler;
  }

  /** Whether the route has its handler (one registered as `get(path)` waits for `handle()`). */
  get hasHandler(): boolean {
    return this.#handler !== null;
  }

  /**
   * Gives the handler to a route registered without one, after its declarations — so the
   * handler's types can follow them (`routes.post('/orders').body(CreateOrder).handle(…)`).
   */
  handle(handler: RouteHandler<Ctx>): this {
    if (this.#handler !== null) {
      throw new RouteDefinitionError('invalidDeclaration', this.path, 'already has a handler.');
    }
    this.#owner.checkHandler(handler, this.path);
    this.#handler = handler;
    this.#owner.invalidate();
    return this;
  }

  /** Declares the request class `ctx.body()` maps to (and that API descriptions show). */
  body(dto: new () => unknown): this {
    this.#declared().body(dto);
    return this;
  }

  /** Declares the request class `ctx.query()` maps to. */
  query(dto: new () => unknown): this {
    this.#declared().query(dto);
    return this;
  }

  /**
   * Declares an answer: its status, the class of its body (`[Cls]`: a JSON array of them; `null`
   * for none), and a description or `{ description, headers }`.
   *
   * @example
   * route.responds(201, TaskView, { headers: { Location: 'The new task\'s URL' } });
   */
  responds(
    status: number,
    dto?: (abstract new () => unknown) | readonly [abstract new () => unknown] | null,
    options?: string | ResponseOptions,
  ): this {
    this.#declared().responds(status, dto, options);
    return this;
  }

  /**
   * Declares an application error the route may answer, thrown as `new HttpError(status, message,
   * { code })`: API documents list it and typed clients narrow on it.
   *
   * @example
   * route.error(409, 'taskTitleTaken', 'A task with this title exists in the project');
   */
  error(status: number, code: string, description?: string): this {
    this.#declared().error(status, code, description);
    return this;
  }

  summary(text: string): this {
    this.#declared().summary(text);
    return this;
  }

  tags(...names: string[]): this {
    this.#declared().tags(names);
    return this;
  }

  deprecated(on = true): this {
    this.#declared().deprecated(on);
    return this;
  }

  #declared(): DeclarationRecord {
    this.#declaration ??= new DeclarationRecord(this.path, this.#groupDeclaration);
    return this.#declaration;
  }

  /** Everything declared, with the enclosing groups' tags and deprecation merged in. */
  get declaration(): RouteDeclaration {
    return this.#declared().merged;
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
