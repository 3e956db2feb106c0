// Translates the neutral notation of tables.ts into each router's syntax.
import { KIND_LITERALS, KIND_REGEX, type ParamKind } from './tables.js';

type Piece = { text: string } | { name: string; kind: ParamKind | null };

const TOKEN = /:([A-Za-z]+)(?:<([a-z]+)>)?|\[|\]|[^:[\]]+/g;

/**
 * intake syntax: `{name}`, `{name:regex}`, `[optional]` kept as is. `unchecked`: only the
 * language and the rest-of-path keep their regex, like the peers without regex parameters get.
 */
export function toIntake(path: string, unchecked = false): string {
  return path.replace(/:([A-Za-z]+)(?:<([a-z]+)>)?/g, (_, name: string, kind?: ParamKind) =>
    kind === undefined || (unchecked && kind !== 'lang' && kind !== 'rest')
      ? `{${name}}`
      : `{${name}:${KIND_REGEX[kind]}}`,
  );
}

/**
 * Concrete forms for routers without optional segments: every optional part expanded, and
 * kinds with a fixed set of values (the language) expanded into static alternatives.
 */
export function expandForms(path: string): Piece[][] {
  const tokens = path.match(TOKEN) ?? [];
  let index = 0;
  const sequence = (): Piece[][] => {
    let forms: Piece[][] = [[]];
    while (index < tokens.length) {
      const token = tokens[index++]!;
      if (token === ']') break;
      let options: Piece[][];
      if (token === '[') options = [...sequence(), []];
      else if (token.startsWith(':')) {
        const [, name, kind] = /:([A-Za-z]+)(?:<([a-z]+)>)?/.exec(token)!;
        const literals = kind === undefined ? undefined : KIND_LITERALS[kind as ParamKind];
        options = literals
          ? literals.map((text) => [{ text }])
          : [[{ name: name!, kind: (kind as ParamKind | undefined) ?? null }]];
      } else options = [[{ text: token }]];
      forms = forms.flatMap((form) => options.map((option) => [...form, ...option]));
    }
    return forms;
  };
  return sequence().map((form) => (form.length === 0 ? [{ text: '/' }] : form));
}

export interface Syntax {
  /** How a parameter is written; `kind` null = unconstrained. */
  param(name: string, kind: ParamKind | null): string;
}

export function render(form: Piece[], syntax: Syntax): string {
  return form.map((piece) => ('text' in piece ? piece.text : syntax.param(piece.name, piece.kind))).join('');
}

/** Routers without regex support get plain parameters (the closest equivalent). */
export const plainParams = (wildcard: (name: string) => string): Syntax => ({
  param: (name, kind) => (kind === 'rest' ? wildcard(name) : `:${name}`),
});
