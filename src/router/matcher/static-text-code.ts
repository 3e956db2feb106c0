// Static segment text in generated finders: how one is compared in place, and how texts of one
// length are told apart by a `switch` on one character.

// Up to this length, comparing char codes in place beats `startsWith` (`npm run bench:router`).
const INLINE_TEXT_LIMIT = 16;

/** A condition that holds when `text` follows the `/` at `position`. */
export function textCondition(text: string, position: string): string {
  if (text.length > INLINE_TEXT_LIMIT) return `path.startsWith(${JSON.stringify(text)}, ${position} + 1)`;
  if (text === '') return 'true';
  return Array.from(
    { length: text.length },
    (_, k) => `path.charCodeAt(${position} + ${k + 1}) === ${text.charCodeAt(k)}`,
  ).join(' && ');
}

/**
 * Members whose texts have one length, grouped by the char code at the index (`telling`) where
 * the texts differ most, so a `switch` on that character leaves the fewest to compare.
 */
export function byTellingCharacter<T>(
  members: readonly T[],
  textOf: (member: T) => string,
): { telling: number; byCode: Map<number, T[]> } {
  const texts = members.map(textOf);
  let telling = 0;
  let most = 0;
  for (let i = 0; i < texts[0]!.length; i++) {
    const distinct = new Set(texts.map((text) => text[i])).size;
    if (distinct > most) [telling, most] = [i, distinct];
  }
  const byCode = new Map<number, T[]>();
  members.forEach((member, k) => {
    const charCode = texts[k]!.charCodeAt(telling);
    byCode.set(charCode, [...(byCode.get(charCode) ?? []), member]);
  });
  return { telling, byCode };
}
