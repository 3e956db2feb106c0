import { generatingFor } from '../../compiler/generated-record.js';
import type { Alternative } from '../expand.js';
import type { PatternPart } from '../pattern.js';
import type { Route, RouteMatch } from '../route.js';
import type { RouteParams, RouterOptions } from '../types.js';
import { type ConcreteForm, concreteForms } from './concrete-forms.js';
import { DynamicMatcher } from './dynamic-matcher.js';
import { Endpoint } from './endpoint.js';
import { FormIndex, type IndexedForm } from './form-index.js';
import { NO_PARAMS, Params, setParam } from './params.js';
import { type SharedSegments, splitSegments } from './segments.js';
import { type StaticFinder, staticFinder } from './static-finder.js';

/** A registered route with its parsed pattern, as the collector keeps it. */
export interface RouteRecord {
  readonly route: Route<any>;
  readonly parts: readonly PatternPart[];
  readonly alternatives: readonly Alternative[];
}

type MatchBase = Omit<RouteMatch, 'params'>;

interface DynamicForm extends IndexedForm {
  readonly endpoint: Endpoint;
}

/**
 * The routes of one method: static paths through a static finder (static-finder.ts), dynamic
 * ones through one matcher of their ordered trie (dynamic-matcher.ts).
 */
export class MethodTable {
  readonly #static = new Map<string, RouteMatch>();
  #findStatic: StaticFinder = (path) => this.#static.get(path);
  #forms: DynamicForm[] = [];
  /** The same forms by their segments, for `dynamicMatches`; only building reads it. */
  #formIndex = new FormIndex();
  /** Segments with parameters, by key: forms that write one alike share it (splitSegments). */
  readonly #segments: SharedSegments = new Map();
  /**
   * Parameter-name lists by their names joined: the walker reads an endpoint's names per match,
   * and the routes of a large table mostly write the same ones.
   */
  readonly #names = new Map<string, readonly string[]>();
  readonly #dynamic = new DynamicMatcher();
  readonly #generateCode: boolean;

  constructor(generateCode: boolean) {
    this.#generateCode = generateCode;
  }

  /** A path with no parameter at all; an earlier route keeps a path it already has. */
  addStatic(path: string, base: MatchBase, params: RouteParams = NO_PARAMS): void {
    if (!this.#static.has(path)) this.#static.set(path, Object.freeze(matchOf(base, params)));
  }

  hasStatic(path: string): boolean {
    return this.#static.has(path);
  }

  addDynamic(form: ConcreteForm, base: MatchBase): void {
    const written = form.pieces.filter(isParameter).map((piece) => piece.param.name);
    // A name holds no `/`, so the joined key is one list's alone.
    const key = written.join('/');
    let names = this.#names.get(key);
    if (names === undefined) this.#names.set(key, (names = written));
    const endpoint = new Endpoint(base, names, form.constants);
    const added: DynamicForm = {
      segments: splitSegments(form.pieces, this.#segments),
      endpoint,
      alone: null,
    };
    this.#forms.push(added);
    this.#formIndex.add(added);
  }

  /** Whether an already added dynamic form matches `path` (then it outranks a later static form). */
  dynamicMatches(path: string): boolean {
    return this.#formIndex.matches(path);
  }

  seal(): void {
    this.#findStatic = staticFinder(this.#static, this.#generateCode);
    const dynamic = this.#dynamic;
    for (const { segments, endpoint } of this.#forms) dynamic.add(segments, endpoint);
    // Only building reads the forms.
    this.#forms = [];
    this.#formIndex = new FormIndex();
    this.#segments.clear();
    this.#names.clear();
    if (!(this.#generateCode && dynamic.generate())) dynamic.seal();
  }

  find(path: string, maxParameterLength: number): RouteMatch | null {
    const hit = this.#findStatic(path);
    if (hit !== undefined) return hit;
    return this.#dynamic.find(path, maxParameterLength);
  }
}

// Same key order as a dynamic match, so both share one object shape.
function matchOf(base: MatchBase, params: RouteParams): RouteMatch {
  return { route: base.route, handler: base.handler, params, middleware: base.middleware, name: base.name };
}

/**
 * Compiles every route into one table per method. Static paths go in first, so they beat
 * every dynamic form; a form that is static only because its word-alternation parameters were
 * written out joins them unless an earlier route's dynamic form already matches its path.
 */
export function buildMethodTables(
  records: readonly RouteRecord[],
  options: {
    trailingSlash: NonNullable<RouterOptions['trailingSlash']>;
    maxAlternatives: number;
    generateCode: boolean;
  },
): Map<string, MethodTable> {
  const tables = new Map<string, MethodTable>();
  const planned = records.map(({ route, alternatives }) => ({
    route,
    base: matchBaseOf(route),
    forms: formsOf(alternatives, options.trailingSlash, options.maxAlternatives),
  }));
  const tableOf = (method: string): MethodTable => {
    let table = tables.get(method);
    if (table === undefined) tables.set(method, (table = new MethodTable(options.generateCode)));
    return table;
  };
  // Indexed loops: building runs once, mostly before V8 optimises it, where `for…of` would
  // allocate an iterator and its results for each of the thousands of routes.
  const eachForm = (visit: (table: MethodTable, form: ConcreteForm, base: MatchBase) => void) => {
    for (let r = 0; r < planned.length; r++) {
      const { route, base, forms } = planned[r]!;
      for (let m = 0; m < route.methods.length; m++) {
        const table = tableOf(route.methods[m]!);
        for (let f = 0; f < forms.length; f++) visit(table, forms[f]!, base);
      }
    }
  };
  // Plain static paths first, so that a static form with constants can see them all.
  eachForm((table, form, base) => {
    if (form.constants.length === 0 && isStatic(form)) table.addStatic(staticPath(form), base);
  });
  eachForm((table, form, base) => {
    if (!isStatic(form)) table.addDynamic(form, base);
    else if (form.constants.length > 0) {
      const path = staticPath(form);
      if (table.hasStatic(path) || table.dynamicMatches(path)) table.addDynamic(form, base);
      else table.addStatic(path, base, constantParams(form));
    }
  });
  for (const [method, table] of tables) generatingFor(method, () => table.seal());
  return tables;
}

const NO_MIDDLEWARE: readonly never[] = Object.freeze([]);

function matchBaseOf(route: Route<any>): MatchBase {
  const middleware = route.middlewareStack;
  return Object.freeze({
    route,
    handler: route.handler,
    middleware: middleware.length === 0 ? NO_MIDDLEWARE : Object.freeze(middleware),
    name: route.routeName,
  });
}

/** The concrete forms of a route's alternatives, with their trailing-slash twins when slashes are ignored. */
function formsOf(
  alternatives: readonly Alternative[],
  trailingSlash: NonNullable<RouterOptions['trailingSlash']>,
  limit: number,
): readonly ConcreteForm[] {
  if (trailingSlash === 'strict' && alternatives.length === 1) return concreteForms(alternatives[0]!, limit);
  const withTwins =
    trailingSlash === 'ignore'
      ? alternatives.flatMap((alternative) => [alternative, ...nonNull(toggleTrailingSlash(alternative))])
      : alternatives;
  return withTwins.flatMap((alternative) => concreteForms(alternative, limit));
}

function isParameter(piece: Alternative[number]): piece is Extract<Alternative[number], { kind: 'param' }> {
  return piece.kind === 'param';
}

function isStatic(form: ConcreteForm): boolean {
  const pieces = form.pieces;
  for (let i = 0; i < pieces.length; i++) if (pieces[i]!.kind !== 'text') return false;
  return true;
}

function staticPath(form: ConcreteForm): string {
  return form.pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');
}

function constantParams(form: ConcreteForm): RouteParams {
  const params: RouteParams = new Params();
  for (const [name, value] of form.constants) setParam(params, name, value);
  return Object.freeze(params);
}

function nonNull<T>(value: T | null): T[] {
  return value === null ? [] : [value];
}

/** The same path with its trailing slash added or removed; null for the root. */
function toggleTrailingSlash(alternative: Alternative): Alternative | null {
  const last = alternative[alternative.length - 1]!;
  if (last.kind === 'param') return [...alternative, { kind: 'text', text: '/' }];
  if (last.text === '/') return alternative.length === 1 ? null : alternative.slice(0, -1);
  const text = last.text.endsWith('/') ? last.text.slice(0, -1) : `${last.text}/`;
  return [...alternative.slice(0, -1), { kind: 'text', text }];
}
