// What a field's rule string says that JSON Schema can say too. Rules JSON Schema cannot
// express (same, confirmed, before/after, required_if…, custom rules) are left out: the schema
// describes a superset of what passes, never a subset (docs/json-schema.md "What is described").
import type { RuleToken } from '../../validator/rule-string.js';

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface RuleFacts {
  /** The type the first type rule demands. */
  type: JsonType | undefined;
  /** `required` or `present`: the key must be sent. */
  required: boolean;
  /** `required` or `filled`: an empty string or array fails. */
  nonEmpty: boolean;
  nullable: boolean;
  minSize: number | undefined;
  maxSize: number | undefined;
  exactSize: number | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  /** Format keywords (`format`, `pattern`, or an `anyOf` of formats). */
  format: Record<string, unknown> | undefined;
  /** `in:` values, as written. */
  allowed: string[] | undefined;
  /** `not_in:` values, as written. */
  refused: string[] | undefined;
  /** The type a format rule implies when no type rule is given. */
  impliedType: JsonType | undefined;
  /** `distinct`: no two elements alike (intake's comparison is looser, so it refuses at least these). */
  distinct: boolean;
}

const STRING_ONLY_RULES: ReadonlySet<string> = new Set([
  'email',
  'url',
  'uuid',
  'ulid',
  'ip',
  'ipv4',
  'ipv6',
  'mac_address',
  'date_format',
  'alpha',
  'ascii',
  'hex_color',
  'starts_with',
  'ends_with',
  'file',
  'image',
  'mimes',
  'mimetypes',
  'extensions',
  'dimensions',
]);

const TYPE_OF_RULE: Readonly<Record<string, JsonType>> = {
  string: 'string',
  integer: 'integer',
  int: 'integer',
  numeric: 'number',
  decimal: 'number',
  boolean: 'boolean',
  bool: 'boolean',
  list: 'array',
  array: 'array',
  object: 'object',
};

const facts = new WeakMap<readonly RuleToken[], RuleFacts>();

/**
 * The facts of a field's rules, read from the tokens its class shape parsed once
 * (`FieldShape.ruleTokens`) and cached per field.
 */
export function ruleFactsOf(field: { readonly ruleTokens: readonly RuleToken[] }): RuleFacts {
  let found = facts.get(field.ruleTokens);
  if (found === undefined) {
    found = readFacts(field.ruleTokens);
    facts.set(field.ruleTokens, found);
  }
  return found;
}

function readFacts(tokens: readonly RuleToken[]): RuleFacts {
  const out: RuleFacts = {
    type: undefined,
    required: false,
    nonEmpty: false,
    nullable: false,
    minSize: undefined,
    maxSize: undefined,
    exactSize: undefined,
    minimum: undefined,
    maximum: undefined,
    format: undefined,
    allowed: undefined,
    refused: undefined,
    impliedType: undefined,
    distinct: false,
  };
  for (const { name, parameterText } of tokens) {
    // A `{field}` placeholder is resolved per request: nothing fixed to describe.
    if (parameterText !== undefined && name !== 'regex' && /\{[^{}]+\}/.test(parameterText)) continue;
    const params = parameterText === undefined ? [] : parameterText.split(',');
    if (Object.hasOwn(TYPE_OF_RULE, name)) {
      out.type ??= TYPE_OF_RULE[name];
      // `decimal:2` says how the number is written, not only that it is one.
      if (name !== 'decimal') continue;
    }
    switch (name) {
      case 'required':
        out.required = true;
        out.nonEmpty = true;
        break;
      case 'present':
        out.required = true;
        break;
      case 'filled':
        out.nonEmpty = true;
        break;
      case 'nullable':
        out.nullable = true;
        break;
      case 'distinct':
        out.distinct = true;
        break;
      case 'min':
        out.minSize = finite(params[0]) ?? out.minSize;
        break;
      case 'max':
        out.maxSize = finite(params[0]) ?? out.maxSize;
        break;
      case 'length':
      case 'size':
        out.exactSize = finite(params[0]) ?? out.exactSize;
        break;
      case 'between':
        out.minSize = finite(params[0]) ?? out.minSize;
        out.maxSize = finite(params[1]) ?? out.maxSize;
        break;
      case 'gte':
        out.minimum = finite(params[0]) ?? out.minimum;
        break;
      case 'lte':
        out.maximum = finite(params[0]) ?? out.maximum;
        break;
      case 'min_value':
        out.minimum = finite(params[0]) ?? out.minimum;
        break;
      case 'max_value':
        out.maximum = finite(params[0]) ?? out.maximum;
        break;
      case 'in':
        out.allowed = params;
        break;
      case 'not_in':
        out.refused = params;
        break;
      default: {
        const keywords = formatOf(name, params, parameterText);
        // Keywords of different rules add up (`digits:4|starts_with:0` keeps the last pattern).
        if (keywords !== undefined) out.format = { ...out.format, ...keywords };
        // These rules fail on anything but a string, so they type an untyped field.
        if (STRING_ONLY_RULES.has(name)) out.impliedType = 'string';
      }
    }
  }
  out.type ??= out.impliedType;
  // A file's size rules count kilobytes; a binary string's length counts bytes.
  if (out.format?.format === 'binary') {
    const bytes = (kilobytes: number | undefined) => (kilobytes === undefined ? undefined : kilobytes * 1024);
    out.minSize = bytes(out.minSize);
    out.maxSize = bytes(out.maxSize);
    out.exactSize = bytes(out.exactSize);
  }
  // Beside numeric/integer the size rules bound the value itself (docs/validator.md "Sizes").
  if (out.type === 'integer' || out.type === 'number') {
    out.minimum = larger(out.minimum, out.exactSize ?? out.minSize);
    out.maximum = smaller(out.maximum, out.exactSize ?? out.maxSize);
    out.minSize = out.maxSize = out.exactSize = undefined;
  }
  return out;
}

function larger(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

function smaller(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/** Text as a literal inside a JSON Schema (ECMA-262) pattern. */
function escapePattern(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

function finite(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

// The default `date` grammar (docs/validator.md): a date, optionally a time and an offset.
const DEFAULT_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(?:[Tt ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$';

const ULID_PATTERN = '^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$';

function formatOf(
  name: string,
  params: string[],
  parameterText: string | undefined,
): Record<string, unknown> | undefined {
  switch (name) {
    case 'email':
      return { format: 'email' };
    case 'url':
      return { format: 'uri' };
    case 'uuid':
      return { format: 'uuid' };
    case 'ulid':
      return { pattern: ULID_PATTERN };
    case 'ip':
      if (params[0] === '4') return { format: 'ipv4' };
      if (params[0] === '6') return { format: 'ipv6' };
      return { anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] };
    case 'ipv4':
    case 'ipv6':
      return { format: name };
    case 'alpha':
      return { pattern: params[0] === 'ascii' ? '^[a-zA-Z]+$' : '^[\\p{L}\\p{M}]+$' };
    case 'ascii':
      return { pattern: '^[\\u0000-\\u007f]*$' };
    case 'hex_color':
      return { pattern: '^#(?:(?:[0-9a-fA-F]{3}){1,2}|(?:[0-9a-fA-F]{4}){1,2})$' };
    case 'mac_address':
      return {
        pattern: '^(?:[0-9a-fA-F]{2}[-: ]){5}[0-9a-fA-F]{2}$|^(?:[0-9a-fA-F]{4}\\.){2}[0-9a-fA-F]{4}$',
      };
    case 'digits':
      return finite(params[0]) === undefined ? undefined : { pattern: `^[0-9]{${finite(params[0])}}$` };
    case 'digits_between':
      return finite(params[0]) === undefined || finite(params[1]) === undefined
        ? undefined
        : { pattern: `^[0-9]{${finite(params[0])},${finite(params[1])}}$` };
    case 'starts_with':
      return { pattern: `^(?:${params.map(escapePattern).join('|')})` };
    case 'ends_with':
      return { pattern: `(?:${params.map(escapePattern).join('|')})$` };
    case 'multiple_of': {
      const divisor = finite(params[0]);
      return divisor === undefined || divisor <= 0 ? undefined : { multipleOf: divisor };
    }
    case 'gt':
      return finite(params[0]) === undefined ? undefined : { exclusiveMinimum: finite(params[0]) };
    case 'lt':
      return finite(params[0]) === undefined ? undefined : { exclusiveMaximum: finite(params[0]) };
    case 'json':
      return { contentMediaType: 'application/json' };
    case 'file':
    case 'image':
    case 'mimes':
    case 'extensions':
    case 'dimensions':
      return { format: 'binary' };
    case 'mimetypes':
      // One listed type is the content's type; several cannot be one keyword.
      return params.length === 1 && !params[0]!.endsWith('/*')
        ? { format: 'binary', contentMediaType: params[0] }
        : { format: 'binary' };
    case 'date':
      return { pattern: DEFAULT_DATE_PATTERN };
    case 'date_format':
      return parameterText === 'yyyy-MM-dd' ? { format: 'date' } : undefined;
    case 'regex':
      return regexPattern(parameterText);
    case 'not_regex': {
      const pattern = regexPattern(parameterText);
      return pattern === undefined ? undefined : { not: pattern };
    }
  }
  return undefined;
}

/** `/pattern/flags` → `pattern`, when no flag changes what the pattern means (`i`, `m`, `s` do). */
function regexPattern(literal: string | undefined): Record<string, unknown> | undefined {
  const match = literal === undefined ? null : /^\/([\s\S]*)\/([a-z]*)$/.exec(literal);
  if (match === null || /[ims]/.test(match[2]!)) return undefined;
  return { pattern: match[1] };
}
