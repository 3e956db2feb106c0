// The JSON string literal of a string, as `JSON.stringify` writes it, for the writers of JSON
// text (http/json-text.ts and the DTO writers it has generated).

// Characters `JSON.stringify` escapes, and every surrogate (a lone one is escaped; pairs are
// left to the native writer, which tells them apart).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes
const needsEscape = /[\u0000-\u001f"\\\ud800-\udfff]/;

/** A string as a JSON string literal. */
export function quote(text: string): string {
  // Short strings (most field values) are checked by a loop, which costs less than starting
  // the regular expression; a character that needs escaping leaves the work to the native writer.
  if (text.length > 40) return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) {
      return JSON.stringify(text);
    }
  }
  return `"${text}"`;
}
