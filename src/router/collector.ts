import { generatesCode } from '../compiler/code-writer.js';
import type { Constructor } from '../shared/constructor.js';
import { type GroupDeclaration, mergeGroupDeclarations } from './declaration.js';
import { RouteDefinitionError, RouteMatchError, UrlGenerationError } from './errors.js';
import { expandAlternatives } from './expand.js';
import { buildMethodTables, type MethodTable, type RouteRecord } from './matcher/method-table.js';
import { type KnownParameters, parsePattern } from './pattern.js';
import { refuseSameShape, shapeKeys } from './pattern-shape.js';
import {
  ANY_METHOD,
  allowedMethodsOf,
  checkHandler,
  checkMethods,
  positiveInteger,
  trailingSlashOption,
} from './registration-checks.js';
import { Route, type RouteMatch, type RouteOwner } from './route.js';
import type { HandlerArgument, Middleware, RouteHandler, RouterOptions } from './types.js';
import { buildUrl, type UrlQueryValue } from './url.js';

/**
 * Where an application registers its routes — with groups that share a prefix and
 * middleware — and asks which route answers a method and a path (ARCHITECTURE.md "Router rules").
 * Registration parses and checks each pattern at once; the matcher is compiled on the first
 * `match` after a change (or by `compile()`), and `match` then only looks up.
 *
 * @example
 * const routes = new RouteCollector();
 * routes.group('/api', (r) => {
 *   r.get('/users/{id:[0-9]+}', [UserController, 'show']).name('users.show');
 * }, [Auth]);
 * routes.match('GET', '/api/users/5'); // { route, handler, params: { id: '5' }, middleware: [Auth], name: 'users.show' }
 * routes.url('users.show', { id: 5 }); // '/api/users/5'
 */
export class RouteCollector<Ctx = any> {
  readonly #maxPathLength: number;
  readonly #maxParameterLength: number;
  readonly #trailingSlash: 'strict' | 'ignore';
  readonly #allowUnsafeRegex: boolean;
  readonly #generateCode: boolean;
  readonly #maxAlternatives: number;
  readonly #records: RouteRecord[] = [];
  readonly #recordOf = new Map<Route<Ctx>, RouteRecord>();
  readonly #names = new Map<string, RouteRecord>();
  /** `METHOD shape` → the route that holds it: a later route of the same shape could never answer. */
  readonly #shapes = new Map<string, RouteRecord>();
  readonly #parameters: KnownParameters = new Map();
  readonly #owner: RouteOwner;
  #prefix = '';
  #groupMiddleware: readonly Middleware<Ctx>[] = Object.freeze([]);
  #groupDeclaration: GroupDeclaration = Object.freeze({});
  #tables: Map<string, MethodTable> | null = null;
  #getTable: MethodTable | undefined;
  #postTable: MethodTable | undefined;
  #anyTable: MethodTable | undefined;

  constructor(options: RouterOptions = {}) {
    this.#maxPathLength = positiveInteger(options.maxPathLength, 8192, 'maxPathLength');
    this.#maxParameterLength = positiveInteger(options.maxParameterLength, 1024, 'maxParameterLength');
    this.#maxAlternatives = positiveInteger(options.maxAlternatives, 256, 'maxAlternatives');
    this.#trailingSlash = trailingSlashOption(options.trailingSlash);
    this.#allowUnsafeRegex = options.allowUnsafeRegex === true;
    this.#generateCode = generatesCode(options.jitless);
    this.#owner = {
      claimName: (route, name, previous) => this.#claimName(route, name, previous),
      invalidate: () => {
        this.#tables = null;
      },
      checkHandler,
      urlOf: (route, params) => buildUrl(route.routeName ?? route.path, this.#recordFor(route).parts, params),
    };
  }

  /** Registers a `GET` route (which also answers `HEAD`). */
  get<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('GET', path, handler);
  }

  post<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('POST', path, handler);
  }

  put<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('PUT', path, handler);
  }

  patch<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('PATCH', path, handler);
  }

  delete<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('DELETE', path, handler);
  }

  head<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('HEAD', path, handler);
  }

  options<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('OPTIONS', path, handler);
  }

  /**
   * Registers a `QUERY` route: a safe, idempotent request whose body says what to read (the HTTP
   * QUERY method draft), for searches too large or too structured for a URL.
   *
   * @example
   * routes.query('/tasks/search', [TaskSearch, 'run']).body(TaskFilter);
   */
  query<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute('QUERY', path, handler);
  }

  /**
   * Registers a route for every method (also `addRoute('*', …)`); a route registered for the
   * exact method of a request wins over it, wherever it was registered.
   *
   * @example
   * routes.any('/webhooks/{source}', [Webhooks, 'receive']);
   */
  any<C extends Constructor>(path: string, handler?: HandlerArgument<C, Ctx>): Route<Ctx> {
    return this.addRoute(ANY_METHOD, path, handler);
  }

  /**
   * Registers one route for one or several methods (any upper-case token, e.g. `PURGE`).
   *
   * @example
   * routes.addRoute(['GET', 'POST'], '/search', [SearchController, 'run']);
   */
  addRoute<C extends Constructor>(
    methods: string | readonly string[],
    path: string,
    handler?: HandlerArgument<C, Ctx>,
  ): Route<Ctx> {
    const fullPath = this.#prefix + path;
    const methodList = checkMethods(methods, fullPath);
    // Without a handler the route waits for `route.handle()` (declarations first).
    if (handler !== undefined) checkHandler(handler, fullPath);
    const parts = parsePattern(fullPath, this.#allowUnsafeRegex, this.#parameters);
    const alternatives = expandAlternatives(fullPath, parts, this.#maxAlternatives);
    const keys = shapeKeys(methodList, parts);
    refuseSameShape(this.#shapes, keys, methodList, fullPath);
    const route = new Route<Ctx>(
      this.#owner,
      methodList,
      fullPath,
      (handler ?? null) as RouteHandler<Ctx> | null,
      this.#groupMiddleware,
      this.#groupDeclaration,
    );
    const record: RouteRecord = { route, parts, alternatives };
    for (const key of keys) this.#shapes.set(key, record);
    this.#records.push(record);
    this.#recordOf.set(route, record);
    this.#tables = null;
    return route;
  }

  /**
   * Registers the routes made in `callback` under `prefix` and after `middleware` (docs/router.md "Groups"):
   * prefixes concatenate outermost first, `''` adds nothing, groups nest to any depth, and a
   * group's middleware runs after its enclosing groups' and before the route's own. The
   * callback runs synchronously; if it throws, the routes it registered are removed again.
   *
   * @example
   * routes.group('[/{lang:en|de}]', (r) => {
   *   r.group('/v1', (r) => r.get('/users', [V1Users, 'index']), [Deprecated]);
   * }, [Auth]);
   */
  group(
    prefix: string,
    callback: (routes: this) => void,
    middleware: readonly Middleware<Ctx>[] = [],
    declaration?: GroupDeclaration,
  ): this {
    const outerPrefix = this.#prefix;
    const outerMiddleware = this.#groupMiddleware;
    const outerDeclaration = this.#groupDeclaration;
    parsePattern(outerPrefix + prefix, this.#allowUnsafeRegex, this.#parameters);
    const declared = mergeGroupDeclarations(outerDeclaration, declaration, outerPrefix + prefix);
    const recordCount = this.#records.length;
    this.#prefix = outerPrefix + prefix;
    this.#groupMiddleware = Object.freeze([...outerMiddleware, ...middleware]);
    this.#groupDeclaration = declared;
    try {
      callback(this);
    } catch (error) {
      this.#forgetFrom(recordCount);
      throw error;
    } finally {
      this.#prefix = outerPrefix;
      this.#groupMiddleware = outerMiddleware;
      this.#groupDeclaration = outerDeclaration;
    }
    return this;
  }

  /**
   * The route for `method` and `path` (the URL pathname, without query string), or null.
   * Static paths win over dynamic ones; among dynamic ones registration order decides;
   * `HEAD` falls back to `GET`. Throws `RouteMatchError` for a path or parameter over its
   * length limit (414) or a malformed percent escape in a parameter (400).
   *
   * @example
   * routes.match('GET', '/users/42')?.params.id; // '42'
   */
  match(method: string, path: string): RouteMatch<Ctx> | null {
    const tables = this.#tables ?? this.#compileTables();
    if (path.length > this.#maxPathLength) {
      throw new RouteMatchError(414, 'pathTooLong', `Path is longer than ${this.#maxPathLength} characters`);
    }
    // GET and POST, the most frequent methods, skip the method lookup.
    const table =
      method === 'GET' ? this.#getTable : method === 'POST' ? this.#postTable : tables.get(method);
    if (table !== undefined) {
      const found = table.find(path, this.#maxParameterLength);
      if (found !== null) return found;
    }
    if (method === 'HEAD') {
      const viaGet = this.#getTable?.find(path, this.#maxParameterLength);
      if (viaGet) return viaGet;
    }
    return this.#anyTable === undefined ? null : this.#anyTable.find(path, this.#maxParameterLength);
  }

  /**
   * Methods that have a route for `path` (with `HEAD` wherever `GET` is), for a 405 answer's
   * `Allow` header or an `OPTIONS` reply. Empty when no route matches at all.
   *
   * @example
   * routes.allowedMethods('/users'); // ['GET', 'HEAD', 'POST']
   */
  allowedMethods(path: string): string[] {
    const tables = this.#tables ?? this.#compileTables();
    const anyAnswers = this.#anyTable?.find(path, this.#maxParameterLength) != null;
    return allowedMethodsOf(tables.keys(), (method) => this.match(method, path) !== null, anyAnswers);
  }

  /**
   * Builds the path of a named route; values are percent-encoded and checked against their
   * parameter's regex; optional segments are filled when their parameters are given; values
   * the pattern does not use go into the query string (lists and records in bracket form).
   *
   * @example
   * routes.url('users.show', { id: 5 }); // '/users/5'
   * routes.url('users.show', { id: 5, tab: 'orders', tags: ['a'] }); // '/users/5?tab=orders&tags[0]=a'
   */
  url(name: string, params: Readonly<Record<string, UrlQueryValue>> = {}): string {
    const record = this.#names.get(name);
    if (record === undefined) throw new UrlGenerationError('unknownRoute', name, 'no route has this name.');
    return buildUrl(name, record.parts, params);
  }

  /** Every route, in registration order. */
  get routes(): readonly Route<Ctx>[] {
    return this.#records.map((record) => record.route);
  }

  /** Compiles the matcher now (e.g. at start-up) instead of on the first `match`. */
  compile(): this {
    this.#compileTables();
    return this;
  }

  #compileTables(): Map<string, MethodTable> {
    const tables = buildMethodTables(this.#records, {
      trailingSlash: this.#trailingSlash,
      maxAlternatives: this.#maxAlternatives,
      generateCode: this.#generateCode,
    });
    this.#tables = tables;
    this.#getTable = tables.get('GET');
    this.#postTable = tables.get('POST');
    this.#anyTable = tables.get(ANY_METHOD);
    return tables;
  }

  #claimName(route: Route<any>, name: string, previous: string | null): void {
    const record = this.#recordFor(route);
    const holder = this.#names.get(name);
    if (holder !== undefined && holder !== record) {
      throw new RouteDefinitionError(
        'duplicateName',
        route.path,
        `the name "${name}" is already used by route "${holder.route.path}".`,
      );
    }
    if (previous !== null) this.#names.delete(previous);
    this.#names.set(name, record);
    this.#tables = null;
  }

  #recordFor(route: Route<any>): RouteRecord {
    const record = this.#recordOf.get(route);
    if (record === undefined) throw new TypeError('This route belongs to another RouteCollector');
    return record;
  }

  /** Removes the routes registered from `index` on (a group callback threw). */
  #forgetFrom(index: number): void {
    for (const record of this.#records.splice(index)) {
      for (const [key, holder] of this.#shapes) if (holder === record) this.#shapes.delete(key);
      const name = record.route.routeName;
      if (name !== null && this.#names.get(name) === record) this.#names.delete(name);
      this.#recordOf.delete(record.route);
    }
    this.#tables = null;
  }
}
