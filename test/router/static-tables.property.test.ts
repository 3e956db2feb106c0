// Property: on random tables with many static siblings — which both matchers look up by hash
// (a "static table" from 16 siblings on) — generated code and the jitless walker answer exactly
// like a naive reference: static routes first, then each route's own greedy regex in
// registration order (optional parts present before absent, left to right).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { RouteCollector } from '../../src/index.js';

// Many words under few prefixes, so runs of 16 and more static siblings are common.
const WORDS = Array.from({ length: 40 }, (_, i) => `r${i}`);
const PREFIXES = [
  { pattern: '', source: '', names: [] },
  { pattern: '/t/{tenant}', source: '/t/([^/]+)', names: ['tenant'] },
  { pattern: '/a/{id:[0-9]+}', source: '/a/([0-9]+)', names: ['id'] },
  // A parameter that can match the words, so it is never merged past them.
  { pattern: '/{lead:r[0-9]}', source: '/(r[0-9])', names: ['lead'] },
] as const;
const TAIL_WORDS = ['x', 'y', '1'];
const REGEXES = [null, '[0-9]+', 'x|y', '[a-z]+', '[0-9]{2}'];

type Tail = { static: string } | { regex: string | null; optional: boolean };

interface ReferenceRoute {
  readonly pattern: string;
  /** Set for a route without parameters. */
  readonly staticPath: string | null;
  readonly regex: RegExp | null;
  readonly names: readonly string[];
}

// Mostly parameters: only dynamic forms are in the trie (static routes are looked up whole).
const tailArb: fc.Arbitrary<Tail> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...TAIL_WORDS).map((word) => ({ static: word })) },
  { weight: 3, arbitrary: fc.record({ regex: fc.constantFrom(...REGEXES), optional: fc.boolean() }) },
);

const routeArb = fc.record({
  prefix: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(0, 1) },
    { weight: 1, arbitrary: fc.constantFrom(2, 3) },
  ),
  // `null`: the route starts with a parameter instead of a word (rarely, or no run reaches 16).
  word: fc.option(fc.constantFrom(...WORDS), { freq: 30 }),
  tail: fc.array(tailArb, { minLength: 1, maxLength: 2 }),
});

function referenceRoute(spec: { prefix: number; word: string | null; tail: Tail[] }): ReferenceRoute {
  const prefix = PREFIXES[spec.prefix]!;
  let pattern = prefix.pattern;
  let source = prefix.source;
  const names: string[] = [...prefix.names];
  if (spec.word === null) {
    pattern += '/{head:[a-z0-9]+}';
    source += '/([a-z0-9]+)';
    names.push('head');
  } else {
    pattern += `/${spec.word}`;
    source += `/${spec.word}`;
  }
  // Optional parts only where the route has a required parameter, so every form is dynamic.
  const dynamic = names.length > 0;
  spec.tail.forEach((part, k) => {
    if ('static' in part) {
      pattern += `/${part.static}`;
      source += `/${part.static}`;
      return;
    }
    const param = `/{p${k}${part.regex === null ? '' : `:${part.regex}`}}`;
    const group = `/(${part.regex ?? '[^/]+'})`;
    names.push(`p${k}`);
    const optional = part.optional && dynamic;
    pattern += optional ? `[${param}]` : param;
    source += optional ? `(?:${group})?` : group;
  });
  return names.length === 0
    ? { pattern, staticPath: pattern, regex: null, names }
    : { pattern, staticPath: null, regex: new RegExp(`^${source}$`), names };
}

function reference(routes: readonly ReferenceRoute[], path: string): Answer {
  const fixed = routes.findIndex((route) => route.staticPath === path);
  if (fixed !== -1) return { route: fixed, params: {} };
  for (const [index, route] of routes.entries()) {
    const groups = route.regex?.exec(path);
    if (!groups) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, k) => {
      if (groups[k + 1] !== undefined) params[name] = groups[k + 1]!;
    });
    return { route: index, params };
  }
  return null;
}

type Answer = { route: number; params: Record<string, string> } | null;

const pathArb = fc
  .tuple(
    fc.constantFrom('', '/t/acme', '/a/7', '/a/x', '/r3', '/q'),
    fc.constantFrom(...WORDS, 'r', 'zz', 'R1'),
    fc.array(fc.constantFrom(...TAIL_WORDS, '12', 'abc', '7', ''), { maxLength: 3 }),
  )
  .map(([prefix, word, rest]) => [`${prefix}/${word}`, ...rest].join('/'));

function answer(routes: RouteCollector, path: string): Answer {
  const found = routes.match('GET', path);
  return found === null ? null : { route: (found.handler as () => number)(), params: { ...found.params } };
}

describe('static tables answer like the naive reference', () => {
  it('on random tables of 60 to 200 routes, with generated code and jitless alike', () => {
    fc.assert(
      fc.property(
        fc.array(routeArb, { minLength: 60, maxLength: 200 }),
        fc.array(pathArb, { minLength: 1, maxLength: 40 }),
        (specs, paths) => {
          const kept: ReferenceRoute[] = [];
          const shapes = new Set<string>();
          for (const spec of specs) {
            const route = referenceRoute(spec);
            // A route of an earlier route's shape (names aside) is refused at registration.
            const shape = route.pattern.replace(/\{[a-z0-9]+/g, '{');
            if (shapes.has(shape)) continue;
            shapes.add(shape);
            kept.push(route);
          }
          const [generated, jitless] = [false, true].map((mode) => {
            const routes = new RouteCollector({ jitless: mode });
            for (const [index, route] of kept.entries()) routes.get(route.pattern, () => index);
            return routes;
          });
          for (const path of paths) {
            const expected = reference(kept, path);
            assert.deepEqual(answer(generated!, path), expected, `generated: ${path}`);
            assert.deepEqual(answer(jitless!, path), expected, `jitless: ${path}`);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
