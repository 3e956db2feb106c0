// Splits a rule string into rule names and parameter text, once per rule string.

export interface RuleToken {
  readonly name: string;
  /** The text after the first `:`; `undefined` when the rule has no `:`. */
  readonly parameterText: string | undefined;
}

/**
 * `'required|string|max:50'` → `[{ name: 'required' }, { name: 'string' }, { name: 'max', parameterText: '50' }]`.
 * Names are trimmed and empty segments skipped. A `regex:`/`not_regex:` `/…/flags` parameter is read as a
 * regular-expression literal, so a `|` inside the pattern does not end the rule.
 */
export function splitRuleString(rules: string): RuleToken[] {
  const tokens: RuleToken[] = [];
  let index = 0;
  while (index <= rules.length) {
    let end = nextDelimiter(rules, index);
    const colon = rules.indexOf(':', index);
    if (colon === -1 || colon > end) {
      const name = rules.slice(index, end).trim();
      if (name !== '') tokens.push({ name, parameterText: undefined });
    } else {
      const name = rules.slice(index, colon).trim();
      if ((name === 'regex' || name === 'not_regex') && rules[colon + 1] === '/')
        end = regexLiteralEnd(rules, colon + 1) ?? end;
      tokens.push({ name, parameterText: rules.slice(colon + 1, end) });
    }
    index = end + 1;
  }
  return tokens;
}

function nextDelimiter(rules: string, from: number): number {
  const pipe = rules.indexOf('|', from);
  return pipe === -1 ? rules.length : pipe;
}

/**
 * Where a `/pattern/flags` literal starting at `start` ends (the index of the `|` after it
 * or the end of the string), honouring `\` escapes and `[…]` classes; `undefined` when the
 * literal is not followed by `|` or the end (then the plain `|` split applies).
 */
function regexLiteralEnd(rules: string, start: number): number | undefined {
  let inClass = false;
  for (let index = start + 1; index < rules.length; index++) {
    const char = rules[index];
    if (char === '\\') index++;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) {
      let end = index + 1;
      while (end < rules.length && /[a-z]/.test(rules[end]!)) end++;
      return end === rules.length || rules[end] === '|' ? end : undefined;
    }
  }
  return undefined;
}

/**
 * The rule string `splitRuleString` reads back as `tokens`: the inverse of the split, so a
 * caller that drops or adds tokens rebuilds a string the validator reads as it meant
 * (a `regex:/a|b/` parameter is written back whole).
 *
 * @example
 * joinRuleTokens(splitRuleString('required|max:50').slice(1)); // 'max:50'
 */
export function joinRuleTokens(tokens: readonly RuleToken[]): string {
  return tokens
    .map(({ name, parameterText }) => (parameterText === undefined ? name : `${name}:${parameterText}`))
    .join('|');
}

/**
 * A list parameter's values: `a,b,c`, where a value written in double quotes may hold commas
 * and doubled quotes (`in:"a,b","say ""hi""",c`), as Laravel reads lists (CSV). Text without
 * a quote is split on commas as it is.
 */
export function splitParameterList(text: string): string[] {
  if (!text.includes('"')) return text.split(',');
  const values: string[] = [];
  let index = 0;
  while (index <= text.length) {
    if (text[index] === '"') {
      let value = '';
      let cursor = index + 1;
      while (cursor < text.length) {
        if (text[cursor] === '"') {
          if (text[cursor + 1] !== '"') break;
          value += '"';
          cursor += 2;
        } else value += text[cursor++];
      }
      // After the closing quote, anything up to the next comma belongs to the value too.
      const comma = text.indexOf(',', cursor);
      const end = comma === -1 ? text.length : comma;
      values.push(value + text.slice(cursor + 1, end));
      index = end + 1;
    } else {
      const comma = text.indexOf(',', index);
      const end = comma === -1 ? text.length : comma;
      values.push(text.slice(index, end));
      index = end + 1;
    }
  }
  return values;
}
