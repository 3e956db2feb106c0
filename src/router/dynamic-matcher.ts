import { type Finder, generateFinder } from './generated-finder.js';
import { decodeParameter, parameterTooLong, setParam } from './params.js';
import type { Segment } from './segments.js';
import { insertForm, type TrieNode } from './trie.js';
import type { RouteMatch, RouteParams } from './types.js';

/** A concrete path of one route: what to answer and which parameters to read. */
export class Endpoint {
  readonly base: Omit<RouteMatch, 'params'>;
  readonly names: readonly string[];
  readonly constants: ReadonlyArray<readonly [string, string]>;
  /** Capture group of each parameter in the combined regex; set when it is emitted. */
  captures: number[] = [];

  constructor(
    base: Omit<RouteMatch, 'params'>,
    names: readonly string[],
    constants: ReadonlyArray<readonly [string, string]>,
  ) {
    this.base = base;
    this.names = names;
    this.constants = constants;
  }

  /** The same endpoint for another regex (its capture numbers differ). */
  copy(): Endpoint {
    return new Endpoint(this.base, this.names, this.constants);
  }

  build(groups: RegExpExecArray, maxParameterLength: number): RouteMatch {
    const params: RouteParams = {};
    const constants = this.constants;
    for (let i = 0; i < constants.length; i++) setParam(params, constants[i]![0], constants[i]![1]);
    const names = this.names;
    const captures = this.captures;
    for (let i = 0; i < names.length; i++) {
      const raw = groups[captures[i]!]!;
      if (raw.length > maxParameterLength) parameterTooLong(names[i]!);
      setParam(params, names[i]!, raw.indexOf('%') === -1 ? raw : decodeParameter(raw));
    }
    const base = this.base;
    return { route: base.route, handler: base.handler, params, middleware: base.middleware, name: base.name };
  }
}

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
    emit(this.#root, [], [null]);
    this.#finder = generateFinder(this.#root);
    return this.#finder !== null;
  }

  /** Compiles, once every route is added, to the combined regex. */
  seal(): void {
    if (this.#root.branches.length === 0) return;
    const endpoints: (Endpoint | null)[] = [null];
    const source = emit(this.#root, [], endpoints);
    this.#endpoints = endpoints;
    this.#regex = new RegExp(`^${source}`);
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

/** Regex source of a node; numbers capture groups in the order their `(` appears. */
function emit(node: TrieNode, captures: readonly number[], endpoints: (Endpoint | null)[]): string {
  const alternatives: string[] = [];
  for (const branch of node.branches) {
    if (branch.segment === null) {
      branch.endpoint!.captures = [...captures];
      endpoints.push(branch.endpoint);
      alternatives.push('$()');
      continue;
    }
    const own = [...captures];
    branch.firstCapture = endpoints.length;
    for (let k = 0; k < branch.segment.params.length; k++) {
      own.push(endpoints.length);
      endpoints.push(null);
    }
    alternatives.push(branch.segment.key + emit(branch.node!, own, endpoints));
  }
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}
