// Rules about lists and maps: `list`, `array:<keys>`, `required_array_keys`, `contains`,
// `doesnt_contain`, `in_array`, `in_array_keys`, `distinct`. Elements compare by their text form, as `in` does (`1` and
// `'1'` are the same element), which is Laravel's loose `in_array`.
import {
  expectCount,
  type RuleDefinition,
  RuleParameterProblem,
  scalarText,
  toFiniteNumber,
} from './definition.js';
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

/** How `distinct` tells values apart: loosely (`1`, `'1'` and `'01'` are equal), `strict` also by type, `ignore_case`. */
function distinctKey(params: readonly string[]): (value: unknown) => string | undefined {
  for (const param of params) {
    if (param !== 'strict' && param !== 'ignore_case')
      throw new RuleParameterProblem(`"${param}" is not a mode (strict or ignore_case)`);
  }
  const strict = params.includes('strict');
  const ignoreCase = params.includes('ignore_case');
  return (value) => {
    const text = scalarText(value);
    if (text === undefined) return undefined;
    const folded = ignoreCase ? text.toLowerCase() : text;
    if (strict) return `${typeof value}:${folded}`;
    // Loosely, numeric text equals by number (`'0100'` and `100`), as PHP's == does.
    const number = toFiniteNumber(text);
    return number === undefined ? `s:${folded}` : `n:${number}`;
  };
}

/** How many times each key occurs among `values`. */
function countKeys(
  values: readonly unknown[],
  key: (value: unknown) => string | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) {
    const k = key(value);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/**
 * `distinct` on a `*` field: no other value of the pattern equals this one. The counts are
 * taken once per validation (the run's memo), so n items cost O(n), not O(n²). On a plain
 * field holding an array, the array's own elements must be distinct.
 */
const distinct: RuleDefinition = {
  parameters: 'list',
  readsPayload: true,
  build(params, context) {
    const key = distinctKey(params);
    const memoKey = `distinct|${params.join(',')}|${context.field}`;
    return (value, data, scope) => {
      if (scope === undefined) {
        if (!Array.isArray(value)) return true;
        return [...countKeys(value, key).values()].every((count) => count === 1);
      }
      let counts = scope.memo.get(memoKey) as Map<string, number> | undefined;
      if (counts === undefined) {
        counts = countKeys(collectPath(data, context.field), key);
        scope.memo.set(memoKey, counts);
      }
      const k = key(value);
      return k === undefined || (counts.get(k) ?? 0) <= 1;
    };
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
  distinct,
  list: { parameters: 'none', build: () => Array.isArray },
  required_array_keys: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value) =>
        (Array.isArray(value) || isPlainObject(value)) && params.every((key) => Object.hasOwn(value, key));
    },
  },
  // Laravel 12's `in_array_keys`: at least one of the listed keys is present.
  in_array_keys: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      return (value) =>
        (Array.isArray(value) || isPlainObject(value)) && params.some((key) => Object.hasOwn(value, key));
    },
  },
  contains: containing(true),
  doesnt_contain: containing(false),
  // `in_array:other.*`: the value is one of the values found at that path. On a `*` field the
  // texts are collected once per validation (the run's memo), so n items cost O(n), not O(n²).
  in_array: {
    parameters: 'list',
    placeholders: false,
    readsPayload: true,
    build(params) {
      expectCount(params, 1);
      const path = params[0]!;
      const memoKey = `in_array|${path}`;
      const textsIn = (data: unknown): Set<string> =>
        elementTexts(path.includes('*') ? collectPath(data, path) : [readPath(data, path)].flat());
      return (value, data, scope) => {
        const text = scalarText(value);
        if (text === undefined) return false;
        if (scope === undefined) return textsIn(data).has(text);
        let texts = scope.memo.get(memoKey) as Set<string> | undefined;
        if (texts === undefined) {
          texts = textsIn(data);
          scope.memo.set(memoKey, texts);
        }
        return texts.has(text);
      };
    },
  },
};
