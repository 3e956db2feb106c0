// The rule string of a field made optional by `PartialType` (docs/mapping.md "Derived classes"):
// the rules that demand the key be sent are dropped, every other rule is kept as written. Works
// on the validator's own tokens, so a `regex:/a|required|b/` parameter is one token and stays.
import { joinRuleTokens, type RuleToken, splitRuleString } from '../validator/rule-string.js';
import { ConfigurationException } from './configuration-exception.js';

/**
 * The rules that fail a field the client did not send: `required`, `present` and their
 * conditional forms, named one by one (`required_array_keys` checks inside a value and stays).
 * `filled`, `nullable`, `missing…` and `prohibited…` pass an absent field, so an optional field
 * keeps them.
 */
const PRESENCE_RULES: ReadonlySet<string> = new Set([
  'required',
  'present',
  'required_if',
  'required_unless',
  'required_with',
  'required_with_all',
  'required_without',
  'required_without_all',
  'required_if_accepted',
  'required_if_declined',
  'present_if',
  'present_unless',
  'present_with',
  'present_with_all',
]);

/**
 * `rules` without the rules that demand presence; `undefined` when nothing is left. Throws
 * `ConfigurationException` in the one case the shorter string would read differently (a
 * parameter whose text only parsed as it did because of the dropped rule).
 */
export function optionalRules(className: string, field: string, rules: string): string | undefined {
  const tokens = splitRuleString(rules);
  const kept = tokens.filter((token) => !PRESENCE_RULES.has(token.name));
  if (kept.length === tokens.length) return rules;
  if (kept.length === 0) return undefined;
  const rebuilt = joinRuleTokens(kept);
  if (!sameTokens(splitRuleString(rebuilt), kept)) {
    throw ConfigurationException.unrepresentableOptionalRules(className, field, rules);
  }
  return rebuilt;
}

function sameTokens(a: readonly RuleToken[], b: readonly RuleToken[]): boolean {
  return (
    a.length === b.length &&
    a.every((token, i) => token.name === b[i]!.name && token.parameterText === b[i]!.parameterText)
  );
}
