import type { CodeWriter } from '../../compiler/code-writer.js';
import type { Endpoint } from './endpoint.js';
import { type Capture, writeAnswer } from './endpoint-answer.js';
import type { Segment } from './segments.js';
import { lengthCondition, simpleRegexCheckCode, simpleRegexOf } from './simple-regex.js';
import { byTellingCharacter, textCondition } from './static-text-code.js';
import { type Branch, isTable, type StaticTable, stepsOf, type TrieNode } from './trie.js';

// Below this many consecutive static siblings, comparing each in turn beats a length switch.
const SWITCH_MIN_BRANCHES = 3;

/** A parameter the code has taken so far, by capture number: what a child function receives. */
export type Scope = ReadonlyArray<readonly [index: number, capture: Capture]>;

/**
 * The search below a node: `[search, ...values]`, where `search(path, max, e<depth-1>, ...scope,
 * array, at)` reads what it refers to from the array the instance is copied into, from `at`
 * on (CodeWriter.compileReading), so the members of a table of one shape share one function
 * and cost a few slots each.
 */
export type SubtreeInstance = readonly unknown[];

/**
 * Compiles the search below a node, receiving the scope's parameters by the names `scopeNames`
 * gives; null when a segment below is beyond generated code.
 */
export type SubtreeCompiler = (node: TrieNode, depth: number, scope: Scope) => SubtreeInstance | null;

/** The names under which a function receives the parameters of `scope`. */
export function scopeNames(scope: Scope): string[] {
  return scope.flatMap(([index, capture]) => (capture.range ? [`a${index}`, `b${index}`] : [`s${index}`]));
}

/** Thrown while writing when a segment is beyond generated code; the caller keeps the regex. */
export const UNSUPPORTED: unique symbol = Symbol('intake.finderUnsupported');

/**
 * Writes the body of a generated finder (see generated-finder.ts) into a CodeWriter: code
 * trying each branch of the ordered trie in order, returning the match of the first route
 * that matches. A static table becomes a `Map` from segment text to the function of each
 * member's subtree. Throws `UNSUPPORTED` for a segment it cannot write.
 */
export class FinderWriter {
  /** Holds the regexes, route data and helpers the code refers to. */
  readonly #code: CodeWriter;
  readonly #captures = new Map<number, Capture>();
  /** The parameters taken on the way to the code being written, in path order. */
  readonly #scope: Array<readonly [number, Capture]>;
  /** Captures the function receives as parameters (not locals). */
  readonly #received: ReadonlySet<number>;
  /** Depth of the node the function starts at; its position is a parameter, not a local. */
  readonly #start: number;
  readonly #compileSubtree: SubtreeCompiler;
  /** Whether each first static segment gets a function of its own (for a large source). */
  readonly #splitFirstSegments: boolean;
  #depth = 0;

  constructor(
    code: CodeWriter,
    start: number,
    scope: Scope,
    compileSubtree: SubtreeCompiler,
    split: boolean,
  ) {
    this.#code = code;
    this.#start = start;
    this.#scope = [...scope];
    for (const [index, capture] of scope) this.#captures.set(index, capture);
    this.#received = new Set(scope.map(([index]) => index));
    this.#compileSubtree = compileSubtree;
    this.#splitFirstSegments = split;
  }

  /** Code trying each branch of `node` in order, the node's segment starting at `position`. */
  node(node: TrieNode, position: string, depth: number): void {
    this.#depth = Math.max(this.#depth, depth + 1);
    let pending: Branch[] = [];
    for (const step of stepsOf(node)) {
      if (!isTable(step)) {
        pending.push(step);
        continue;
      }
      this.#branches(pending, position, depth);
      pending = [];
      this.#table(step, position, depth);
    }
    this.#branches(pending, position, depth);
  }

  #branches(branches: readonly Branch[], position: string, depth: number): void {
    for (let k = 0; k < branches.length; ) {
      let run = k;
      while (run < branches.length && branches[run]!.segment?.staticText != null) run += 1;
      // Different static texts never match the same segment, so a run may be tried in any order.
      if (run - k < SWITCH_MIN_BRANCHES) run = k + 1;
      if (run - k > 1) this.#staticSwitch(branches.slice(k, run), position, depth);
      else this.#branch(branches[k]!, position, depth);
      k = run;
    }
  }

  #branch(branch: Branch, position: string, depth: number): void {
    const taken = this.#scope.length;
    this.#branchCode(branch, position, depth);
    this.#scope.length = taken;
  }

  #branchCode(branch: Branch, position: string, depth: number): void {
    const code = this.#code;
    const segment = branch.segment;
    if (segment === null) {
      code.block(`if (${position} === len)`, () => this.#answer(branch.endpoint!));
      return;
    }
    const end = `e${depth}`;
    const text = segment.staticText;
    if (text !== null) {
      code.line(`${end} = ${position} + ${1 + text.length};`);
      code.block(`if (${segmentClosed(end)}${slashTest(position)} && ${textCondition(text, position)})`, () =>
        this.node(branch.node!, end, depth + 1),
      );
      return;
    }
    if (segment.spans) {
      this.#openEnded(branch, position, depth);
      return;
    }
    this.#parameterTest(segment, branch.firstCapture, position, depth, () =>
      this.node(branch.node!, end, depth + 1),
    );
  }

  /**
   * A parameter segment: `inner` (the continuation) runs only where the segment matches.
   * Captures are recorded before `inner` is written: its answers read them.
   */
  #parameterTest(segment: Segment, first: number, position: string, depth: number, inner: () => void): void {
    const code = this.#code;
    const end = `e${depth}`;
    const fail = `v${depth}`;
    const sole = segment.soleParam;
    if (sole !== null && sole.source === '[^/]+') {
      this.#segmentEnd(position, end, () => {
        code.block(`if (${end} > ${position} + 1)`, () => {
          this.#range(first, position, end, true);
          inner();
        });
      });
      return;
    }
    const simple = sole === null ? null : simpleRegexOf(sole.source);
    if (simple !== null) {
      const checked = () =>
        code.block(`${fail}:`, () => {
          code.line(simpleRegexCheckCode(simple, `${position} + 1`, end, fail));
          this.#range(first, position, end, simple.mayContainPercent);
          inner();
        });
      if (simple.variable === -1) {
        // A fixed-width value: where it ends is known without searching for the next `/`.
        code.line(`${end} = ${position} + ${1 + simple.fixedLength};`);
        code.block(`if (${segmentClosed(end)}${slashTest(position)})`, checked);
        return;
      }
      this.#segmentEnd(position, end, () => {
        code.block(`if (${lengthCondition(simple, `${end} - ${position} - 1`)})`, checked);
      });
      return;
    }
    this.#segmentEnd(position, end, () => {
      if (sole !== null) {
        const check = this.#reference(sole.wholeValue);
        code.block(`if (${check}.test(${this.#string(first)} = path.slice(${position} + 1, ${end})))`, inner);
        return;
      }
      const whole = this.#reference(new RegExp(`^${segment.key}$`));
      code.block(`if ((m = ${whole}.exec(path.slice(${position}, ${end}))) !== null)`, () => {
        this.#groups(first, segment.params.length);
        inner();
      });
    });
  }

  /** A block for a `/`-led segment at `position`, with `end` set to where the segment ends. */
  #segmentEnd(position: string, end: string, body: () => void): void {
    const code = this.#code;
    code.block(`if (${segmentStarts(position)})`, () => {
      code.line(`${end} = path.indexOf('/', ${position} + 1);`, `if (${end} === -1) ${end} = len;`);
      body();
    });
  }

  /** An open-length segment, supported only as the last one of its form. */
  #openEnded(branch: Branch, position: string, depth: number): void {
    const code = this.#code;
    const segment = branch.segment!;
    const only = branch.node!.branches;
    if (only.length !== 1 || only[0]!.segment !== null) throw UNSUPPORTED;
    const endpoint = only[0]!.endpoint!;
    const sole = segment.soleParam;
    const simple = sole === null ? null : simpleRegexOf(sole.source);
    if (simple !== null) {
      // `/{path:.+}`: the rest of the path is the value, checked in place like any simple regex.
      const fail = `v${depth}`;
      code.block(
        `if (${segmentStarts(position)} && ${lengthCondition(simple, `len - ${position} - 1`)})`,
        () => {
          code.block(`${fail}:`, () => {
            code.line(simpleRegexCheckCode(simple, `${position} + 1`, 'len', fail));
            this.#range(branch.firstCapture, position, 'len', simple.mayContainPercent);
            this.#answer(endpoint);
          });
        },
      );
      return;
    }
    if (sole !== null) {
      // The rest of the path is the value; test() allocates no match array.
      const check = this.#reference(sole.wholeValue);
      const value = this.#string(branch.firstCapture);
      code.block(
        `if (${segmentStarts(position)} && ${check}.test(${value} = path.slice(${position} + 1)))`,
        () => this.#answer(endpoint),
      );
      return;
    }
    const whole = this.#reference(new RegExp(`^${segment.key}$`));
    code.line(`m = ${whole}.exec(path.slice(${position}));`);
    code.block('if (m !== null)', () => {
      this.#groups(branch.firstCapture, segment.params.length);
      this.#answer(endpoint);
    });
  }

  /** Static siblings in one `switch` on the segment's length, then on a telling character. */
  #staticSwitch(run: readonly Branch[], position: string, depth: number): void {
    const code = this.#code;
    const end = `e${depth}`;
    const byLength = new Map<number, Branch[]>();
    for (const branch of run) {
      const length = branch.segment!.staticText!.length;
      byLength.set(length, [...(byLength.get(length) ?? []), branch]);
    }
    this.#segmentEnd(position, end, () => {
      code.block(`switch (${end} - ${position})`, () => {
        for (const [length, group] of byLength) {
          code.block(`case ${length + 1}:`, () => {
            this.#textChoice(group, position, depth);
            code.line('break;');
          });
        }
      });
    });
  }

  /** Static texts of one length: a chain of comparisons, split by the character that tells most apart. */
  #textChoice(group: readonly Branch[], position: string, depth: number): void {
    const code = this.#code;
    const chain = (members: readonly Branch[]): void => {
      members.forEach((branch, k) => {
        const condition = textCondition(branch.segment!.staticText!, position);
        code.block(`${k === 0 ? '' : 'else '}if (${condition})`, () =>
          this.#continuation(branch.node!, depth),
        );
      });
    };
    if (group.length <= 2) {
      chain(group);
      return;
    }
    const { telling, byCode } = byTellingCharacter(group, (branch) => branch.segment!.staticText!);
    code.block(`switch (path.charCodeAt(${position} + ${1 + telling}))`, () => {
      for (const [charCode, members] of byCode) {
        code.block(`case ${charCode}:`, () => {
          chain(members);
          code.line('break;');
        });
      }
    });
  }

  /** The search below a static segment ending at `e<depth>`: inline, or a call when split. */
  #continuation(node: TrieNode, depth: number): void {
    if (!this.#splitFirstSegments || depth !== 0) {
      this.node(node, `e${depth}`, depth + 1);
      return;
    }
    const instance = this.#reference(this.#subtree(node, depth));
    this.#code.line(`r = ${instance}[0](path, max, e${depth}, ${instance}, 0);`, 'if (r !== null) return r;');
  }

  /**
   * A static table: the segment's text looked up in a `Map` of where each member's subtree sits
   * in one array, a function that receives the parameters taken so far followed by what it
   * reads. One lookup whatever the table's size.
   */
  #table(table: StaticTable, position: string, depth: number): void {
    const code = this.#code;
    const end = `e${depth}`;
    const scope: Scope = [...this.#scope];
    // Every member's instance laid end to end in one array, found by its offset: a match reads
    // one stretch of it, not an array of its own per member.
    const members: unknown[] = [];
    const offsets = new Map<string, number>();
    for (let k = 0; k < table.branches.length; k++) {
      const branch = table.branches[k]!;
      offsets.set(branch.segment!.staticText!, members.length);
      const instance = this.#subtree(branch.node!, depth, scope);
      for (let v = 0; v < instance.length; v++) members.push(instance[v]);
    }
    const lookup = this.#reference(offsets);
    const all = this.#reference(members);
    const names = scopeNames(scope);
    this.#segmentEnd(position, end, () => {
      code.line(
        `f = ${lookup}.get(path.slice(${position} + 1, ${end}));`,
        `if (f !== undefined && (r = ${all}[f](${['path', 'max', end, ...names, all, 'f'].join(', ')})) !== null) return r;`,
      );
    });
  }

  /** The compiled search below a static segment that ends at `e<depth>`. */
  #subtree(node: TrieNode, depth: number, scope: Scope = [...this.#scope]): SubtreeInstance {
    const compiled = this.#compileSubtree(node, depth + 1, scope);
    if (compiled === null) throw UNSUPPORTED;
    return compiled;
  }

  /** The `let` declaration of every local the written code uses. */
  locals(): string {
    const names = ['m', 'i', 'ch', 't', 'v', 'r', 'f'];
    for (let i = this.#start; i < this.#depth; i++) names.push(`e${i}`);
    for (const [index, capture] of this.#captures) {
      if (this.#received.has(index)) continue;
      if (capture.range) names.push(`a${index}`, `b${index}`);
      else names.push(`s${index}`);
    }
    return `let ${names.join(', ')};`;
  }

  /** Records a parameter bounded by the segment's text: `position + 1` to `end`. */
  #range(index: number, position: string, end: string, mayContainPercent: boolean): void {
    this.#take(index, { range: true, mayContainPercent });
    this.#code.line(`a${index} = ${position} + 1;`, `b${index} = ${end};`);
  }

  #string(index: number): string {
    this.#take(index, { range: false, mayContainPercent: true });
    return `s${index}`;
  }

  #take(index: number, capture: Capture): void {
    this.#captures.set(index, capture);
    this.#scope.push([index, capture]);
  }

  #groups(first: number, count: number): void {
    for (let k = 0; k < count; k++) this.#code.line(`${this.#string(first + k)} = m[${k + 1}];`);
  }

  #reference(value: unknown): string {
    return this.#code.ref(value, 'R');
  }

  #answer(endpoint: Endpoint): void {
    writeAnswer(this.#code, endpoint, (index) => this.#captures.get(index)!);
  }
}

/**
 * Every position the code starts a segment at, but the path's start, is where an earlier test
 * found a `/` or the path's end (an `indexOf('/')`, or `segmentClosed`), and a caller hands a
 * child function only such a position. There the `/` needs no second read: each `charCodeAt`
 * site costs TurboFan about half a millisecond to compile (it lowers to a walk over the
 * string's representation), and that compile is most of what a fresh process spends before
 * the finder runs optimised.
 */
function slashKnown(position: string): boolean {
  return position !== '0';
}

/** ` && <a / at position>`, or nothing where the position is known to hold one (or be the end). */
function slashTest(position: string): string {
  return slashKnown(position) ? '' : ` && path.charCodeAt(${position}) === 47`;
}

/** Whether a `/`-led segment starts at `position`. */
function segmentStarts(position: string): string {
  return `${position} < len${slashTest(position)}`;
}

/**
 * Whether the segment ending at `end` ends there: at the path's end or before a `/`. Never reads
 * past the path (`end` may lie beyond it): an out-of-bounds `charCodeAt` deoptimises the finder.
 */
function segmentClosed(end: string): string {
  return `(${end} < len ? path.charCodeAt(${end}) === 47 : ${end} === len)`;
}
