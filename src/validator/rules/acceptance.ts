// `accepted` and `declined` (+ `_if`): the answers a checkbox or a yes/no question sends. Both
// are implicit, as in Laravel: an absent field is not accepted.
import { conditions } from './conditions.js';
import type { RuleDefinition } from './definition.js';
import { isAccepted, isDeclined } from './matching.js';

/** `accepted_if:other,a,b`: the answer is demanded only when `other` matches one of the values. */
function answerIf(answer: (value: unknown) => boolean): RuleDefinition {
  return {
    parameters: 'list',
    implicit: true,
    readsPayload: true,
    build(params, context) {
      const holds = conditions.if(params, context);
      return (value, data, scope) => !holds(data, scope) || answer(value);
    },
  };
}

export const acceptanceRules: Record<string, RuleDefinition> = {
  accepted: { parameters: 'none', implicit: true, build: () => isAccepted },
  accepted_if: answerIf(isAccepted),
  declined: { parameters: 'none', implicit: true, build: () => isDeclined },
  declined_if: answerIf(isDeclined),
};
