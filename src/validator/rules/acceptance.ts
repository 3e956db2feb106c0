// `accepted` and `declined` (+ `_if`): the answers a checkbox or a yes/no question sends. Both
// are implicit, as in Laravel: an absent field is not accepted.
import { expectCount, type RuleDefinition } from './definition.js';
import { matchesAny } from './matching.js';
import { readPath } from './paths.js';

const ACCEPTED: ReadonlySet<unknown> = new Set(['yes', 'on', '1', 1, true, 'true']);
const DECLINED: ReadonlySet<unknown> = new Set(['no', 'off', '0', 0, false, 'false']);

export const isAccepted = (value: unknown): boolean => ACCEPTED.has(value);
export const isDeclined = (value: unknown): boolean => DECLINED.has(value);

/** `accepted_if:other,a,b`: the answer is demanded only when `other` is one of the values. */
function answerIf(answer: (value: unknown) => boolean): RuleDefinition {
  return {
    parameters: 'list',
    implicit: true,
    readsPayload: true,
    build(params) {
      expectCount(params, 2, Number.POSITIVE_INFINITY);
      const [other, ...values] = params as [string, ...string[]];
      return (value, data, scope) => !matchesAny(readPath(data, other, scope), values) || answer(value);
    },
  };
}

export const acceptanceRules: Record<string, RuleDefinition> = {
  accepted: { parameters: 'none', implicit: true, build: () => isAccepted },
  accepted_if: answerIf(isAccepted),
  declined: { parameters: 'none', implicit: true, build: () => isDeclined },
  declined_if: answerIf(isDeclined),
};
