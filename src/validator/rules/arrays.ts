// Rules about lists and maps: `list`, `array:<keys>`, `required_array_keys`, `contains`,
// `doesnt_contain`, `in_array`. Elements compare by their text form, as `in` does (`1` and
// `'1'` are the same element), which is Laravel's loose `in_array`.
import { expectCount, type RuleDefinition, scalarText } from './definition.js';
import { collectPath, readPath } from './paths.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text forms of a list's scalar elements. */
function elementTexts(list: readonly unknown[]): Set<string> {
  const texts = new Set<string>();
  for (const item of list) {
    const text = scalarText(item);
    if (text !== undefined) texts.add(text);
  }
  return texts;
}

/** `array` alone is a JavaScript array; `array:a,b` is a map (or array) whose keys are all listed. */
const array: RuleDefinition = {
  parameters: 'list',
  build(params) {
    if (params.length === 0) return Array.isArray;
    const allowed = new Set(params);
    return (value) =>
      (Array.isArray(value) || isPlainObject(value)) && Object.keys(value).every((key) => allowed.has(key));
  },
};

function containing(wanted: boolean): RuleDefinition {
  return {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value) => {
        if (!Array.isArray(value)) return false;
        const texts = elementTexts(value);
        return params.every((param) => texts.has(param) === wanted);
      };
    },
  };
}

export const arrayRules: Record<string, RuleDefinition> = {
  array,
  list: { parameters: 'none', build: () => Array.isArray },
  required_array_keys: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value) =>
        (Array.isArray(value) || isPlainObject(value)) && params.every((key) => Object.hasOwn(value, key));
    },
  },
  contains: containing(true),
  doesnt_contain: containing(false),
  // `in_array:other.*`: the value is one of the values found at that path.
  in_array: {
    parameters: 'list',
    placeholders: false,
    readsPayload: true,
    build(params) {
      expectCount(params, 1);
      const path = params[0]!;
      return (value, data) => {
        const text = scalarText(value);
        if (text === undefined) return false;
        const values = path.includes('*') ? collectPath(data, path) : [readPath(data, path)].flat();
        return elementTexts(values).has(text);
      };
    },
  },
};
