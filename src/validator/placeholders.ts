// `{field}` placeholders in rule parameters (ARCHITECTURE.md "Validator rules"): `max_value:{limit}` compares with
// the payload's `limit`. Templates are split once; resolving them per call is a short join.
import { scalarText } from './rules/definition.js';
import { type PathScope, readPath } from './rules/paths.js';

type Part = { readonly text: string } | { readonly field: string };

/** A parameter that contains placeholders; plain parameters stay strings. */
export type ParameterTemplate = readonly Part[];

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** Splits `'{min}-{max}'` into parts; returns `undefined` when the text has no placeholder. */
export function parseTemplate(param: string): ParameterTemplate | undefined {
  if (!param.includes('{')) return undefined;
  const parts: Part[] = [];
  let last = 0;
  for (const match of param.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: param.slice(last, match.index) });
    parts.push({ field: match[1]! });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return undefined;
  if (last < param.length) parts.push({ text: param.slice(last) });
  return parts;
}

/**
 * Fills each template from `data`. A placeholder whose field is absent or not a scalar
 * (null, an object, an array, NaN) cannot be resolved: the result is then `undefined` and
 * the rule fails.
 */
export function resolveParameters(
  params: ReadonlyArray<string | ParameterTemplate>,
  data: Record<string, unknown>,
  scope?: PathScope,
): string[] | undefined {
  const resolved: string[] = [];
  for (const param of params) {
    if (typeof param === 'string') {
      resolved.push(param);
      continue;
    }
    let text = '';
    for (const part of param) {
      const piece = 'text' in part ? part.text : scalarText(readPath(data, part.field, scope));
      if (piece === undefined) return undefined;
      text += piece;
    }
    resolved.push(text);
  }
  return resolved;
}
