import type { Endpoint } from './endpoint.js';
import { disjoint, type Segment } from './segments.js';

export interface Branch {
  /** null: the path ends here. */
  readonly segment: Segment | null;
  readonly node: TrieNode | null;
  readonly endpoint: Endpoint | null;
  /** Capture number of the segment's first parameter; set when the source is emitted. */
  firstCapture: number;
}

export interface TrieNode {
  branches: Branch[];
  /** Whether a form ends here. */
  ends: boolean;
  /** Index of the first branch after the last parameter branch: the trailing static run. */
  tailStart: number;
  /**
   * The static branches of the trailing run by their text (texts in a run are distinct); made
   * on the first static branch, as most nodes have none.
   */
  tail: Map<string, Branch> | null;
  /** `steps` of the branches, kept once asked (both numbering and writing ask). */
  steps: ReadonlyArray<Branch | StaticTable> | null;
}

export function emptyNode(): TrieNode {
  return { branches: [], ends: false, tailStart: 0, tail: null, steps: null };
}

/**
 * Inserts one form in registration order. It shares an existing branch only when every later
 * sibling is disjoint from it, so exploring branches in order still finds the earliest
 * registered form first.
 */
export function insertForm(root: TrieNode, segments: readonly Segment[], endpoint: Endpoint): void {
  let node = root;
  for (const segment of segments) {
    const shared = mergeableBranch(node, segment);
    if (shared?.node) {
      node = shared.node;
      continue;
    }
    const child = emptyNode();
    append(node, { segment, node: child, endpoint: null, firstCapture: 0 });
    node = child;
  }
  // An earlier route with the same shape already answers here; registration order wins.
  if (node.ends) return;
  node.ends = true;
  append(node, { segment: null, node: null, endpoint, firstCapture: 0 });
}

function append(node: TrieNode, branch: Branch): void {
  // Most nodes keep one branch: a literal holds it at its size, where a push leaves room for 16.
  if (node.branches.length === 0) node.branches = [branch];
  else node.branches.push(branch);
  node.steps = null;
  const text = branch.segment === null ? null : branch.segment.staticText;
  if (text !== null) (node.tail ??= new Map()).set(text, branch);
  else if (branch.segment !== null) {
    node.tail = null;
    node.tailStart = node.branches.length;
  }
}

// A segment whose length is open (a parameter may match `/`) is never shared: the regex would
// try every length of it against all merged continuations before the next form, which is not
// the order of the forms themselves. A static segment skips the trailing static run with one
// lookup (its other members have other texts, so they are disjoint from it), which keeps
// building linear in the number of static siblings.
function mergeableBranch(node: TrieNode, segment: Segment): Branch | null {
  const branches = node.branches;
  let i = branches.length - 1;
  if (segment.staticText !== null) {
    const same = node.tail?.get(segment.staticText);
    if (same !== undefined) return same;
    i = node.tailStart - 1;
  }
  for (; i >= 0; i--) {
    const branch = branches[i]!;
    if (branch.segment === null) continue;
    if (branch.segment.key === segment.key && !segment.spans) return branch;
    if (!disjoint(branch.segment, segment)) return null;
  }
  return null;
}

/**
 * Consecutive static siblings, found by their text: the texts differ, so at most one of them
 * matches a segment and trying them in any order keeps registration order. A match through
 * such a table costs one lookup, whatever the number of siblings.
 */
export interface StaticTable {
  readonly branches: readonly Branch[];
  readonly byText: ReadonlyMap<string, Branch>;
}

/** From this many consecutive static siblings on, both matchers look the segment up by hash. */
export const TABLE_MIN = 16;

/** The branches of a node in order, with every run of at least TABLE_MIN static ones as a table. */
export function stepsOf(node: TrieNode): ReadonlyArray<Branch | StaticTable> {
  node.steps ??= steps(node.branches);
  return node.steps;
}

/** Branches in order, with every run of at least `min` static ones as a table. */
export function steps(branches: readonly Branch[], min = TABLE_MIN): ReadonlyArray<Branch | StaticTable> {
  // Most nodes have too few branches for a table: their branches are their steps.
  if (branches.length < Math.max(min, 2)) return branches;
  const result: Array<Branch | StaticTable> = [];
  for (let k = 0; k < branches.length; ) {
    let run = k;
    while (run < branches.length && branches[run]!.segment?.staticText != null) run += 1;
    if (run - k >= Math.max(min, 2)) {
      const members = branches.slice(k, run);
      const byText = new Map<string, Branch>();
      for (let m = 0; m < members.length; m++) byText.set(members[m]!.segment!.staticText!, members[m]!);
      result.push({ branches: members, byText });
      k = run;
    } else {
      result.push(branches[k]!);
      k += 1;
    }
  }
  return result;
}

export function isTable(step: Branch | StaticTable): step is StaticTable {
  return 'byText' in step;
}

/** Whether any node at or below `node` has a static table (memoised: asked for every node). */
export function hasTable(node: TrieNode, memo: WeakMap<TrieNode, boolean>): boolean {
  let known = memo.get(node);
  if (known === undefined) {
    known = stepsOf(node).some((step) => isTable(step) || (step.node !== null && hasTable(step.node, memo)));
    memo.set(node, known);
  }
  return known;
}
