import { RouteDefinitionError } from './errors.js';

/** A user-written parameter regex, checked and rewritten for the combined matcher. */
export interface CheckedRegex {
  /** The source with every plain capturing group turned non-capturing. */
  readonly source: string;
  /** Whether the regex may match `/` (then a parameter can span several segments). */
  readonly mayMatchSlash: boolean;
}

// Escapes whose class can never contain `/`; any other escape might (\D, \W, \S, \x2f, …).
const SLASH_FREE_ESCAPES = new Set(['d', 'w', 's', 'b', 'B']);

/**
 * Checks `{name:regex}` at registration: valid syntax, no capture the combined matcher would
 * mistake for a parameter, no anchors, and — unless `allowUnsafe` — no nested quantifier
 * (star height above one, e.g. `(a+)+`, `([0-9]+){4}`), the shape behind catastrophic
 * backtracking. A small scanner rather than a dependency: it also does the rewriting.
 */
export function checkParameterRegex(
  source: string,
  path: string,
  name: string,
  allowUnsafe: boolean,
): CheckedRegex {
  try {
    new RegExp(source);
  } catch (error) {
    throw new RouteDefinitionError(
      'invalidRegex',
      path,
      `parameter "${name}" has an invalid regex /${source}/ (${(error as Error).message}).`,
    );
  }
  const refuse = (code: 'capturingGroup' | 'anchorInRegex' | 'unsafeRegex', why: string): never => {
    throw new RouteDefinitionError(code, path, `parameter "${name}" regex /${source}/ ${why}`);
  };
  // Per open group: does it contain a repeating quantifier?
  const groups: boolean[] = [];
  let containsRepeat = false;
  let lastAtomRepeats = false;
  let mayMatchSlash = false;
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') {
        refuse('capturingGroup', 'uses a backreference, which would break matching; remove it.');
      }
      // \/ is a slash; a letter or digit escape may be one (\W, \S, \x2f, \u002f) unless known not to.
      if (next === '/' || (/[a-zA-Z0-9]/.test(next) && !SLASH_FREE_ESCAPES.has(next))) mayMatchSlash = true;
      out += ch + next;
      i += 2;
      lastAtomRepeats = false;
      continue;
    }
    if (ch === '[') {
      const end = classEnd(source, i);
      const body = source.slice(i, end);
      if (body.startsWith('[^') || body.includes('/') || /\\[^dws\]\-\\.^[]/.test(body)) mayMatchSlash = true;
      out += body;
      i = end;
      lastAtomRepeats = false;
      continue;
    }
    if (ch === '(') {
      if (source.startsWith('(?<', i) && source[i + 3] !== '=' && source[i + 3] !== '!') {
        refuse('capturingGroup', 'has a named group, which would break matching; use (?:…) instead.');
      }
      groups.push(containsRepeat);
      containsRepeat = false;
      if (source[i + 1] === '?') {
        const prefixLength = source[i + 2] === '<' ? 4 : 3; // (?: (?= (?! or (?<= (?<!
        out += source.slice(i, i + prefixLength);
        i += prefixLength;
      } else {
        // A plain group would shift the matcher's capture numbers: make it non-capturing.
        out += '(?:';
        i += 1;
      }
      lastAtomRepeats = false;
      continue;
    }
    if (ch === ')') {
      lastAtomRepeats = containsRepeat;
      containsRepeat = (groups.pop() ?? false) || containsRepeat;
      out += ch;
      i += 1;
      continue;
    }
    const quantifier = readQuantifier(source, i);
    if (quantifier !== null) {
      if (quantifier.repeats) {
        if (lastAtomRepeats && !allowUnsafe) {
          refuse(
            'unsafeRegex',
            'nests a repeated group inside a repetition, which can backtrack catastrophically; ' +
              'rewrite it without the nested quantifier or set allowUnsafeRegex.',
          );
        }
        containsRepeat = true;
      }
      out += source.slice(i, quantifier.end);
      i = quantifier.end;
      lastAtomRepeats = false;
      continue;
    }
    if (ch === '^' || ch === '$') {
      refuse('anchorInRegex', 'contains an anchor; parameters are always matched whole, remove it.');
    }
    if (ch === '.' || ch === '/') mayMatchSlash = true;
    out += ch;
    i += 1;
    lastAtomRepeats = false;
  }
  return { source: out, mayMatchSlash };
}

/** Index just past the character class that starts at `start` (`[` … `]`). */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i += 1;
  if (source[i] === ']') i += 1;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

const COUNTED = /^\{(\d+)(,(\d*))?\}\??/;

/** A quantifier at `index`, whether it can repeat its atom, and where it ends. */
function readQuantifier(source: string, index: number): { repeats: boolean; end: number } | null {
  const ch = source[index];
  const lazy = source[index + 1] === '?' ? 1 : 0;
  if (ch === '*' || ch === '+') return { repeats: true, end: index + 1 + lazy };
  if (ch === '?') return { repeats: false, end: index + 1 + lazy };
  if (ch !== '{') return null;
  const counted = COUNTED.exec(source.slice(index, index + 32));
  if (counted === null) return null;
  const min = Number(counted[1]);
  const max =
    counted[2] === undefined ? min : counted[3] === '' ? Number.POSITIVE_INFINITY : Number(counted[3]);
  return { repeats: max > 1, end: index + counted[0].length };
}
