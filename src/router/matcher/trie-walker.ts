import type { RouteMatch } from '../route.js';
import { type CaptureLists, matchedEndpoint, numberCaptures, regexSource } from './combined-regex.js';
import type { Endpoint } from './endpoint.js';
import type { Segment } from './segments.js';
import { type Branch, hasTable, isTable, steps, stepsOf, type TrieNode } from './trie.js';

/** Branches matched by one sticky regex: alternatives tried in order, each form ending in `$()`. */
interface RegexUnit {
  readonly kind: 'regex';
  readonly regex: RegExp;
  /** Per capture number: the endpoint whose marker it is, else null. */
  readonly markers: readonly (Endpoint | null)[];
  /** The unit's endpoint when it has only one (a table member's usually): no marker to look for. */
  readonly only: Endpoint | null;
}

/** A node searched step by step: a static table lies at or below it, or too many forms for one regex. */
interface Walk {
  readonly kind: 'walk';
  readonly steps: readonly WalkStep[];
}

type Plan = RegexUnit | Walk;

type WalkStep =
  | RegexUnit
  | { readonly kind: 'table'; readonly children: ReadonlyMap<string, Plan> }
  | { readonly kind: 'static'; readonly text: string; readonly next: Plan }
  | { readonly kind: 'param'; readonly segment: Segment; readonly whole: RegExp | null; readonly next: Plan };

/**
 * The matcher without generated code. A small trie without static tables is one regex, as a
 * regex engine runs it fastest; otherwise the walk goes down the trie in branch order, looks a
 * table's segment up by hash, and hands each part it need not enter to a sticky regex of its
 * own. The order of the search is the combined regex's, so the first registered form still wins.
 */
export function walkerOf(root: TrieNode): (path: string, maxParameterLength: number) => RouteMatch | null {
  const plan = planOf(root, new Map(), {
    tables: new WeakMap(),
    walked: new WeakMap(),
    forms: new WeakMap(),
    lists: new Map(),
  });
  if (plan.kind === 'regex') return (path, max) => unitMatch(plan, path, 0, NO_VALUES, max);
  return (path, max) => walk(plan, path, 0, [], max);
}

const NO_VALUES: readonly string[] = [];

// A regex over more forms than this is slower than looking the next segment up first, so a
// node with more forms below it looks up even short runs of static siblings.
const ONE_REGEX_FORMS = 16;

function planOf(node: TrieNode, regexes: Map<string, RegExp>, memo: Memo): Plan {
  const below = (branch: Branch): boolean => branch.node !== null && walked(branch.node, memo);
  if (!walked(node, memo)) return unitOf(node.branches, regexes, memo.lists);
  const walkSteps: WalkStep[] = [];
  let pending: Branch[] = [];
  const flush = (): void => {
    if (pending.length > 0) walkSteps.push(unitOf(pending, regexes, memo.lists));
    pending = [];
  };
  for (const step of large(node, memo) ? steps(node.branches, 2) : stepsOf(node)) {
    if (isTable(step)) {
      flush();
      const children = new Map<string, Plan>();
      for (const [text, branch] of step.byText) children.set(text, planOf(branch.node!, regexes, memo));
      walkSteps.push({ kind: 'table', children });
    } else if (below(step)) {
      // A segment with a table below never spans segments: an open-length one is never shared.
      flush();
      const segment = step.segment!;
      const next = planOf(step.node!, regexes, memo);
      walkSteps.push(
        segment.staticText !== null
          ? { kind: 'static', text: segment.staticText, next }
          : {
              kind: 'param',
              segment,
              whole: segment.soleParam === null ? new RegExp(`^${segment.key}$`) : null,
              next,
            },
      );
    } else pending.push(step);
  }
  flush();
  return { kind: 'walk', steps: walkSteps };
}

interface Memo {
  readonly tables: WeakMap<TrieNode, boolean>;
  readonly walked: WeakMap<TrieNode, boolean>;
  readonly forms: WeakMap<TrieNode, number>;
  readonly lists: CaptureLists;
}

/** Whether the walk goes into `node` (a table at or below it, or too many forms for one regex). */
function walked(node: TrieNode, memo: Memo): boolean {
  let known = memo.walked.get(node);
  if (known === undefined) {
    known =
      hasTable(node, memo.tables) ||
      (large(node, memo) && node.branches.some((branch) => branch.segment?.staticText != null)) ||
      node.branches.some((branch) => branch.node !== null && walked(branch.node, memo));
    memo.walked.set(node, known);
  }
  return known;
}

function large(node: TrieNode, memo: Memo): boolean {
  return formsBelow(node, memo) > ONE_REGEX_FORMS;
}

function formsBelow(node: TrieNode, memo: Memo): number {
  let count = memo.forms.get(node);
  if (count === undefined) {
    count = 0;
    for (const branch of node.branches) count += branch.node === null ? 1 : formsBelow(branch.node, memo);
    memo.forms.set(node, count);
  }
  return count;
}

/** One regex for `branches`; equal sources (sibling resources of one shape) share one RegExp. */
function unitOf(branches: readonly Branch[], regexes: Map<string, RegExp>, lists: CaptureLists): RegexUnit {
  const markers: (Endpoint | null)[] = [null];
  numberCaptures(steps(branches), NO_CAPTURES, 1, markers, lists);
  const source = regexSource(branches);
  let regex = regexes.get(source);
  if (regex === undefined) regexes.set(source, (regex = new RegExp(source, 'y')));
  const ends = markers.filter((marker) => marker !== null);
  return { kind: 'regex', regex, markers, only: ends.length === 1 ? ends[0]! : null };
}

const NO_CAPTURES: readonly number[] = Object.freeze([]);

function unitMatch(
  unit: RegexUnit,
  path: string,
  position: number,
  values: readonly string[],
  max: number,
): RouteMatch | null {
  const regex = unit.regex;
  regex.lastIndex = position;
  const groups = regex.exec(path);
  if (groups === null) return null;
  return (unit.only ?? matchedEndpoint(groups, unit.markers)).build(values, groups, max);
}

/** The search of a walk from `position`; `values` holds the parameters taken on the way down. */
function walk(plan: Walk, path: string, position: number, values: string[], max: number): RouteMatch | null {
  const length = path.length;
  for (const step of plan.steps) {
    if (step.kind === 'regex') {
      const found = unitMatch(step, path, position, values, max);
      if (found !== null) return found;
      continue;
    }
    if (position >= length || path.charCodeAt(position) !== 47) continue;
    let end = path.indexOf('/', position + 1);
    if (end === -1) end = length;
    let next: Plan | undefined;
    const taken = values.length;
    if (step.kind === 'table') next = step.children.get(path.slice(position + 1, end));
    else if (step.kind === 'static') {
      if (end - position - 1 === step.text.length && path.startsWith(step.text, position + 1))
        next = step.next;
    } else if (takeParameters(step, path.slice(position, end), values)) next = step.next;
    if (next === undefined) continue;
    const found =
      next.kind === 'regex' ? unitMatch(next, path, end, values, max) : walk(next, path, end, values, max);
    if (found !== null) return found;
    values.length = taken;
  }
  return null;
}

/** Pushes the segment's parameter values when `text` (the `/`-led segment) matches it. */
function takeParameters(
  step: { segment: Segment; whole: RegExp | null },
  text: string,
  values: string[],
): boolean {
  if (step.whole === null) {
    const value = text.slice(1);
    if (!step.segment.soleParam!.wholeValue.test(value)) return false;
    values.push(value);
    return true;
  }
  const groups = step.whole.exec(text);
  if (groups === null) return false;
  for (let k = 1; k < groups.length; k++) values.push(groups[k]!);
  return true;
}
