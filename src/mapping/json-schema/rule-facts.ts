// What a field's rule string says that JSON Schema can say too. Rules JSON Schema cannot
// express (same, confirmed, before/after, required_if…, custom rules) are left out: the schema
// describes a superset of what passes, never a subset (docs/json-schema.md "What is described").
import { splitRuleString } from '../../validator/rule-string.js';

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
}

const STRING_ONLY_RULES: ReadonlySet<string> = new Set(['email', 'url', 'uuid', 'ulid', 'ip', 'date_format']);

const TYPE_OF_RULE: Readonly<Record<string, JsonType>> = {
  string: 'string',
  integer: 'integer',
  numeric: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
};

const facts = new Map<string, RuleFacts>();

/** The facts of a rule string, cached per string (rule strings are few and fixed). */
export function ruleFactsOf(rules: string | undefined): RuleFacts {
  const key = rules ?? '';
  let found = facts.get(key);
  if (found === undefined) {
    found = readFacts(key);
    facts.set(key, found);
  }
  return found;
}

function readFacts(rules: string): RuleFacts {
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
  };
  for (const { name, parameterText } of splitRuleString(rules)) {
    // A `{field}` placeholder is resolved per request: nothing fixed to describe.
    if (parameterText !== undefined && name !== 'regex' && /\{[^{}]+\}/.test(parameterText)) continue;
    const params = parameterText === undefined ? [] : parameterText.split(',');
    if (Object.hasOwn(TYPE_OF_RULE, name)) {
      out.type ??= TYPE_OF_RULE[name];
      continue;
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
      case 'min':
        out.minSize = finite(params[0]) ?? out.minSize;
        break;
      case 'max':
        out.maxSize = finite(params[0]) ?? out.maxSize;
        break;
      case 'length':
        out.exactSize = finite(params[0]) ?? out.exactSize;
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
      default:
        out.format = formatOf(name, params, parameterText) ?? out.format;
        // These rules fail on anything but a string, so they type an untyped field.
        if (STRING_ONLY_RULES.has(name)) out.impliedType = 'string';
    }
  }
  out.type ??= out.impliedType;
  return out;
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
    case 'date':
      return { pattern: DEFAULT_DATE_PATTERN };
    case 'date_format':
      return parameterText === 'yyyy-MM-dd' ? { format: 'date' } : undefined;
    case 'regex':
      return regexPattern(parameterText);
  }
  return undefined;
}

/** `/pattern/flags` → `pattern`, when no flag changes what the pattern means (`i`, `m`, `s` do). */
function regexPattern(literal: string | undefined): Record<string, unknown> | undefined {
  const match = literal === undefined ? null : /^\/([\s\S]*)\/([a-z]*)$/.exec(literal);
  if (match === null || /[ims]/.test(match[2]!)) return undefined;
  return { pattern: match[1] };
}
