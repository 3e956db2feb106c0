// Folded part headers (obs-fold: a header line that starts with a space or tab) are not allowed in
// multipart/form-data (RFC 7578 §4.8), and the multipart parser drops such a line, so a folded
// `Content-Disposition` would lose its filename without a trace. The fold is only visible in the
// raw bytes, so they are watched here as they stream past, beside the parser.

const CR = 13;
const LF = 10;
const SPACE = 32;
const TAB = 9;
const DASH = 45;

type Place = 'content' | 'delimiterLine' | 'headers' | 'epilogue';

/**
 * Reads a multipart body's bytes alongside the parser and answers whether a part's header block
 * held a line that starts with a space or tab. It follows the body's structure only as far as
 * that needs: the delimiter `CRLF--boundary` (boundary characters exclude CR and LF, RFC 2046
 * §5.1.1, so a failed match can only restart at a CR), the rest of the delimiter line, then
 * header lines up to the blank one.
 */
export class FoldedHeaderWatch {
  readonly #delimiter: Uint8Array;
  #place: Place = 'content';
  // The body's first delimiter has no CRLF before it: start as if one had just been read.
  #matched = 2;
  #lineLength = 0;
  #afterDelimiter = 0;

  constructor(boundary: string) {
    this.#delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  }

  /** Whether `chunk` (with the chunks before it) shows a folded part header. */
  folded(chunk: Uint8Array): boolean {
    const delimiter = this.#delimiter;
    let i = 0;
    while (i < chunk.length) {
      const byte = chunk[i]!;
      switch (this.#place) {
        case 'content':
          if (this.#matched === 0) {
            // Content is most of the body: jump to the next CR, where a delimiter could start.
            const next = chunk.indexOf(CR, i);
            if (next === -1) return false;
            i = next;
            this.#matched = 1;
          } else if (byte === delimiter[this.#matched]) {
            if (++this.#matched === delimiter.length) {
              this.#place = 'delimiterLine';
              this.#afterDelimiter = 0;
            }
          } else {
            this.#matched = byte === CR ? 1 : 0;
          }
          break;
        case 'delimiterLine':
          // `--` right after the boundary closes the body; anything else up to LF is padding.
          if (++this.#afterDelimiter <= 2 && byte === DASH) {
            if (this.#afterDelimiter === 2) this.#place = 'epilogue';
          } else if (byte === LF) {
            this.#place = 'headers';
            this.#lineLength = 0;
          }
          break;
        case 'headers':
          if (byte === LF) {
            // A line holding only its CR ends the headers; the content follows.
            if (this.#lineLength === 1) {
              this.#place = 'content';
              this.#matched = 0;
            }
            this.#lineLength = 0;
          } else {
            if (this.#lineLength === 0 && (byte === SPACE || byte === TAB)) return true;
            this.#lineLength++;
          }
          break;
        case 'epilogue':
          return false;
      }
      i++;
    }
    return false;
  }
}
