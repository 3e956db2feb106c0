import type { RouteMatch } from '../route.js';
import type { Endpoint } from './endpoint.js';
import { type Finder, generateFinder } from './generated-finder.js';
import type { Segment } from './segments.js';
import { insertForm, type TrieNode } from './trie.js';

/**
 * Dynamic routes compiled from an ordered trie of segments (see trie.ts) into one regular
 * expression: branches become alternations, each route ends in an empty marker group `()`
 * that tells which route matched. The regex explores branches in order, so registration
 * order wins. (A hand-written walk of the same trie was measured slower than V8's regex
 * engine and dropped.)
 */
export class DynamicMatcher {
  readonly #root: TrieNode = { branches: [] };
  #regex: RegExp | null = null;
  #finder: Finder | null = null;
  /** Per capture group: the endpoint whose marker it is, else null. */
  #endpoints: (Endpoint | null)[] = [];

  add(segments: readonly Segment[], endpoint: Endpoint): void {
    insertForm(this.#root, segments, endpoint);
  }

  /**
   * Compiles, once every route is added, to generated code; false (and nothing compiled) when
   * code generation is not allowed or does not handle every segment.
   */
  generate(): boolean {
    if (this.#root.branches.length === 0) return true;
    numberCaptures(this.#root, [], [null]);
    this.#finder = generateFinder(this.#root);
    return this.#finder !== null;
  }

  /** Compiles, once every route is added, to the combined regex. */
  seal(): void {
    if (this.#root.branches.length === 0) return;
    const endpoints: (Endpoint | null)[] = [null];
    numberCaptures(this.#root, [], endpoints);
    this.#endpoints = endpoints;
    this.#regex = new RegExp(`^${regexSource(this.#root)}`);
  }

  find(path: string, maxParameterLength: number): RouteMatch | null {
    const finder = this.#finder;
    if (finder !== null) return finder(path, maxParameterLength);
    const regex = this.#regex;
    if (regex === null) return null;
    const groups = regex.exec(path);
    if (groups === null) return null;
    const endpoints = this.#endpoints;
    // The first empty capture is the marker, unless a parameter regex captured '' before it.
    let index = groups.indexOf('', 1);
    while (endpoints[index] === null) index = groups.indexOf('', index + 1);
    return endpoints[index]!.build(groups, maxParameterLength);
  }
}

/**
 * Numbers the capture groups of the combined regex, in the order their `(` appears in it:
 * each branch's parameters, then its subtree; a route's end is a marker group of its own.
 * Records the numbers on branches and endpoints (the generated finder reads them too) and
 * which endpoint each marker belongs to.
 */
function numberCaptures(node: TrieNode, captures: readonly number[], endpoints: (Endpoint | null)[]): void {
  for (const branch of node.branches) {
    if (branch.segment === null) {
      branch.endpoint!.captures = [...captures];
      endpoints.push(branch.endpoint);
      continue;
    }
    const own = [...captures];
    branch.firstCapture = endpoints.length;
    for (let k = 0; k < branch.segment.params.length; k++) {
      own.push(endpoints.length);
      endpoints.push(null);
    }
    numberCaptures(branch.node!, own, endpoints);
  }
}

/** Regex source of a node: branches as alternatives in order, each route ending in `$()`. */
function regexSource(node: TrieNode): string {
  const alternatives = node.branches.map((branch) =>
    branch.segment === null ? '$()' : branch.segment.key + regexSource(branch.node!),
  );
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}
