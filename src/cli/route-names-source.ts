// `intake routes <module> --types <file>`: the declaration that types `routes.url(name, params)`
// for an application — its named routes, name → path template, as an augmentation of
// `RouteNames` (src/router/route-names.ts). With `--check`, the file must already say it.
import type { Route } from '../router/index.js';
import { writeOrCheck } from './written-files.js';

/** The declaration file's text for `routes`. */
export function routeNamesSource(routes: readonly Route<unknown>[], command: string): string {
  const named = routes.filter((route) => route.routeName !== null);
  const lines = [
    '// The named routes of this application, for a typed `routes.url(name, params)`: written by',
    `// intake from its route table, do not edit. Regenerate with \`${command}\`.`,
    "declare module 'intake' {",
    '  interface RouteNames {',
    ...named.map((route) => `    ${JSON.stringify(route.routeName)}: ${JSON.stringify(route.path)};`),
    '  }',
    '}',
    '',
    'export {};',
    '',
  ];
  return lines.join('\n');
}

/** Writes (or with `check`, compares) the file; a problem is returned, not thrown. */
export function writeRouteNames(
  routes: readonly Route<unknown>[],
  file: string,
  check: boolean,
  command: string,
): string | undefined {
  return writeOrCheck([[file, routeNamesSource(routes, command)]], check, command);
}
