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

/** Splits a concrete path into segments at every `/` of its static text. */
export function splitSegments(alternative: Alternative): Segment[] {
  const segments: Segment[] = [];
  let key = '';
  let text = '';
  let params: ParameterSpec[] = [];
  let pieces = 0;
  const close = (): void => {
    if (key === '') return;
    const soleParam = params.length === 1 && pieces === 2 && text === '/' ? params[0]! : null;
    const spans = params.some((param) => param.mayMatchSlash);
    // The trie keeps every segment: an exact-size copy of the working array, which has room to grow.
    const kept = params.length === 0 ? NO_PARAMS : [...params];
    segments.push({
      key,
      params: kept,
      staticText: params.length === 0 ? text.slice(1) : null,
      soleParam,
      spans,
    });
    key = '';
    text = '';
    params = [];
    pieces = 0;
  };
  for (const piece of alternative) {
    if (piece.kind === 'param') {
      key += `(${piece.param.source})`;
      params.push(piece.param);
      pieces += 1;
      continue;
    }
    const parts = piece.text.split('/');
    parts.forEach((part, index) => {
      if (index > 0) {
        close();
        key = '/';
        text = '/';
        pieces = 1;
      }
      if (part !== '') {
        key += escapeRegex(part);
        text += part;
        if (index === 0) pieces += 1;
      }
    });
  }
  close();
  return segments;
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
