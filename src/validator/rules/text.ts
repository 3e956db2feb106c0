// Rules about the characters of a string: letters, case, ASCII, prefixes and suffixes, colours,
// JSON. Unicode classes follow Laravel's PCRE ones (`\pL\pM` letters, `\pN` numbers); every
// pattern is a single character-class loop, so its cost is linear in the input.
import { expectCount, type RuleDefinition, RuleParameterProblem, scalarText } from './definition.js';
import { compilePattern } from './formats.js';

// Padded standard Base64 (what PHP's base64_encode writes, which Laravel round-trips).
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

type Classes = { readonly unicode: RegExp; readonly ascii: RegExp; readonly numbers: boolean };

const ALPHA: Classes = { unicode: /^[\p{L}\p{M}]+$/u, ascii: /^[a-zA-Z]+$/, numbers: false };
const ALPHA_NUM: Classes = { unicode: /^[\p{L}\p{M}\p{N}]+$/u, ascii: /^[a-zA-Z0-9]+$/, numbers: true };
const ALPHA_DASH: Classes = { unicode: /^[\p{L}\p{M}\p{N}_-]+$/u, ascii: /^[a-zA-Z0-9_-]+$/, numbers: true };

/** `alpha`, `alpha_num`, `alpha_dash`, each optionally `:ascii`; the last two also take numbers. */
function characterRule(classes: Classes): RuleDefinition {
  return {
    parameters: 'list',
    build(params) {
      expectCount(params, 0, 1);
      if (params.length === 1 && params[0] !== 'ascii')
        throw new RuleParameterProblem(`"${params[0]}" is not a mode (only ascii)`);
      const pattern = params.length === 1 ? classes.ascii : classes.unicode;
      return (value) => {
        const text = classes.numbers && typeof value === 'number' ? scalarText(value) : value;
        return typeof text === 'string' && pattern.test(text);
      };
    },
  };
}

/** `starts_with:a,b` and friends: the value's text form against each listed affix. */
function affixRule(matches: (text: string, affix: string) => boolean, wanted: boolean): RuleDefinition {
  return {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value) => {
        const text = scalarText(value);
        return text !== undefined && params.some((affix) => matches(text, affix)) === wanted;
      };
    },
  };
}

const startsWith = (text: string, affix: string) => affix !== '' && text.startsWith(affix);
const endsWith = (text: string, affix: string) => affix !== '' && text.endsWith(affix);

const HEX_COLOR = /^#(?:(?:[0-9a-f]{3}){1,2}|(?:[0-9a-f]{4}){1,2})$/i;

function isAsciiText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  for (let index = 0; index < value.length; index++) if (value.charCodeAt(index) > 0x7f) return false;
  return true;
}

function isJsonText(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

export const textRules: Record<string, RuleDefinition> = {
  alpha: characterRule(ALPHA),
  alpha_num: characterRule(ALPHA_NUM),
  alpha_dash: characterRule(ALPHA_DASH),
  ascii: { parameters: 'none', build: () => isAsciiText },
  lowercase: {
    parameters: 'none',
    build: () => (value) => typeof value === 'string' && value.toLowerCase() === value,
  },
  uppercase: {
    parameters: 'none',
    build: () => (value) => typeof value === 'string' && value.toUpperCase() === value,
  },
  starts_with: affixRule(startsWith, true),
  ends_with: affixRule(endsWith, true),
  doesnt_start_with: affixRule(startsWith, false),
  doesnt_end_with: affixRule(endsWith, false),
  not_regex: {
    parameters: 'whole',
    placeholders: false,
    build(params, context) {
      expectCount(params, 1);
      const pattern = compilePattern(params[0]!);
      const maxLength = context.regexMaxLength;
      // A value the pattern cannot be run on (too long, not text) does not pass either rule.
      return (value) => {
        const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
        return typeof text === 'string' && text.length <= maxLength && !pattern.test(text);
      };
    },
  },
  hex_color: {
    parameters: 'none',
    build: () => (value) => typeof value === 'string' && HEX_COLOR.test(value),
  },
  json: { parameters: 'none', build: () => isJsonText },
  base64: {
    parameters: 'none',
    build: () => (value) => typeof value === 'string' && value !== '' && BASE64.test(value),
  },
};
