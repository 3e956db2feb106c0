// A thin shim from validatorjs's API (`new Validator(data, rules, messages)`, `passes()`,
// `errors.first(field)`, …) onto intake's Validator, so validatorjs's own spec cases can be
// replayed on intake. Only the translation lives here: rule arrays (and their `{ rule: params }`
// objects) become `|`-joined strings, nested rule objects become dotted paths (named by path in messages, as validatorjs does),
// message keys `rule.field` become `field.rule`, typed templates (`min: { string }`) pick the
// string one. Anything else the spec used (static registries, languages, object internals) is
// reported as unsupported rather than guessed.
import { type ValidationErrors, Validator } from '../../../src/index.js';

/** One call a validatorjs spec made on a validator, and what validatorjs answered. */
export interface PeerCall {
  readonly op: string;
  readonly args?: readonly unknown[];
  readonly result?: unknown;
  readonly callback?: boolean;
}

export interface PeerValidator {
  readonly data: unknown;
  readonly rules: unknown;
  readonly messages?: unknown;
  readonly ops: readonly PeerCall[];
}

export interface PeerCase {
  readonly id: string;
  /** Static members of validatorjs's class the test used (register, useLang, …). */
  readonly statics?: readonly string[];
  readonly validators: readonly PeerValidator[];
}

/** Why a replayed call disagreed, or `undefined` when every call agreed. */
export type Outcome = string | undefined;

/** A rule array's entries are strings or `{ rule: parameters }` objects. */
function ruleString(rules: unknown): string {
  if (!Array.isArray(rules)) return String(rules);
  return rules
    .flatMap((rule) =>
      typeof rule === 'object' && rule !== null
        ? Object.entries(rule).map(([name, params]) => `${name}:${[params].flat().join(',')}`)
        : [String(rule)],
    )
    .join('|');
}

/** Nested rule objects (`{ data: { weight: 'required' } }`) are the dotted paths intake reads. */
function flattenRules(rules: unknown, prefix = ''): Array<[string, string]> {
  return Object.entries((rules ?? {}) as Record<string, unknown>).flatMap(([field, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? flattenRules(value, `${prefix}${field}.`)
      : [[`${prefix}${field}`, ruleString(value)] as [string, string]],
  );
}

function messageOptions(messages: unknown): Record<string, string> {
  const options: Record<string, string> = {};
  if (typeof messages !== 'object' || messages === null) return options;
  for (const [key, template] of Object.entries(messages)) {
    const text = typeof template === 'string' ? template : (template as Record<string, string>).string;
    if (text === undefined) continue;
    const dot = key.indexOf('.');
    options[dot === -1 ? key : `${key.slice(dot + 1)}.${key.slice(0, dot)}`] = text;
  }
  return options;
}

/** Replays one recorded validator's calls on intake; a string says the first disagreement. */
function replay(recorded: PeerValidator): Outcome {
  let attributes: Record<string, string> = {};
  let errors: ValidationErrors | undefined;
  let validator: Validator | undefined;
  const rules = Object.fromEntries(flattenRules(recorded.rules));
  const run = (): ValidationErrors => {
    validator ??= new Validator({ messages: messageOptions(recorded.messages), attributes });
    errors ??= validator.validate(
      (recorded.data ?? {}) as Record<string, unknown>,
      rules,
    ) as ValidationErrors;
    return errors;
  };
  const messagesOf = (field: string): string[] => {
    const failures = run()[field] ?? [];
    return failures.map((failure) => validator!.message(field, failure, undefined, 'path'));
  };
  for (const call of recorded.ops) {
    if (call.callback === true) return `${call.op} with a callback (validatorjs's async API)`;
    const field = String(call.args?.[0]);
    let answer: unknown;
    try {
      switch (call.op) {
        case 'setAttributeNames':
          attributes = { ...(call.args?.[0] as Record<string, string>) };
          continue;
        case 'passes':
          answer = Object.keys(run()).length === 0;
          break;
        case 'fails':
          answer = Object.keys(run()).length > 0;
          break;
        case 'errorCount':
          answer = Object.keys(run()).length;
          break;
        case 'errors.first':
          answer = messagesOf(field)[0] ?? false;
          break;
        case 'errors.get':
          answer = messagesOf(field);
          break;
        case 'errors.has':
          answer = messagesOf(field).length > 0;
          break;
        case 'errors.all':
          answer = Object.fromEntries(Object.keys(run()).map((key) => [key, messagesOf(key)]));
          break;
        default:
          return `${call.op} (a validatorjs internal with no intake counterpart)`;
      }
    } catch (error) {
      return `${call.op} threw ${(error as Error).message}`;
    }
    if (JSON.stringify(answer) !== JSON.stringify(call.result))
      return `${call.op}(${call.args?.join(', ') ?? ''}): validatorjs ${JSON.stringify(call.result)}, intake ${JSON.stringify(answer)}`;
  }
  return undefined;
}

/** Replays every validator of one spec case; `undefined` when intake agreed on every call. */
export function replayCase(peerCase: PeerCase): Outcome {
  if (peerCase.statics !== undefined && peerCase.statics.length > 0)
    return `uses validatorjs's static ${peerCase.statics.join(', ')}`;
  // A test that only read validatorjs's object properties (`validator.rules`) asserted nothing
  // the shim can replay: it does not count as agreeing.
  if (peerCase.validators.every((recorded) => recorded.ops.length === 0))
    return 'inspects validatorjs object internals only';
  for (const recorded of peerCase.validators) {
    const outcome = replay(recorded);
    if (outcome !== undefined) return outcome;
  }
  return undefined;
}
