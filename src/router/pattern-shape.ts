import { RouteDefinitionError } from './errors.js';
import type { PatternPart } from './pattern.js';
import { ANY_METHOD } from './registration-checks.js';

/**
 * A pattern with its parameter names left out: `/users/{id}` and `/users/{name}` share the
 * shape `/users/{}`, and `/users/{id:\d+}` has `/users/{:\d+}`. Two routes of one method with
 * one shape match exactly the same paths, so the later one could never answer.
 */
export function patternShape(parts: readonly PatternPart[]): string {
  let shape = '';
  for (const part of parts) {
    if (part.kind === 'text') shape += part.text;
    else if (part.kind === 'optional') shape += `[${patternShape(part.parts)}]`;
    else shape += part.param.isDefault ? '{}' : `{:${part.param.source}}`;
  }
  return shape;
}

/** `METHOD shape` for each method of a route: the keys two routes that never answer share. */
export function shapeKeys(methods: readonly string[], parts: readonly PatternPart[]): string[] {
  const shape = patternShape(parts);
  return methods.map((method) => `${method} ${shape}`);
}

/**
 * Refuses a route whose shape an earlier route of one of its methods already holds, quoting
 * both patterns: the later one could never answer.
 */
export function refuseSameShape(
  holders: ReadonlyMap<string, { route: { path: string } }>,
  keys: readonly string[],
  methods: readonly string[],
  path: string,
): void {
  keys.forEach((key, k) => {
    const holder = holders.get(key);
    if (holder === undefined) return;
    const method = methods[k] === ANY_METHOD ? 'every method (any)' : methods[k];
    throw new RouteDefinitionError(
      'duplicateRoute',
      path,
      holder.route.path === path
        ? `is already registered for ${method}.`
        : `has the same shape as "${holder.route.path}", registered first for ${method}: it could never answer. ` +
            'Give the parameters different regexes, or different static text.',
    );
  });
}
