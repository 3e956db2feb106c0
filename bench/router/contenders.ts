// Each router under test behind one shape: build from a table, match one request, and read
// back which route answered (for the sanity line). Every route's payload is its index.
import { createRequire } from 'node:module';
import FindMyWay from 'find-my-way';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { Memoirist } from 'memoirist';
import { addRoute, createRouter, findRoute } from 'rou3';
import { compileRouter } from 'rou3/compiler';
import { RouteCollector } from '../../src/index.js';
import { expandForms, plainParams, render, type Syntax, toIntake } from './notation.js';
import { type BenchRoute, KIND_REGEX } from './tables.js';

export interface Matcher {
  match(method: string, path: string): unknown;
  /** Index of the answering route, or -1. */
  routeOf(result: unknown): number;
}

export interface RouterContender {
  name: string;
  build(routes: readonly BenchRoute[]): Matcher;
}

// One handler per route index, shared by every router so results compare by identity.
const handlers = Array.from({ length: 16_384 }, (_, i) => Object.assign(() => i, { index: i }));
const indexOf = (handler: unknown): number => (handler as { index?: number } | undefined)?.index ?? -1;

function eachForm(
  routes: readonly BenchRoute[],
  syntax: Syntax,
  add: (method: string, path: string, i: number) => void,
): void {
  routes.forEach((route, i) => {
    const seen = new Set<string>();
    for (const form of expandForms(route.path)) {
      const path = render(form, syntax);
      if (!seen.has(path)) add(route.method, path, i);
      seen.add(path);
    }
  });
}

function intake(jitless: boolean, unchecked = false): RouterContender {
  return {
    name: unchecked ? 'intake ({name} only)' : jitless ? 'intake (jitless)' : 'intake',
    build(routes) {
      const collector = new RouteCollector({ jitless });
      routes.forEach((route, i) => {
        collector.addRoute(route.method, toIntake(route.path, unchecked), handlers[i]!);
      });
      collector.compile();
      return {
        match: (method, path) => collector.match(method, path),
        routeOf: (result) => indexOf((result as { handler?: unknown } | null)?.handler),
      };
    },
  };
}

const findMyWay: RouterContender = {
  name: 'find-my-way',
  build(routes) {
    const router = FindMyWay();
    const syntax: Syntax = {
      param: (name, kind) =>
        kind === 'rest' ? '*' : kind === null ? `:${name}` : `:${name}(^${KIND_REGEX[kind]}$)`,
    };
    eachForm(routes, syntax, (method, path, i) => router.on(method as 'GET', path, handlers[i]! as never));
    return {
      match: (method, path) => router.find(method as 'GET', path),
      routeOf: (result) => indexOf((result as { handler?: unknown } | null)?.handler),
    };
  },
};

function hono(name: string, create: () => RegExpRouter<unknown> | TrieRouter<unknown>): RouterContender {
  return {
    name,
    build(routes) {
      const router = create();
      const syntax: Syntax = {
        param: (param, kind) =>
          kind === 'rest' ? '*' : kind === null ? `:${param}` : `:${param}{${KIND_REGEX[kind]}}`,
      };
      eachForm(routes, syntax, (method, path, i) => router.add(method, path, handlers[i]));
      router.match('GET', '/'); // RegExpRouter compiles on its first match
      return {
        match: (method, path) => router.match(method, path),
        routeOf: (result) => indexOf((result as [Array<[unknown, ...unknown[]]>])[0][0]?.[0]),
      };
    },
  };
}

const rou3Syntax = plainParams(() => '**');

function rou3(compiled: boolean): RouterContender {
  return {
    name: compiled ? 'rou3 (compiled)' : 'rou3',
    build(routes) {
      const router = createRouter<unknown>();
      eachForm(routes, rou3Syntax, (method, path, i) => addRoute(router, method, path, handlers[i]));
      // Both wrapped in one arrow, like every other contender: the timing loop calls every
      // router through a function of the same shape.
      const compiledFind = compiled ? compileRouter(router) : null;
      return {
        match: compiledFind
          ? (method: string, path: string) => compiledFind(method, path)
          : (method: string, path: string) => findRoute(router, method, path),
        routeOf: (result) => indexOf((result as { data?: unknown } | undefined)?.data),
      };
    },
  };
}

const memoirist: RouterContender = {
  name: 'memoirist',
  build(routes) {
    const router = new Memoirist<unknown>();
    eachForm(
      routes,
      plainParams(() => '*'),
      (method, path, i) => router.add(method, path, handlers[i]),
    );
    return {
      match: (method, path) => router.find(method, path),
      routeOf: (result) => indexOf((result as { store?: unknown } | null)?.store),
    };
  },
};

interface KoaTreeRouter {
  on(method: string, path: string, ...handle: unknown[]): unknown;
  find(method: string, path: string): { handle: unknown[] | null };
}
const KoaTree = createRequire(import.meta.url)('koa-tree-router') as new () => KoaTreeRouter;

const koaTreeRouter: RouterContender = {
  name: 'koa-tree-router',
  build(routes) {
    const router = new KoaTree();
    eachForm(
      routes,
      plainParams((name) => `*${name}`),
      (method, path, i) => router.on(method, path, handlers[i]),
    );
    return {
      match: (method, path) => router.find(method, path),
      routeOf: (result) => indexOf((result as { handle: unknown[] | null }).handle?.[0]),
    };
  },
};

/**
 * intake first: it is the reference of every ratio; then intake without generated code, and
 * intake with plain `{name}` parameters (no `[0-9]+`, UUID, year or month check) — the same
 * work as the peers without regex parameters do.
 */
export function contenders(): RouterContender[] {
  return [
    intake(false),
    intake(true),
    intake(false, true),
    findMyWay,
    hono('Hono RegExpRouter', () => new RegExpRouter()),
    hono('Hono TrieRouter', () => new TrieRouter()),
    rou3(false),
    rou3(true),
    memoirist,
    koaTreeRouter,
  ];
}
