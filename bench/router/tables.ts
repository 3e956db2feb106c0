// Route tables of the router benchmark, written once in a neutral notation and translated into
// each router's syntax by contenders.ts:
//   `:name` a one-segment parameter, `:name<kind>` a constrained one, `[…]` an optional part.

export type ParamKind = 'int' | 'uuid' | 'lang' | 'year' | 'month' | 'rest';

export interface BenchRoute {
  method: string;
  path: string;
}

export interface BenchRequest {
  category: string;
  method: string;
  path: string;
  /** Index of the route that must answer, or -1 for a 404. */
  expected: number;
}

export interface BenchTable {
  title: string;
  routes: BenchRoute[];
  requests: BenchRequest[];
}

/** Regex of each constrained kind (intake, find-my-way and Hono support them). */
export const KIND_REGEX: Record<ParamKind, string> = {
  int: '[0-9]+',
  uuid: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
  lang: 'en|de|fr',
  year: '[0-9]{4}',
  month: '[0-9]{2}',
  rest: '.+',
};

/** Literal values of kinds that peers without regexes get as static alternatives. */
export const KIND_LITERALS: Partial<Record<ParamKind, string[]>> = { lang: ['en', 'de', 'fr'] };

/** The 12 routes and 7 requests of Hono's router benchmark (benchmarks/routers), verbatim. */
export const honoTable: BenchTable = {
  title: 'Hono router benchmark (12 routes)',
  routes: [
    { method: 'GET', path: '/user' },
    { method: 'GET', path: '/user/comments' },
    { method: 'GET', path: '/user/avatar' },
    { method: 'GET', path: '/user/lookup/username/:username' },
    { method: 'GET', path: '/user/lookup/email/:address' },
    { method: 'GET', path: '/event/:id' },
    { method: 'GET', path: '/event/:id/comments' },
    { method: 'POST', path: '/event/:id/comment' },
    { method: 'GET', path: '/map/:location/events' },
    { method: 'GET', path: '/status' },
    { method: 'GET', path: '/very/deeply/nested/route/hello/there' },
    { method: 'GET', path: '/static/:path<rest>' },
  ],
  requests: [
    { category: 'short static', method: 'GET', path: '/user', expected: 0 },
    { category: 'static with same radix', method: 'GET', path: '/user/comments', expected: 1 },
    { category: 'dynamic route', method: 'GET', path: '/user/lookup/username/hey', expected: 3 },
    { category: 'mixed static dynamic', method: 'GET', path: '/event/abcd1234/comments', expected: 6 },
    { category: 'post', method: 'POST', path: '/event/abcd1234/comment', expected: 7 },
    { category: 'long static', method: 'GET', path: '/very/deeply/nested/route/hello/there', expected: 10 },
    { category: 'wildcard', method: 'GET', path: '/static/index.html', expected: 11 },
  ],
};

const RESOURCES = [
  'users',
  'posts',
  'orders',
  'products',
  'invoices',
  'teams',
  'projects',
  'tasks',
  'tags',
  'carts',
  'payments',
  'refunds',
  'shipments',
  'warehouses',
  'suppliers',
  'customers',
  'reviews',
  'coupons',
  'subscriptions',
  'plans',
  'webhooks',
  'events',
  'reports',
  'audits',
];

// A site section under an optional language prefix group: [/{lang:en|de|fr}]…
const LOCALIZED = [
  '',
  '/about',
  '/pricing',
  '/docs',
  '/docs/:slug',
  '/blog',
  '/blog/:year<year>[/:month<month>]',
  '/search',
];

/**
 * A REST API: per resource index/store/show/update/destroy with `{id:[0-9]+}`, a nested
 * collection and a UUID-constrained nested item (a third nested level for the large table),
 * plus a localized site section.
 */
function restTable(resourceCount: number, deepNesting: boolean): BenchTable {
  const routes: BenchRoute[] = [];
  const add = (method: string, path: string): number => routes.push({ method, path }) - 1;
  const at: Record<string, number> = {};
  for (const name of RESOURCES.slice(0, resourceCount)) {
    at[`${name} index`] = add('GET', `/${name}`);
    at[`${name} store`] = add('POST', `/${name}`);
    at[`${name} show`] = add('GET', `/${name}/:id<int>`);
    add('PUT', `/${name}/:id<int>`);
    add('DELETE', `/${name}/:id<int>`);
    add('GET', `/${name}/:id<int>/items`);
    at[`${name} item`] = add('GET', `/${name}/:id<int>/items/:itemId<uuid>`);
    if (deepNesting) add('GET', `/${name}/:id<int>/items/:itemId<uuid>/comments`);
  }
  for (const page of LOCALIZED) at[`site ${page}`] = add('GET', `[/:lang<lang>]${page}`);
  const last = RESOURCES[resourceCount - 1]!;
  const middle = RESOURCES[Math.floor(resourceCount / 2)]!;
  return {
    title: `REST API (${routes.length} routes)`,
    routes,
    requests: [
      { category: 'static', method: 'GET', path: `/${middle}`, expected: at[`${middle} index`]! },
      { category: 'dynamic {id:int}', method: 'GET', path: `/${last}/12345`, expected: at[`${last} show`]! },
      {
        category: 'nested uuid',
        method: 'GET',
        path: `/${middle}/42/items/0f8fad5b-d9cb-469f-a165-70867728950e`,
        expected: at[`${middle} item`]!,
      },
      { category: 'post', method: 'POST', path: `/${last}`, expected: at[`${last} store`]! },
      {
        category: 'lang + optional',
        method: 'GET',
        path: '/de/blog/2024/05',
        expected: at['site /blog/:year<year>[/:month<month>]']!,
      },
      { category: 'lang static', method: 'GET', path: '/fr/pricing', expected: at['site /pricing']! },
      { category: '404', method: 'GET', path: '/does/not/exist', expected: -1 },
    ],
  };
}

export const rest50Table = restTable(6, false);
export const rest200Table = restTable(24, true);
