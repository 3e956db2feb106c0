import type { Endpoint } from './dynamic-matcher.js';
import { RouteMatchError } from './errors.js';
import { decodeParameter, Params } from './params.js';
import type { TrieNode } from './trie.js';
import type { RouteMatch } from './types.js';

/** Finds the dynamic route for a path, like the combined regex does. */
export type Finder = (path: string, maxParameterLength: number) => RouteMatch | null;

let codeGeneration: boolean | undefined;

/** Whether `new Function` works here (not under CSP or --disallow-code-generation-from-strings). */
export function codeGenerationAllowed(): boolean {
  if (codeGeneration === undefined) {
    try {
      codeGeneration = new Function('return true')() === true;
    } catch {
      codeGeneration = false;
    }
  }
  return codeGeneration;
}

function parameterTooLong(name: string): never {
  throw new RouteMatchError(414, 'parameterTooLong', `Path parameter "${name}" is too long`);
}

/**
 * Writes the ordered trie out as a JavaScript function: the same depth-first search, branch by
 * branch, that the combined regex performs, with static segments compared in place and one
 * substring per parameter. Only names, numbers and JSON string literals of validated text go
 * into the source; regexes and route data are passed in by index. Returns null when code
 * generation is not allowed or a segment is beyond it (an open-length segment that is not
 * last), so the caller keeps the regex.
 */
export function generateFinder(root: TrieNode): Finder | null {
  if (!codeGenerationAllowed()) return null;
  const writer = new FinderWriter();
  const body = writer.node(root, '0', 0);
  if (body === null) return null;
  const source =
    `'use strict';\n${writer.hoisted()}\nreturn function find(path, max) {\n` +
    `const len = path.length;\n${writer.locals()}\n${body}return null;\n};`;
  const factory = new Function('R', 'P', 'decode', 'tooLong', source) as (
    references: readonly unknown[],
    params: typeof Params,
    decode: typeof decodeParameter,
    tooLong: typeof parameterTooLong,
  ) => Finder;
  return factory(writer.references, Params, decodeParameter, parameterTooLong);
}

class FinderWriter {
  readonly references: unknown[] = [];
  #depth = 0;
  #captures = 0;

  /** Code trying each branch of `node` in order, the node's segment starting at `position`. */
  node(node: TrieNode, position: string, depth: number): string | null {
    this.#depth = Math.max(this.#depth, depth + 1);
    const end = `e${depth}`;
    let code = '';
    for (const branch of node.branches) {
      const segment = branch.segment;
      if (segment === null) {
        code += `if (${position} === len) {\n${this.#answer(branch.endpoint!)}}\n`;
        continue;
      }
      const captures = segment.params.map((_, k) => this.#capture(branch.firstCapture + k));
      const text = segment.staticText;
      if (text !== null) {
        const inner = this.node(branch.node!, end, depth + 1);
        if (inner === null) return null;
        code +=
          `${end} = ${position} + ${1 + text.length};\n` +
          `if ((${end} === len || path.charCodeAt(${end}) === 47) && path.charCodeAt(${position}) === 47 && ` +
          `path.startsWith(${JSON.stringify(text)}, ${position} + 1)) {\n${inner}}\n`;
        continue;
      }
      if (segment.spans) {
        // An open-length segment is supported only as the last one of its form.
        const only = branch.node!.branches;
        if (only.length !== 1 || only[0]!.segment !== null) return null;
        const sole = segment.soleParam;
        if (sole !== null) {
          // `/{path:.+}`: the rest of the path is the value; test() allocates no match array.
          const check = this.#reference(sole.wholeValue);
          code +=
            `if (path.charCodeAt(${position}) === 47 && ${check}.test(${captures[0]} = path.slice(${position} + 1))) {\n` +
            `${this.#answer(only[0]!.endpoint!)}}\n`;
          continue;
        }
        const whole = this.#reference(new RegExp(`^${segment.key}$`));
        code +=
          `m = ${whole}.exec(path.slice(${position}));\n` +
          `if (m !== null) {\n${assignGroups(captures)}${this.#answer(only[0]!.endpoint!)}}\n`;
        continue;
      }
      const inner = this.node(branch.node!, end, depth + 1);
      if (inner === null) return null;
      let test: string;
      const sole = segment.soleParam;
      if (sole !== null && sole.source === '[^/]+') {
        test = `${end} > ${position} + 1) {\n${captures[0]} = path.slice(${position} + 1, ${end});\n`;
      } else if (sole !== null) {
        const check = this.#reference(sole.wholeValue);
        test = `${check}.test(${captures[0]} = path.slice(${position} + 1, ${end}))) {\n`;
      } else {
        const whole = this.#reference(new RegExp(`^${segment.key}$`));
        test = `(m = ${whole}.exec(path.slice(${position}, ${end}))) !== null) {\n${assignGroups(captures)}`;
      }
      code +=
        `if (path.charCodeAt(${position}) === 47) {\n` +
        `${end} = path.indexOf('/', ${position} + 1);\nif (${end} === -1) ${end} = len;\n` +
        `if (${test}${inner}}\n}\n`;
    }
    return code;
  }

  hoisted(): string {
    return this.references.map((_, i) => `const R${i} = R[${i}];`).join('\n');
  }

  locals(): string {
    const names = ['m'];
    for (let i = 0; i < this.#depth; i++) names.push(`e${i}`);
    for (let i = 1; i <= this.#captures; i++) names.push(`c${i}`);
    return `let ${names.join(', ')};`;
  }

  #capture(index: number): string {
    this.#captures = Math.max(this.#captures, index);
    return `c${index}`;
  }

  #reference(value: unknown): string {
    this.references.push(value);
    return `R${this.references.length - 1}`;
  }

  /** Builds the match of an endpoint from its capture variables. */
  #answer(endpoint: Endpoint): string {
    const base = this.#reference(endpoint.base);
    let code = 'const p = new P();\n';
    for (const [name, value] of endpoint.constants)
      code += `p[${JSON.stringify(name)}] = ${JSON.stringify(value)};\n`;
    endpoint.names.forEach((name, i) => {
      const value = this.#capture(endpoint.captures[i]!);
      const key = JSON.stringify(name);
      code +=
        `if (${value}.length > max) tooLong(${key});\n` +
        `p[${key}] = ${value}.indexOf('%') === -1 ? ${value} : decode(${value});\n`;
    });
    return (
      `${code}return { route: ${base}.route, handler: ${base}.handler, params: p, ` +
      `middleware: ${base}.middleware, name: ${base}.name };\n`
    );
  }
}

function assignGroups(captures: readonly string[]): string {
  return captures.map((capture, k) => `${capture} = m[${k + 1}];\n`).join('');
}
