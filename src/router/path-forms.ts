// A route pattern's concrete forms written as URI templates (`/users/{id}`), for documents that
// describe routes (OpenAPI): one form per combination of `[optional]` segments, each
// parameter with the regex it must match.
import { expandAlternatives } from './expand.js';
import { parsePattern } from './pattern.js';

export interface PathFormParameter {
  readonly name: string;
  /** The whole-value regex source (`^(?:[0-9]+)$`); undefined for a plain `{name}` (one segment). */
  readonly pattern: string | undefined;
  /** A regex parameter that can match `/`, which URI templates cannot say. */
  readonly mayMatchSlash: boolean;
}

export interface PathForm {
  readonly template: string;
  readonly parameters: readonly PathFormParameter[];
}

/**
 * The concrete forms of a registered route's pattern, most segments first.
 *
 * @example
 * pathFormsOf('/docs[/{lang:en|de}]');
 * // [{ template: '/docs/{lang}', parameters: [{ name: 'lang', pattern: '^(?:en|de)$', … }] },
 * //  { template: '/docs', parameters: [] }]
 */
export function pathFormsOf(path: string): PathForm[] {
  // The collector accepted the pattern already, with its own checks and limits.
  const alternatives = expandAlternatives(path, parsePattern(path, true), Number.MAX_SAFE_INTEGER);
  return alternatives.map((pieces) => {
    let template = '';
    const parameters: PathFormParameter[] = [];
    for (const piece of pieces) {
      if (piece.kind === 'text') {
        template += piece.text;
        continue;
      }
      template += `{${piece.param.name}}`;
      parameters.push({
        name: piece.param.name,
        pattern: piece.param.isDefault ? undefined : piece.param.wholeValue.source,
        mayMatchSlash: piece.param.mayMatchSlash,
      });
    }
    return { template, parameters };
  });
}
