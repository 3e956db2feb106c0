// Replays a case of Laravel's validator tests on intake. The shim translates notation only:
// rule arrays become `|`-joined strings and rule names become snake case as Laravel reads
// them (`Min` → `min`, `RequiredIf` → `required_if`).
import { type ValidationErrors, Validator } from '../../../src/index.js';

export interface LaravelCase {
  readonly id: string;
  readonly data: unknown;
  readonly rules: Readonly<Record<string, unknown>>;
  readonly passes: boolean;
  readonly messages?: Readonly<Record<string, unknown>>;
  readonly attributes?: Readonly<Record<string, string>>;
}

function snakeName(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

// PHP date() letters and the date-format tokens that read the same text.
const PHP_DATE_TOKENS: Readonly<Record<string, string>> = {
  Y: 'yyyy',
  y: 'yy',
  m: 'MM',
  n: 'M',
  d: 'dd',
  j: 'd',
  H: 'HH',
  G: 'H',
  i: 'mm',
  s: 'ss',
  P: 'xxx',
  O: 'xx',
};

/** A PHP `date_format` as date-format tokens; other letters are quoted as literal text. */
function dateFnsFormat(php: string): string {
  let format = '';
  for (let index = 0; index < php.length; index++) {
    const char = php[index]!;
    if (char === '\\') format += `'${php[++index] ?? ''}'`;
    else if (Object.hasOwn(PHP_DATE_TOKENS, char)) format += PHP_DATE_TOKENS[char];
    else format += /[A-Za-z]/.test(char) ? `'${char}'` : char;
  }
  return format;
}

/** `Min:3` → `min:3`; parameters are left as written, except PHP date formats. */
function laravelRule(rule: string): string {
  const colon = rule.indexOf(':');
  if (colon === -1) return snakeName(rule);
  const name = snakeName(rule.slice(0, colon));
  const params = rule.slice(colon + 1);
  return `${name}:${name === 'date_format' ? params.split(',').map(dateFnsFormat).join(',') : params}`;
}

/** A rule in an array is a string, or `[name, ...parameters]`. */
function ruleText(rule: unknown): string {
  return Array.isArray(rule) ? `${rule[0]}:${rule.slice(1).join(',')}` : String(rule);
}

function ruleString(rules: unknown): string {
  // Laravel skips empty entries of a rule array (`['alpha', [], '']`).
  const entries = Array.isArray(rules) ? rules.filter((rule) => !Array.isArray(rule) || rule.length > 0) : [];
  const list = Array.isArray(rules) ? entries.map(ruleText) : splitLaravel(String(rules));
  return list.map(laravelRule).join('|');
}

/** Laravel splits on `|` except inside a `regex:`/`not_regex:` rule, which must then come last or be in an array. */
function splitLaravel(rules: string): string[] {
  const match = /(^|\|)((?:not_)?regex:)/i.exec(rules);
  if (match === null) return rules.split('|');
  const start = match.index + match[1]!.length;
  return [...(start > 0 ? rules.slice(0, start - 1).split('|') : []), rules.slice(start)];
}

/** Whether intake's answer matches Laravel's; a string says how it differs. */
export async function replayLaravel(peerCase: LaravelCase): Promise<string | undefined> {
  let passes: boolean;
  try {
    const validator = new Validator({
      ...(peerCase.attributes ? { attributes: { ...peerCase.attributes } } : {}),
    });
    const rules = Object.fromEntries(
      Object.entries(peerCase.rules).map(([field, value]) => [field, ruleString(value)]),
    );
    const errors: ValidationErrors = await validator.validate(
      peerCase.data as Record<string, unknown>,
      rules,
    );
    passes = Object.keys(errors).length === 0;
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
  return passes === peerCase.passes
    ? undefined
    : `Laravel ${peerCase.passes ? 'passes' : 'fails'}, intake ${passes ? 'passes' : 'fails'}`;
}
