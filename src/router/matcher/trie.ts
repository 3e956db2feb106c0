import type { Endpoint } from './endpoint.js';
import { disjoint, type Segment } from './segments.js';

export interface Branch {
  /** null: the path ends here. */
  readonly segment: Segment | null;
  readonly node: TrieNode | null;
  readonly endpoint: Endpoint | null;
  /** Capture number of the segment's first parameter; set when the regex source is emitted. */
  firstCapture: number;
}

export interface TrieNode {
  readonly branches: Branch[];
}

/**
 * Inserts one form in registration order. It shares an existing branch only when every later
 * sibling is disjoint from it, so exploring branches in order still finds the earliest
 * registered form first.
 */
export function insertForm(root: TrieNode, segments: readonly Segment[], endpoint: Endpoint): void {
  let node = root;
  for (const segment of segments) {
    const shared = mergeableBranch(node.branches, segment);
    if (shared?.node) {
      node = shared.node;
      continue;
    }
    const child: TrieNode = { branches: [] };
    node.branches.push({ segment, node: child, endpoint: null, firstCapture: 0 });
    node = child;
  }
  // An earlier route with the same shape already answers here; registration order wins.
  if (node.branches.some((branch) => branch.segment === null)) return;
  node.branches.push({ segment: null, node: null, endpoint, firstCapture: 0 });
}

// A segment whose length is open (a parameter may match `/`) is never shared: the regex would
// try every length of it against all merged continuations before the next form, which is not
// the order of the forms themselves.
function mergeableBranch(branches: readonly Branch[], segment: Segment): Branch | null {
  for (let i = branches.length - 1; i >= 0; i--) {
    const branch = branches[i]!;
    if (branch.segment === null) continue;
    if (branch.segment.key === segment.key && !segment.spans) return branch;
    if (!disjoint(branch.segment, segment)) return null;
  }
  return null;
}
