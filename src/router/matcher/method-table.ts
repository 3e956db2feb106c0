import type { Alternative } from '../expand.js';
import type { PatternPart } from '../pattern.js';
import type { Route, RouteMatch } from '../route.js';
import type { RouteParams, RouterOptions } from '../types.js';
import { type ConcreteForm, concreteForms } from './concrete-forms.js';
import { DynamicMatcher } from './dynamic-matcher.js';
import { Endpoint } from './endpoint.js';
import { NO_PARAMS, setParam } from './params.js';
import { type Segment, splitSegments } from './segments.js';
import { type StaticFinder, staticFinder } from './static-finder.js';

/** A registered route with its parsed pattern, as the collector keeps it. */
export interface RouteRecord {
  readonly route: Route<any>;
  readonly parts: readonly PatternPart[];
  readonly alternatives: readonly Alternative[];
}

type MatchBase = Omit<RouteMatch, 'params'>;

interface DynamicForm {
  readonly segments: readonly Segment[];
  readonly endpoint: Endpoint;
  /** The form alone, anchored at both ends; built only when a shadowing check needs it. */
  alone: RegExp | null;
}

/**
 * The routes of one method: static paths through a static finder (static-finder.ts), dynamic
 * ones through one matcher of their ordered trie (dynamic-matcher.ts).
 */
export class MethodTable {
  readonly #static = new Map<string, RouteMatch>();
  #findStatic: StaticFinder = (path) => this.#static.get(path);
  #forms: DynamicForm[] = [];
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
    const names = form.pieces.filter(isParameter).map((piece) => piece.param.name);
    const endpoint = new Endpoint(base, names, form.constants);
    this.#forms.push({ segments: splitSegments(form.pieces), endpoint, alone: null });
  }

  /** Whether an already added dynamic form matches `path` (then it outranks a later static form). */
  dynamicMatches(path: string): boolean {
    const end = path.indexOf('/', 1);
    const first = end === -1 ? path.slice(1) : path.slice(1, end);
    return this.#forms.some((form) => {
      const text = form.segments[0]!.staticText;
      if (text !== null && text !== first) return false;
      form.alone ??= new RegExp(`^${form.segments.map((segment) => segment.key).join('')}$`);
      return form.alone.test(path);
    });
  }

  seal(): void {
    this.#findStatic = staticFinder(this.#static, this.#generateCode);
    const dynamic = this.#dynamic;
    for (const { segments, endpoint } of this.#forms) dynamic.add(segments, endpoint);
    // Only building reads the forms.
    this.#forms = [];
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
  const planned = records.map(({ route, alternatives }) => {
    const base: MatchBase = Object.freeze({
      route,
      handler: route.handler,
      middleware: Object.freeze(route.middlewareStack),
      name: route.routeName,
    });
    const withTwins =
      options.trailingSlash === 'ignore'
        ? alternatives.flatMap((alternative) => [alternative, ...nonNull(toggleTrailingSlash(alternative))])
        : alternatives;
    const forms = withTwins.flatMap((alternative) => concreteForms(alternative, options.maxAlternatives));
    return { route, base, forms };
  });
  const tableOf = (method: string): MethodTable => {
    let table = tables.get(method);
    if (table === undefined) tables.set(method, (table = new MethodTable(options.generateCode)));
    return table;
  };
  for (const { route, base, forms } of planned) {
    for (const method of route.methods) {
      const table = tableOf(method);
      for (const form of forms) {
        if (form.constants.length === 0 && isStatic(form)) table.addStatic(staticPath(form), base);
      }
    }
  }
  for (const { route, base, forms } of planned) {
    for (const method of route.methods) {
      const table = tableOf(method);
      for (const form of forms) {
        if (!isStatic(form)) table.addDynamic(form, base);
        else if (form.constants.length > 0) {
          const path = staticPath(form);
          if (table.hasStatic(path) || table.dynamicMatches(path)) table.addDynamic(form, base);
          else table.addStatic(path, base, constantParams(form));
        }
      }
    }
  }
  for (const table of tables.values()) table.seal();
  return tables;
}

function isParameter(piece: Alternative[number]): piece is Extract<Alternative[number], { kind: 'param' }> {
  return piece.kind === 'param';
}

function isStatic(form: ConcreteForm): boolean {
  return form.pieces.every((piece) => piece.kind === 'text');
}

function staticPath(form: ConcreteForm): string {
  return form.pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');
}

function constantParams(form: ConcreteForm): RouteParams {
  const params: RouteParams = {};
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
