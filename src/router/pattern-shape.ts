import type { PatternPart } from './pattern.js';

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
