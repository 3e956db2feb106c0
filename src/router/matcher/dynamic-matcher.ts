import type { RouteMatch } from '../route.js';
import { numberCaptures } from './combined-regex.js';
import type { Endpoint } from './endpoint.js';
import { type Finder, generateFinder } from './generated-finder.js';
import type { Segment } from './segments.js';
import { emptyNode, insertForm, stepsOf, type TrieNode } from './trie.js';
import { walkerOf } from './trie-walker.js';

const NO_CAPTURES: readonly number[] = Object.freeze([]);

/**
 * The dynamic forms of one method in an ordered trie of segments (see trie.ts), searched
 * depth-first in branch order, so registration order wins: by generated code where it is
 * allowed (generated-finder.ts), else by the walker (trie-walker.ts) — one regular expression
 * for a trie without static tables, whose branches are alternations.
 */
export class DynamicMatcher {
  /** Emptied once compiled: the finder holds what it needs. */
  #root: TrieNode = emptyNode();
  #find: Finder | null = null;

  add(segments: readonly Segment[], endpoint: Endpoint): void {
    insertForm(this.#root, segments, endpoint);
  }

  /**
   * Compiles, once every route is added, to generated code; false (and nothing compiled) when
   * code generation is not allowed or does not handle every segment.
   */
  generate(): boolean {
    if (this.#root.branches.length === 0) return true;
    numberCaptures(stepsOf(this.#root), NO_CAPTURES, 1, null, new Map());
    this.#find = generateFinder(this.#root);
    if (this.#find === null) return false;
    this.#root = emptyNode();
    return true;
  }

  /** Compiles, once every route is added, to the walker and its regexes. */
  seal(): void {
    if (this.#root.branches.length === 0) return;
    this.#find = walkerOf(this.#root);
    this.#root = emptyNode();
  }

  find(path: string, maxParameterLength: number): RouteMatch | null {
    const find = this.#find;
    return find === null ? null : find(path, maxParameterLength);
  }
}
