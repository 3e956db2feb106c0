import type { Endpoint } from './dynamic-matcher.js';
import { disjoint, type Segment } from './segments.js';

export interface Branch {
  /** null: the path ends here. */
  readonly segment: Segment | null;
  readonly node: TrieNode | null;
  readonly endpoint: Endpoint | null;
  /** Whole-value test of a sole parameter (null for `[^/]+`, which only needs a character). */
  readonly check: RegExp | null;
  /** Capture number of the segment's first parameter; set when the regex source is emitted. */
  capture: number;
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
    const sole = segment.soleParam;
    const check = sole === null || sole.source === '[^/]+' ? null : sole.wholeValue;
    node.branches.push({ segment, node: child, endpoint: null, check, capture: 0 });
    node = child;
  }
  // An earlier route with the same shape already answers here; registration order wins.
  if (node.branches.some((branch) => branch.segment === null)) return;
  node.branches.push({ segment: null, node: null, endpoint, check: null, capture: 0 });
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

/** Whether every segment is static or one parameter that cannot match `/`. */
export function isWalkable(node: TrieNode): boolean {
  return node.branches.every(
    ({ segment, node: child }) =>
      segment === null ||
      ((segment.staticText !== null || (segment.soleParam !== null && !segment.soleParam.mayMatchSlash)) &&
        isWalkable(child!)),
  );
}

const SLASH = 47;

/**
 * Depth-first search of the trie, branches in order — the same exploration the combined regex
 * does, without running one. Each node is visited at most once, so the time is linear in the
 * path for a given table. Parameter values land in `values` at their capture numbers.
 */
export function walk(
  node: TrieNode,
  path: string,
  position: number,
  values: (string | undefined)[],
): Endpoint | null {
  const branches = node.branches;
  const atSlash = path.charCodeAt(position) === SLASH;
  for (let i = 0; i < branches.length; i++) {
    const branch = branches[i]!;
    const segment = branch.segment;
    if (segment === null) {
      if (position === path.length) return branch.endpoint;
      continue;
    }
    if (!atSlash) continue;
    const text = segment.staticText;
    let end: number;
    if (text !== null) {
      end = position + 1 + text.length;
      if (end !== path.length && path.charCodeAt(end) !== SLASH) continue;
      if (!path.startsWith(text, position + 1)) continue;
    } else {
      end = path.indexOf('/', position + 1);
      if (end === -1) end = path.length;
      const value = path.slice(position + 1, end);
      if (branch.check === null ? value.length === 0 : !branch.check.test(value)) continue;
      values[branch.capture] = value;
    }
    const found = walk(branch.node!, path, end, values);
    if (found !== null) return found;
  }
  return null;
}
