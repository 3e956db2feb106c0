// Rules that compare a value with a list or with another field. Values compare by their text
// form (`in:1,2` accepts `1` and `'1'`); fields compare strictly (`same`, `confirmed`).
import { expectCount, type RuleDefinition, scalarText } from './definition.js';
import { readPath } from './paths.js';

function scalarIn(value: unknown, set: ReadonlySet<string>): boolean {
  const text = scalarText(value);
  return text !== undefined && set.has(text);
}

/** Whether `value` (one scalar, or every element of a flat array) is in `set`. */
function allIn(value: unknown, set: ReadonlySet<string>): boolean {
  if (!Array.isArray(value)) return scalarIn(value, set);
  return value.every((item) => scalarIn(item, set));
}

/** Whether neither `value` nor any element of it (when it is an array) is in `set`. */
function noneIn(value: unknown, set: ReadonlySet<string>): boolean {
  if (!Array.isArray(value)) return !scalarIn(value, set);
  return !value.some((item) => scalarIn(item, set));
}

function sameAs(field: string): RuleDefinition['build'] {
  return (params, context) => {
    expectCount(params, field === '' ? 1 : 0, 1);
    const other = params[0] ?? `${context.field}${field}`;
    return (value, data, scope) => value === readPath(data, other, scope);
  };
}

export const comparisonRules: Record<string, RuleDefinition> = {
  in: {
    parameters: 'list',
    build(params) {
      // `in` with nothing to be in can only fail: a mistake in the rule, refused at compile time.
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      const allowed = new Set(params);
      // Strings (every form or query value) skip the text-form conversion.
      return (value) => (typeof value === 'string' ? allowed.has(value) : allIn(value, allowed));
    },
    // A text is in the list only as one of its values.
    fillsText: (params) => params.every((param) => param.trim() !== ''),
    // Short lists compare inline; values enter the source only as JSON string literals.
    fastPath: (params) =>
      params.length > 0 && params.length <= 8
        ? params.map((param) => `v === ${JSON.stringify(param)}`).join(' || ')
        : 'false',
  },

  not_in: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      const refused = new Set(params);
      return (value) => noneIn(value, refused);
    },
  },

  same: { parameters: 'list', placeholders: false, readsPayload: true, build: sameAs('') },

  // `confirmed` compares with `<field>_confirmation`, or with the field it names.
  confirmed: { parameters: 'list', placeholders: false, readsPayload: true, build: sameAs('_confirmation') },

  // `different:a,b`: unlike every named field that is present.
  different: {
    parameters: 'list',
    placeholders: false,
    readsPayload: true,
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value, data, scope) => params.every((other) => value !== readPath(data, other, scope));
    },
  },
};
