import type { Alternative } from '../expand.js';
import { escapeRegex, type ParameterSpec } from '../pattern.js';

/** One `/`-led piece of a concrete path, as the combined matcher sees it. */
export interface Segment {
  /** Regex source of the segment with one capture per parameter; equal keys merge. */
  readonly key: string;
  readonly params: readonly ParameterSpec[];
  /** The segment's text without its leading `/` when it has no parameter, else null. */
  readonly staticText: string | null;
  /** The parameter when the segment is exactly `/{param}`, else null. */
  readonly soleParam: ParameterSpec | null;
  /** Whether a parameter of the segment may match `/`, so the segment's length is open. */
  readonly spans: boolean;
}

const NO_PARAMS: readonly ParameterSpec[] = Object.freeze([]);

/**
 * Segments with parameters already made, by key. The forms of a large table mostly repeat
 * theirs (`/{id}` after every resource), so they share one segment object instead of keeping
 * one each; a segment is shared only when its parameters are the same objects.
 */
export type SharedSegments = Map<string, Segment>;

/** Splits a concrete path into segments at every `/` of its static text. */
export function splitSegments(alternative: Alternative, shared: SharedSegments = new Map()): Segment[] {
  const segments: Segment[] = [];
  // The segment being read: its regex source, its parameters, its text runs after the `/`.
  let key = '';
  let params: ParameterSpec[] = [];
  let text = '';
  let texts = 0;
  for (const piece of alternative) {
    if (piece.kind === 'param') {
      key += `(${piece.param.source})`;
      params.push(piece.param);
      continue;
    }
    const whole = piece.text;
    for (let start = 0; ; ) {
      const slash = whole.indexOf('/', start);
      const end = slash === -1 ? whole.length : slash;
      if (end > start) {
        const run = whole.slice(start, end);
        key += escapeRegex(run);
        text = texts === 0 ? run : text + run;
        texts += 1;
      }
      if (slash === -1) break;
      if (key !== '') segments.push(segmentOf(key, params, text, texts, shared));
      key = '/';
      if (params.length > 0) params = [];
      text = '';
      texts = 0;
      start = slash + 1;
    }
  }
  if (key !== '') segments.push(segmentOf(key, params, text, texts, shared));
  // Kept by the form until the trie is built: an exact-size copy, where the pushes left room for 16.
  return segments.slice();
}

/** The segment read: static, or one with parameters (shared with an equal one already made). */
function segmentOf(
  key: string,
  params: readonly ParameterSpec[],
  text: string,
  texts: number,
  shared: SharedSegments,
): Segment {
  if (params.length === 0) return { key, params: NO_PARAMS, staticText: text, soleParam: null, spans: false };
  const known = shared.get(key);
  if (known !== undefined && sameParameters(known.params, params)) return known;
  const segment: Segment = {
    key,
    params: params.slice(),
    staticText: null,
    soleParam: params.length === 1 && texts === 0 ? params[0]! : null,
    spans: params.some((param) => param.mayMatchSlash),
  };
  shared.set(key, segment);
  return segment;
}

function sameParameters(a: readonly ParameterSpec[], b: readonly ParameterSpec[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether no path can match both segments at the same position. Conservative: unknown
 * overlaps count as overlapping (then the matcher keeps registration order by not merging).
 */
export function disjoint(a: Segment, b: Segment): boolean {
  if (a.staticText !== null && b.staticText !== null) return a.staticText !== b.staticText;
  const [text, param] = a.staticText !== null ? [a.staticText, b.soleParam] : [b.staticText, a.soleParam];
  if (text === null || param === null || param.mayMatchSlash) return false;
  return !param.wholeValue.test(text);
}
