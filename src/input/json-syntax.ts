// Finds where a text stops being valid JSON (RFC 8259), to report a position for every
// syntax error — V8 omits it for some ("Unexpected token '}', … is not valid JSON").
// Runs only after JSON.parse has failed, so it favours clarity; it is iterative, so any
// nesting depth is safe.

enum Expect {
  Value,
  ValueOrClose,
  Key,
  KeyOrClose,
  Colon,
  CommaOrClose,
  End,
}

const literals = ['true', 'false', 'null'];

/** The offset of the first character that makes `text` invalid JSON, or -1 when it is valid. */
export function locateJsonError(text: string): number {
  const closers: number[] = [];
  let expect = Expect.Value;
  let i = 0;
  for (;;) {
    i = skipWhitespace(text, i);
    if (i >= text.length) return expect === Expect.End ? -1 : text.length;
    const c = text.charCodeAt(i);
    switch (expect) {
      case Expect.Value:
      case Expect.ValueOrClose:
      case Expect.KeyOrClose:
        if (expect !== Expect.Value && c === closers[closers.length - 1]) {
          closers.pop();
          i++;
          expect = closers.length === 0 ? Expect.End : Expect.CommaOrClose;
          break;
        }
        if (expect === Expect.KeyOrClose) {
          expect = Expect.Key;
          continue;
        }
        if (c === 0x7b || c === 0x5b) {
          closers.push(c + 2); // `{` → `}`, `[` → `]`
          i++;
          expect = c === 0x7b ? Expect.KeyOrClose : Expect.ValueOrClose;
          break;
        }
        i = c === 0x22 ? scanString(text, i) : scanScalar(text, i);
        if (i < 0) return ~i;
        expect = closers.length === 0 ? Expect.End : Expect.CommaOrClose;
        break;
      case Expect.Key:
        if (c !== 0x22) return i;
        i = scanString(text, i);
        if (i < 0) return ~i;
        expect = Expect.Colon;
        break;
      case Expect.Colon:
        if (c !== 0x3a) return i;
        i++;
        expect = Expect.Value;
        break;
      case Expect.CommaOrClose: {
        const closer = closers[closers.length - 1]!;
        if (c === 0x2c) {
          i++;
          expect = closer === 0x7d ? Expect.Key : Expect.Value;
        } else if (c === closer) {
          closers.pop();
          i++;
          expect = closers.length === 0 ? Expect.End : Expect.CommaOrClose;
        } else {
          return i;
        }
        break;
      }
      case Expect.End:
        return i;
    }
  }
}

function skipWhitespace(text: string, i: number): number {
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
  }
  return i;
}

// Returns the offset after the closing quote, or `~offset` of the first bad character.
function scanString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return ~i;
    if (c === 0x5c) {
      const escaped = text[i + 1];
      if (escaped === 'u') {
        for (let k = i + 2; k < i + 6; k++)
          if (!isHexDigit(text.charCodeAt(k))) return ~Math.min(k, text.length);
        i += 5;
      } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) {
        i++;
      } else {
        return ~(i + 1);
      }
    }
  }
  return ~text.length;
}

// A number or a literal; returns the offset after it, or `~offset` of the first bad character.
function scanScalar(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === 0x2d || isDigit(first)) return scanNumber(text, start);
  for (const literal of literals) {
    if (first !== literal.charCodeAt(0)) continue;
    for (let k = 1; k < literal.length; k++) {
      if (text.charCodeAt(start + k) !== literal.charCodeAt(k)) return ~Math.min(start + k, text.length);
    }
    return start + literal.length;
  }
  return ~start;
}

// RFC 8259 §6: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
function scanNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  if (text.charCodeAt(i) === 0x30) i++;
  else if (isDigit(text.charCodeAt(i))) i = skipDigits(text, i);
  else return ~i;
  if (text.charCodeAt(i) === 0x2e) {
    if (!isDigit(text.charCodeAt(++i))) return ~i;
    i = skipDigits(text, i);
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    const sign = text.charCodeAt(++i);
    if (sign === 0x2b || sign === 0x2d) i++;
    if (!isDigit(text.charCodeAt(i))) return ~i;
    i = skipDigits(text, i);
  }
  return i;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function skipDigits(text: string, i: number): number {
  while (isDigit(text.charCodeAt(i))) i++;
  return i;
}
