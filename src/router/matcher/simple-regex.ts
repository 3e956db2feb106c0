/** One character class of a simple parameter regex, as inclusive UTF-16 code unit ranges. */
interface CharacterSet {
  readonly ranges: ReadonlyArray<readonly [number, number]>;
  readonly negated: boolean;
}

interface Atom {
  readonly set: CharacterSet;
  readonly min: number;
  readonly max: number;
}

/**
 * A parameter regex that is a sequence of character classes and literal characters, each
 * repeated a fixed number of times except at most one (`[0-9]+`, `\d{4}`, `[a-z0-9-]+`, the
 * UUID pattern). Such a regex matches a whole value exactly when the value's length fits and
 * every character is in its class, which generated code checks with a char-code loop instead
 * of a substring and a regex run. The lone variable atom takes whatever length the others
 * leave, so there is nothing to backtrack.
 */
export interface SimpleRegex {
  readonly atoms: readonly Atom[];
  /** Sum of the fixed atoms' lengths. */
  readonly fixedLength: number;
  /** Index of the atom whose count varies, or -1. */
  readonly variable: number;
  /** Whether a matching value may contain `%` (then it needs percent-decoding). */
  readonly mayContainPercent: boolean;
}

const DIGIT: ReadonlyArray<readonly [number, number]> = [[48, 57]];
const WORD: ReadonlyArray<readonly [number, number]> = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
// `.` without the s flag: every UTF-16 code unit but \n, \r, U+2028 and U+2029.
const ANY_BUT_LINE_TERMINATOR: CharacterSet = {
  ranges: [
    [10, 10],
    [13, 13],
    [0x2028, 0x2029],
  ],
  negated: true,
};
const COUNT = /^\{(\d{1,4})(?:(,)(\d{0,4}))?\}/;

// Build time: a table repeats the same few regexes (`[0-9]+` in every resource), so each is
// parsed once per source. Capped so a process registering endless distinct regexes stays small.
const simpleRegexes = new Map<string, SimpleRegex | null>();
const CACHE_LIMIT = 512;

/** A checked parameter regex source as a `SimpleRegex`, or null when it is not that simple. */
export function simpleRegexOf(source: string): SimpleRegex | null {
  let parsed = simpleRegexes.get(source);
  if (parsed === undefined) {
    if (simpleRegexes.size >= CACHE_LIMIT) simpleRegexes.clear();
    simpleRegexes.set(source, (parsed = parseSimpleRegex(source)));
  }
  return parsed;
}

function parseSimpleRegex(source: string): SimpleRegex | null {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < source.length) {
    const read = readAtom(source, i);
    if (read === null) return null;
    let [min, max] = [1, 1];
    i = read.end;
    const ch = source[i];
    if (ch === '+' || ch === '*' || ch === '?') {
      [min, max] = ch === '+' ? [1, Infinity] : ch === '*' ? [0, Infinity] : [0, 1];
      i += 1;
    } else if (ch === '{') {
      const count = COUNT.exec(source.slice(i, i + 12));
      if (count === null) return null;
      min = Number(count[1]);
      max = count[2] === undefined ? min : count[3] === '' ? Infinity : Number(count[3]);
      i += count[0].length;
    }
    // A lazy quantifier matches the same whole values as a greedy one.
    if (source[i] === '?' && (min !== 1 || max !== 1)) i += 1;
    if (max < min) return null;
    atoms.push({ set: read.set, min, max });
  }
  const variables = atoms.flatMap((atom, index) => (atom.min === atom.max ? [] : [index]));
  if (atoms.length === 0 || variables.length > 1) return null;
  const fixedLength = atoms.reduce((sum, atom) => sum + (atom.min === atom.max ? atom.min : 0), 0);
  const mayContainPercent = atoms.some((atom) => contains(atom.set, 37));
  return { atoms, fixedLength, variable: variables[0] ?? -1, mayContainPercent };
}

function contains(set: CharacterSet, code: number): boolean {
  return set.ranges.some(([low, high]) => code >= low && code <= high) !== set.negated;
}

/** A character class, `\d`, `\w` or a literal character at `start`, and where it ends. */
function readAtom(source: string, start: number): { set: CharacterSet; end: number } | null {
  const ch = source[start]!;
  if (ch === '[') return readClass(source, start);
  if (ch === '\\') {
    const escaped = escapeSet(source[start + 1] ?? '');
    return escaped === null ? null : { set: { ranges: escaped, negated: false }, end: start + 2 };
  }
  if (ch === '.') return { set: ANY_BUT_LINE_TERMINATOR, end: start + 1 };
  if ('|()*+?{}^$'.includes(ch)) return null;
  const code = ch.charCodeAt(0);
  return { set: { ranges: [[code, code]], negated: false }, end: start + 1 };
}

/** `\d`, `\w` or an escaped punctuation character; null for every other escape. */
function escapeSet(ch: string): ReadonlyArray<readonly [number, number]> | null {
  if (ch === 'd') return DIGIT;
  if (ch === 'w') return WORD;
  if (ch === '' || /[A-Za-z0-9]/.test(ch)) return null;
  const code = ch.charCodeAt(0);
  return [[code, code]];
}

function readClass(source: string, start: number): { set: CharacterSet; end: number } | null {
  let i = start + 1;
  const negated = source[i] === '^';
  if (negated) i += 1;
  const ranges: Array<readonly [number, number]> = [];
  while (i < source.length && source[i] !== ']') {
    const low = classItem(source, i);
    if (low === null) return null;
    i = low.end;
    // `a-z` is a range unless the `-` is the class's last character.
    if (low.single && source[i] === '-' && i + 1 < source.length && source[i + 1] !== ']') {
      const high = classItem(source, i + 1);
      if (high === null || !high.single) return null;
      ranges.push([low.ranges[0]![0], high.ranges[0]![0]]);
      i = high.end;
      continue;
    }
    ranges.push(...low.ranges);
  }
  if (source[i] !== ']' || ranges.length === 0) return null;
  return { set: { ranges, negated }, end: i + 1 };
}

/** One member of a class: a character, an escaped one, `\d` or `\w`. */
function classItem(
  source: string,
  index: number,
): { ranges: ReadonlyArray<readonly [number, number]>; single: boolean; end: number } | null {
  const ch = source[index]!;
  if (ch === '\\') {
    const next = source[index + 1] ?? '';
    const ranges = escapeSet(next);
    if (ranges === null) return null;
    return { ranges, single: ranges !== DIGIT && ranges !== WORD, end: index + 2 };
  }
  if (ch === '[') return null; // `[[]` is legal but unusual: leave it to the regex
  const code = ch.charCodeAt(0);
  return { ranges: [[code, code]], single: true, end: index + 1 };
}

/**
 * Statements that check that `path` from `start` to `end` matches the regex, leaving the block
 * labelled `fail` as soon as a character is outside its class. The caller has checked the
 * length (`lengthCondition`); uses the locals `i`, `ch` and `t`.
 */
export function simpleRegexCheckCode(regex: SimpleRegex, start: string, end: string, fail: string): string {
  let written = checkCode.get(regex);
  if (written === undefined) checkCode.set(regex, (written = new Map()));
  const key = `${end} ${fail}`;
  let code = written.get(key);
  if (code === undefined) written.set(key, (code = writeCheck(regex, end, fail)));
  return `i = ${start};\n${code}`;
}

// The check code after `i = start`, per regex and names of the end and the label: the same
// regex at the same depth (one per resource of a REST table) is written once.
const checkCode = new WeakMap<SimpleRegex, Map<string, string>>();

function writeCheck(regex: SimpleRegex, end: string, fail: string): string {
  let code = '';
  let fixedAfter = regex.fixedLength;
  regex.atoms.forEach((atom, index) => {
    const condition = wrap(setCondition(atom.set, 'ch'));
    if (index === regex.variable) {
      code += `for (t = ${end} - ${fixedAfter}; i < t; i++) {\nch = path.charCodeAt(i);\nif (!${condition}) break ${fail};\n}\n`;
      return;
    }
    fixedAfter -= atom.min;
    if (atom.min === 0) return;
    if (atom.min > UNROLL_LIMIT) {
      code += `for (t = i + ${atom.min}; i < t; i++) {\nch = path.charCodeAt(i);\nif (!${condition}) break ${fail};\n}\n`;
      return;
    }
    // Written out rather than looped: no loop counter or back edge per character.
    const each = Array.from({ length: atom.min }, (_, k) => `(ch = path.charCodeAt(i + ${k}), ${condition})`);
    code += `if (!(${each.join(' && ')})) break ${fail};\ni += ${atom.min};\n`;
  });
  return code;
}

// Fixed runs up to this length are checked character by character without a loop.
const UNROLL_LIMIT = 16;

/** Whether `length` (an expression) is a length a match can have. */
export function lengthCondition(regex: SimpleRegex, length: string): string {
  if (regex.variable === -1) return `${length} === ${regex.fixedLength}`;
  const atom = regex.atoms[regex.variable]!;
  const low = `${length} >= ${regex.fixedLength + atom.min}`;
  return atom.max === Infinity ? low : `${low} && ${length} <= ${regex.fixedLength + atom.max}`;
}

function wrap(condition: string): string {
  return condition.startsWith('(') || condition.startsWith('!') ? condition : `(${condition})`;
}

/** A JavaScript condition that is true when the char code in `variable` is in `set`. */
function setCondition(set: CharacterSet, variable: string): string {
  const sorted = [...set.ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [low, high] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else merged.push([low, high]);
  }
  const tests = merged.map(([low, high]) =>
    low === high ? `${variable} === ${low}` : `(${variable} >= ${low} && ${variable} <= ${high})`,
  );
  const any = tests.length === 1 ? tests[0]! : `(${tests.join(' || ')})`;
  return set.negated ? `!${any.startsWith('(') ? any : `(${any})`}` : any;
}
