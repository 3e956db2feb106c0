import type { Endpoint } from './endpoint.js';
import { isTable, stepsOf, type TrieNode } from './trie.js';

/**
 * Whether the subtrees below `model` and `node` write the same generated code, apart from the
 * routes they answer: the same segments in order, each end with the same parameter names,
 * constants and capture numbers, and the same ends answering one route. Members of a static
 * table of one shape (`/res1/{id}`, `/res2/{id}`, …) are compared with the first member of that
 * shape, which alone is written; the others only bind their routes to its code. Collects the
 * ends of both in the order the code answers them; false where a table lies below (its lookups
 * differ from member to member).
 */
export function sameCode(
  model: TrieNode,
  node: TrieNode,
  modelEnds: Endpoint[],
  nodeEnds: Endpoint[],
): boolean {
  const modelSteps = stepsOf(model);
  const nodeSteps = stepsOf(node);
  if (modelSteps.length !== nodeSteps.length) return false;
  for (let k = 0; k < modelSteps.length; k++) {
    const a = modelSteps[k]!;
    const b = nodeSteps[k]!;
    if (isTable(a) || isTable(b)) return false;
    if (a.segment === null || b.segment === null) {
      if (a.segment !== b.segment || !sameEnd(a.endpoint!, b.endpoint!, modelEnds, nodeEnds)) return false;
      continue;
    }
    if (a.segment.key !== b.segment.key || a.firstCapture !== b.firstCapture) return false;
    if (!sameCode(a.node!, b.node!, modelEnds, nodeEnds)) return false;
  }
  return true;
}

function sameEnd(a: Endpoint, b: Endpoint, modelEnds: Endpoint[], nodeEnds: Endpoint[]): boolean {
  if (!sameList(a.names, b.names) || !sameList(a.captures, b.captures)) return false;
  if (a.constants.length !== b.constants.length) return false;
  for (let i = 0; i < a.constants.length; i++) if (!sameList(a.constants[i]!, b.constants[i]!)) return false;
  if (routeIndex(modelEnds, a) !== routeIndex(nodeEnds, b)) return false;
  modelEnds.push(a);
  nodeEnds.push(b);
  return true;
}

/** Which earlier end answers the same route as `end`, or -1. */
function routeIndex(ends: readonly Endpoint[], end: Endpoint): number {
  for (let i = 0; i < ends.length; i++) if (ends[i]!.base === end.base) return i;
  return -1;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
