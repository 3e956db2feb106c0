// Argument checks of RouteCollector: options, methods, handlers; and the method order of
// allowedMethods().
import { RouteDefinitionError } from './errors.js';

const METHOD_TOKEN = /^[A-Z][A-Z0-9_-]*$/;

export function positiveInteger(value: number | undefined, fallback: number, option: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new TypeError(`${option} must be a positive integer, not ${String(value)}`);
  }
  return value;
}

/** The method of `any()`: the route answers every method that has no route of its own. */
export const ANY_METHOD = '*';

export function trailingSlashOption(value: unknown): 'strict' | 'ignore' {
  if (value === undefined) return 'strict';
  if (value !== 'strict' && value !== 'ignore') {
    throw new TypeError(`trailingSlash must be 'strict' or 'ignore', not ${String(value)}`);
  }
  return value;
}

export function checkMethods(methods: string | readonly string[], path: string): string[] {
  const list = typeof methods === 'string' ? [methods] : [...new Set(methods)];
  const invalid = list.find(
    (method) => typeof method !== 'string' || (method !== ANY_METHOD && !METHOD_TOKEN.test(method)),
  );
  if (list.length === 0 || invalid !== undefined) {
    throw new RouteDefinitionError(
      'invalidMethod',
      path,
      `needs upper-case HTTP method names (or '*' for every method), got ${JSON.stringify(invalid ?? methods)}.`,
    );
  }
  return list;
}

export function checkHandler(handler: unknown, path: string): void {
  if (typeof handler === 'function') return;
  if (
    Array.isArray(handler) &&
    handler.length === 2 &&
    typeof handler[0] === 'function' &&
    typeof handler[1] === 'string'
  ) {
    return;
  }
  throw new RouteDefinitionError(
    'invalidHandler',
    path,
    'needs a handler [ControllerClass, "method"] or a function.',
  );
}

/** The methods `allowedMethods` lists for a path an `any()` route answers. */
export const COMMON_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The `Allow` list of a path: every method whose route answers it (`answers`), every common
 * method where an `any()` route does, `HEAD` wherever `GET` is; common methods first, in their
 * usual order, then custom ones alphabetically.
 */
export function allowedMethodsOf(
  methods: Iterable<string>,
  answers: (method: string) => boolean,
  anyAnswers: boolean,
): string[] {
  const allowed = new Set<string>(anyAnswers ? COMMON_METHODS : []);
  for (const method of methods) if (method !== ANY_METHOD && answers(method)) allowed.add(method);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort((a, b) => methodRank(a) - methodRank(b) || a.localeCompare(b));
}

export function methodRank(method: string): number {
  const rank = COMMON_METHODS.indexOf(method);
  return rank < 0 ? COMMON_METHODS.length : rank;
}
