import { RouteDefinitionError } from './errors.js';
import type { ParameterSpec, PatternPart } from './pattern.js';

/** One concrete form of a pattern: its optional segments resolved, adjacent text merged. */
export type Alternative = ReadonlyArray<
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'param'; readonly param: ParameterSpec }
>;

/**
 * Expands `[optional]` segments into concrete alternatives at registration, so matching never
 * reasons about optionality. Order: the segment present before absent, left to right (as a
 * greedy regex would choose). More than `limit` alternatives is refused before any is built.
 */
export function expandAlternatives(
  path: string,
  parts: readonly PatternPart[],
  limit: number,
): Alternative[] {
  const count = countAlternatives(parts, limit);
  if (count > limit) {
    throw new RouteDefinitionError(
      'tooManyAlternatives',
      path,
      `its optional segments combine into more than ${limit} alternatives; ` +
        'split it into several routes or raise maxAlternatives.',
    );
  }
  // Only a pattern without optional segments has one alternative: its parts themselves.
  if (count === 1) return [normalize(path, parts as readonly Piece[])];
  return expand(parts).map((pieces) => normalize(path, pieces));
}

// Capped so a hostile nesting cannot overflow the count.
function countAlternatives(parts: readonly PatternPart[], limit: number): number {
  let count = 1;
  for (const part of parts) {
    if (part.kind === 'optional')
      count = Math.min(limit + 1, count * (1 + countAlternatives(part.parts, limit)));
  }
  return count;
}

type Piece = Alternative[number];

function expand(parts: readonly PatternPart[]): Piece[][] {
  let results: Piece[][] = [[]];
  for (const part of parts) {
    if (part.kind === 'optional') {
      const inner = expand(part.parts);
      const next: Piece[][] = [];
      for (const head of results) {
        for (const tail of inner) next.push([...head, ...tail]);
        next.push(head);
      }
      results = next;
    } else {
      for (const result of results) result.push(part);
    }
  }
  return results;
}

/**
 * Merges adjacent text, makes `''` the root path, and refuses shapes that cannot match safely;
 * `pieces` itself when no text touches another.
 */
function normalize(path: string, pieces: readonly Piece[]): Alternative {
  const merged = pieces.some((piece, i) => piece.kind === 'text' && pieces[i - 1]?.kind === 'text')
    ? mergeTexts(pieces)
    : pieces;
  checkForm(path, merged);
  return merged.length === 0 ? ROOT : merged;
}

function mergeTexts(pieces: readonly Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (piece.kind === 'text' && last?.kind === 'text') {
      merged[merged.length - 1] = { kind: 'text', text: last.text + piece.text };
    } else merged.push(piece);
  }
  return merged;
}

const ROOT: Alternative = Object.freeze([Object.freeze({ kind: 'text', text: '/' } as const)]);

/** Refuses touching parameters where one has no regex, and a form that does not start with `/`. */
function checkForm(path: string, pieces: readonly Piece[]): void {
  for (let i = 1; i < pieces.length; i++) {
    const last = pieces[i - 1]!;
    const piece = pieces[i]!;
    if (piece.kind === 'param' && last.kind === 'param' && (last.param.isDefault || piece.param.isDefault)) {
      throw new RouteDefinitionError(
        'adjacentParameters',
        path,
        `parameters "${last.param.name}" and "${piece.param.name}" touch; put text between them ` +
          'or give both a regex.',
      );
    }
  }
  if (pieces.length === 0) return;
  const first = pieces[0]!;
  if (first.kind !== 'text' || !first.text.startsWith('/')) {
    throw new RouteDefinitionError('invalidPath', path, 'must start with "/" (in every optional form).');
  }
}
