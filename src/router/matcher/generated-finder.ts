import { CodeWriter } from '../../compiler/code-writer.js';
import type { RouteMatch } from '../route.js';
import type { Endpoint } from './endpoint.js';
import { answerValues } from './endpoint-answer.js';
import { FinderWriter, type Scope, type SubtreeInstance, scopeNames, UNSUPPORTED } from './finder-writer.js';
import { sameCode } from './subtree-code.js';
import { isTable, stepsOf, type TrieNode } from './trie.js';

/** Finds the dynamic route for a path, as the walker without generated code does (trie-walker.ts). */
export type Finder = (path: string, maxParameterLength: number) => RouteMatch | null;

/**
 * Writes the ordered trie out as JavaScript functions: the same depth-first search, branch by
 * branch, that the combined regex performs. Static segments are compared in place (a run of
 * static siblings is one `switch` on the segment's length, a static table one `Map` lookup of
 * the members' functions); parameters whose regex is simple (`[0-9]+`, a UUID, see
 * simple-regex.ts) are checked with char-code loops; a value is sliced out only once its route
 * has matched. Only names, numbers and JSON string literals of validated text go into the
 * source; regexes and route data are referenced through the shared CodeWriter. Returns null
 * when a segment is beyond it (an open-length segment that is not last), so the caller keeps
 * the regex; whether to generate at all is the caller's choice.
 */
export function generateFinder(root: TrieNode): Finder | null {
  const functions = new Map<string, unknown>();
  // Members of a table with equal shapes write equal code: the first of each shape is written
  // and compiled, the others bind their own routes to it (subtree-code.ts). Per scope (one
  // array per table), the shapes met so far.
  const templates = new WeakMap<Scope, Template[]>();
  const compileSubtree = (node: TrieNode, depth: number, scope: Scope): SubtreeInstance | null => {
    let known = templates.get(scope);
    if (known === undefined) templates.set(scope, (known = []));
    for (const template of known) {
      const modelEnds: Endpoint[] = [];
      const ends: Endpoint[] = [];
      if (sameCode(template.node, node, modelEnds, ends)) return instanceOf(template, ends);
    }
    const written = writeFinder(node, depth, scope, false, compileSubtree);
    if (written === null) return null;
    const compiled = written.code.compileReading(written.parameters, functions, 'router.subtree');
    const template = templateOf(node, compiled, written.code.values);
    if (template !== null && known.length < SHAPES_PER_TABLE) known.push(template);
    return [compiled, ...written.code.values];
  };
  // Writing a large trie out whole only to find it too large doubles the build time.
  const whole =
    branchCount(root) <= SURELY_SMALL_BRANCHES ? writeFinder(root, 0, [], false, compileSubtree) : null;
  const written =
    whole !== null && whole.length() <= ONE_FUNCTION_LIMIT
      ? whole
      : writeFinder(root, 0, [], true, compileSubtree);
  return written === null ? null : written.code.compile<Finder>(written.parameters, 'router.finder');
}

// A table whose members come in more shapes than this writes the rest one by one.
const SHAPES_PER_TABLE = 8;

/** A compiled subtree, the node it was written for, and where its routes sit among its values. */
interface Template {
  readonly node: TrieNode;
  readonly compiled: unknown;
  readonly values: readonly unknown[];
  /** Per read value that starts an answer's values: the index of its end among the node's ends. */
  readonly routeSlots: ReadonlyMap<number, number>;
}

/** The template of a freshly written subtree; null where a table lies below it. */
function templateOf(node: TrieNode, compiled: unknown, values: readonly unknown[]): Template | null {
  const ends: Endpoint[] = [];
  if (!sameCode(node, node, [], ends)) return null;
  const routeSlots = new Map<number, number>();
  // A route object sits only at the start of an answer's values (endpoint-answer.ts).
  values.forEach((value, index) => {
    const end = ends.findIndex((endpoint) => endpoint.base.route === value);
    if (end !== -1) routeSlots.set(index, end);
  });
  return { node, compiled, values, routeSlots };
}

/** The template's function and values, its routes replaced by those of `ends` (same shape, same order). */
function instanceOf(template: Template, ends: readonly Endpoint[]): SubtreeInstance {
  const instance = [template.compiled, ...template.values];
  for (const [index, end] of template.routeSlots) {
    const values = answerValues(ends[end]!.base);
    for (let k = 0; k < values.length; k++) instance[index + 1 + k] = values[k];
  }
  return instance;
}

// V8 does not optimise very large functions (the source of a 200-route table's trie is about
// 80 kB), so above this size every first static segment gets a function of its own, called
// from one site each (a monomorphic call, unlike a lookup of per-segment matchers).
const ONE_FUNCTION_LIMIT = 16_000;
// Branches write out to 60–550 characters each (a UUID check is the long end), so a trie with
// more than this many is split without trying.
const SURELY_SMALL_BRANCHES = 64;

interface FinderSource {
  /** The size V8 parses; computed on demand (only the root's size decides anything). */
  length(): number;
  readonly code: CodeWriter;
  readonly parameters: readonly string[];
}

/**
 * The search below `node` as a function of `(path, max)` at the root, else of
 * `(path, max, e<depth-1>, ...scope)`: the position where the node's segment starts and the
 * parameters taken above it.
 */
function writeFinder(
  node: TrieNode,
  depth: number,
  scope: Scope,
  split: boolean,
  compileSubtree: (node: TrieNode, depth: number, scope: Scope) => SubtreeInstance | null,
): FinderSource | null {
  const code = new CodeWriter();
  const writer = new FinderWriter(code, depth, scope, compileSubtree, split);
  const position = depth === 0 ? '0' : `e${depth - 1}`;
  code.line('const len = path.length;');
  // The locals are known only once the search is written.
  const declareLocals = code.reserveLine();
  try {
    writer.node(node, position, depth);
  } catch (error) {
    if (error === UNSUPPORTED) return null;
    throw error;
  }
  declareLocals(writer.locals());
  code.line('return null;');
  return {
    // The source as compiled, without indentation (V8 counts what it parses).
    length: () => code.body.length,
    code,
    parameters: depth === 0 ? ['path', 'max'] : ['path', 'max', position, ...scopeNames(scope)],
  };
}

/** Branches written into the function of `node` (a table's members have functions of their own). */
function branchCount(node: TrieNode): number {
  let count = 0;
  for (const step of stepsOf(node)) {
    if (isTable(step)) count += 1;
    else count += 1 + (step.node === null ? 0 : branchCount(step.node));
  }
  return count;
}
