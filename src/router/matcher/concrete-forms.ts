import type { Alternative } from '../expand.js';

/** A concrete path form with parameters whose value the form itself fixes. */
export interface ConcreteForm {
  readonly pieces: Alternative;
  /** Parameters written as text in this form: `{lang:en|de}` becomes `en` with lang = 'en'. */
  readonly constants: ReadonlyArray<readonly [name: string, value: string]>;
}

// A regex that is nothing but an alternation of plain words, e.g. `en|de|fr` or `json|xml`.
const WORD_ALTERNATION = /^[A-Za-z0-9_~-]+(?:\|[A-Za-z0-9_~-]+)*$/;

/**
 * Rewrites parameters whose regex is a plain word alternation into one form per word, so the
 * matcher can find them by hash lookup (a fully static form) or by their first segment.
 * Matching is unchanged: such a parameter matches exactly those words. Stops expanding (and
 * keeps the regex) once the forms would exceed `limit`.
 */
export function concreteForms(alternative: Alternative, limit: number): ConcreteForm[] {
  // Most patterns have no word alternation: the alternative itself is the one form.
  if (!alternative.some(isWordAlternation)) return [{ pieces: alternative, constants: NO_CONSTANTS }];
  let forms: ConcreteForm[] = [{ pieces: [], constants: [] }];
  for (const piece of alternative) {
    const words =
      piece.kind === 'param' && isWordAlternation(piece) ? [...new Set(piece.param.source.split('|'))] : null;
    if (words === null || forms.length * words.length > limit) {
      forms = forms.map((form) => ({
        pieces: piece.kind === 'text' ? appendText(form.pieces, piece.text) : [...form.pieces, piece],
        constants: form.constants,
      }));
      continue;
    }
    const name = piece.kind === 'param' ? piece.param.name : '';
    forms = forms.flatMap((form) =>
      words.map((word) => ({
        pieces: appendText(form.pieces, word),
        constants: [...form.constants, [name, word] as const],
      })),
    );
  }
  return forms;
}

const NO_CONSTANTS: ConcreteForm['constants'] = Object.freeze([]);

function isWordAlternation(piece: Alternative[number]): boolean {
  return piece.kind === 'param' && !piece.param.isDefault && WORD_ALTERNATION.test(piece.param.source);
}

function appendText(pieces: Alternative, text: string): Alternative {
  const last = pieces[pieces.length - 1];
  if (last?.kind === 'text') return [...pieces.slice(0, -1), { kind: 'text', text: last.text + text }];
  return [...pieces, { kind: 'text', text }];
}
