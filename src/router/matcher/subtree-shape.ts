import type { Endpoint } from './endpoint.js';
import { isTable, stepsOf, type TrieNode } from './trie.js';

/**
 * What the generated code of a subtree depends on, apart from the routes it answers: the
 * segments in order, each end's parameter names, constants and capture numbers, and which ends
 * answer the same route. Members of a static table with equal shapes (`/res1/{id}`,
 * `/res2/{id}`, …) write equal code over other routes, so one is written and the others only
 * bind their routes to it.
 */
export interface SubtreeShape {
  readonly key: string;
  /** The ends in the order the code answers them. */
  readonly endpoints: readonly Endpoint[];
}

/** The shape of the subtree below `node`; null when a table lies in it (its lookups differ). */
export function subtreeShape(node: TrieNode): SubtreeShape | null {
  const endpoints: Endpoint[] = [];
  const key = shapeKey(node, endpoints);
  return key === null ? null : { key, endpoints };
}

function shapeKey(node: TrieNode, endpoints: Endpoint[]): string | null {
  let key = '(';
  for (const step of stepsOf(node)) {
    if (isTable(step)) return null;
    if (step.segment === null) {
      const endpoint = step.endpoint!;
      const sameRoute = endpoints.findIndex((other) => other.base === endpoint.base);
      endpoints.push(endpoint);
      // Names are identifiers and constants plain words, so `,`, `=` and `|` cannot occur in them.
      const constants = endpoint.constants.map((pair) => pair.join('=')).join();
      key += `$${endpoint.names.join()}|${constants}|${endpoint.captures.join()}|${sameRoute}`;
      continue;
    }
    const below = shapeKey(step.node!, endpoints);
    if (below === null) return null;
    // Length-prefixed: a segment's regex source may hold any character.
    key += `${step.segment.key.length}:${step.segment.key}${step.firstCapture}${below}`;
  }
  return `${key})`;
}
