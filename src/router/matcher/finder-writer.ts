import type { CodeWriter } from '../../shared/code-writer.js';
import type { Endpoint } from './endpoint.js';
import { decodeParameter, parameterTooLong } from './params.js';
import type { Segment } from './segments.js';
import type { Branch, TrieNode } from './trie.js';
import { lengthCondition, shapeCheckCode, valueShape } from './value-shape.js';

// Below this many consecutive static siblings, comparing each in turn beats a length switch.
const SWITCH_MIN_BRANCHES = 3;

/** How the generated code holds a parameter until its route answers. */
interface Capture {
  /** `a<k>`/`b<k>` bound the value in the path (sliced at the end), else `s<k>` holds it. */
  readonly range: boolean;
  readonly mayContainPercent: boolean;
}

/** Compiles the search below a node into a function of `(path, max, e<depth-1>)`. */
export type SubtreeCompiler = (node: TrieNode, depth: number) => unknown;

/**
 * Writes the body of a generated finder (see generated-finder.ts): code trying each branch of
 * the ordered trie in order, returning the match of the first route that matches.
 */
export class FinderWriter {
  /** Holds the regexes, route data and helpers the code refers to. */
  readonly #code: CodeWriter;
  readonly #captures = new Map<number, Capture>();
  /** Depth of the node the function starts at; its position is a parameter, not a local. */
  readonly #start: number;
  /** When set, each first static segment gets a function of its own, compiled by it. */
  readonly #compileSubtree: SubtreeCompiler | null;
  #depth = 0;

  constructor(code: CodeWriter, start: number, compileSubtree: SubtreeCompiler | null) {
    this.#code = code;
    this.#start = start;
    this.#compileSubtree = compileSubtree;
  }

  /** Code trying each branch of `node` in order, the node's segment starting at `position`. */
  node(node: TrieNode, position: string, depth: number): string | null {
    this.#depth = Math.max(this.#depth, depth + 1);
    const branches = node.branches;
    let code = '';
    for (let k = 0; k < branches.length; ) {
      let run = k;
      while (run < branches.length && branches[run]!.segment?.staticText != null) run += 1;
      // Different static texts never match the same segment, so a run may be tried in any order.
      if (run - k < SWITCH_MIN_BRANCHES) run = k + 1;
      const next =
        run - k > 1
          ? this.#staticSwitch(branches.slice(k, run), position, depth)
          : this.#branch(branches[k]!, position, depth);
      if (next === null) return null;
      code += next;
      k = run;
    }
    return code;
  }

  #branch(branch: Branch, position: string, depth: number): string | null {
    const segment = branch.segment;
    if (segment === null) return `if (${position} === len) {\n${this.#answer(branch.endpoint!)}}\n`;
    const end = `e${depth}`;
    const text = segment.staticText;
    if (text !== null) {
      const inner = this.node(branch.node!, end, depth + 1);
      if (inner === null) return null;
      return (
        `${end} = ${position} + ${1 + text.length};\n` +
        `if ((${end} === len || path.charCodeAt(${end}) === 47) && path.charCodeAt(${position}) === 47 && ` +
        `${textCondition(text, position)}) {\n${inner}}\n`
      );
    }
    if (segment.spans) return this.#openEnded(branch, position, depth);
    // Captures are recorded before the inner code is written: its answers read them.
    const [open, close] = this.#parameterTest(segment, branch.firstCapture, position, depth);
    const inner = this.node(branch.node!, end, depth + 1);
    return inner === null ? null : open + inner + close;
  }

  /** The code around a parameter segment's continuation: it runs only if the segment matches. */
  #parameterTest(segment: Segment, first: number, position: string, depth: number): [string, string] {
    const end = `e${depth}`;
    const fail = `v${depth}`;
    const sole = segment.soleParam;
    if (sole !== null && sole.source === '[^/]+') {
      const value = this.#range(first, position, end, true);
      return [`${this.#segmentEnd(position, end)}if (${end} > ${position} + 1) {\n${value}`, '}\n}\n'];
    }
    const shape = sole === null ? null : valueShape(sole.source);
    if (shape !== null) {
      const check = `${fail}: {\n${shapeCheckCode(shape, `${position} + 1`, end, fail)}`;
      const value = this.#range(first, position, end, shape.mayContainPercent);
      if (shape.variable === -1) {
        // A fixed-width value: where it ends is known without searching for the next `/`.
        return [
          `${end} = ${position} + ${1 + shape.fixedLength};\n` +
            `if ((${end} === len || path.charCodeAt(${end}) === 47) && path.charCodeAt(${position}) === 47) {\n` +
            check +
            value,
          '}\n}\n',
        ];
      }
      return [
        `${this.#segmentEnd(position, end)}if (${lengthCondition(shape, `${end} - ${position} - 1`)}) {\n${check}${value}`,
        '}\n}\n}\n',
      ];
    }
    let test: string;
    if (sole !== null) {
      const check = this.#reference(sole.wholeValue);
      test = `${check}.test(${this.#string(first)} = path.slice(${position} + 1, ${end}))) {\n`;
    } else {
      const whole = this.#reference(new RegExp(`^${segment.key}$`));
      const groups = this.#groups(first, segment.params.length);
      test = `(m = ${whole}.exec(path.slice(${position}, ${end}))) !== null) {\n${groups}`;
    }
    return [`${this.#segmentEnd(position, end)}if (${test}`, '}\n}\n'];
  }

  /** Opens a block for a `/`-led segment at `position` and sets `end` to where it ends. */
  #segmentEnd(position: string, end: string): string {
    return (
      `if (path.charCodeAt(${position}) === 47) {\n` +
      `${end} = path.indexOf('/', ${position} + 1);\nif (${end} === -1) ${end} = len;\n`
    );
  }

  /** An open-length segment, supported only as the last one of its form. */
  #openEnded(branch: Branch, position: string, depth: number): string | null {
    const segment = branch.segment!;
    const only = branch.node!.branches;
    if (only.length !== 1 || only[0]!.segment !== null) return null;
    const sole = segment.soleParam;
    const shape = sole === null ? null : valueShape(sole.source);
    if (shape !== null) {
      // `/{path:.+}`: the rest of the path is the value, checked in place like any shape.
      const fail = `v${depth}`;
      const value = this.#range(branch.firstCapture, position, 'len', shape.mayContainPercent);
      return (
        `if (path.charCodeAt(${position}) === 47 && ${lengthCondition(shape, `len - ${position} - 1`)}) {\n` +
        `${fail}: {\n${shapeCheckCode(shape, `${position} + 1`, 'len', fail)}${value}` +
        `${this.#answer(only[0]!.endpoint!)}}\n}\n`
      );
    }
    if (sole !== null) {
      // The rest of the path is the value; test() allocates no match array.
      const check = this.#reference(sole.wholeValue);
      const value = this.#string(branch.firstCapture);
      return (
        `if (path.charCodeAt(${position}) === 47 && ${check}.test(${value} = path.slice(${position} + 1))) {\n` +
        `${this.#answer(only[0]!.endpoint!)}}\n`
      );
    }
    const whole = this.#reference(new RegExp(`^${segment.key}$`));
    const groups = this.#groups(branch.firstCapture, segment.params.length);
    return (
      `m = ${whole}.exec(path.slice(${position}));\n` +
      `if (m !== null) {\n${groups}${this.#answer(only[0]!.endpoint!)}}\n`
    );
  }

  /** Static siblings in one `switch` on the segment's length, then on a telling character. */
  #staticSwitch(run: readonly Branch[], position: string, depth: number): string | null {
    const end = `e${depth}`;
    const byLength = new Map<number, Branch[]>();
    for (const branch of run) {
      const length = branch.segment!.staticText!.length;
      byLength.set(length, [...(byLength.get(length) ?? []), branch]);
    }
    let cases = '';
    for (const [length, group] of byLength) {
      const choice = this.#textChoice(group, position, depth);
      if (choice === null) return null;
      cases += `case ${length + 1}:\n${choice}break;\n`;
    }
    return `${this.#segmentEnd(position, end)}switch (${end} - ${position}) {\n${cases}}\n}\n`;
  }

  /** Static texts of one length: a chain of comparisons, split by the character that tells most apart. */
  #textChoice(group: readonly Branch[], position: string, depth: number): string | null {
    const texts = group.map((branch) => branch.segment!.staticText!);
    const chain = (members: readonly Branch[]): string | null => {
      let code = '';
      for (const branch of members) {
        const inner = this.#continuation(branch.node!, depth);
        if (inner === null) return null;
        const text = branch.segment!.staticText!;
        code += `${code === '' ? '' : 'else '}if (${textCondition(text, position)}) {\n${inner}}\n`;
      }
      return code;
    };
    if (group.length <= 2) return chain(group);
    let telling = 0;
    let most = 0;
    for (let i = 0; i < texts[0]!.length; i++) {
      const distinct = new Set(texts.map((text) => text[i])).size;
      if (distinct > most) [telling, most] = [i, distinct];
    }
    const byCode = new Map<number, Branch[]>();
    for (const branch of group) {
      const code = branch.segment!.staticText!.charCodeAt(telling);
      byCode.set(code, [...(byCode.get(code) ?? []), branch]);
    }
    let cases = '';
    for (const [code, members] of byCode) {
      const inner = chain(members);
      if (inner === null) return null;
      cases += `case ${code}:\n${inner}break;\n`;
    }
    return `switch (path.charCodeAt(${position} + ${1 + telling})) {\n${cases}}\n`;
  }

  /** The search below a static segment ending at `e<depth>`: inline, or a call when split. */
  #continuation(node: TrieNode, depth: number): string | null {
    if (this.#compileSubtree === null || depth !== 0) return this.node(node, `e${depth}`, depth + 1);
    const compiled = this.#compileSubtree(node, depth + 1);
    if (compiled === null) return null;
    const call = this.#reference(compiled);
    return `r = ${call}(path, max, e${depth});\nif (r !== null) return r;\n`;
  }

  locals(): string {
    const names = ['m', 'i', 'ch', 't', 'v', 'r'];
    for (let i = this.#start; i < this.#depth; i++) names.push(`e${i}`);
    for (const [index, capture] of this.#captures) {
      if (capture.range) names.push(`a${index}`, `b${index}`);
      else names.push(`s${index}`);
    }
    return `let ${names.join(', ')};`;
  }

  /** Records a parameter bounded by the segment's text: `position + 1` to `end`. */
  #range(index: number, position: string, end: string, mayContainPercent: boolean): string {
    this.#captures.set(index, { range: true, mayContainPercent });
    return `a${index} = ${position} + 1;\nb${index} = ${end};\n`;
  }

  #string(index: number): string {
    this.#captures.set(index, { range: false, mayContainPercent: true });
    return `s${index}`;
  }

  #groups(first: number, count: number): string {
    let code = '';
    for (let k = 0; k < count; k++) code += `${this.#string(first + k)} = m[${k + 1}];\n`;
    return code;
  }

  #reference(value: unknown): string {
    return this.#code.ref(value, 'R');
  }

  /**
   * Builds the match of an endpoint from its captured values. The parameters are one object
   * literal (one shape per route, allocated at its final size); names are identifiers, and
   * `__proto__` is written as a computed key, which defines an own property where the plain
   * key would set the prototype.
   */
  #answer(endpoint: Endpoint): string {
    const base = this.#reference(endpoint.base);
    let code = '';
    const entries: string[] = [];
    for (const [name, value] of endpoint.constants)
      entries.push(`${literalKey(name)}: ${JSON.stringify(value)}`);
    endpoint.names.forEach((name, i) => {
      const index = endpoint.captures[i]!;
      const capture = this.#captures.get(index)!;
      const length = capture.range ? `b${index} - a${index}` : `s${index}.length`;
      const value = capture.range ? `path.slice(a${index}, b${index})` : `s${index}`;
      code += `if (${length} > max) ${this.#code.ref(parameterTooLong, 'tooLong')}(${JSON.stringify(name)});\n`;
      code += `const v${i} = ${value};\n`;
      entries.push(
        `${literalKey(name)}: ${capture.mayContainPercent ? `v${i}.indexOf('%') === -1 ? v${i} : ${this.#code.ref(decodeParameter, 'decode')}(v${i})` : `v${i}`}`,
      );
    });
    // A block of its own: several endpoints may be written into one function.
    return (
      `{\n${code}return { route: ${base}.route, handler: ${base}.handler, params: { ${entries.join(', ')} }, ` +
      `middleware: ${base}.middleware, name: ${base}.name };\n}\n`
    );
  }
}

/** An object-literal key that defines an own property for every parameter name. */
function literalKey(name: string): string {
  return name === '__proto__' ? '["__proto__"]' : JSON.stringify(name);
}

// Up to this length, comparing char codes in place measured faster than `startsWith`.
const INLINE_TEXT_LIMIT = 16;

/** A condition that holds when `text` follows the `/` at `position`. */
function textCondition(text: string, position: string): string {
  if (text.length > INLINE_TEXT_LIMIT) return `path.startsWith(${JSON.stringify(text)}, ${position} + 1)`;
  if (text === '') return 'true';
  return Array.from(
    { length: text.length },
    (_, k) => `path.charCodeAt(${position} + ${k + 1}) === ${text.charCodeAt(k)}`,
  ).join(' && ');
}
