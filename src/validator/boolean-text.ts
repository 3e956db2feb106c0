// The boolean words (docs/validator.md), one table for the `boolean` rule and the `bool` cast, so
// that what validates is what casts.

const words: Readonly<Record<string, boolean>> = Object.assign(Object.create(null), {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  on: true,
  off: false,
});

/**
 * The boolean a text spells (`true false 1 0 yes no on off`, any case), or `undefined`.
 *
 * @example
 * booleanOfText('Yes'); // true
 * booleanOfText('2');   // undefined
 */
export function booleanOfText(text: string): boolean | undefined {
  // The longest word has five letters: longer text is never lower-cased.
  return words[text] ?? (text.length <= 5 ? words[text.toLowerCase()] : undefined);
}
