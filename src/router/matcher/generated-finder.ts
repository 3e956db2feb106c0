import { CodeWriter } from '../../shared/code-writer.js';
import type { RouteMatch } from '../route.js';
import { FinderWriter, UNSUPPORTED } from './finder-writer.js';
import type { TrieNode } from './trie.js';

/** Finds the dynamic route for a path, like the combined regex does. */
export type Finder = (path: string, maxParameterLength: number) => RouteMatch | null;

/**
 * Writes the ordered trie out as a JavaScript function: the same depth-first search, branch by
 * branch, that the combined regex performs. Static segments are compared in place (a run of
 * static siblings is one `switch` on the segment's length); parameters whose regex is a simple
 * shape (`[0-9]+`, a UUID, see value-shape.ts) are checked with char-code loops; a value is
 * sliced out only once its route has matched. Only names, numbers and JSON string literals of
 * validated text go into the source; regexes and route data are referenced through the shared
 * CodeWriter. Returns null when a segment is beyond it (an open-length segment that is not
 * last), so the caller keeps the regex; whether to generate at all is the caller's choice.
 */
export function generateFinder(root: TrieNode): Finder | null {
  // Writing a large trie out whole only to find it too large doubles the build time.
  const whole = branchCount(root) <= SURELY_SMALL_BRANCHES ? writeFinder(root, 0, false) : null;
  const written = whole !== null && whole.length <= ONE_FUNCTION_LIMIT ? whole : writeFinder(root, 0, true);
  return written === null ? null : (compileFinder(written) as Finder);
}

// V8 does not optimise very large functions (the source of a 200-route table's trie is about
// 80 kB), so above this size every first static segment gets a function of its own, called
// from one site each (a monomorphic call, unlike a lookup of per-segment matchers).
const ONE_FUNCTION_LIMIT = 16_000;
// Branches write out to 60–550 characters each (a UUID check is the long end), so a trie with
// more than this many is split without trying.
const SURELY_SMALL_BRANCHES = 64;

interface FinderSource {
  readonly length: number;
  readonly code: CodeWriter;
  readonly parameters: readonly string[];
}

/**
 * The search below `node` as a function of `(path, max)` at the root, else of
 * `(path, max, e<depth-1>)`: the position where the node's segment starts.
 */
function writeFinder(node: TrieNode, depth: number, split: boolean): FinderSource | null {
  const code = new CodeWriter();
  const writer = new FinderWriter(code, depth, split ? compileSubtree : null);
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
    // Measured without indentation, as ONE_FUNCTION_LIMIT was (V8 counts what it parses).
    length: code.body.replace(/^ +/gm, '').length,
    code,
    parameters: depth === 0 ? ['path', 'max'] : ['path', 'max', position],
  };
}

function compileSubtree(node: TrieNode, depth: number): unknown {
  const written = writeFinder(node, depth, false);
  return written === null ? null : compileFinder(written);
}

function compileFinder({ code, parameters }: FinderSource): unknown {
  return code.compile(parameters);
}

/** Branches of the trie below `node`, itself excluded. */
function branchCount(node: TrieNode): number {
  let count = 0;
  for (const branch of node.branches) count += 1 + (branch.node === null ? 0 : branchCount(branch.node));
  return count;
}
