import type { Endpoint } from './endpoint.js';
import { type Branch, isTable, type StaticTable, stepsOf } from './trie.js';

/**
 * Numbers the parameters of a node's steps (`stepsOf`) and the branches below them, from `next` on, in the order their
 * `(` appears in the combined regex: each branch's parameters, then its subtree; a form's end
 * is a marker group of its own. Records the numbers on branches and endpoints (the generated
 * finder reads them too) and, in `markers`, which endpoint each marker belongs to. The members
 * of a static table are searched apart (a function or a regex each), so each of them numbers
 * from the same start: equal subtrees get equal numbers, and so equal generated source.
 * Equal lists of capture numbers share one array from `lists` (by content): the walker reads an
 * endpoint's list per match, and the members of a table share theirs. Returns the next free
 * number.
 */
export function numberCaptures(
  nodeSteps: ReadonlyArray<Branch | StaticTable>,
  captures: readonly number[],
  next: number,
  markers: (Endpoint | null)[] | null,
  lists: CaptureLists,
): number {
  // Indexed loops: this runs once per node of a large trie, mostly before V8 optimises it.
  for (let s = 0; s < nodeSteps.length; s++) {
    const step = nodeSteps[s]!;
    if (!isTable(step)) {
      next = numberBranch(step, captures, next, markers, lists);
      continue;
    }
    let after = next;
    for (let b = 0; b < step.branches.length; b++)
      after = Math.max(after, numberBranch(step.branches[b]!, captures, next, markers, lists));
    next = after;
  }
  return next;
}

function numberBranch(
  branch: Branch,
  captures: readonly number[],
  next: number,
  markers: (Endpoint | null)[] | null,
  lists: CaptureLists,
): number {
  if (branch.segment === null) {
    branch.endpoint!.captures = captures;
    if (markers !== null) markers[next] = branch.endpoint;
    return next + 1;
  }
  branch.firstCapture = next;
  const count = branch.segment.params.length;
  for (let k = 0; k < count; k++) {
    if (markers !== null) markers[next + k] = null;
  }
  // A static segment takes no parameter: its subtree sees the same captures, not a copy.
  let own = captures;
  if (count > 0) {
    // Kept by each endpoint below: sized once rather than grown by pushes.
    const grown = new Array<number>(captures.length + count);
    for (let k = 0; k < captures.length; k++) grown[k] = captures[k]!;
    for (let k = 0; k < count; k++) grown[captures.length + k] = next + k;
    const key = grown.join();
    own = lists.get(key) ?? grown;
    if (own === grown) lists.set(key, grown);
  }
  return numberCaptures(stepsOf(branch.node!), own, next + count, markers, lists);
}

/** Capture-number lists already made, by their numbers joined. */
export type CaptureLists = Map<string, readonly number[]>;

/** Regex source of branches tried in order: alternatives, each form ending in `$()`. */
export function regexSource(branches: readonly Branch[]): string {
  const alternatives = branches.map((branch) =>
    branch.segment === null ? '$()' : branch.segment.key + regexSource(branch.node!.branches),
  );
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}

/** The endpoint whose marker group matched: the first empty capture that is a marker. */
export function matchedEndpoint(groups: RegExpExecArray, markers: readonly (Endpoint | null)[]): Endpoint {
  // A parameter regex may capture '' before the marker.
  let index = groups.indexOf('', 1);
  while (markers[index] === null) index = groups.indexOf('', index + 1);
  return markers[index]!;
}
