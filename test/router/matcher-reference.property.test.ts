// Property: the compiled matcher (static map + one combined regex with merged prefixes)
// answers exactly like a naive reference — static forms first, then every dynamic form's own
// regex tried in registration order — for random route tables and random paths.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { RouteCollector } from '../../src/index.js';

type PlainSegment = { kind: 'static'; word: string } | { kind: 'param'; regex: string | null };
type SegmentSpec = PlainSegment | { kind: 'optional'; inner: PlainSegment };

const WORDS = ['a', 'b', 'ab', '1', '12'];
// Segment-bound regexes only, then with regexes that may span segments (open-length segments are
// never shared between forms): `.`, an escaped slash, a slash inside a class.
const SEGMENT_REGEXES = [null, '[0-9]+', 'a|b', 'a[a-z]*'];
const SPANNING_REGEXES = [...SEGMENT_REGEXES, '1.*', '(?:a\\/)?b', '[a-z]+\\/[a-z0-9]+', '[a/]+'];

function routeSpec(regexes: readonly (string | null)[]): fc.Arbitrary<SegmentSpec[]> {
  const segment: fc.Arbitrary<PlainSegment> = fc.oneof(
    fc.constantFrom(...WORDS).map((word) => ({ kind: 'static' as const, word })),
    fc.constantFrom(...regexes).map((regex) => ({ kind: 'param' as const, regex })),
  );
  return fc.array(
    fc.oneof(
      { weight: 4, arbitrary: segment },
      { weight: 1, arbitrary: segment.map((inner) => ({ kind: 'optional' as const, inner })) },
    ),
    { minLength: 0, maxLength: 4 },
  );
}
const pathArb = fc
  .array(fc.constantFrom(...WORDS, 'x', 'abc', '7'), { maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`);

interface Form {
  route: number;
  regex: RegExp | null;
  staticPath: string | null;
  names: string[];
}

/** Pattern text, and every concrete form (optional present before absent, left to right). */
function describeRoute(spec: SegmentSpec[], route: number): { pattern: string; forms: Form[] } {
  let pattern = '';
  let forms: Array<{ source: string; text: string; names: string[]; dynamic: boolean }> = [
    { source: '', text: '', names: [], dynamic: false },
  ];
  spec.forEach((item, index) => {
    const plain = item.kind === 'optional' ? item.inner : item;
    const name = `p${index}`;
    const text =
      plain.kind === 'static'
        ? `/${plain.word}`
        : `/{${name}${plain.regex === null ? '' : `:${plain.regex}`}}`;
    const source = plain.kind === 'static' ? `/${plain.word}` : `/(${plain.regex ?? '[^/]+'})`;
    pattern += item.kind === 'optional' ? `[${text}]` : text;
    const extend = (form: (typeof forms)[number]) => ({
      source: form.source + source,
      text: form.text + text,
      names: plain.kind === 'param' ? [...form.names, name] : form.names,
      dynamic: form.dynamic || plain.kind === 'param',
    });
    forms = forms.flatMap((form) => (item.kind === 'optional' ? [extend(form), form] : [extend(form)]));
  });
  return {
    pattern,
    forms: forms.map((form) => ({
      route,
      regex: form.dynamic ? new RegExp(`^${form.source === '' ? '/' : form.source}$`) : null,
      staticPath: form.dynamic ? null : form.text === '' ? '/' : form.text,
      names: form.names,
    })),
  };
}

function reference(forms: Form[], path: string): { route: number; params: Record<string, string> } | null {
  const fixed = forms.find((form) => form.staticPath === path);
  if (fixed) return { route: fixed.route, params: {} };
  for (const form of forms) {
    const groups = form.regex?.exec(path);
    if (groups)
      return { route: form.route, params: Object.fromEntries(form.names.map((n, i) => [n, groups[i + 1]!])) };
  }
  return null;
}

// Small tables share one trie; larger ones are split by first segment.
const variants = [
  ['small tables', 12, SEGMENT_REGEXES],
  ['large tables (split by first segment)', 40, SEGMENT_REGEXES],
  ['small tables with spanning regexes', 12, SPANNING_REGEXES],
  ['large tables with spanning regexes', 40, SPANNING_REGEXES],
] as const;

describe('matcher agrees with a naive reference', () => {
  for (const [title, maxRoutes, regexes] of variants)
    for (const jitless of [false, true])
      it(`on random ${title} and paths (${jitless ? 'jitless: combined regex' : 'generated code'})`, () => {
        fc.assert(
          fc.property(
            fc.array(routeSpec(regexes), { minLength: 1, maxLength: maxRoutes }),
            fc.array(pathArb, { minLength: 1, maxLength: 20 }),
            (specs, paths) => {
              const routes = new RouteCollector({ jitless });
              const forms: Form[] = [];
              const seen = new Set<string>();
              specs.forEach((spec, index) => {
                const { pattern, forms: own } = describeRoute(spec, index);
                // A route of an earlier route's shape (names aside) is refused at registration.
                const shape = pattern.replace(/\{p\d+/g, '{');
                if (seen.has(shape)) return;
                seen.add(shape);
                routes.get(pattern, () => index);
                forms.push(...own);
              });
              const indexOf = new Map(
                routes.routes.map((route) => [route, (route.handler as () => number)()] as const),
              );
              for (const path of paths) {
                const expected = reference(forms, path);
                const actual = routes.match('GET', path);
                const got =
                  actual === null
                    ? null
                    : { route: indexOf.get(actual.route)!, params: { ...actual.params } };
                assert.deepEqual(got, expected, `path ${path}`);
              }
            },
          ),
          { numRuns: 250 },
        );
      });
});
