// Route names at the type level, for `routes.url(name, params)`. A route collector's routes are
// registered statement by statement, which no type can follow; so the names an application
// gives its routes are declared once, in an interface the application augments (written for it
// by `npx intake routes <module> --types <file>`), and `url()` reads each name's template there.
import type { UrlParamsFor } from './path-params.js';
import type { UrlQueryValue } from './url.js';

/**
 * The named routes of the application, name → path template: empty (every name is a string)
 * until the application augments it, by hand or with `npx intake routes <module> --types <file>`.
 *
 * @example
 * declare module 'intake' {
 *   interface RouteNames {
 *     'users.show': '/users/{id:[0-9]+}';
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: declared empty for applications to augment.
export interface RouteNames {}

/** A route name `url()` accepts: any text until `RouteNames` is augmented, then its keys. */
export type RouteName = [keyof RouteNames] extends [never] ? string : Extract<keyof RouteNames, string>;

/**
 * `url()`'s parameters for `name`: its template's parameters (required ones required), plus any
 * other value, which goes into the query string.
 */
export type UrlArgumentsOf<Name extends string> = Name extends keyof RouteNames
  ? RouteNames[Name] extends string
    ? {} extends UrlParamsFor<RouteNames[Name]>
      ? [params?: UrlParamsFor<RouteNames[Name]> & Readonly<Record<string, UrlQueryValue>>]
      : [params: UrlParamsFor<RouteNames[Name]> & Readonly<Record<string, UrlQueryValue>>]
    : never
  : [params?: Readonly<Record<string, UrlQueryValue>>];
